import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.ts';

describe('failed-login throttle', () => {
  it('blocks at the 11th attempt within a minute, then frees as failures age out', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(() => now);
    for (let i = 0; i < 10; i++) {
      expect(throttle.retryAfterSeconds(['address:a'])).toBe(0);
      throttle.recordFailure(['address:a']);
      now += 1000;
    }
    // The first failure was 10 s ago: it leaves the window in 50 s.
    expect(throttle.retryAfterSeconds(['address:a', 'account:x'])).toBe(50);
    expect(throttle.retryAfterSeconds(['address:b'])).toBe(0);
    now += 50_000;
    expect(throttle.retryAfterSeconds(['address:a'])).toBe(0);
  });

  it('forgets an account after a successful login', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 10; i++) throttle.recordFailure(['account:x']);
    expect(throttle.retryAfterSeconds(['account:x'])).toBeGreaterThan(0);
    throttle.clear(['account:x']);
    expect(throttle.retryAfterSeconds(['account:x'])).toBe(0);
  });
});
