/**
 * Issue 17 point 6 (probe F5): a customer deletes their photo and its artworks from the customize
 * page. `DELETE /api/customers/:id/photo` through the real app: rows and files gone, nothing left
 * pointing at a missing file, and a photo or artwork an order prints is kept for that order.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworks, customers, orders } from '#server/db/schema/index.ts';
import { waitForArtwork } from '#server/test-support/artworks.ts';
import { createCustomer, customerWithPhoto } from '#server/test-support/customer-with-photo.ts';
import { paidOrderRow } from '#server/test-support/paid-order-row.ts';
import { loginAsStaff } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';

/** These tests render real artworks on the image workers: up to ~10 s each on a loaded two-core runner. */
const renderTestTimeout = 120_000;

describe.each(databaseTargets())('deleting my photo and artwork on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(async () => t?.close());

  const remove = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/customers/${id}/photo` });
  const customerRow = async (id: string) =>
    (await t.app.ctx.database.db.select().from(customers).where(eq(customers.id, id)))[0];
  const artworkRows = (id: string) => t.app.ctx.database.db.select().from(artworks).where(eq(artworks.customerId, id));

  /** A customer with a photo and a ready instant artwork. */
  async function customerWithArtwork(profile?: Record<string, unknown>) {
    const customer = await customerWithPhoto(t.app, { fixture: 'coffee.png', profile });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${customer.id}/artworks`,
      payload: { style: 'painterly' },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const ready = await waitForArtwork(t.app, customer.id, created.json().id);
    expect(ready.status).toBe('ready');
    return customer;
  }

  it('deletes the photo, its artworks and their files; the record is back to no image', {
    timeout: renderTestTimeout,
  }, async () => {
    const { id } = await customerWithArtwork({ email: 'keep.me@example.com', previewRequested: true });
    const before = await customerRow(id);
    const [artwork] = await artworkRows(id);
    expect(before.imageKey).toBeTruthy();
    expect(before.generatedImageUrl).toBe(artwork.previewUrl);
    const keys = [before.imageKey, artwork.previewKey].filter((key): key is string => Boolean(key));
    for (const key of keys) expect(await t.app.ctx.storage.exists(key), key).toBe(true);

    const res = await remove(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, imageUrl: null, generatedImageUrl: null, email: 'keep.me@example.com' });

    // Files gone, rows gone, nothing pointing at them.
    for (const key of keys) expect(await t.app.ctx.storage.exists(key), key).toBe(false);
    expect(await artworkRows(id)).toEqual([]);
    const after = await customerRow(id);
    expect(after).toMatchObject({ imageKey: null, imageUrl: null, generatedImageUrl: null, previewRequested: false });
    expect((await t.app.inject({ url: `/api/customers/${id}` })).json()).toMatchObject({
      imageUrl: null,
      generatedImageUrl: null,
    });
    expect((await t.app.inject({ url: `/api/customers/${id}/artworks` })).json()).toEqual([]);
    const photo = await t.app.inject({ url: new URL(before.imageUrl ?? '').pathname });
    expect(photo.statusCode).toBe(404);
    // Checkout now needs a new photo (SPEC §5).
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: {
        productType: 'tshirt',
        size: 'm',
        color: 'black',
        price: '54.43',
        customerId: id,
        discountApplied: false,
        currency: 'usd',
        locale: 'en-us',
      },
    });
    expect(checkout.json().error.code).toBe('IMAGE_REQUIRED');
    // Twice is fine: there is nothing left to delete.
    expect((await remove(id)).statusCode).toBe(200);
  });

  it('keeps the photo and artwork an order prints, for that order', { timeout: renderTestTimeout }, async () => {
    const { id } = await customerWithArtwork();
    const before = await customerRow(id);
    const [artwork] = await artworkRows(id);
    const [order] = await t.app.ctx.database.db
      .insert(orders)
      .values(
        paidOrderRow(id, before.imageUrl ?? '', {
          imageKey: before.imageKey,
          artworkId: artwork.id,
          artworkStyle: artwork.style,
          artworkProvider: artwork.provider,
        }),
      )
      .returning();

    expect((await remove(id)).statusCode).toBe(200);
    expect(await customerRow(id)).toMatchObject({ imageKey: null, imageUrl: null, generatedImageUrl: null });
    // The order's photo and its artwork (row and preview) stay; staff still download its print file.
    expect(await t.app.ctx.storage.exists(before.imageKey ?? '')).toBe(true);
    expect(await t.app.ctx.storage.exists(artwork.previewKey ?? '')).toBe(true);
    expect((await artworkRows(id)).map((row) => row.id)).toEqual([artwork.id]);
    const staff = await loginAsStaff(t.app);
    const detail = await t.app.inject({ url: `/api/admin/orders/${order.id}`, headers: staff.headers });
    expect(detail.json()).toMatchObject({ photoUrl: before.imageUrl, artworkUrl: artwork.previewUrl });
    const download = await t.app.inject({ url: `/api/admin/orders/${order.id}/print-file`, headers: staff.headers });
    expect(download.statusCode).toBe(200);
    // The customer no longer sees it as theirs.
    expect((await t.app.inject({ url: `/api/customers/${id}/artworks` })).json()).toEqual([]);
  });

  it('answers 404 CUSTOMER_NOT_FOUND for an unknown customer and 400 for a malformed id', async () => {
    const unknown = await remove(crypto.randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('CUSTOMER_NOT_FOUND');
    const malformed = await remove('not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('VALIDATION_FAILED');
    // A customer without a photo: nothing to delete, still 200.
    expect((await remove(await createCustomer(t.app))).statusCode).toBe(200);
  });
});
