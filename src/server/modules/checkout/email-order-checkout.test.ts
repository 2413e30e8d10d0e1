import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, staffImages } from '#server/db/schema/index.ts';
import { insertEmailOrderLink } from '#server/modules/email-orders/email-order-links.service.ts';
import type { LocalPaymentProvider } from '#server/payments/local-provider.ts';
import { newStorageKey } from '#server/storage/file-storage.ts';
import { createCustomer, uploadPhoto } from '#server/test-support/customer-with-photo.ts';
import { buildTestApp, databaseTargets, fixturePhoto, type TestApp } from '#server/test-support/test-app.ts';

const shipping = {
  name: 'Anna Schmidt',
  line1: 'Hauptstraße 5',
  line2: null,
  city: 'Berlin',
  state: null,
  postalCode: '10115',
  country: 'DE',
};

describe.each(databaseTargets())('email-order checkout on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(async () => t?.close());

  const unique = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const newCustomer = () => createCustomer(t.app);

  async function upload(customerId: string, fixture = 'chelsea.png'): Promise<string> {
    const res = await uploadPhoto(t.app, customerId, fixture);
    expect(res.statusCode).toBe(200);
    return res.json().imageUrl;
  }

  /** A link of `email` as staff make it (issue 17): bound to the record `bound`, or to the email's staff images. */
  const linkOf = async (email: string, bound: string | null) =>
    (
      await insertEmailOrderLink(t.app.ctx.database.db, t.app.ctx, {
        email,
        customerId: bound,
        locale: 'de',
        createdBy: null,
      })
    ).token;

  /** SPEC §9 email order, EUR: t-shirt 31.65 (5% off 33.32) + fee 10 = 41.65. */
  const emailOrderRequest = (
    customerId: string,
    email: string,
    sig: string,
    overrides: Record<string, unknown> = {},
  ) => ({
    productType: 'tshirt',
    size: 'm',
    color: 'white',
    price: '41.65',
    customerId,
    email,
    emailOrderSignature: sig,
    fromEmailOrder: true,
    discountApplied: true,
    currency: 'eur',
    locale: 'de',
    ...overrides,
  });
  const checkout = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/checkout', payload });
  const sessionIdOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');

  /** Pays the session on the test provider and confirms it as the success page does. */
  async function payAndConfirm(sessionId: string, customerId: string) {
    await (t.app.ctx.payments as LocalPaymentProvider).completeSession(sessionId, {
      email: 'anna@example.com',
      shippingAddress: shipping,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/confirm',
      payload: { sessionId },
      headers: { 'x-customer-id': customerId },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.ctx.database.db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId));
    return { order: res.json().order, row };
  }

  it('refuses email-order prices without a valid link of that email with 403', async () => {
    const email = unique('anna');
    const customerId = await newCustomer();
    await upload(customerId);
    const other = unique('bert');
    const sig = await linkOf(email, customerId);
    for (const overrides of [
      { emailOrderSignature: undefined },
      { emailOrderSignature: 'A'.repeat(43) },
      { emailOrderSignature: await linkOf(other, null) },
      { email: undefined },
    ]) {
      const res = await checkout(emailOrderRequest(customerId, email, sig, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(403);
      expect(res.json().error.code).toBe('EMAIL_ORDER_SIGNATURE_REQUIRED');
    }
    const malformed = await checkout(
      emailOrderRequest(customerId, email, sig, { emailOrderSignature: 'not base64url!' }),
    );
    expect(malformed.statusCode).toBe(400);
  });

  it('charges the 5% email-order total with a signed link and records the order as email-order-5', async () => {
    const email = unique('anna');
    const customerId = await newCustomer();
    const imageUrl = await upload(customerId);
    await t.app.inject({ method: 'PATCH', url: `/api/customers/${customerId}`, payload: { email } });
    const sig = await linkOf(email, customerId);

    // The storefront's price for the same shirt is refused: email orders have their own set.
    const storefrontPrice = await checkout(emailOrderRequest(customerId, email, sig, { price: '39.99' }));
    expect(storefrontPrice.json().error.code).toBe('PRICE_MISMATCH');

    const res = await checkout(emailOrderRequest(customerId, email, sig));
    expect(res.statusCode).toBe(200);
    const sessionId = sessionIdOf(res.json().url);
    const session = (
      await t.app.inject({ method: 'POST', url: '/api/checkout/session', payload: { sessionId } })
    ).json();
    expect(session).toMatchObject({
      amount_total: 4165,
      currency: 'eur',
      metadata: { priceBookId: 'email-order-eur', discountApplied: 'true', discountKind: 'email-order-5' },
    });
    // Whoever holds only the session id sees no photo.
    expect(JSON.stringify(session)).not.toContain(imageUrl);

    const { order, row } = await payAndConfirm(sessionId, customerId);
    expect(order).toMatchObject({ amountTotalMinor: 4165, currency: 'EUR', priceBookId: 'email-order-eur', imageUrl });
    expect(row.discountKind).toBe('email-order-5');
  });

  it('prices the en-us email order from the other-currency set', async () => {
    const email = unique('carl');
    const customerId = await newCustomer();
    await upload(customerId);
    await t.app.inject({ method: 'PATCH', url: `/api/customers/${customerId}`, payload: { email } });
    // SPEC §9: hoodie 73.88 (5% off 77.77) + 10.
    const res = await checkout(
      emailOrderRequest(customerId, email, await linkOf(email, customerId), {
        locale: 'en-us',
        currency: 'usd',
        productType: 'hoodie',
        color: 'black',
        price: '83.88',
      }),
    );
    expect(res.statusCode).toBe(200);
    const session = (
      await t.app.inject({
        method: 'POST',
        url: '/api/checkout/session',
        payload: { sessionId: sessionIdOf(res.json().url) },
      })
    ).json();
    expect(session).toMatchObject({
      amount_total: 8388,
      currency: 'usd',
      metadata: { priceBookId: 'email-order-other' },
    });
  });

  it('lets a visitor without an upload order the artwork staff made for the link’s email, and prints that', async () => {
    const email = unique('dora');
    const key = newStorageKey('user-images', '.png');
    await t.app.ctx.storage.put(key, await readFile(fixturePhoto('coffee.png')), {
      contentType: 'image/png',
      cacheSeconds: 3600,
    });
    await t.app.ctx.database.db.insert(staffImages).values({ email, kind: 'generated', storageKey: key });
    // A link without a record shows the email's staff images.
    const sig = await linkOf(email, null);
    // The visitor's own record (a new browser) has an upload of its own: the order still prints the artwork.
    const visitor = await newCustomer();
    const noUpload = await checkout(emailOrderRequest(visitor, email, sig));
    expect(noUpload.statusCode).toBe(200);
    const ownUpload = await upload(visitor, 'chelsea.png');

    const res = await checkout(emailOrderRequest(visitor, email, sig, { size: 'l' }));
    expect(res.statusCode).toBe(200);
    const { order, row } = await payAndConfirm(sessionIdOf(res.json().url), visitor);
    expect(order.customerId).toBe(visitor);
    expect(order.imageUrl).toBe(t.app.ctx.storage.url(key));
    expect(order.imageUrl).not.toBe(ownUpload);
    expect(row.imageKey).toBe(key);
    expect(row.discountKind).toBe('email-order-5');
  });

  it('refuses a link without any image with 422 IMAGE_REQUIRED', async () => {
    const email = unique('emil');
    const customerId = await newCustomer();
    await upload(customerId); // the visitor's own upload is not the email order's artwork
    const res = await checkout(emailOrderRequest(customerId, email, await linkOf(email, null)));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('IMAGE_REQUIRED');
  });

  it('records storefront orders as storefront-10 with the order-now discount and none without', async () => {
    const customerId = await newCustomer();
    await upload(customerId);
    const storefront = (discountApplied: boolean, price: string) =>
      checkout({
        productType: 'tshirt',
        size: 's',
        color: 'black',
        price,
        customerId,
        discountApplied,
        currency: 'usd',
        locale: 'en-us',
      });
    const discounted = await storefront(true, '49.99');
    const full = await storefront(false, '54.43');
    expect(discounted.statusCode).toBe(200);
    expect(full.statusCode).toBe(200);
    expect((await payAndConfirm(sessionIdOf(discounted.json().url), customerId)).row.discountKind).toBe(
      'storefront-10',
    );
    expect((await payAndConfirm(sessionIdOf(full.json().url), customerId)).row.discountKind).toBe('none');
  });
});
