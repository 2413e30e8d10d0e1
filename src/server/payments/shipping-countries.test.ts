/**
 * Issue 21 §5: the countries the shop ships to come from SHIPPING_COUNTRIES. The local hosted
 * checkout offers only those and refuses any other with the translated message; Stripe Checkout
 * collects addresses only there; an order paid with an address elsewhere is recorded for staff review.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { orders } from '#server/db/schema/index.ts';
import { customerWithPhoto } from '#server/test-support/customer-with-photo.ts';
import { type FakeStripeServer, startFakeStripeServer } from '#server/test-support/fake-stripe-server.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import { serverCatalogues } from '#shared/i18n/server-catalogues.ts';
import { checkoutInput, paymentForm } from './local-checkout/local-checkout.fixtures.ts';
import type { LocalPaymentProvider } from './local-provider.ts';
import { StripePaymentProvider } from './stripe/stripe-provider.ts';

const served = ['DE', 'AT'] as const;

describe('SHIPPING_COUNTRIES', () => {
  it('defaults to every country of the checkout’s list and refuses codes outside it, naming the key', () => {
    expect(loadConfig({}).shippingCountries).toContain('US');
    expect(loadConfig({ SHIPPING_COUNTRIES: ' de, at ' }).shippingCountries).toEqual(['DE', 'AT']);
    expect(() => loadConfig({ SHIPPING_COUNTRIES: 'DE,XX' })).toThrow(/SHIPPING_COUNTRIES/);
  });
});

describe.each(databaseTargets())('shipping countries at checkout on %s', (target) => {
  let t: TestApp;
  let provider: LocalPaymentProvider;
  beforeAll(async () => {
    t = await buildTestApp(target, { shippingCountries: served });
    provider = t.app.ctx.payments as LocalPaymentProvider;
  });
  afterAll(async () => t?.close());

  const germanSession = () => provider.createCheckoutSession(checkoutInput({ locale: 'de', currency: 'EUR' }));
  const pay = (id: string, form: string) =>
    t.app.inject({
      method: 'POST',
      url: `/pay/${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
  const germanAddress = { city: 'Berlin', state: '', postalCode: '10115', line1: 'Hauptstraße 5' };

  it('offers only the configured countries on the hosted page', async () => {
    const { id } = await germanSession();
    const page = (await t.app.inject({ method: 'GET', url: `/pay/${id}` })).body;
    const offered = [...page.matchAll(/<option value="([A-Z]{2})"/g)].map((match) => match[1]);
    expect(offered.sort()).toEqual(['AT', 'DE']);
  });

  it('refuses an address outside them with the translated message, and takes one inside', async () => {
    const { id } = await germanSession();
    const refused = await pay(id, paymentForm({ ...germanAddress, country: 'FR' }));
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(serverCatalogues.de.hostedCheckout.errors.countryNotServed);
    expect((await provider.retrieveCheckoutSession(id))?.paymentStatus).toBe('unpaid');
    const paid = await pay(id, paymentForm({ ...germanAddress, country: 'AT' }));
    expect(paid.statusCode).toBe(303);
  });

  it('records an order paid with an address elsewhere for staff review', async () => {
    const { id: customerId } = await customerWithPhoto(t.app);
    const { id } = await provider.createCheckoutSession(
      checkoutInput({ metadata: { ...checkoutInput().metadata, customerId } }),
    );
    // As a Stripe session opened before the list changed would arrive.
    await provider.completeSession(id, {
      email: 'jane@example.com',
      shippingAddress: {
        name: 'Jane Doe',
        line1: '1 Main Street',
        line2: null,
        city: 'Springfield',
        state: 'IL',
        postalCode: '62701',
        country: 'US',
      },
    });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/confirm',
      payload: { sessionId: id },
      headers: { 'x-customer-id': customerId },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [row] = await t.app.ctx.database.db.select().from(orders).where(eq(orders.checkoutSessionId, id));
    expect(row).toMatchObject({ needsReview: true });
    expect(row?.reviewReason).toContain('US');
  });
});

describe('Stripe Checkout with SHIPPING_COUNTRIES', () => {
  let fake: FakeStripeServer;
  beforeAll(async () => {
    fake = await startFakeStripeServer();
  });
  afterAll(async () => fake?.close());

  it('collects shipping addresses only in the configured countries', async () => {
    const provider = new StripePaymentProvider({
      secretKey: 'sk_test_123',
      apiTarget: { host: fake.host, port: fake.port, protocol: 'http' },
      shippingCountries: served,
    });
    await provider.createCheckoutSession(checkoutInput());
    const body = fake.requests.at(-1)?.body as { shipping_address_collection: { allowed_countries: string[] } };
    expect(body.shipping_address_collection.allowed_countries).toEqual(['DE', 'AT']);
  });
});
