import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { isLoopbackHost } from './canonical-host.ts';

describe('the shop at the address it was built for (issue 23 point 3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { publicUrl: 'http://localhost:3000' });
  });
  afterAll(async () => t?.close());

  const page = (host: string, url = '/en-us/wowanimatedtees?x=1') =>
    t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html,application/xhtml+xml' } });

  it('redirects a page opened at 127.0.0.1 or [::1] to the same path on PUBLIC_URL', async () => {
    for (const host of ['127.0.0.1:3000', '[::1]:3000']) {
      const res = await page(host);
      expect(res.statusCode).toBe(308);
      expect(res.headers.location).toBe('http://localhost:3000/en-us/wowanimatedtees?x=1');
    }
  });

  it('explains the setting to change for a LAN address instead of a page without images', async () => {
    const res = await page('192.168.1.20:3000');
    expect(res.statusCode).toBe(421);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('PUBLIC_URL=http://192.168.1.20:3000 HOST=0.0.0.0');
  });

  it('serves PUBLIC_URL itself, API calls and health checks under any name', async () => {
    expect((await page('localhost:3000', '/healthz')).statusCode).toBe(200);
    const api = await t.app.inject({ method: 'GET', url: '/healthz', headers: { host: '127.0.0.1:3000' } });
    expect(api.statusCode).toBe(200);
    const own = await page('localhost:3000', '/en-us/wowanimatedtees');
    expect(own.statusCode).not.toBe(308);
    expect(own.statusCode).not.toBe(421);
  });

  it('knows loopback names', () => {
    expect(['localhost', '127.0.0.1', '127.1.2.3', '[::1]', 'shop.localhost'].every(isLoopbackHost)).toBe(true);
    expect(['192.168.1.20', 'shop.example.com', '[fe80::1]'].some(isLoopbackHost)).toBe(false);
  });
});

describe('a public PUBLIC_URL (issue 23 point 3)', () => {
  it('is left alone, so a proxy that rewrites Host never loops', async () => {
    const t = await buildTestApp('pglite', { publicUrl: 'https://shop.example.com' });
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/en-us/wowanimatedtees',
        headers: { host: '127.0.0.1:3000', accept: 'text/html' },
      });
      expect(res.statusCode).not.toBe(308);
      expect(res.statusCode).not.toBe(421);
    } finally {
      await t.close();
    }
  });
});
