/**
 * Issue 21 §1 through the HTTP API: a new shop sells SPEC §9's prices; staff change a price book and
 * the storefront's catalogue and checkout follow at once; the order records the version charged;
 * bad input is a 4xx naming the field and saves nothing; seeding never overwrites staff's changes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogChanges, priceBooks, products } from '#server/db/schema/index.ts';
import type { LocalPaymentProvider } from '#server/payments/local-provider.ts';
import { customerWithPhoto } from '#server/test-support/customer-with-photo.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import type { AdminPriceBook, SavePriceBookBody } from '#shared/api/admin-catalog.schemas.ts';
import type { CatalogResponse } from '#shared/api/catalog.schemas.ts';
import { customerIdHeader } from '#shared/api/customers.schemas.ts';
import { seedProducts } from '#shared/catalog-seed.ts';
import { priceBookIdFor, seedPriceBooks } from '#shared/pricing.ts';
import { storefronts } from '#shared/storefronts.ts';
import { catalogCacheTtlMs } from './catalog.service.ts';
import { seedCatalog } from './catalog-seed.service.ts';

describe.each(databaseTargets())('catalogue and price books on %s', (target) => {
  let t: TestApp;
  let staff: StaffLogin;

  beforeAll(async () => {
    t = await buildTestApp(target);
    staff = await loginAsStaff(t.app);
  });
  afterAll(async () => t?.close());

  async function catalog(query: string): Promise<CatalogResponse> {
    const res = await t.app.inject({ method: 'GET', url: `/api/catalog?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  async function book(id: string): Promise<AdminPriceBook> {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/price-books/${id}`, headers: staff.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  function editable(b: AdminPriceBook): SavePriceBookBody {
    return structuredClone({
      version: b.version,
      original: b.original,
      discounted: b.discounted,
      discountPercent: b.discountPercent,
      discountAlwaysApplied: b.discountAlwaysApplied,
    });
  }

  const put = (id: string, payload: unknown, headers = staff.headers) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/price-books/${id}`, headers, payload: payload as object });

  const historyCount = async () => (await t.app.ctx.database.db.select().from(catalogChanges)).length;

  it("starts every storefront with exactly SPEC §9's prices and catalogue", async () => {
    for (const storefront of storefronts) {
      const answer = await catalog(`locale=${storefront.locale}&variant=${storefront.variant}`);
      const id = priceBookIdFor(storefront);
      expect(answer).toMatchObject({ priceBookId: id, priceBookVersion: 1, currency: seedPriceBooks[id].currency });
      expect(answer.priceBook).toEqual(seedPriceBooks[id]);
      expect(answer.products.map((p) => p.type)).toEqual(['tshirt', 'hoodie', 'sweatshirt']);
    }
    const german = await catalog('locale=de&variant=wowanimatedtees&emailOrder=true');
    expect(german.priceBook).toEqual(seedPriceBooks['email-order-eur']);
    const tshirt = (await catalog('locale=fr')).products[0];
    expect(tshirt).toMatchObject({
      name: 'T-shirt',
      sizes: ['xs', 's', 'm', 'l', 'xl'],
      printArea: { widthIn: 12, heightIn: 16 },
    });
    expect(tshirt.colors.map((c) => c.key)).toEqual(['white', 'black']);
  });

  it('answers a clear 400 for an unknown storefront query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog?locale=nl' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('seeds once, however often and however many instances start', async () => {
    const before = await historyCount();
    const runs = await Promise.all([1, 2, 3].map(() => seedCatalog(t.app.ctx.database.db)));
    expect(runs).toEqual([1, 2, 3].map(() => ({ products: 0, priceBooks: 0 })));
    expect(await historyCount()).toBe(before);
    const { db } = t.app.ctx.database;
    expect(await db.select().from(products)).toHaveLength(seedProducts.length);
    expect(await db.select().from(priceBooks)).toHaveLength(Object.keys(seedPriceBooks).length);
  });

  it('shows staff each book with the storefronts it prices and the inconsistencies SPEC §9 has', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/price-books', headers: staff.headers });
    expect(res.statusCode).toBe(200);
    const list: AdminPriceBook[] = res.json().priceBooks;
    expect(list.map((b) => b.id)).toEqual(Object.keys(seedPriceBooks));
    expect(list.find((b) => b.id === 'ghibli-de')?.storefronts).toEqual([
      '/de/wowghiblitees',
      '/fr/wowghiblitees',
      '/es/wowghiblitees',
    ]);
    const ghibli = list.find((b) => b.id === 'ghibli-de');
    expect(ghibli?.warnings.map((w) => w.kind)).toContain('discount-raises-fee');
    const emailUsd = list.find((b) => b.id === 'email-order-other');
    expect(emailUsd?.warnings).toContainEqual(
      expect.objectContaining({ kind: 'above-other-offer', productType: 'sweatshirt', totalMinor: 6276 }),
    );
    expect(emailUsd?.updatedBy).toBeNull();
  });

  it.each([
    [
      'a negative price',
      (b: SavePriceBookBody) => ({ ...b, original: { ...b.original, items: { ...b.original.items, tshirt: -100 } } }),
      'original.items.tshirt',
    ],
    [
      'a fractional price',
      (b: SavePriceBookBody) => ({
        ...b,
        discounted: { ...b.discounted, items: { ...b.discounted.items, hoodie: 2999.5 } },
      }),
      'discounted.items.hoodie',
    ],
    [
      'an absurd price',
      (b: SavePriceBookBody) => ({
        ...b,
        original: { ...b.original, items: { ...b.original.items, sweatshirt: 99_999_999 } },
      }),
      'original.items.sweatshirt',
    ],
    [
      'a fee given in major units',
      (b: SavePriceBookBody) => ({ ...b, original: { ...b.original, transformationFeeMinor: '10.00' } }),
      'original.transformationFeeMinor',
    ],
    [
      'an unknown product',
      (b: SavePriceBookBody) => ({ ...b, original: { ...b.original, items: { ...b.original.items, mug: 1500 } } }),
      'original.items.mug',
    ],
    [
      'a product without a price',
      (b: SavePriceBookBody) => {
        const { hoodie: _h, ...items } = b.discounted.items;
        return { ...b, discounted: { ...b.discounted, items } };
      },
      'discounted.items.hoodie',
    ],
    ['a discount over 90 %', (b: SavePriceBookBody) => ({ ...b, discountPercent: 95 }), 'discountPercent'],
    ['a changed currency', (b: SavePriceBookBody) => ({ ...b, currency: 'GBP' }), 'currency'],
  ])('refuses %s with 422 naming the field, and saves nothing', async (_name, change, field) => {
    const before = await book('storefront-eur');
    const count = await historyCount();
    const res = await put('storefront-eur', change(editable(before)));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'CATALOG_INVALID', field });
    expect(await book('storefront-eur')).toEqual(before);
    expect(await historyCount()).toBe(count);
  });

  it('answers 404 for an unknown price book and 401/403 for callers who are not staff', async () => {
    const body = editable(await book('storefront-usd'));
    expect((await put('storefront-gbp', body)).json().error.code).toBe('PRICE_BOOK_NOT_FOUND');
    expect((await put('storefront-usd', body, {})).statusCode).toBe(401);
    expect((await put('storefront-usd', body, { cookie: staff.cookie })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/price-books' })).statusCode).toBe(401);
  });

  it('changes the German t-shirt price: the storefront shows it, checkout charges it, the order records the version', async () => {
    const before = await book('storefront-eur');
    const body = editable(before);
    body.original.items.tshirt = 3143;
    const res = await put('storefront-eur', body);
    expect(res.statusCode, res.body).toBe(200);
    const saved: AdminPriceBook = res.json();
    expect(saved).toMatchObject({ version: before.version + 1, updatedBy: staff.email });
    expect(saved.original.items.tshirt).toBe(3143);

    // This process dropped its snapshot on save: the German storefront shows the new price at once.
    const shown = await catalog('locale=de&variant=wowanimatedtees');
    expect(shown.priceBookVersion).toBe(saved.version);
    expect(shown.priceBook.original.items.tshirt).toBe(3143);

    const { id } = await customerWithPhoto(t.app);
    const checkout = (price: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        payload: {
          productType: 'tshirt',
          size: 'm',
          color: 'white',
          price,
          customerId: id,
          discountApplied: false,
          currency: 'eur',
          locale: 'de',
          variant: 'wowanimatedtees',
        },
      });
    // A page from before the change sends the old total: refused, nothing charged.
    const stale = await checkout('44.43');
    expect(stale.statusCode).toBe(422);
    expect(stale.json().error.code).toBe('PRICE_MISMATCH');

    const fresh = await checkout('41.43');
    expect(fresh.statusCode, fresh.body).toBe(200);
    const sessionId = decodeURIComponent(new URL(fresh.json().url).pathname.split('/').pop() ?? '');
    await (t.app.ctx.payments as LocalPaymentProvider).completeSession(sessionId, {
      email: 'anna@example.com',
      shippingAddress: {
        name: 'Anna Schmidt',
        line1: 'Hauptstraße 5',
        line2: null,
        city: 'Berlin',
        state: null,
        postalCode: '10115',
        country: 'DE',
      },
    });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/confirm',
      payload: { sessionId },
      headers: { [customerIdHeader]: id },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const order = confirmed.json().order;
    expect(order).toMatchObject({ amountTotalMinor: 4143, currency: 'EUR', priceBookId: 'storefront-eur' });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.orderNumber}`,
      headers: staff.headers,
    });
    expect(detail.json()).toMatchObject({ priceBookId: 'storefront-eur', priceBookVersion: saved.version });

    // The history says who changed what, from what to what.
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/admin/catalog-changes?entity=price_book&entityId=storefront-eur',
      headers: staff.headers,
    });
    const [latest, ...older] = history.json().changes;
    expect(latest).toMatchObject({ version: saved.version, staffEmail: staff.email, currency: 'EUR' });
    expect(latest.changes).toEqual([{ path: 'original.items.tshirt', before: '3443', after: '3143' }]);
    expect(older.at(-1)).toMatchObject({ version: 1, staffEmail: null });
  });

  it('refuses a save made to an older version (409), and a save of the same prices adds no version', async () => {
    const current = await book('storefront-usd');
    const same = await put('storefront-usd', editable(current));
    expect(same.json().version).toBe(current.version);
    // Two staff members opened the same version; the first one saves.
    const first = editable(current);
    first.discountPercent = 15;
    expect((await put('storefront-usd', first)).json().version).toBe(current.version + 1);
    const second = editable(current);
    second.original.items.hoodie = 7000;
    const stale = await put('storefront-usd', second);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'CATALOG_VERSION_CONFLICT', field: 'version' });
    expect((await book('storefront-usd')).original.items.hoodie).toBe(current.original.items.hoodie);
  });

  it('reaches a change saved by another instance within the cache time, and checkout at once', async () => {
    const { db } = t.app.ctx.database;
    await catalog('locale=en-us'); // warm this process's snapshot
    const [row] = await db.select().from(priceBooks).where(eq(priceBooks.id, 'storefront-usd'));
    // Another instance saves: the row changes, this process hears nothing.
    await db
      .update(priceBooks)
      .set({
        discounted: { ...row.discounted, items: { ...row.discounted.items, hoodie: 6499 } },
        version: row.version + 1,
      })
      .where(eq(priceBooks.id, 'storefront-usd'));
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + catalogCacheTtlMs + 1);
    try {
      const later = await catalog('locale=en-us');
      expect(later.priceBook.discounted.items.hoodie).toBe(6499);
      expect(later.priceBookVersion).toBe(row.version + 1);
    } finally {
      clock.mockRestore();
    }
  });

  it('takes products off sale, refuses their checkout, and keeps one product on sale', async () => {
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/products', headers: staff.headers })).json().products;
    const save = (type: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/products/${type}`, headers: staff.headers, payload });
    const strip = ({ type: _t, updatedAt: _u, updatedBy: _b, ...rest }: Record<string, unknown>) => rest;
    const [tshirt, hoodie, sweatshirt] = await list();

    const off = await save('hoodie', { ...strip(hoodie), active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ active: false, version: hoodie.version + 1, updatedBy: staff.email });
    expect((await catalog('locale=en-us')).products.map((p) => p.type)).toEqual(['tshirt', 'sweatshirt']);

    const { id } = await customerWithPhoto(t.app);
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
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('PRODUCT_NOT_AVAILABLE');

    // XS only for sweatshirts: an L is refused.
    const fewer = await save('sweatshirt', { ...strip(sweatshirt), sizes: ['xs'] });
    expect(fewer.json().sizes).toEqual(['xs']);
    const size = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: {
        productType: 'sweatshirt',
        size: 'l',
        color: 'black',
        price: '59.99',
        customerId: id,
        discountApplied: true,
        currency: 'usd',
        locale: 'en-us',
      },
    });
    expect(size.json().error.code).toBe('PRODUCT_NOT_AVAILABLE');

    const sweatOff = await save('sweatshirt', { ...strip(fewer.json()), active: false });
    expect(sweatOff.statusCode).toBe(200);
    const last = await save('tshirt', { ...strip(tshirt), active: false });
    expect(last.statusCode).toBe(422);
    expect(last.json().error).toMatchObject({ code: 'CATALOG_INVALID', field: 'active' });

    const bad = await save('tshirt', {
      ...strip(tshirt),
      colors: [{ key: 'pink', swatchHex: '#ff00ff', mockupTintHex: '#ff00ff' }],
    });
    expect(bad.json().error).toMatchObject({ code: 'CATALOG_INVALID', field: 'colors.0.key' });
    expect((await save('mug', { ...strip(tshirt) })).json().error.code).toBe('PRODUCT_NOT_FOUND');

    // Back on sale for the other tests of this file.
    for (const p of await list())
      if (!p.active) await save(p.type, { ...strip(p), active: true, sizes: ['xs', 's', 'm', 'l', 'xl'] });
    expect((await catalog('locale=en-us')).products).toHaveLength(3);
  });

  it('never overwrites staff changes when seeding again', async () => {
    await seedCatalog(t.app.ctx.database.db);
    expect((await book('storefront-eur')).original.items.tshirt).toBe(3143);
  });
});
