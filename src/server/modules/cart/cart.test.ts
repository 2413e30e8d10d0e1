/**
 * Issue 21 §4 through the real app: the cart is saved per customer and priced by the server (one
 * transformation fee per distinct artwork), bad input is refused whole, and a cart of 3 lines with
 * two artworks checks out once and becomes one order with 3 lines (staff pages show them); the cart
 * is emptied after payment, not before.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworks, customers, orderLines, orders } from '#server/db/schema/index.ts';
import type { OutboxMessageContent } from '#server/email/outbox.ts';
import type { LocalPaymentProvider } from '#server/payments/local-provider.ts';
import { waitFor } from '#server/test-support/artworks.ts';
import { customerWithPhoto } from '#server/test-support/customer-with-photo.ts';
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

describe.each(databaseTargets())('cart on %s', (target) => {
  let t: TestApp;
  let staff: StaffLogin;
  beforeAll(async () => {
    t = await buildTestApp(target);
    staff = await loginAsStaff(t.app);
  });
  afterAll(async () => t?.close());

  const db = () => t.app.ctx.database.db;
  const cartUrl = (id: string) => `/api/customers/${id}/cart`;
  const put = (id: string, payload: object) => t.app.inject({ method: 'PUT', url: cartUrl(id), payload });
  const get = (id: string, query = '') => t.app.inject({ method: 'GET', url: `${cartUrl(id)}${query}` });
  const checkout = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { cart: true, locale: 'en-us', currency: 'usd', ...payload },
    });

  /** A ready artwork of the customer's current photo, as a finished generation leaves it. */
  async function readyArtwork(customerId: string, style: 'painterly' | 'cel' = 'painterly') {
    const previewKey = `artworks/${crypto.randomUUID()}.webp`;
    await t.app.ctx.storage.put(previewKey, Buffer.from('webp'), { contentType: 'image/webp', cacheSeconds: 60 });
    const photo = await t.app.inject({ method: 'GET', url: `/api/customers/${customerId}` });
    const [row] = await db()
      .insert(artworks)
      .values({
        customerId,
        style,
        provider: 'local',
        status: 'ready',
        previewKey,
        previewUrl: t.app.ctx.storage.url(previewKey),
        sourceImageKey: (await customerImageKey(customerId)) ?? null,
      })
      .returning();
    expect(photo.statusCode).toBe(200);
    return row.id;
  }
  async function customerImageKey(customerId: string): Promise<string | null> {
    const [row] = await db().select({ key: customers.imageKey }).from(customers).where(eq(customers.id, customerId));
    return row?.key ?? null;
  }

  it('prices the cart with one transformation fee per distinct artwork and keeps it across reloads', async () => {
    const { id } = await customerWithPhoto(t.app);
    const a = await readyArtwork(id);
    const b = await readyArtwork(id, 'cel');
    const lines = [
      { productType: 'tshirt', size: 'm', color: 'black', quantity: 2, artworkId: a },
      { productType: 'hoodie', size: 'l', color: 'gray', quantity: 1, artworkId: b },
      { productType: 'sweatshirt', size: 's', color: 'gray', quantity: 1, artworkId: a },
    ];
    const res = await put(id, { lines, locale: 'en-us', variant: 'wowanimatedtees' });
    expect(res.statusCode, res.body).toBe(200);
    // SPEC §9 English originals: 44.43 t-shirt, 77.77 hoodie, 55.54 sweatshirt; fee 10.00 per artwork.
    const expected = {
      subtotalMinor: 2 * 4443 + 7777 + 5554,
      feeMinor: 2 * 1000,
      discountMinor: 0,
      taxMinor: 0,
      totalMinor: 2 * 4443 + 7777 + 5554 + 2000,
      currency: 'USD',
      itemCount: 4,
    };
    expect(res.json()).toMatchObject(expected);
    expect(res.json().lines[0]).toMatchObject({ unitPriceMinor: 4443, lineTotalMinor: 8886, artworkId: a });
    expect(res.json().lines[0].artworkPreviewUrl).toMatch(/artworks\//);
    const again = await get(id);
    expect(again.statusCode).toBe(200);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.json()).toMatchObject({ ...expected, lines: res.json().lines });
    // The order-now offer prices the discounted set; a photo line counts as one more design.
    const offer = await put(id, {
      lines: [...lines, { productType: 'tshirt', size: 'xs', color: 'white', quantity: 1 }],
      discountApplied: true,
    });
    expect(offer.json()).toMatchObject({ subtotalMinor: 2 * 3999 + 6999 + 4999 + 3999, feeMinor: 3000 });
    // Shown on a euro storefront: priced from its book.
    expect((await get(id, '?locale=de')).json()).toMatchObject({ currency: 'EUR' });
  });

  it('refuses bad carts whole with a 4xx and saves nothing', async () => {
    const { id } = await customerWithPhoto(t.app);
    const good = { productType: 'tshirt', size: 'm', color: 'black', quantity: 1 };
    expect((await put(id, { lines: [good] })).statusCode).toBe(200);
    const other = await customerWithPhoto(t.app);
    const othersArtwork = await readyArtwork(other.id);
    const cases: Array<[object, number]> = [
      [{ lines: [{ ...good, quantity: 0 }] }, 400],
      [{ lines: [{ ...good, quantity: 1000 }] }, 400],
      [{ lines: [{ ...good, quantity: 1.5 }] }, 400],
      [{ lines: [{ ...good, productType: 'mug' }] }, 400],
      [{ lines: Array.from({ length: 1000 }, () => good) }, 400],
      [{ lines: [good, { ...good, artworkId: othersArtwork }] }, 404],
      [{ lines: [good, { ...good, artworkId: crypto.randomUUID() }] }, 404],
      [{ lines: [good], discountCode: 'x'.repeat(10_000) }, 400],
    ];
    for (const [payload, status] of cases) {
      const res = await put(id, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(status);
      expect(res.json().error.code).toBeTruthy();
    }
    const saved = (await get(id)).json();
    expect(saved.lines).toHaveLength(1);
    expect(saved.lines[0]).toMatchObject({ ...good, artworkId: null });
    expect((await put(crypto.randomUUID(), { lines: [good] })).statusCode).toBe(404);
  });

  it('checks a 3-line cart of two artworks out once: one order, 3 lines, two fees, cart emptied after payment', async () => {
    const { id } = await customerWithPhoto(t.app, { profile: { email: 'cart@example.com' } });
    const a = await readyArtwork(id);
    const b = await readyArtwork(id, 'cel');
    const lines = [
      { productType: 'tshirt', size: 'm', color: 'black', quantity: 2, artworkId: a },
      { productType: 'hoodie', size: 'l', color: 'gray', quantity: 1, artworkId: b },
      { productType: 'tshirt', size: 's', color: 'white', quantity: 3, artworkId: a },
    ];
    const cart = (await put(id, { lines, locale: 'de', variant: 'wowanimatedtees' })).json();
    expect(cart.currency).toBe('EUR');
    const total = (cart.totalMinor / 100).toFixed(2);

    expect((await checkout({ customerId: id, locale: 'de', currency: 'eur', price: '1.00' })).json().error.code).toBe(
      'PRICE_MISMATCH',
    );
    expect((await checkout({ customerId: id, locale: 'de', currency: 'usd', price: total })).statusCode).toBe(422);
    const res = await checkout({ customerId: id, locale: 'de', currency: 'eur', price: total });
    expect(res.statusCode, res.body).toBe(200);
    const sessionId = decodeURIComponent(new URL(res.json().url).pathname.split('/').pop() ?? '');
    const provider = t.app.ctx.payments as LocalPaymentProvider;
    const session = await provider.findSession(sessionId);
    expect(session?.amountTotalMinor).toBe(cart.totalMinor);
    expect(session?.lineItems.map((item) => item.quantity)).toEqual([2, 1, 3, 2]);
    expect(session?.cancelUrl).toMatch(/\/de\/wowanimatedtees\/cart$/);
    // Not paid yet: the cart is still there (a cancelled checkout keeps it).
    expect((await get(id)).json().lines).toHaveLength(3);

    await provider.completeSession(sessionId, { email: 'cart@example.com', shippingAddress: shipping });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/confirm',
      payload: { sessionId },
      headers: { 'x-customer-id': id },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { order } = confirmed.json();
    expect(order.amountTotalMinor).toBe(cart.totalMinor);
    // The success page's answer lists every line, with the artworks' previews for the own customer.
    expect(order.feeMinor).toBe(2000);
    expect(order.lines.map((l: { quantity: number; artworkId: string }) => [l.quantity, l.artworkId])).toEqual([
      [2, a],
      [1, b],
      [3, a],
    ]);
    expect(order.lines[1].designImageUrl).toMatch(/artworks\//);
    const publicView = await t.app.inject({ method: 'POST', url: '/api/orders/confirm', payload: { sessionId } });
    expect(publicView.json().order.lines).toHaveLength(3);
    expect(publicView.json().order.lines.every((l: { designImageUrl: unknown }) => l.designImageUrl === null)).toBe(
      true,
    );
    // Issue 21 §4: the status page's answer has every line too, each with its line total.
    const token = new URL(order.statusUrl).hash.replace(/^#t=/, '');
    const status = await t.app.inject({ method: 'GET', url: `/api/orders/status/${token}` });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toMatchObject({ feeMinor: 2000, discountCode: null });
    expect(
      status
        .json()
        .lines.map((l: { productType: string; quantity: number; lineTotalMinor: number }) => [
          l.productType,
          l.quantity,
          l.lineTotalMinor,
        ]),
    ).toEqual(
      cart.lines.map((l: { productType: string; quantity: number; lineTotalMinor: number }) => [
        l.productType,
        l.quantity,
        l.lineTotalMinor,
      ]),
    );
    expect(status.json().lines[0].designImageUrl).toMatch(/^http.*artworks\//);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ feeMinor: 2000, productType: 'tshirt', artworkId: a });
    const stored = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(stored).toHaveLength(3);
    expect((await get(id)).json()).toMatchObject({ lines: [], totalMinor: 0 });

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.orderNumber}`,
      headers: staff.headers,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().feeMinor).toBe(2000);
    expect(
      detail
        .json()
        .lines.map((l: { productType: string; quantity: number; artworkId: string }) => [
          l.productType,
          l.quantity,
          l.artworkId,
        ]),
    ).toEqual([
      ['tshirt', 2, a],
      ['hoodie', 1, b],
      ['tshirt', 3, a],
    ]);
    // The confirmation email lists every line and the two fees.
    const outbox = t.app.ctx.mailer.outbox;
    if (!outbox) throw new Error('the test app writes mail to the outbox');
    const message = await waitFor('the confirmation email', async () =>
      (await outbox.list()).find((m) => m.to.includes('cart@example.com')),
    );
    const mail = (await outbox.read(message.id)) as OutboxMessageContent;
    const names = serverCatalogues.de.lineItems;
    expect(mail.text).toContain(`2 × ${names.productNames.tshirt} (${names.sizes.m} · ${names.colors.black})`);
    expect(mail.text).toContain(`1 × ${names.productNames.hoodie}`);
    expect(mail.text).toContain(`3 × ${names.productNames.tshirt} (${names.sizes.s} · ${names.colors.white})`);
    expect(mail.text).toContain(names.transformationFee);
    expect(mail.text).toContain('20,00\u00a0€');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?q=${order.orderNumber}`,
      headers: staff.headers,
    });
    expect(list.json().orders[0].lines).toHaveLength(3);
  });

  it('refuses checkout of an empty cart, and buy-now orders still get their one line', async () => {
    const { id } = await customerWithPhoto(t.app);
    expect((await checkout({ customerId: id, price: '0.00' })).json().error.code).toBe('CART_EMPTY');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: {
        productType: 'hoodie',
        size: 'l',
        color: 'gray',
        price: '79.99',
        customerId: id,
        discountApplied: true,
        currency: 'usd',
        locale: 'en-us',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sessionId = decodeURIComponent(new URL(res.json().url).pathname.split('/').pop() ?? '');
    await (t.app.ctx.payments as LocalPaymentProvider).completeSession(sessionId, {
      email: 'buy@example.com',
      shippingAddress: shipping,
    });
    const { order } = (
      await t.app.inject({ method: 'POST', url: '/api/orders/confirm', payload: { sessionId } })
    ).json();
    const stored = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(stored).toEqual([
      expect.objectContaining({
        position: 0,
        productType: 'hoodie',
        quantity: 1,
        unitPriceMinor: 6999,
        lineTotalMinor: 6999,
      }),
    ]);
  });
});
