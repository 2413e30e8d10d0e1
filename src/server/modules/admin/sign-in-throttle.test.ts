/**
 * Issue 17 §3, probe F4: failed sign-ins slow down the address that makes them, never the right
 * password from an address that has not failed (behind a trusted proxy, addresses from X-Forwarded-For).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import { createStaffAccount } from './staff-accounts.service.ts';

const origin = 'http://localhost:3000';
const password = 'correct horse battery staple';

describe.each(databaseTargets())('sign-in throttle behind a trusted proxy on %s', (target) => {
  let t: TestApp;
  const signIn = (forwardedFor: string, pass: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { origin, 'x-forwarded-for': forwardedFor },
      payload: { email: 'owner@example.com', password: pass },
    });

  beforeAll(async () => {
    t = await buildTestApp(target, { trustProxy: 1 });
    await createStaffAccount(t.app.ctx.database.db, 'owner@example.com', password);
  });
  afterAll(async () => t?.close());

  it('50 failed sign-ins from one address do not stop the right password from another; the failing address gets 429', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof signIn>> | undefined;
    for (let i = 0; i < 50; i++) {
      last = await signIn('203.0.113.7', `wrong password ${i}`);
      statuses.push(last.statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([401, 429]));
    expect(last?.statusCode).toBe(429);
    expect(last?.json().error.code).toBe('RATE_LIMITED');
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits on the failing address.
    expect((await signIn('203.0.113.7', password)).statusCode).toBe(429);

    const owner = await signIn('198.51.100.20', password);
    expect(owner.statusCode).toBe(200);
    expect(owner.cookies.find((c) => c.name === 'wowtees_admin')?.value).toBeTruthy();
  });
});
