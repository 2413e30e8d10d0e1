import { describe, expect, it } from 'vitest';
import { MemoryCounterStore } from '#server/counters/shared-counters.ts';
import { accountFreeFailures, addressFreeFailures, delayAfter, LoginThrottle, maxDelayMs } from './login-throttle.ts';

describe('failed sign-in throttle', () => {
  it('lets an address fail 10 times, then makes it wait 5 s, 10 s, 20 s, … up to 15 min', async () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(new MemoryCounterStore(() => now));
    for (let i = 0; i < addressFreeFailures; i++) {
      expect(await throttle.retryAfterSeconds({ address: 'a', account: `guess-${i}` })).toBe(0);
      await throttle.recordFailure({ address: 'a', account: `guess-${i}` });
    }
    // Every account from that address waits; another address does not.
    expect(await throttle.retryAfterSeconds({ address: 'a', account: 'anyone' })).toBe(5);
    expect(await throttle.retryAfterSeconds({ address: 'b', account: 'anyone' })).toBe(0);
    now += 5_000;
    expect(await throttle.retryAfterSeconds({ address: 'a', account: 'anyone' })).toBe(0);
    await throttle.recordFailure({ address: 'a', account: 'anyone' });
    expect(await throttle.retryAfterSeconds({ address: 'a', account: 'anyone' })).toBe(10);
    expect([0, 1, 2, 3, 8, 30].map(delayAfter)).toEqual([5_000, 10_000, 20_000, 40_000, maxDelayMs, maxDelayMs]);
  });

  it('slows an attacked account only for addresses that failed against it', async () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(new MemoryCounterStore(() => now));
    // Failures from many addresses, one each: no address reaches its own limit.
    for (let i = 0; i < accountFreeFailures; i++) await throttle.recordFailure({ address: `x${i}`, account: 'owner' });
    expect(await throttle.retryAfterSeconds({ address: 'x0', account: 'owner' })).toBe(5);
    expect(await throttle.retryAfterSeconds({ address: 'x4', account: 'owner' })).toBe(5);
    // The owner's own address never failed: no wait, for this account or another.
    expect(await throttle.retryAfterSeconds({ address: 'office', account: 'owner' })).toBe(0);
    // An attacking address may still try other accounts (until its own limit).
    expect(await throttle.retryAfterSeconds({ address: 'x0', account: 'someone-else' })).toBe(0);
    now += 5_000;
    expect(await throttle.retryAfterSeconds({ address: 'x0', account: 'owner' })).toBe(0);
  });

  it('forgets an address’s failures against an account once it signs in there', async () => {
    const throttle = new LoginThrottle(new MemoryCounterStore());
    for (let i = 0; i < accountFreeFailures; i++) await throttle.recordFailure({ address: 'home', account: 'anna' });
    expect(await throttle.retryAfterSeconds({ address: 'home', account: 'anna' })).toBeGreaterThan(0);
    await throttle.recordSuccess({ address: 'home', account: 'anna' });
    expect(await throttle.retryAfterSeconds({ address: 'home', account: 'anna' })).toBe(0);
  });
});
