import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema/index.ts';
import type { LocalPaymentProvider } from '#server/payments/local-provider.ts';
import { waitFor } from '#server/test-support/artworks.ts';
import { createCustomer, uploadPhoto } from '#server/test-support/customer-with-photo.ts';
import { multipartBody } from '#server/test-support/multipart.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, fixturePhoto, type TestApp } from '#server/test-support/test-app.ts';

const shipping = {
  name: 'Anna Schmidt',
  line1: 'Hauptstraße 5',
  line2: 'Hinterhaus',
  city: 'Berlin',
  state: null,
  postalCode: '10115',
  country: 'DE',
};

describe.each(databaseTargets())('staff orders API on %s', (target) => {
  let t: TestApp;
  let staff: StaffLogin;
  const run = Math.random().toString(36).slice(2, 8);
  const emailOf = (name: string) => `${name}.${run}@example.com`;
  let anna: { id: string; customerId: string; amount: number };
  let bert: { id: string; customerId: string; amount: number };
  let cleo: { id: string; customerId: string; amount: number };
  let annaArtwork: string;

  beforeAll(async () => {
    t = await buildTestApp(target);
    staff = await loginAsStaff(t.app);
    // Three paid orders, oldest first, and an artwork staff made for the first one's email.
    anna = await paidOrder({ email: emailOf('anna'), locale: 'de', discountApplied: true });
    bert = await paidOrder({ email: emailOf('bert_100%'), locale: 'en-us', discountApplied: false });
    cleo = await paidOrder({ email: emailOf('Cleo'), locale: 'de', discountApplied: false, photo: 'chelsea.png' });
    annaArtwork = await staffArtwork(emailOf('ANNA'));
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = staff.headers) =>
    t.app.inject({ method: 'GET', url, headers });

  /**
   * A paid order through the real path: a customer with a photo, a checkout on the test provider,
   * the payment, and the success page's confirm.
   */
  async function paidOrder(choice: {
    email: string;
    locale: 'de' | 'en-us';
    discountApplied: boolean;
    photo?: string;
  }): Promise<{ id: string; customerId: string; amount: number }> {
    const customerId = await createCustomer(t.app);
    await uploadPhoto(t.app, customerId, choice.photo ?? 'coffee.png');
    // SPEC §9: DE sweatshirt 34.99 + 10 discounted, 39.99 + 10 not; US t-shirt 39.99 + 10, 44.43 + 10.
    const body =
      choice.locale === 'de'
        ? { productType: 'sweatshirt', size: 's', color: 'gray', currency: 'eur', locale: 'de' }
        : { productType: 'tshirt', size: 'xl', color: 'black', currency: 'usd', locale: 'en-us' };
    const price =
      choice.locale === 'de'
        ? choice.discountApplied
          ? '44.99'
          : '49.99'
        : choice.discountApplied
          ? '49.99'
          : '54.43';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { ...body, price, customerId, email: choice.email, discountApplied: choice.discountApplied },
    });
    expect(res.statusCode).toBe(200);
    const sessionId = decodeURIComponent(new URL(res.json().url).pathname.split('/').pop() ?? '');
    await (t.app.ctx.payments as LocalPaymentProvider).completeSession(sessionId, {
      email: choice.email,
      shippingAddress: shipping,
    });
    const confirm = await t.app.inject({ method: 'POST', url: '/api/orders/confirm', payload: { sessionId } });
    expect(confirm.statusCode).toBe(200);
    const order = confirm.json().order;
    return { id: order.id, customerId, amount: order.amountTotalMinor };
  }

  /** Stores an artwork for `email` through the image admin's upload (POST /api/admin/users/image). */
  async function staffArtwork(email: string): Promise<string> {
    const multipart = multipartBody(
      { email, locale: 'de', kind: 'generated' },
      {
        field: 'file',
        filename: 'artwork.png',
        contentType: 'image/png',
        body: await readFile(fixturePhoto('chelsea.png')),
      },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/image',
      payload: multipart.payload,
      headers: { ...staff.headers, ...multipart.headers },
    });
    expect(res.statusCode).toBe(200);
    return res.json().imageUrl;
  }

  it('answers 401 UNAUTHORIZED on every route without a staff session and after logout', async () => {
    const urls = [
      '/api/admin/orders',
      `/api/admin/orders/${anna.id}`,
      `/api/admin/orders/${anna.id}/print-file`,
      '/api/admin/preview-requests',
    ];
    for (const url of urls) {
      const res = await get(url, {});
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
    const leaving = await loginAsStaff(t.app);
    const logout = await t.app.inject({ method: 'DELETE', url: '/api/admin/session', headers: leaving.headers });
    expect(logout.statusCode).toBe(204);
    for (const url of urls) expect((await get(url, leaving.headers)).statusCode, url).toBe(401);
  });

  it('lists paid orders newest first with photo, artwork, choice, amount, discount, email and address', async () => {
    const res = await get('/api/admin/orders');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ total: 3, page: 0, pageSize: 25 });
    expect(body.orders.map((o: { id: string }) => o.id)).toEqual([cleo.id, bert.id, anna.id]);

    const [annaRow] = await t.app.ctx.database.db.select().from(orders).where(eq(orders.id, anna.id));
    const listed = body.orders[2];
    expect(listed).toEqual({
      id: anna.id,
      // Issue 19 §1: the order's WT- name, its lifecycle status, nothing refunded.
      orderNumber: annaRow.orderNumber,
      status: 'paid',
      refundedMinor: 0,
      createdAt: annaRow.createdAt.toISOString(),
      photoUrl: annaRow.imageUrl,
      // Staff stored it as ANNA…: emails match whatever their case.
      artworkUrl: annaArtwork,
      productType: 'sweatshirt',
      size: 's',
      color: 'gray',
      amountTotalMinor: 4499,
      currency: 'EUR',
      discountKind: 'storefront-10',
      discountCode: null,
      discountMinor: null,
      needsReview: false,
      reviewReason: null,
      // Paid through the built-in test provider (issue 17 point 4).
      testMode: true,
      email: emailOf('anna'),
      shippingAddress: shipping,
      locale: 'de',
      // A plain photo order: no artwork chosen; coffee.png's 600 px over the 12 in print width.
      artwork: null,
      sourceDpi: 50,
      // Issue 21 §4: its one line item, and the fee as charged (null: the price book's one fee).
      lines: [
        expect.objectContaining({ position: 0, productType: 'sweatshirt', size: 's', color: 'gray', quantity: 1 }),
      ],
      feeMinor: annaRow.feeMinor,
    });
    expect(body.orders[1]).toMatchObject({
      amountTotalMinor: 5443,
      currency: 'USD',
      discountKind: 'none',
      artworkUrl: null,
      locale: 'en-us',
    });
  });

  it('sorts by amount either way and pages without repeating a row', async () => {
    const ascending = (await get('/api/admin/orders?sort=amount&dir=asc')).json();
    expect(ascending.orders.map((o: { amountTotalMinor: number }) => o.amountTotalMinor)).toEqual([4499, 4999, 5443]);
    const descending = (await get('/api/admin/orders?sort=amount&dir=desc')).json();
    expect(descending.orders.map((o: { id: string }) => o.id)).toEqual([bert.id, cleo.id, anna.id]);
    const oldestFirst = (await get('/api/admin/orders?sort=createdAt&dir=asc')).json();
    expect(oldestFirst.orders.map((o: { id: string }) => o.id)).toEqual([anna.id, bert.id, cleo.id]);

    const pages = [];
    for (const page of [0, 1, 2, 3]) pages.push((await get(`/api/admin/orders?pageSize=1&page=${page}`)).json());
    expect(pages.map((p) => p.orders.map((o: { id: string }) => o.id))).toEqual([[cleo.id], [bert.id], [anna.id], []]);
    expect(pages.every((p) => p.total === 3)).toBe(true);
  });

  it('searches by a part of the email, case-insensitively, with % and _ taken literally', async () => {
    const search = async (q: string) =>
      (await get(`/api/admin/orders?${new URLSearchParams({ q })}`)).json().orders.map((o: { id: string }) => o.id);
    expect(await search('CLEO')).toEqual([cleo.id]);
    expect(await search(`  anna.${run}  `)).toEqual([anna.id]);
    expect(await search('_100%')).toEqual([bert.id]);
    expect(await search('%')).toEqual([bert.id]);
    expect(await search('nobody-here')).toEqual([]);
    expect(await search('   ')).toHaveLength(3);
    const res = await get('/api/admin/orders?q=cleo');
    expect(res.json().total).toBe(1);
  });

  it('answers 400 for bad list parameters, never a 5xx', async () => {
    for (const query of [
      'sort=email',
      'dir=up',
      'page=-1',
      'page=abc',
      'pageSize=0',
      'pageSize=1000',
      `q=${'a'.repeat(300)}`,
      'q=a&q=b',
    ]) {
      const res = await get(`/api/admin/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const previews = await get('/api/admin/preview-requests?pageSize=101');
    expect(previews.statusCode).toBe(400);
  });

  it('shows one order with its payment details and whether the print file is stored', async () => {
    const res = await get(`/api/admin/orders/${bert.id}`);
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({
      id: bert.id,
      customerId: bert.customerId,
      paymentProvider: 'local',
      paymentStatus: 'paid',
      priceBookId: 'storefront-usd',
      productType: 'tshirt',
      size: 'xl',
      color: 'black',
      email: emailOf('bert_100%'),
      shippingAddress: shipping,
      printFileAvailable: true,
      printSource: 'photo',
    });
    expect(order.checkoutSessionId).toMatch(/^cs_test_local_/);
    // An upper-case id is the same order.
    expect((await get(`/api/admin/orders/${bert.id.toUpperCase()}`)).json().id).toBe(bert.id);
  });

  it('answers 404 ORDER_NOT_FOUND for an unknown or malformed order id', async () => {
    for (const id of [crypto.randomUUID(), 'abc', '1', `${anna.id}x`, "'; drop table orders; --", '%E2%82%AC']) {
      for (const suffix of ['', '/print-file']) {
        const res = await get(`/api/admin/orders/${encodeURIComponent(id)}${suffix}`);
        expect(res.statusCode, `${id}${suffix}`).toBe(404);
        expect(res.json().error.code).toBe('ORDER_NOT_FOUND');
      }
    }
  });

  /** The staff detail of `id` once its print file is made (issue 19 §4: photo orders get one too). */
  const withPrintFile = (id: string) =>
    waitFor(
      'the print file',
      async () => {
        const order = (await get(`/api/admin/orders/${id}`)).json();
        return order.printFile ? order : undefined;
      },
      { timeoutMs: 60_000 },
    );

  it('downloads the print file named by the order number only', async () => {
    await withPrintFile(anna.id);
    const res = await get(`/api/admin/orders/${anna.id}/print-file`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    // A test order (the built-in provider) says so in the name (issue 17 point 4); issue 19 §1: the WT- number.
    const { orderNumber } = (await get(`/api/admin/orders/${anna.id}`)).json();
    expect(orderNumber).toMatch(/^WT-[2-9A-HJKMNP-TV-Z]{6}$/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="test-order-${orderNumber}.png"`);
    expect(res.headers['content-disposition']).not.toMatch(/anna|schmidt/i);
    expect(res.headers['cache-control']).toBe('no-store');
    const [row] = await t.app.ctx.database.db.select().from(orders).where(eq(orders.id, anna.id));
    const stored = await t.app.ctx.storage.get(row.printFileKey ?? '');
    expect(stored).not.toBeNull();
    expect(res.rawPayload.equals(stored?.body ?? Buffer.alloc(0))).toBe(true);
    // The print file of the photo at print size, not the upload.
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(row.printFileKey).not.toBe(row.imageKey);
  });

  it('answers 404 NOT_FOUND for the print file once it is gone from storage, and says so on the order', async () => {
    const gone = await paidOrder({ email: emailOf('gone'), locale: 'de', discountApplied: true });
    await withPrintFile(gone.id);
    const [row] = await t.app.ctx.database.db.select().from(orders).where(eq(orders.id, gone.id));
    await t.app.ctx.storage.delete(row.printFileKey ?? '');
    await t.app.ctx.storage.delete(row.imageKey ?? '');
    const res = await get(`/api/admin/orders/${gone.id}/print-file`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect((await get(`/api/admin/orders/${gone.id}`)).json().printFileAvailable).toBe(false);
  });
});
