/**
 * No client can cause a 500 (issue 6 point 5): control characters, undecodable paths, oversized
 * and mistyped bodies all answer a 4xx in the one JSON error shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseTargets, type TestApp } from '../test-support/test-app.ts';

describe.each(databaseTargets())('request guards on %s', (target) => {
  let t: TestApp;
  let customerId: string;
  beforeAll(async () => {
    t = await buildTestApp(target);
    customerId = (await t.app.inject({ method: 'POST', url: '/api/customers' })).json().id;
  });
  afterAll(async () => t?.close());

  function expectJsonError(res: { statusCode: number; json(): unknown }, status: number, code: string) {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: { code, message: expect.any(String) } });
  }

  it('refuses a NUL byte in an email with 400 INVALID_CHARACTERS and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/customers/${customerId}`,
      payload: '{"email":"a\\u0000b@x.com"}',
      headers: { 'content-type': 'application/json' },
    });
    expectJsonError(res, 400, 'INVALID_CHARACTERS');
    const customer = (await t.app.inject({ method: 'GET', url: `/api/customers/${customerId}` })).json();
    expect(customer.email).toBeNull();
  });

  it('refuses control characters in session ids, keys and checkout fields', async () => {
    for (const url of ['/api/checkout/session', '/api/orders/confirm']) {
      const res = await t.app.inject({ method: 'POST', url, payload: { sessionId: 'cs_\u0000' } });
      expectJsonError(res, 400, 'INVALID_CHARACTERS');
    }
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/session',
      payload: '{"sessionId":"cs_1","\\u0001":"x"}',
      headers: { 'content-type': 'application/json' },
    });
    expectJsonError(key, 400, 'INVALID_CHARACTERS');
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { customerId, email: 'anna\u001b@example.com', productType: 'tshirt' },
    });
    expectJsonError(checkout, 400, 'INVALID_CHARACTERS');
  });

  it('refuses a NUL byte in a path parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/customers/%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toMatch(/^(INVALID_CHARACTERS|VALIDATION_FAILED)$/);
  });

  it('answers an undecodable percent sequence with 400 INVALID_URL in the JSON error shape', async () => {
    for (const url of ['/api/customers/%E0%A4%A', '/files/customer-uploads/%zz.jpg', '/%']) {
      expectJsonError(await t.app.inject({ method: 'GET', url }), 400, 'INVALID_URL');
    }
  });

  it('answers a JSON body over 1 MiB with 413 REQUEST_TOO_LARGE, not a file message', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/customers/${customerId}`,
      payload: JSON.stringify({ email: `${'a'.repeat(1_100_000)}@x.com` }),
      headers: { 'content-type': 'application/json' },
    });
    expectJsonError(res, 413, 'REQUEST_TOO_LARGE');
  });

  it('answers an unsupported content type with 415 and broken JSON with 400 INVALID_JSON', async () => {
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: '<checkout/>',
      headers: { 'content-type': 'application/xml' },
    });
    expectJsonError(xml, 415, 'UNSUPPORTED_MEDIA_TYPE');
    // Multipart bodies are read only by the upload routes (app.ts).
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--x--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expectJsonError(multipart, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: '{"productType":',
      headers: { 'content-type': 'application/json' },
    });
    expectJsonError(broken, 400, 'INVALID_JSON');
  });

  it('marks every API answer as not to be stored by caches', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/customers/${customerId}` });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
