/**
 * Limits shared by several instances (issue 10): two apps on one Redis (`REDIS_URL`, as .ci/run sets
 * it when Redis answers) or on one PostgreSQL database (`DATABASE_URL`) count together, for the
 * request limits and the failed-login throttle; a Redis that does not answer lets requests through.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { routeLimits } from './rate-limits.ts';

const redisUrl = process.env.REDIS_URL;
const databaseUrl = process.env.DATABASE_URL;

/** The session look-up route: limited, and answers without a payment provider session (404/400). */
const confirm = (app: TestApp['app'], i: number) =>
  app.inject({
    method: 'POST',
    url: '/api/orders/confirm',
    payload: { sessionId: `cs_test_${i}` },
    remoteAddress: '203.0.113.50',
  });

const failLogin = (app: TestApp['app'], remoteAddress: string, email = 'nobody-shared@example.com') =>
  app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { origin: new URL(app.ctx.config.publicUrl).origin },
    payload: { email, password: 'not-the-password-123' },
    remoteAddress,
  });

/** Alternates `max` limited requests over both apps, then one more on each. */
async function expectSharedLimit(a: TestApp['app'], b: TestApp['app']) {
  const { max } = routeLimits.sessionLookup;
  for (let i = 0; i < max; i++) {
    const res = await confirm(i % 2 === 0 ? a : b, i);
    expect(res.statusCode, `request ${i + 1} of ${max}`).not.toBe(429);
  }
  // Each app saw only half the requests: only a shared count refuses these.
  expect((await confirm(a, max)).statusCode).toBe(429);
  const refused = await confirm(b, max + 1);
  expect(refused.statusCode).toBe(429);
  expect(refused.json().error.code).toBe('RATE_LIMITED');
}

/**
 * Ten failed logins from one address (each for another account), alternating between `a` and `b`,
 * make `b` hold that address back: only a shared count sees ten (issue 17 §3: the address is slowed,
 * not the accounts).
 */
async function expectSharedLoginThrottle(a: TestApp['app'], b: TestApp['app']) {
  for (let i = 0; i < 10; i++) {
    expect((await failLogin(i % 2 === 0 ? a : b, '198.51.100.7', `guess-${i}@example.com`)).statusCode).toBe(401);
  }
  const blocked = await failLogin(b, '198.51.100.7');
  expect(blocked.statusCode).toBe(429);
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  expect((await failLogin(a, '198.51.100.8')).statusCode).toBe(401);
}

describe('limits shared across instances', { timeout: 180_000 }, () => {
  const open: TestApp[] = [];
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
    for (const t of open.splice(0).reverse()) await t.close();
  });

  /** A second app on the first one's configuration (same database, same Redis prefix). */
  async function secondInstance(config: AppConfig) {
    const app = await buildApp(config);
    await app.ready();
    closers.push(() => app.close());
    return app;
  }

  it.skipIf(!redisUrl)('on one Redis: the request limit and the failed-login count are shared', async () => {
    const redis = { url: redisUrl ?? '', keyPrefix: `wowtees-test:${randomUUID()}:` };
    const a = await buildTestApp('pglite', { redis });
    open.push(a);
    const b = await buildTestApp('pglite', { redis });
    open.push(b);
    expect(a.app.ctx.counters.kind).toBe('redis');
    await expectSharedLimit(a.app, b.app);
    await expectSharedLoginThrottle(a.app, b.app);
  });

  it.skipIf(!databaseUrl)('on one PostgreSQL database without Redis: shared through the database', async () => {
    const a = await buildTestApp('postgres');
    open.push(a);
    const b = await secondInstance(a.config);
    expect(a.app.ctx.counters.kind).toBe('postgres');
    await expectSharedLimit(a.app, b);
    await expectSharedLoginThrottle(a.app, b);
  });

  it('with REDIS_URL set but Redis down: starts, and lets limited requests through (fail open)', async () => {
    // Port 9 (discard) has no Redis: connections are refused at once.
    const t = await buildTestApp('pglite', { redis: { url: 'redis://127.0.0.1:9', keyPrefix: 'wowtees-test:' } });
    open.push(t);
    const { max } = routeLimits.sessionLookup;
    for (let i = 0; i <= max; i++) expect((await confirm(t.app, i)).statusCode).not.toBe(429);
    expect((await failLogin(t.app, '198.51.100.1')).statusCode).toBe(401);
  });

  it('on embedded PGlite without Redis: counts in the process', async () => {
    const t = await buildTestApp('pglite');
    open.push(t);
    expect(t.app.ctx.counters.kind).toBe('memory');
  });
});
