/**
 * Issue 21 §3 on the cart, through the real app: a cart takes a discount code with the single-item
 * rules (products, minimum, dates, order-now, per-email limits), a bad code is refused with its
 * DISCOUNT_CODE_* error and nothing saved, the cart's checkout holds the code's use atomically
 * (racing checkouts of a 1-use code: exactly one session) and the order records the discount.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCheckouts, checkoutSessions, discountRedemptions, orders } from '#server/db/schema/index.ts';
import type { OutboxMessageContent } from '#server/email/outbox.ts';
import type { LocalPaymentProvider } from '#server/payments/local-provider.ts';
import { waitFor } from '#server/test-support/artworks.ts';
import { customerWithPhoto } from '#server/test-support/customer-with-photo.ts';
import { type FakeStripeServer, startFakeStripeServer } from '#server/test-support/fake-stripe-server.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import { serverCatalogues } from '#shared/i18n/server-catalogues.ts';

const shipping = {
  name: 'Ada Lovelace',
  line1: '12 St James Square',
  line2: null,
  city: 'London',
  state: null,
  postalCode: 'SW1Y 4JH',
  country: 'GB',
};

/** SPEC §9 English originals: t-shirt 44.43, hoodie 77.77, fee 10.00 once (both print the photo). */
const lines = [
  { productType: 'tshirt', size: 'm', color: 'black', quantity: 1 },
  { productType: 'hoodie', size: 'l', color: 'gray', quantity: 1 },
];
const before = { subtotalMinor: 4443 + 7777, feeMinor: 1000, totalMinor: 4443 + 7777 + 1000 };

describe.each(databaseTargets())('cart with a discount code on %s', (target) => {
  let t: TestApp;
  let staff: StaffLogin;
  // Checkouts are rate-limited per address (20 a minute): requests speak from their own.
  let address = 1;
  const nextAddress = () => `10.1.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

  beforeAll(async () => {
    t = await buildTestApp(target);
    staff = await loginAsStaff(t.app);
    const codes = [
      { code: 'CART10', kind: 'percent', percent: 10 },
      { code: 'HOOD20', kind: 'percent', percent: 20, productTypes: ['hoodie'] },
      { code: 'MUGSONLY', kind: 'percent', percent: 20, productTypes: ['sweatshirt'] },
      { code: 'OLDCART', kind: 'percent', percent: 10, endsAt: '2020-01-01T00:00:00Z' },
      { code: 'BIGCART', kind: 'fixed', amountMinor: 1000, currency: 'USD', minimumMinor: 13_000 },
      { code: 'ONCEPER', kind: 'fixed', amountMinor: 500, currency: 'USD', perEmailLimit: 1 },
      { code: 'LASTCART', kind: 'percent', percent: 15, usageLimit: 1 },
    ];
    for (const code of codes) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/discount-codes',
        headers: staff.headers,
        payload: code,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(async () => t?.close());

  const db = () => t.app.ctx.database.db;
  const cartUrl = (id: string) => `/api/customers/${id}/cart`;
  const put = (id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: cartUrl(id), payload, remoteAddress: nextAddress() });
  const get = (id: string) => t.app.inject({ method: 'GET', url: cartUrl(id) });
  const checkout = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      remoteAddress: nextAddress(),
      payload: { cart: true, locale: 'en-us', currency: 'usd', ...payload },
    });
  const priceOf = (minor: number) => (minor / 100).toFixed(2);
  const sessionIdOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');

  async function payAndConfirm(customerId: string, url: string, email: string) {
    const sessionId = sessionIdOf(url);
    await (t.app.ctx.payments as LocalPaymentProvider).completeSession(sessionId, { email, shippingAddress: shipping });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/confirm',
      payload: { sessionId },
      headers: { 'x-customer-id': customerId },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return confirmed.json().order;
  }

  it('takes a code off the cart, charges the discounted total and records it on the order', async () => {
    const { id } = await customerWithPhoto(t.app, { profile: { email: 'cartcode@example.com' } });
    const plain = await put(id, { lines });
    expect(plain.json()).toMatchObject({ ...before, discountMinor: 0, discountCode: null, discountCodeError: null });

    // A code for all products: 10 % of items and fee, rounded half up.
    const coded = await put(id, { lines, discountCode: ' cart10 ' });
    expect(coded.statusCode, coded.body).toBe(200);
    expect(coded.json()).toMatchObject({
      ...before,
      discountMinor: 1322,
      totalMinor: before.totalMinor - 1322,
      discountCode: 'CART10',
      discountCodeError: null,
    });
    expect((await get(id)).json()).toMatchObject({ discountMinor: 1322, discountCode: 'CART10' });

    // A hoodie code discounts the hoodie line and its share of the photo's fee only (7777 + 500).
    const hood = await put(id, { lines, discountCode: 'HOOD20' });
    expect(hood.json().discountMinor).toBe(Math.round((7777 + 500) * 0.2));

    // Back to CART10; quantity changes keep the code and re-price it.
    expect((await put(id, { lines, discountCode: 'CART10' })).statusCode).toBe(200);
    const twoShirts = await put(id, { lines: [{ ...lines[0], quantity: 2 }, lines[1]] });
    expect(twoShirts.json()).toMatchObject({
      discountCode: 'CART10',
      discountMinor: Math.round((2 * 4443 + 7777 + 1000) * 0.1),
    });
    const cart = (await put(id, { lines })).json();
    expect(cart.totalMinor).toBe(before.totalMinor - 1322);

    expect((await checkout({ customerId: id, price: priceOf(before.totalMinor) })).json().error.code).toBe(
      'PRICE_MISMATCH',
    );
    const res = await checkout({ customerId: id, price: priceOf(cart.totalMinor) });
    expect(res.statusCode, res.body).toBe(200);
    const session = await (t.app.ctx.payments as LocalPaymentProvider).findSession(sessionIdOf(res.json().url));
    expect(session?.amountTotalMinor).toBe(before.totalMinor - 1322);
    expect(session?.metadata).toMatchObject({ discountCode: 'CART10', discountMinor: '1322' });
    const page = await t.app.inject({ method: 'GET', url: new URL(res.json().url).pathname });
    expect(page.body).toContain('CART10');
    const [snapshot] = await db()
      .select()
      .from(cartCheckouts)
      .where(eq(cartCheckouts.id, session?.metadata.cartCheckoutId ?? ''));
    expect(snapshot).toMatchObject({ discountMinor: 1322, totalMinor: before.totalMinor - 1322 });

    const order = await payAndConfirm(id, res.json().url, 'cartcode@example.com');
    expect(order.amountTotalMinor).toBe(before.totalMinor - 1322);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ discountCode: 'CART10', discountMinor: 1322, feeMinor: 1000 });
    const [use] = await db().select().from(discountRedemptions).where(eq(discountRedemptions.orderId, order.id));
    expect(use).toMatchObject({ status: 'redeemed', discountMinor: 1322 });
    // Paid: the cart is emptied and its code with it.
    expect((await get(id)).json()).toMatchObject({ lines: [], discountCode: null, discountMinor: 0 });
    // The confirmation email lists both lines, the fee and the code's discount.
    const outbox = t.app.ctx.mailer.outbox;
    if (!outbox) throw new Error('the test app writes mail to the outbox');
    const message = await waitFor('the confirmation email', async () =>
      (await outbox.list()).find((m) => m.to.includes('cartcode@example.com')),
    );
    const mail = (await outbox.read(message.id)) as OutboxMessageContent;
    const names = serverCatalogues['en-us'].lineItems;
    expect(mail.text).toContain(names.productNames.tshirt);
    expect(mail.text).toContain(names.productNames.hoodie);
    expect(mail.text).toContain('CART10');
    expect(mail.text).toContain('−$13.22');
  });

  it('refuses a bad code with its reason and saves nothing; a saved code that stops applying is reported', async () => {
    const { id } = await customerWithPhoto(t.app, { profile: { email: 'badcode@example.com' } });
    expect((await put(id, { lines })).statusCode).toBe(200);
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ lines, discountCode: 'NOSUCHCODE' }, 422, 'DISCOUNT_CODE_UNKNOWN'],
      [{ lines, discountCode: 'OLDCART' }, 422, 'DISCOUNT_CODE_EXPIRED'],
      [{ lines, discountCode: 'MUGSONLY' }, 422, 'DISCOUNT_CODE_NOT_FOR_PRODUCT'],
      [{ lines: [lines[0]], discountCode: 'BIGCART' }, 422, 'DISCOUNT_CODE_MINIMUM_NOT_MET'],
      [{ lines, discountCode: 'CART10', discountApplied: true }, 422, 'DISCOUNT_CODE_NOT_COMBINABLE'],
    ];
    for (const [payload, status, code] of refusals) {
      const res = await put(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
    // Nothing of the refused saves stuck: two lines, no code, not the order-now set.
    expect((await get(id)).json()).toMatchObject({
      ...before,
      discountCode: null,
      discountMinor: 0,
      discountApplied: false,
    });

    // BIGCART needs 130.00: it applies to the two lines (132.20) and stops when the hoodie goes.
    expect((await put(id, { lines, discountCode: 'bigcart' })).json()).toMatchObject({ discountMinor: 1000 });
    const smaller = await put(id, { lines: [lines[0]] });
    expect(smaller.statusCode).toBe(200);
    expect(smaller.json()).toMatchObject({
      discountCode: 'BIGCART',
      discountMinor: 0,
      discountCodeError: 'DISCOUNT_CODE_MINIMUM_NOT_MET',
      totalMinor: 4443 + 1000,
    });
    // Checkout names the reason instead of charging a total the page did not promise.
    const refused = await checkout({ customerId: id, price: priceOf(4443 + 1000) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('DISCOUNT_CODE_MINIMUM_NOT_MET');
    const removed = await put(id, { lines: [lines[0]], discountCode: null });
    expect(removed.json()).toMatchObject({ discountCode: null, discountCodeError: null });
    expect((await checkout({ customerId: id, price: priceOf(4443 + 1000) })).statusCode).toBe(200);
  });

  it('keeps a per-email limit: asks for the email, works once, refuses the same email again', async () => {
    const first = await customerWithPhoto(t.app);
    const needsEmail = await put(first.id, { lines, discountCode: 'ONCEPER' });
    expect(needsEmail.statusCode).toBe(422);
    expect(needsEmail.json().error.code).toBe('DISCOUNT_CODE_EMAIL_REQUIRED');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/customers/${first.id}`,
      payload: { email: 'perEmail@example.com' },
    });
    expect(patched.statusCode).toBe(200);
    const cart = (await put(first.id, { lines, discountCode: 'onceper' })).json();
    expect(cart).toMatchObject({ discountMinor: 500, totalMinor: before.totalMinor - 500 });
    const res = await checkout({ customerId: first.id, price: priceOf(cart.totalMinor) });
    expect(res.statusCode, res.body).toBe(200);
    await payAndConfirm(first.id, res.json().url, 'peremail@example.com');

    const second = await customerWithPhoto(t.app, { profile: { email: 'PEREMAIL@example.com' } });
    const again = await put(second.id, { lines, discountCode: 'ONCEPER' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('DISCOUNT_CODE_ALREADY_USED');
    // Saved before the first use was paid, then checked out with the used email: refused at checkout.
    const third = await customerWithPhoto(t.app, { profile: { email: 'third@example.com' } });
    const thirdCart = (await put(third.id, { lines, discountCode: 'ONCEPER' })).json();
    const late = await checkout({
      customerId: third.id,
      price: priceOf(thirdCart.totalMinor),
      email: 'peremail@example.com',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('DISCOUNT_CODE_ALREADY_USED');
  });

  it('racing cart checkouts of a 1-use code: exactly one session holds it', async () => {
    const racers: Array<{ id: string; price: string }> = [];
    // One upload at a time (uploads are limited to one in progress per address).
    for (let i = 0; i < 6; i++) {
      const { id } = await customerWithPhoto(t.app, { profile: { email: `cartracer${i}@example.com` } });
      const cart = (await put(id, { lines, discountCode: 'LASTCART' })).json();
      expect(cart.discountMinor).toBe(Math.round(before.totalMinor * 0.15));
      racers.push({ id, price: priceOf(cart.totalMinor) });
    }
    const answers = await Promise.all(racers.map((racer) => checkout({ customerId: racer.id, price: racer.price })));
    const won = answers.filter((res) => res.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((res) => res.statusCode !== 200)) {
      expect(lost.statusCode).toBe(409);
      expect(lost.json().error.code).toBe('DISCOUNT_CODE_USED_UP');
    }
    const sessions = await db()
      .select({ id: checkoutSessions.id })
      .from(checkoutSessions)
      .where(sql`${checkoutSessions.metadata}->>'discountCode' = 'LASTCART'`);
    expect(sessions).toHaveLength(1);
    // The losers' carts now say why the code takes nothing off.
    const loser = racers.find((_, i) => answers[i].statusCode !== 200);
    expect((await get(loser?.id ?? '')).json()).toMatchObject({
      discountMinor: 0,
      discountCodeError: 'DISCOUNT_CODE_USED_UP',
    });
  });
});

describe('cart with a discount code on Stripe', () => {
  let fake: FakeStripeServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripeServer();
    t = await buildTestApp('pglite', {
      stripe: {
        secretKey: 'sk_test_123',
        webhookSecret: 'whsec_test',
        apiTarget: { host: '127.0.0.1', port: fake.port, protocol: 'http' },
      },
    });
    const staff = await loginAsStaff(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/discount-codes',
      headers: staff.headers,
      payload: { code: 'STRIPECART', kind: 'percent', percent: 10 },
    });
    expect(created.statusCode).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('keeps the line items at their prices and takes the code off as a one-use coupon', async () => {
    const { id } = await customerWithPhoto(t.app, { profile: { email: 'stripe-cart@example.com' } });
    const cart = (
      await t.app.inject({
        method: 'PUT',
        url: `/api/customers/${id}/cart`,
        payload: { lines, discountCode: 'stripecart' },
      })
    ).json();
    expect(cart).toMatchObject({ discountMinor: 1322, totalMinor: before.totalMinor - 1322 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: {
        cart: true,
        customerId: id,
        locale: 'en-us',
        currency: 'usd',
        price: (cart.totalMinor / 100).toFixed(2),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const coupon = fake.requests.find((request) => request.path === '/v1/coupons');
    expect(coupon?.body).toMatchObject({
      amount_off: '1322',
      currency: 'usd',
      max_redemptions: '1',
      name: 'STRIPECART',
    });
    const created = fake.requests.find((request) => request.path === '/v1/checkout/sessions');
    if (!created) throw new Error('no checkout session was created at Stripe');
    const items = (created.body as { line_items: { quantity: string; price_data: { unit_amount: string } }[] })
      .line_items;
    // Two items and one fee at their prices: the coupon, not the items, carries the discount.
    expect(items.map((item) => Number(item.price_data.unit_amount) * Number(item.quantity))).toEqual([
      4443, 7777, 1000,
    ]);
    const [session] = [...fake.sessions.values()];
    expect(session.amount_total).toBe(before.totalMinor - 1322);
    expect(session.metadata).toMatchObject({ discountCode: 'STRIPECART', discountMinor: '1322' });
  });
});
