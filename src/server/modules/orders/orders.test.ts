import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders } from '#server/db/schema/index.ts';
import type { LocalPaymentProvider } from '#server/payments/local-provider.ts';
import { createCustomer, uploadPhoto } from '#server/test-support/customer-with-photo.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';

const shipping = {
  name: 'Anna Schmidt',
  line1: 'Hauptstraße 5',
  line2: null,
  city: 'Berlin',
  state: null,
  postalCode: '10115',
  country: 'DE',
};

describe.each(databaseTargets())('order confirmation on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(async () => t?.close());

  /** A customer with a photo and an open test-provider checkout for a discounted German sweatshirt. */
  async function openCheckout(): Promise<{ customerId: string; sessionId: string }> {
    const customerId = await createCustomer(t.app);
    await uploadPhoto(t.app, customerId, 'coffee.png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: {
        productType: 'sweatshirt',
        size: 's',
        color: 'gray',
        price: '44.99',
        customerId,
        email: 'anna@example.com',
        discountApplied: true,
        currency: 'eur',
        locale: 'de',
      },
    });
    expect(res.statusCode).toBe(200);
    return { customerId, sessionId: decodeURIComponent(new URL(res.json().url).pathname.split('/').pop() ?? '') };
  }

  const provider = () => t.app.ctx.payments as LocalPaymentProvider;
  const confirm = (sessionId: string, customerId?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/confirm',
      payload: { sessionId },
      headers: customerId ? { 'x-customer-id': customerId } : {},
    });

  it('refuses to record an unpaid session with 409 PAYMENT_NOT_COMPLETED', async () => {
    const { sessionId } = await openCheckout();
    const res = await confirm(sessionId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PAYMENT_NOT_COMPLETED');
    const rows = await t.app.ctx.database.db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId));
    expect(rows).toHaveLength(0);
  });

  it('answers 404 for a session id no provider issued', async () => {
    const res = await confirm('cs_test_local_doesnotexist');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('CHECKOUT_SESSION_NOT_FOUND');
  });

  it('records a paid session once, even when confirmed twice at the same time', async () => {
    const { customerId, sessionId } = await openCheckout();
    const paid = await provider().completeSession(sessionId, { email: 'anna@example.com', shippingAddress: shipping });
    expect(paid.paid).toBe(true);

    const results = await Promise.all([
      confirm(sessionId, customerId),
      confirm(sessionId, customerId),
      confirm(sessionId, customerId),
    ]);
    for (const res of results) expect(res.statusCode).toBe(200);
    expect(results.filter((res) => res.json().created)).toHaveLength(1);
    const orderIds = new Set(results.map((res) => res.json().order.id));
    expect(orderIds.size).toBe(1);

    const { order } = results[0].json();
    expect(order).toMatchObject({
      customerId,
      checkoutSessionId: sessionId,
      paymentProvider: 'local',
      paymentStatus: 'paid',
      amountTotalMinor: 4499,
      currency: 'EUR',
      productType: 'sweatshirt',
      size: 's',
      color: 'gray',
      discountApplied: true,
      priceBookId: 'storefront-eur',
      locale: 'de',
      email: 'anna@example.com',
      shippingAddress: shipping,
    });
    const [{ imageUrl }] = await t.app.ctx.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(order.imageUrl).toBe(imageUrl);
    expect(results[0].headers['cache-control']).toBe('no-store');

    // A reload of the success page later: still one order.
    const reload = await confirm(sessionId);
    expect(reload.json().created).toBe(false);
    const rows = await t.app.ctx.database.db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId));
    expect(rows).toHaveLength(1);

    // SPEC §3: the customer record carries the payment fields, amount in major units.
    const [customer] = await t.app.ctx.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(customer.stripeCheckoutSessionId).toBe(sessionId);
    expect(customer.stripePaymentIntentId).toMatch(/^pi_test_local_/);
    expect(customer.paymentStatus).toBe('paid');
    expect(customer.paymentAmount).toBe(44.99);
    expect(customer.productDetails).toMatchObject({ productType: 'sweatshirt', size: 's', color: 'gray' });
    expect(customer.paymentDate).toBeInstanceOf(Date);
  });

  it('shows someone holding only the session id the order without email, address, customer or photo', async () => {
    const { customerId, sessionId } = await openCheckout();
    await provider().completeSession(sessionId, { email: 'anna@example.com', shippingAddress: shipping });
    for (const viewer of [undefined, crypto.randomUUID()]) {
      const res = await confirm(sessionId, viewer);
      expect(res.statusCode).toBe(200);
      const { order } = res.json();
      expect(order).toMatchObject({ productType: 'sweatshirt', size: 's', color: 'gray', amountTotalMinor: 4499 });
      for (const field of ['email', 'shippingAddress', 'customerId', 'imageUrl'])
        expect(order).not.toHaveProperty(field);
      expect(res.body).not.toContain('anna@example.com');
      expect(res.body).not.toContain('Hauptstraße');
      expect(res.body).not.toContain(customerId);
    }
  });

  it('keeps the photo an order prints when the customer uploads a new one', async () => {
    const { customerId, sessionId } = await openCheckout();
    await provider().completeSession(sessionId, { email: 'anna@example.com', shippingAddress: shipping });
    const { order } = (await confirm(sessionId, customerId)).json();
    const replaced = await uploadPhoto(t.app, customerId, 'rocket.jpg');
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().imageUrl).not.toBe(order.imageUrl);
    const kept = await t.app.inject({ method: 'GET', url: new URL(order.imageUrl).pathname });
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['content-type']).toBe('image/png');
  });

  it('lets a customer order again: a second paid session is a second order', async () => {
    const first = await openCheckout();
    await provider().completeSession(first.sessionId, { email: 'a@example.com', shippingAddress: shipping });
    await confirm(first.sessionId);
    // A new checkout a minute later would get a new idempotency key; a different size does now.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: {
        productType: 'sweatshirt',
        size: 'xl',
        color: 'black',
        price: '44.99',
        customerId: first.customerId,
        discountApplied: true,
        currency: 'eur',
        locale: 'de',
      },
    });
    const secondId = decodeURIComponent(new URL(res.json().url).pathname.split('/').pop() ?? '');
    await provider().completeSession(secondId, { email: 'a@example.com', shippingAddress: shipping });
    expect((await confirm(secondId)).json().created).toBe(true);
    const rows = await t.app.ctx.database.db.select().from(orders).where(eq(orders.customerId, first.customerId));
    expect(rows).toHaveLength(2);
  });
});
