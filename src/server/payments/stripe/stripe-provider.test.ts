/** StripePaymentProvider against the local fake of Stripe's API (no network). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeStripeServer,
  parseStripeForm,
  type RecordedRequest,
  startFakeStripeServer,
} from '#server/test-support/fake-stripe-server.ts';
import { AppError } from '#shared/errors.ts';
import type { CreateCheckoutSessionInput } from '../payment-provider.ts';
import { toCheckoutSessionSummary } from './stripe-checkout-session.ts';
import { StripePaymentProvider } from './stripe-provider.ts';

/** The create request's form body as the fake decodes it (every leaf a string). */
interface CreateSessionBody {
  mode: string;
  locale?: string;
  customer_email?: string;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  payment_intent_data: { metadata: Record<string, string> };
  shipping_address_collection: { allowed_countries: string[] };
  line_items: {
    quantity: string;
    price_data: {
      currency: string;
      unit_amount: string;
      product_data: { name: string; description?: string; images?: string[] };
    };
  }[];
}

const createBody = (request: RecordedRequest) => request.body as unknown as CreateSessionBody;

const customerId = '0b6c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';

function germanCheckout(overrides: Partial<CreateCheckoutSessionInput> = {}): CreateCheckoutSessionInput {
  return {
    lineItems: [
      {
        name: 'Premium Sweatshirt',
        description: 'M · black',
        unitAmountMinor: 3499,
        quantity: 1,
        imageUrl: 'https://cdn.example.com/u/photo.jpg',
      },
      { name: 'Animated transformation', unitAmountMinor: 1000, quantity: 1 },
    ],
    currency: 'EUR',
    amountTotalMinor: 4499,
    customerEmail: 'kundin@example.de',
    locale: 'de',
    metadata: {
      customerId,
      productType: 'sweatshirt',
      size: 'm',
      color: 'black',
      discountApplied: 'true',
      priceBookId: 'storefront-eur',
      locale: 'de',
      variant: 'wowanimatedtees',
    },
    successUrl: 'http://localhost:3000/de/wowanimatedtees/success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/de/wowanimatedtees/customize',
    idempotencyKey: `key-${Math.random()}`,
    ...overrides,
  };
}

describe('StripePaymentProvider', () => {
  let fake: FakeStripeServer;
  let provider: StripePaymentProvider;

  beforeAll(async () => {
    fake = await startFakeStripeServer();
    provider = new StripePaymentProvider({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_test',
      apiTarget: { host: fake.host, port: fake.port, protocol: 'http' },
    });
  });
  afterAll(async () => {
    await fake.close();
  });

  it('asks Stripe Tax for US sales tax on dollar sessions only when US_SALES_TAX=stripe (issue 21 §2)', async () => {
    const withTax = new StripePaymentProvider({
      secretKey: 'sk_test_123',
      apiTarget: { host: fake.host, port: fake.port, protocol: 'http' },
      automaticTax: true,
    });
    await withTax.createCheckoutSession(germanCheckout({ currency: 'USD', locale: 'en-us' }));
    const dollars = fake.requests.at(-1)!.body as Record<string, unknown> & CreateSessionBody;
    expect(dollars.automatic_tax).toEqual({ enabled: 'true' });
    expect(dollars.line_items.map((line) => (line.price_data as Record<string, unknown>).tax_behavior)).toEqual([
      'exclusive',
      'exclusive',
    ]);
    // Euro prices include VAT from our own table: sent as they are.
    await withTax.createCheckoutSession(germanCheckout());
    expect((fake.requests.at(-1)!.body as Record<string, unknown>).automatic_tax).toBeUndefined();
    // Without the setting, no dollar session asks for it either.
    await provider.createCheckoutSession(germanCheckout({ currency: 'USD', locale: 'en-us' }));
    expect((fake.requests.at(-1)!.body as Record<string, unknown>).automatic_tax).toBeUndefined();
  });

  it('creates a Checkout Session with line items in minor units, locale, URLs, shipping and metadata', async () => {
    const input = germanCheckout();
    const created = await provider.createCheckoutSession(input);
    expect(created.id).toMatch(/^cs_test_/);
    expect(created.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);

    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.idempotencyKey).toBe(input.idempotencyKey);
    expect(request.headers.authorization).toBe('Bearer sk_test_123');
    const body = createBody(request);
    expect(body.mode).toBe('payment');
    expect(body.line_items).toEqual([
      {
        quantity: '1',
        price_data: {
          currency: 'eur',
          unit_amount: '3499',
          product_data: {
            name: 'Premium Sweatshirt',
            description: 'M · black',
            images: ['https://cdn.example.com/u/photo.jpg'],
          },
        },
      },
      {
        quantity: '1',
        price_data: { currency: 'eur', unit_amount: '1000', product_data: { name: 'Animated transformation' } },
      },
    ]);
    expect(body.locale).toBe('de');
    expect(body.success_url).toBe(input.successUrl);
    expect(body.cancel_url).toBe(input.cancelUrl);
    expect(body.customer_email).toBe('kundin@example.de');
    expect(body.metadata).toEqual(input.metadata);
    expect(body.metadata.customerId).toBe(customerId);
    expect(body.payment_intent_data.metadata).toEqual(input.metadata);
    expect(body.shipping_address_collection.allowed_countries).toEqual(
      expect.arrayContaining(['US', 'CA', 'GB', 'DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'AT', 'CH', 'IE', 'PT']),
    );
    expect(fake.sessions.get(created.id)?.amount_total).toBe(4499);
  });

  it('charges a discount code as a one-use coupon named by the code, and expires the session (issue 21 §3)', async () => {
    const expiresAt = new Date(Math.ceil((Date.now() + 35 * 60_000) / 1000) * 1000);
    const input = germanCheckout({
      amountTotalMinor: 3999,
      discount: { code: 'WELCOME5', amountMinor: 500 },
      expiresAt,
    });
    const created = await provider.createCheckoutSession(input);
    const [coupon, session] = fake.requests.slice(-2);
    expect(coupon.path).toBe('/v1/coupons');
    expect(coupon.idempotencyKey).toBe(`${input.idempotencyKey}-coupon`);
    expect(coupon.body).toMatchObject({
      amount_off: '500',
      currency: 'eur',
      duration: 'once',
      max_redemptions: '1',
      name: 'WELCOME5',
      redeem_by: String(expiresAt.getTime() / 1000),
    });
    expect(session.body).toMatchObject({ expires_at: String(expiresAt.getTime() / 1000) });
    expect(fake.sessions.get(created.id)?.amount_total).toBe(3999);
    // A retried checkout reuses both.
    const again = await provider.createCheckoutSession(input);
    expect(again.id).toBe(created.id);
  });

  it('maps en-us to Stripe locale en, leaves out an unknown email and non-https images', async () => {
    await provider.createCheckoutSession(
      germanCheckout({
        locale: 'en-us',
        currency: 'USD',
        customerEmail: undefined,
        lineItems: [
          { name: 'Premium T-Shirt', unitAmountMinor: 3999, quantity: 1, imageUrl: 'http://localhost:3000/a.jpg' },
        ],
      }),
    );
    const body = createBody(fake.requests.at(-1)!);
    expect(body.locale).toBe('en');
    expect(body.customer_email).toBeUndefined();
    expect(body.line_items[0].price_data.currency).toBe('usd');
    expect(body.line_items[0].price_data.product_data.images).toBeUndefined();
  });

  it('returns the same session for the same idempotency key', async () => {
    const input = germanCheckout();
    const first = await provider.createCheckoutSession(input);
    const second = await provider.createCheckoutSession(input);
    expect(second).toEqual(first);
  });

  it('retrieves and maps a paid session', async () => {
    const input = germanCheckout();
    const { id } = await provider.createCheckoutSession(input);
    expect(await provider.retrieveCheckoutSession(id)).toMatchObject({
      id,
      status: 'open',
      paymentStatus: 'unpaid',
      paymentIntentId: null,
      shippingAddress: null,
    });

    const paid = fake.markPaid(id, {
      email: 'kundin@example.de',
      shipping: {
        name: 'Erika Mustermann',
        address: {
          line1: 'Heidestraße 17',
          line2: null,
          city: 'Köln',
          state: null,
          postal_code: '51147',
          country: 'DE',
        },
      },
    });
    const summary = await provider.retrieveCheckoutSession(id);
    expect(summary).toEqual({
      id,
      status: 'complete',
      paymentStatus: 'paid',
      paymentIntentId: paid.payment_intent,
      amountTotalMinor: 4499,
      currency: 'EUR',
      metadata: input.metadata,
      customerEmail: 'kundin@example.de',
      shippingAddress: {
        name: 'Erika Mustermann',
        line1: 'Heidestraße 17',
        line2: null,
        city: 'Köln',
        state: null,
        postalCode: '51147',
        country: 'DE',
      },
    });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${id}` });
  });

  it('returns null for an unknown session id', async () => {
    expect(await provider.retrieveCheckoutSession('cs_test_doesnotexist')).toBeNull();
    expect(await provider.retrieveCheckoutSession('../../v1/customers')).toBeNull();
  });

  it('turns Stripe errors into PAYMENT_PROVIDER_ERROR', async () => {
    const badKey = new StripePaymentProvider({
      secretKey: 'not_a_key',
      apiTarget: { host: fake.host, port: fake.port, protocol: 'http' },
    });
    await expect(badKey.createCheckoutSession(germanCheckout())).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_ERROR',
    });
  });
});

describe('toCheckoutSessionSummary', () => {
  it('reads an expanded payment intent and legacy shipping_details', () => {
    const summary = toCheckoutSessionSummary({
      id: 'cs_test_legacy',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      payment_intent: { id: 'pi_expanded', object: 'payment_intent' },
      amount_total: 4999,
      currency: 'usd',
      metadata: { customerId },
      customer_email: 'a@example.com',
      customer_details: null,
      collected_information: null,
      shipping_details: {
        name: 'Jane Doe',
        address: { line1: '1 Main St', line2: '', city: 'Austin', state: 'TX', postal_code: '73301', country: 'US' },
      },
    } as unknown as Parameters<typeof toCheckoutSessionSummary>[0]);
    expect(summary).toMatchObject({
      paymentIntentId: 'pi_expanded',
      currency: 'USD',
      customerEmail: 'a@example.com',
      shippingAddress: {
        name: 'Jane Doe',
        line1: '1 Main St',
        line2: null,
        city: 'Austin',
        state: 'TX',
        postalCode: '73301',
        country: 'US',
      },
    });
  });
});

describe('constructWebhookEvent', () => {
  it('refuses without a webhook secret', () => {
    const provider = new StripePaymentProvider({ secretKey: 'sk_test_123' });
    expect(() => provider.constructWebhookEvent(Buffer.from('{}'), 't=1,v1=abc')).toThrow(AppError);
  });
});

describe('parseStripeForm', () => {
  it('decodes nested brackets into objects and arrays', () => {
    expect(parseStripeForm('a=1&b[c]=2&d[0][e]=3&d[1][e]=4&f[g][0]=US&f[g][1]=CA')).toEqual({
      a: '1',
      b: { c: '2' },
      d: [{ e: '3' }, { e: '4' }],
      f: { g: ['US', 'CA'] },
    });
  });
});
