import { describe, expect, it } from 'vitest';
import { MemoryCounterStore } from '#server/plugins/shared-counters.ts';
import { LoginThrottle } from './login-throttle.ts';

describe('failed-login throttle', () => {
  it('blocks at the 11th attempt within a minute of the first failure, then frees when that window ends', async () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(new MemoryCounterStore(() => now));
    for (let i = 0; i < 10; i++) {
      expect(await throttle.retryAfterSeconds(['address:a'])).toBe(0);
      await throttle.recordFailure(['address:a']);
      now += 1000;
    }
    // The window started with the first failure, 10 s ago: it ends in 50 s.
    expect(await throttle.retryAfterSeconds(['address:a', 'account:x'])).toBe(50);
    expect(await throttle.retryAfterSeconds(['address:b'])).toBe(0);
    now += 50_000;
    expect(await throttle.retryAfterSeconds(['address:a'])).toBe(0);
  });

  it('forgets an account after a successful login', async () => {
    const throttle = new LoginThrottle(new MemoryCounterStore());
    for (let i = 0; i < 10; i++) await throttle.recordFailure(['account:x']);
    expect(await throttle.retryAfterSeconds(['account:x'])).toBeGreaterThan(0);
    await throttle.clear(['account:x']);
    expect(await throttle.retryAfterSeconds(['account:x'])).toBe(0);
  });
});
