import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerWithPhoto } from '#server/test-support/customer-with-photo.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';

describe.each(databaseTargets())('checkout API on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(async () => t?.close());

  const request = (customerId: string, overrides: Record<string, unknown> = {}) => ({
    productType: 'hoodie',
    size: 'l',
    color: 'gray',
    price: '79.99',
    customerId,
    discountApplied: true,
    currency: 'usd',
    locale: 'en-us',
    ...overrides,
  });

  it('opens a hosted checkout for the server-priced total and returns its url', async () => {
    const { id } = await customerWithPhoto(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/checkout', payload: request(id) });
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/pay\/cs_test_local_/);

    const sessionId = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/session',
      payload: { sessionId },
      headers: { 'x-customer-id': id },
    });
    expect(session.statusCode).toBe(200);
    expect(session.headers['cache-control']).toBe('no-store');
    expect(session.json()).toMatchObject({
      id: sessionId,
      payment_status: 'unpaid',
      amount_total: 7999,
      currency: 'usd',
      metadata: { customerId: id, productType: 'hoodie', size: 'l', color: 'gray', discountApplied: 'true' },
    });
  });

  it('tells whoever has only the session id nothing that identifies the customer', async () => {
    const { id } = await customerWithPhoto(t.app);
    const { url } = (await t.app.inject({ method: 'POST', url: '/api/checkout', payload: request(id) })).json();
    const sessionId = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
    for (const headers of [{}, { 'x-customer-id': crypto.randomUUID() }, { 'x-customer-id': 'not-an-id' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/checkout/session', payload: { sessionId }, headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().metadata.productType).toBe('hoodie');
      expect(res.json().metadata).not.toHaveProperty('customerId');
      expect(res.body).not.toContain(id);
    }
  });

  it('prices euro storefronts from their own book', async () => {
    const { id } = await customerWithPhoto(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: request(id, {
        locale: 'de',
        currency: 'eur',
        productType: 'tshirt',
        color: 'white',
        price: '44.43',
        discountApplied: false,
      }),
    });
    expect(res.statusCode).toBe(200);
    const sessionId = decodeURIComponent(new URL(res.json().url).pathname.split('/').pop() ?? '');
    const session = (
      await t.app.inject({ method: 'POST', url: '/api/checkout/session', payload: { sessionId } })
    ).json();
    expect(session).toMatchObject({ amount_total: 4443, currency: 'eur' });
  });

  it('prices the German Ghibli storefront from its own set and names line items in German', async () => {
    const { id } = await customerWithPhoto(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: request(id, {
        locale: 'de',
        variant: 'wowghiblitees',
        currency: 'eur',
        productType: 'tshirt',
        color: 'black',
        // SPEC §9 German storefront: 23.32 + fee 6.67 without the discount.
        price: '29.99',
        discountApplied: false,
      }),
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    const page = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(page.body).toContain('Premium-T-Shirt');
    expect(page.body).toContain('Schwarz');
    const sessionId = decodeURIComponent(url.pathname.split('/').pop() ?? '');
    const session = (
      await t.app.inject({ method: 'POST', url: '/api/checkout/session', payload: { sessionId } })
    ).json();
    expect(session).toMatchObject({ amount_total: 2999, currency: 'eur', metadata: { priceBookId: 'ghibli-de' } });
  });

  it('prices the French and Spanish Ghibli storefronts with the German Ghibli set (issue 11)', async () => {
    for (const locale of ['fr', 'es'] as const) {
      const { id } = await customerWithPhoto(t.app);
      // The other euro set's total (34.43 + 10) is refused: these storefronts charge the Ghibli set.
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        payload: request(id, {
          locale,
          variant: 'wowghiblitees',
          currency: 'eur',
          productType: 'tshirt',
          color: 'white',
          price: '44.43',
          discountApplied: false,
        }),
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error.code).toBe('PRICE_MISMATCH');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        // 19.99 + fee 10 with the discount.
        payload: request(id, {
          locale,
          variant: 'wowghiblitees',
          currency: 'eur',
          productType: 'tshirt',
          color: 'white',
          price: '29.99',
          discountApplied: true,
        }),
      });
      expect(res.statusCode).toBe(200);
      const url = new URL(res.json().url);
      const sessionId = decodeURIComponent(url.pathname.split('/').pop() ?? '');
      const session = (
        await t.app.inject({ method: 'POST', url: '/api/checkout/session', payload: { sessionId } })
      ).json();
      expect(session).toMatchObject({
        amount_total: 2999,
        currency: 'eur',
        metadata: { priceBookId: 'ghibli-de', locale, variant: 'wowghiblitees' },
      });
    }
  });

  it('refuses a tampered price with 422 PRICE_MISMATCH', async () => {
    const { id } = await customerWithPhoto(t.app);
    for (const price of ['0.01', '69.99', '79.98']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/checkout', payload: request(id, { price }) });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('PRICE_MISMATCH');
    }
    // Claiming the discount price without the discount flag is tampering too.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: request(id, { discountApplied: false }),
    });
    expect(res.json().error.code).toBe('PRICE_MISMATCH');
  });

  it('refuses the wrong currency, a colour not sold for the product, and a customer without a photo', async () => {
    const { id } = await customerWithPhoto(t.app);
    const euro = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: request(id, { currency: 'eur' }),
    });
    expect(euro.json().error.code).toBe('CURRENCY_MISMATCH');
    const white = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: request(id, { color: 'white' }),
    });
    expect(white.json().error.code).toBe('COLOR_NOT_AVAILABLE');

    const noPhoto = (await t.app.inject({ method: 'POST', url: '/api/customers' })).json().id;
    const res = await t.app.inject({ method: 'POST', url: '/api/checkout', payload: request(noPhoto) });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('IMAGE_REQUIRED');

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: request('00000000-0000-4000-8000-000000000000'),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a malformed request with 400 VALIDATION_FAILED', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/checkout', payload: { productType: 'cap' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('reuses the checkout session for a double click', async () => {
    const { id } = await customerWithPhoto(t.app);
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/checkout', payload: request(id) }),
      t.app.inject({ method: 'POST', url: '/api/checkout', payload: request(id) }),
    ]);
    expect(a.json().url).toBe(b.json().url);
  });
});
