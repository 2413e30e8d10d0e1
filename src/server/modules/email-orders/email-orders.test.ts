import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffImages } from '#server/db/schema/index.ts';
import { newStorageKey } from '#server/storage/file-storage.ts';
import { waitForArtwork } from '#server/test-support/artworks.ts';
import { customerWithPhoto } from '#server/test-support/customer-with-photo.ts';
import { buildTestApp, databaseTargets, fixturePhoto, type TestApp } from '#server/test-support/test-app.ts';
import { insertEmailOrderLink } from './email-order-links.service.ts';

describe.each(databaseTargets())('email orders API on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(async () => t?.close());

  const unique = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  /** A new link of `email`, bound to the record `customerId` or (null) to the email's staff images. */
  const sign = async (email: string, customerId: string | null = null) =>
    (
      await insertEmailOrderLink(t.app.ctx.database.db, t.app.ctx, {
        email,
        customerId,
        locale: 'de',
        createdBy: null,
      })
    ).token;
  const tampered = (sig: string) => `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
  const get = (query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/email-orders?${new URLSearchParams(query)}` });

  /** A customer who uploaded a photo and saved `email` (the preview-by-email flow). */
  const previewCustomer = (email: string, locale = 'de') =>
    customerWithPhoto(t.app, { profile: { email, locale, previewRequested: true } });

  /** An image staff stored for `email` (the admin image page writes these rows). */
  async function staffImage(email: string, kind: 'upload' | 'generated', createdAt: Date): Promise<string> {
    const key = newStorageKey('user-images', '.png');
    await t.app.ctx.storage.put(key, await readFile(fixturePhoto('coffee.png')), {
      contentType: 'image/png',
      cacheSeconds: 3600,
    });
    await t.app.ctx.database.db.insert(staffImages).values({ email, kind, storageKey: key, locale: 'fr', createdAt });
    return t.app.ctx.storage.url(key);
  }

  it('answers a link bound to a customer with that customer’s image and language', async () => {
    const email = unique('Anna');
    const { id, imageUrl } = await previewCustomer(email);
    // The link is for the lower-cased address; the customer typed it with capitals.
    const res = await get({ email: email.toLowerCase(), sig: await sign(email, id) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // The photo prints: chelsea.png, 451 x 300, is 37 DPI over the 12 in width (issue 20 §3).
    expect(res.json()).toEqual({
      imageUrl,
      generatedImageUrl: null,
      artworkProvider: null,
      locale: 'de',
      printDpi: 37,
    });
  });

  it('says the artwork it shows is the instant preview when it is (issue 20 §7)', async () => {
    const email = unique('Ines');
    const { id, imageUrl } = await previewCustomer(email);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${id}/artworks`,
      payload: { style: 'cel' },
    });
    expect(asked.statusCode).toBe(201);
    const preview = await waitForArtwork(t.app, id, asked.json().id);
    expect(preview).toMatchObject({ provider: 'local', status: 'ready' });
    const res = await get({ email, sig: await sign(email, id) });
    expect(res.json()).toEqual({
      imageUrl,
      generatedImageUrl: preview.previewUrl,
      artworkProvider: 'local',
      locale: 'de',
      printDpi: expect.any(Number),
    });
  });

  it('answers every link that does not exist with the same 404', async () => {
    const email = unique('bert');
    const bert = await previewCustomer(email);
    const other = unique('carla');
    const carla = await previewCustomer(other);
    const noImage = unique('dora');
    const bodies = new Set<string>();
    const queries: Record<string, string>[] = [
      { email }, // no signature
      { email, sig: '' },
      { email, sig: 'not-a-signature' },
      { email, sig: tampered(await sign(email, bert.id)) }, // one character changed
      { email, sig: await sign(other, carla.id) }, // another email's link
      { email: noImage, sig: await sign(noImage) }, // a link, but no customer and no image
    ];
    for (const query of queries) {
      const res = await get(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(404);
      expect(res.json().error.code).toBe('EMAIL_ORDER_NOT_FOUND');
      bodies.add(res.body);
    }
    // Nothing in the answer tells a wrong signature from an email without an image.
    expect(bodies.size).toBe(1);
  });

  it('answers 404 for a link whose customer has no image', async () => {
    const email = unique('emil');
    const id = (await t.app.inject({ method: 'POST', url: '/api/customers' })).json().id;
    await t.app.inject({ method: 'PATCH', url: `/api/customers/${id}`, payload: { email } });
    const res = await get({ email, sig: await sign(email, id) });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('EMAIL_ORDER_NOT_FOUND');
  });

  it('shows the images staff stored for the email on a link without a record, the newest generated one first', async () => {
    const email = unique('fritz');
    const upload = await staffImage(email, 'upload', new Date('2026-01-03T10:00:00Z'));
    const oldGenerated = await staffImage(email, 'generated', new Date('2026-01-01T10:00:00Z'));
    const generated = await staffImage(email, 'generated', new Date('2026-01-02T10:00:00Z'));
    const res = await get({ email, sig: await sign(email) });
    expect(res.statusCode).toBe(200);
    // The generated image prints: coffee.png, 600 x 400, 50 DPI.
    expect(res.json()).toEqual({
      imageUrl: upload,
      generatedImageUrl: generated,
      artworkProvider: 'staff',
      locale: 'fr',
      printDpi: 50,
    });
    expect(res.body).not.toContain(oldGenerated);
    const file = await t.app.inject({ method: 'GET', url: new URL(generated).pathname });
    expect(file.statusCode).toBe(200);
  });

  it('refuses a malformed query with 400 and an over-long signature', async () => {
    const tooLong = await get({ email: 'a@example.com', sig: 'a'.repeat(65) });
    expect(tooLong.statusCode).toBe(400);
    const noEmail = await t.app.inject({ method: 'GET', url: '/api/email-orders' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error.code).toBe('VALIDATION_FAILED');
  });
});
