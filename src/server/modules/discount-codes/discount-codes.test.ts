/**
 * Discount codes through the HTTP API (issue 21 §3): staff create them, customers quote and check
 * out with them, uses are counted atomically, on PGlite and PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema/index.ts';
import { paymentForm } from '#server/payments/local-checkout/local-checkout.fixtures.ts';
import { customerWithPhoto } from '#server/test-support/customer-with-photo.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';

describe.each(databaseTargets())('discount codes on %s', (target) => {
  let t: TestApp;
  let staff: StaffLogin;
  let customerId: string;
  // Checkouts are rate-limited per address (20 a minute): each test speaks from its own.
  let address = 1;
  const nextAddress = () => `10.0.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

  beforeAll(async () => {
    t = await buildTestApp(target);
    staff = await loginAsStaff(t.app);
    customerId = (await customerWithPhoto(t.app)).id;
  });
  afterAll(async () => t?.close());

  const createCode = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/discount-codes', headers: staff.headers, payload });

  /** A German t-shirt (SPEC §9: 34.43 + 10.00 fee = 44.43 €) with `code`, paying `price`. */
  const checkout = (overrides: Record<string, unknown>, remoteAddress = nextAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      remoteAddress,
      payload: {
        productType: 'tshirt',
        size: 'm',
        color: 'white',
        price: '44.43',
        customerId,
        currency: 'eur',
        locale: 'de',
        ...overrides,
      },
    });

  const sessionIdOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');

  /** Pays the local session of `url` with the test card and confirms its order. */
  async function payAndConfirm(url: string) {
    const path = new URL(url).pathname;
    const paid = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: paymentForm({ country: 'DE', state: '', postalCode: '10115', city: 'Berlin' }),
    });
    expect(paid.statusCode).toBe(303);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/confirm',
      payload: { sessionId: sessionIdOf(url) },
    });
    expect(confirmed.statusCode).toBe(200);
    return confirmed.json().order;
  }

  it('lets staff create a code once, normalised, and lists it with its uses', async () => {
    const created = await createCode({
      code: ' welcome5 ',
      kind: 'fixed',
      amountMinor: 500,
      currency: 'EUR',
      perEmailLimit: 1,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: 'WELCOME5', kind: 'fixed', amountMinor: 500, active: true });
    const duplicate = await createCode({ code: 'Welcome5', kind: 'percent', percent: 10 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.code).toBe('DISCOUNT_CODE_EXISTS');
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/discount-codes', headers: staff.headers });
    expect(list.json().discountCodes.map((c: { code: string }) => c.code)).toContain('WELCOME5');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/discount-codes' })).statusCode).toBe(401);
  });

  it('refuses bad codes with the failing field and saves nothing', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/admin/discount-codes', headers: staff.headers });
    const bad: [Record<string, unknown>, string][] = [
      [{ code: 'X'.repeat(10_240), kind: 'percent', percent: 10 }, 'code'],
      [{ code: 'NEG', kind: 'fixed', amountMinor: -500, currency: 'EUR' }, 'amountMinor'],
      [{ code: 'FRAC', kind: 'fixed', amountMinor: 4.5, currency: 'EUR' }, 'amountMinor'],
      [{ code: 'NOCUR', kind: 'fixed', amountMinor: 500 }, 'currency'],
      [{ code: 'BIG', kind: 'percent', percent: 101 }, 'percent'],
      [{ code: 'BAD CODE!', kind: 'percent', percent: 10 }, 'code'],
      [
        {
          code: 'DATES',
          kind: 'percent',
          percent: 10,
          startsAt: '2030-01-02T00:00:00Z',
          endsAt: '2030-01-01T00:00:00Z',
        },
        'endsAt',
      ],
    ];
    for (const [payload, field] of bad) {
      const res = await createCode(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(res.json().error).toMatchObject({ code: 'DISCOUNT_CODE_INVALID', field });
    }
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/discount-codes', headers: staff.headers });
    expect(after.json().discountCodes).toHaveLength(before.json().discountCodes.length);
  });

  it('quotes a code for the page and refuses unknown or absurd ones', async () => {
    const quote = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/discount-codes/quote',
        remoteAddress: nextAddress(),
        payload: { productType: 'tshirt', locale: 'de', email: 'quote@example.com', ...payload },
      });
    const ok = await quote({ code: 'welcome5' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      code: 'WELCOME5',
      currency: 'EUR',
      subtotalMinor: 4443,
      discountMinor: 500,
      totalMinor: 3943,
    });
    expect((await quote({ code: 'NOPE123' })).json().error.code).toBe('DISCOUNT_CODE_UNKNOWN');
    expect((await quote({ code: 'X'.repeat(10_240) })).statusCode).toBe(400);
    // A euro code on the dollar storefront.
    const usd = await quote({ code: 'WELCOME5', locale: 'en-us' });
    expect(usd.json().error.code).toBe('DISCOUNT_CODE_NOT_FOR_CURRENCY');
    // Limited per email: without one there is nothing to count on.
    expect((await quote({ code: 'WELCOME5', email: undefined })).json().error.code).toBe(
      'DISCOUNT_CODE_EMAIL_REQUIRED',
    );
  });

  it('WELCOME5 works once per email: the order records it, the second try is refused', async () => {
    const email = 'once@example.com';
    const stale = await checkout({ email, discountCode: 'welcome5' });
    expect(stale.json().error.code).toBe('PRICE_MISMATCH');
    const first = await checkout({ email, discountCode: 'welcome5', price: '39.43' });
    expect(first.statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: new URL(first.json().url).pathname });
    expect(page.body).toContain('Rabatt (WELCOME5)');
    const order = await payAndConfirm(first.json().url);
    expect(order).toMatchObject({ amountTotalMinor: 3943, currency: 'EUR' });
    const [row] = await t.app.ctx.database.db
      .select({ code: orders.discountCode, minor: orders.discountMinor })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row).toEqual({ code: 'WELCOME5', minor: 500 });

    const second = await checkout({ email: 'ONCE@example.com', discountCode: 'WELCOME5', price: '39.43' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('DISCOUNT_CODE_ALREADY_USED');
    const other = await checkout({ email: 'other@example.com', discountCode: 'WELCOME5', price: '39.43' });
    expect(other.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/discount-codes', headers: staff.headers });
    expect(list.json().discountCodes.find((c: { code: string }) => c.code === 'WELCOME5')).toMatchObject({
      redeemed: 1,
      reserved: 1,
    });
  });

  it('20 concurrent checkouts of a 1-use code: exactly one gets it, and one order', async () => {
    expect((await createCode({ code: 'LASTONE', kind: 'percent', percent: 10, usageLimit: 1 })).statusCode).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        checkout({ email: `racer${i}@example.com`, discountCode: 'LASTONE', price: '39.99' }),
      ),
    );
    const won = answers.filter((res) => res.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((res) => res.statusCode !== 200)) {
      expect(lost.statusCode).toBe(409);
      expect(lost.json().error.code).toBe('DISCOUNT_CODE_USED_UP');
    }
    const order = await payAndConfirm(won[0].json().url);
    expect(order.amountTotalMinor).toBe(3999);
    const paid = await t.app.ctx.database.db.select().from(orders).where(eq(orders.discountCode, 'LASTONE'));
    expect(paid).toHaveLength(1);
    const again = await checkout({ email: 'late@example.com', discountCode: 'LASTONE', price: '39.99' });
    expect(again.json().error.code).toBe('DISCOUNT_CODE_USED_UP');
  });

  it('gives the use back once an unpaid checkout expired, and the expired session cannot be paid', async () => {
    expect((await createCode({ code: 'SINGLE', kind: 'percent', percent: 50, usageLimit: 1 })).statusCode).toBe(201);
    const first = await checkout({ email: 'a@example.com', discountCode: 'single', price: '22.21' });
    expect(first.statusCode).toBe(200);
    expect((await checkout({ email: 'b@example.com', discountCode: 'single', price: '22.21' })).statusCode).toBe(409);
    // The session and its reservation run out (as after 35 minutes without payment).
    const { db } = t.app.ctx.database;
    await db.execute(sql`update discount_redemptions set expires_at = now() - interval '1 minute'`);
    await db.execute(
      sql`update checkout_sessions set expires_at = now() - interval '1 minute' where id = ${sessionIdOf(first.json().url)}`,
    );
    const pay = await t.app.inject({ method: 'GET', url: new URL(first.json().url).pathname });
    expect(pay.statusCode).toBe(410);
    expect((await checkout({ email: 'b@example.com', discountCode: 'single', price: '22.21' })).statusCode).toBe(200);
  });

  it('keeps codes to their products, dates and the order-now rule', async () => {
    await createCode({ code: 'HOODIES', kind: 'percent', percent: 10, productTypes: ['hoodie'] });
    await createCode({ code: 'OLD', kind: 'percent', percent: 10, endsAt: '2020-01-01T00:00:00Z' });
    await createCode({ code: 'SOON', kind: 'percent', percent: 10, startsAt: '2099-01-01T00:00:00Z' });
    await createCode({ code: 'BIGORDER', kind: 'percent', percent: 10, minimumMinor: 10_000, currency: 'EUR' });
    await createCode({ code: 'STACKS', kind: 'percent', percent: 10, combinesWithOrderNow: true });
    await createCode({ code: 'NOSTACK', kind: 'percent', percent: 10 });
    const code = async (discountCode: string, extra: Record<string, unknown> = {}) =>
      (await checkout({ email: 'rules@example.com', discountCode, price: '1.00', ...extra })).json().error?.code;
    expect(await code('HOODIES')).toBe('DISCOUNT_CODE_NOT_FOR_PRODUCT');
    expect(await code('OLD')).toBe('DISCOUNT_CODE_EXPIRED');
    expect(await code('SOON')).toBe('DISCOUNT_CODE_NOT_YET_VALID');
    expect(await code('BIGORDER')).toBe('DISCOUNT_CODE_MINIMUM_NOT_MET');
    expect(await code('NOSTACK', { discountApplied: true })).toBe('DISCOUNT_CODE_NOT_COMBINABLE');
    // SPEC §9 euro set with the order-now discount: 29.99 + 10.00 = 39.99; 10 % off: 35.99.
    const stacked = await checkout({
      email: 'rules@example.com',
      discountCode: 'stacks',
      price: '35.99',
      discountApplied: true,
    });
    expect(stacked.statusCode).toBe(200);
    // Deactivated codes are unknown to customers.
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/discount-codes', headers: staff.headers });
    const id = list.json().discountCodes.find((c: { code: string }) => c.code === 'HOODIES').id;
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/discount-codes/${id}`,
      headers: staff.headers,
      payload: { active: false },
    });
    expect(off.json()).toMatchObject({ code: 'HOODIES', active: false });
    expect(await code('HOODIES', { productType: 'hoodie', color: 'gray' })).toBe('DISCOUNT_CODE_UNKNOWN');
  });
});
