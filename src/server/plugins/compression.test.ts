/**
 * Compression of dynamic answers and the cheap /healthz (issue 9): JSON and server-made HTML go out
 * as brotli or gzip when asked and as they are when not; images (the tracking GIF) never; /healthz
 * answers from a readiness flag that a background check of the database keeps current.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import { defaultEmailSubjects } from '#shared/email-subjects.ts';
import { HEALTH_CHECK_INTERVAL_MS } from './health.ts';

/** The body of `res` decoded as its Content-Encoding says. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString('utf8');
}

describe.each(databaseTargets())('compression on %s', (target) => {
  let t: TestApp;
  let staff: StaffLogin;
  let outboxId: string;
  let emailId: string;
  beforeAll(async () => {
    t = await buildTestApp(target);
    staff = await loginAsStaff(t.app);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/emails',
      headers: staff.headers,
      payload: { to: 'compression@example.com', subject: defaultEmailSubjects['en-us'], name: 'Ada', locale: 'en-us' },
    });
    expect(sent.statusCode).toBe(200);
    emailId = sent.json().data.id;
    outboxId = (await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: staff.headers })).json()
      .messages[0].id;
  });
  afterAll(async () => t?.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...staff.headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('sends JSON as brotli or gzip when asked, with Vary, and as it is when not', async () => {
    const url = `/api/admin/outbox/${outboxId}`;
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    // Above the 1 KiB threshold, so the compressed answers below are not a coincidence of size.
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const expected = plain.json();

    for (const [acceptEncoding, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
    ] as const) {
      const res = await get(url, acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(res))).toEqual(expected);
    }
    expect((await get(url, 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it('compresses server-made HTML and keeps its security headers', async () => {
    const url = `/api/admin/outbox/${outboxId}/html`;
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^text\/html/);
    const res = await get(url, 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res)).toBe(plain.body);
    expect(res.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
  });

  it('never compresses the tracking GIF', async () => {
    const res = await get(`/t/${emailId}.gif`, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('answers errors and unknown paths with readable JSON whatever the Accept-Encoding', async () => {
    for (const url of [`/api/admin/outbox/${'f'.repeat(3000)}`, '/api/no-such-endpoint']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(JSON.parse(decoded(res)).error.code).toMatch(/^[A-Z_]+$/);
    }
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { 'accept-encoding': 'gzip' },
      payload: { productType: 'x'.repeat(2000) },
    });
    expect(invalid.statusCode).toBe(400);
    expect(JSON.parse(decoded(invalid)).error.code).toBe('VALIDATION_FAILED');
  });
});

describe.each(databaseTargets())('/healthz on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(async () => {
    // The database was closed by the test; closing it again may throw.
    await t?.close().catch(() => {});
  });

  it('answers { ok: true } at once, and 503 within a check interval once the database is gone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    await t.app.ctx.database.close();
    // Answers come from the flag: the next background check finds the database gone. Asked until
    // then, but for no longer than the 2.5 check intervals the answer may take.
    const deadline = Date.now() + HEALTH_CHECK_INTERVAL_MS * 2.5;
    let down = await t.app.inject({ method: 'GET', url: '/healthz' });
    while (down.statusCode !== 503 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      down = await t.app.inject({ method: 'GET', url: '/healthz' });
    }
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('1');
    expect(down.json().error.code).toBe('SERVICE_BUSY');
  });
});
