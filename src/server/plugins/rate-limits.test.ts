/**
 * Rate limits that hold (issue 6 point 2): a forged X-Forwarded-For buys no fresh quota unless
 * TRUST_PROXY says the shop stands behind a proxy; 429 comes with Retry-After and the JSON body.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { routeLimits } from './rate-limits.ts';

describe('rate limits', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const createFrom = (app: TestApp, forwardedFor: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress: '203.0.113.7',
    });

  it('counts the socket address, whatever X-Forwarded-For claims', async () => {
    t = await buildTestApp('pglite');
    const { max } = routeLimits.createCustomer;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) statuses.push((await createFrom(t, `198.51.100.${i % 250}`)).statusCode);
    expect(statuses.slice(0, max).every((status) => status === 201)).toBe(true);
    const refused = await createFrom(t, '192.0.2.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: expect.any(String) } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits the session look-ups and confirms that ask the payment provider', async () => {
    t = await buildTestApp('pglite');
    const { max } = routeLimits.sessionLookup;
    let last = 0;
    for (let i = 0; i <= max; i++) {
      last = (
        await t.app.inject({ method: 'POST', url: '/api/orders/confirm', payload: { sessionId: `cs_test_${i}` } })
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('behind a trusted proxy (TRUST_PROXY=1), counts each client address separately', async () => {
    t = await buildTestApp('pglite', { trustProxy: 1 });
    const { max } = routeLimits.createCustomer;
    for (let i = 0; i < max; i++) await createFrom(t, '198.51.100.1');
    expect((await createFrom(t, '198.51.100.1')).statusCode).toBe(429);
    expect((await createFrom(t, '198.51.100.2')).statusCode).toBe(201);
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses and CIDRs, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimit).toBe(false);
    expect(loadConfig({}).rateLimit).toBe(true);
  });
});
