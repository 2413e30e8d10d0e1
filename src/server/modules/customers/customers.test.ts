import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';

describe.each(databaseTargets())('customers API on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(async () => t?.close());

  it('creates an empty record with a random UUID, then reads and updates it', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/customers' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const read = await t.app.inject({ method: 'GET', url: `/api/customers/${id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      id,
      email: null,
      imageUrl: null,
      generatedImageUrl: null,
      locale: null,
      previewRequested: false,
      placement: null,
    });

    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/api/customers/${id}`,
      payload: { email: 'anna@example.com', locale: 'de', previewRequested: true },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ email: 'anna@example.com', locale: 'de', previewRequested: true });
    // The read has a statement of its own (on PostgreSQL run on the pool itself): the same view.
    const reread = await t.app.inject({ method: 'GET', url: `/api/customers/${id}` });
    expect(reread.statusCode).toBe(200);
    expect(reread.json()).toEqual(updated.json());
  });

  it('refuses an email with bidi or invisible characters with 400 VALIDATION_FAILED (issue 17, probe F9)', async () => {
    const { id } = (await t.app.inject({ method: 'POST', url: '/api/customers' })).json();
    for (const email of ['ü𝕏\u202e@exämple.com', 'an\u200bna@example.com', 'anna@example.com\u2069']) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/customers/${id}`, payload: { email } });
      expect(res.statusCode, JSON.stringify(email)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/customers/${id}` })).json().email).toBeNull();
    // The same address without the hidden character is fine, international letters included.
    const ok = await t.app.inject({
      method: 'PATCH',
      url: `/api/customers/${id}`,
      payload: { email: 'ü𝕏@exämple.com' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('gives two visitors two different ids', async () => {
    const a = (await t.app.inject({ method: 'POST', url: '/api/customers' })).json().id;
    const b = (await t.app.inject({ method: 'POST', url: '/api/customers' })).json().id;
    expect(a).not.toBe(b);
  });

  it('answers 404 CUSTOMER_NOT_FOUND for an id it never issued', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/customers/00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('CUSTOMER_NOT_FOUND');
  });

  it('refuses malformed ids and bodies with 400 and changes nothing', async () => {
    const { id } = (await t.app.inject({ method: 'POST', url: '/api/customers' })).json();
    const badId = await t.app.inject({ method: 'GET', url: '/api/customers/not-a-uuid' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.code).toBe('VALIDATION_FAILED');

    const badEmail = await t.app.inject({
      method: 'PATCH',
      url: `/api/customers/${id}`,
      payload: { email: 'not an email', locale: 'de' },
    });
    expect(badEmail.statusCode).toBe(400);
    const unknownField = await t.app.inject({
      method: 'PATCH',
      url: `/api/customers/${id}`,
      payload: { paymentStatus: 'paid' },
    });
    expect(unknownField.statusCode).toBe(400);
    const brokenJson = await t.app.inject({
      method: 'PATCH',
      url: `/api/customers/${id}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(brokenJson.statusCode).toBe(400);
    expect(brokenJson.json().error.code).toBe('INVALID_JSON');

    const after = (await t.app.inject({ method: 'GET', url: `/api/customers/${id}` })).json();
    expect(after.email).toBeNull();
    expect(after.locale).toBeNull();
  });
});
