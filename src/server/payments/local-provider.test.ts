/** The local test payment provider and its hosted checkout page at /pay/:id (SPEC §2.8). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type DatabaseTarget, databaseTargets, type TestApp } from '../test-support/test-app.ts';
import { luhnValid, parseExpiry, validateCheckoutForm } from './local-checkout-page.ts';
import { LocalPaymentProvider } from './local-provider.ts';
import type { CreateCheckoutSessionInput } from './payment-provider.ts';

function checkoutInput(overrides: Partial<CreateCheckoutSessionInput> = {}): CreateCheckoutSessionInput {
  return {
    lineItems: [
      { name: 'Premium Sweatshirt', description: 'M · black', unitAmountMinor: 3999, quantity: 1 },
      { name: 'Animated transformation', unitAmountMinor: 1000, quantity: 1 },
    ],
    currency: 'USD',
    amountTotalMinor: 4999,
    customerEmail: 'jane@example.com',
    locale: 'en-us',
    metadata: {
      customerId: '0b6c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
      productType: 'sweatshirt',
      size: 'm',
      color: 'black',
      discountApplied: 'true',
      priceBookId: 'storefront-usd',
      locale: 'en-us',
      variant: 'wowanimatedtees',
    },
    successUrl: 'http://localhost:3000/en-us/wowanimatedtees/success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/en-us/wowanimatedtees/customize',
    idempotencyKey: `key-${Math.random()}`,
    ...overrides,
  };
}

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

function paymentForm(overrides: Record<string, string> = {}): string {
  return new URLSearchParams({
    email: 'jane@example.com',
    shippingName: 'Jane Doe',
    line1: '1 Main Street',
    line2: '',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62701',
    country: 'US',
    cardNumber: '4242 4242 4242 4242',
    expiry: `12 / ${nextYear}`,
    cvc: '123',
    ...overrides,
  }).toString();
}

describe.each(databaseTargets())('local payment provider on %s', (target: DatabaseTarget) => {
  let t: TestApp;
  let provider: LocalPaymentProvider;

  beforeAll(async () => {
    t = await buildTestApp(target);
    provider = t.app.ctx.payments as LocalPaymentProvider;
  });
  afterAll(async () => {
    await t?.close();
  });

  const pay = (id: string, form: string) =>
    t.app.inject({
      method: 'POST',
      url: `/pay/${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });

  it('is the active provider by default', () => {
    expect(provider).toBeInstanceOf(LocalPaymentProvider);
    expect(provider.name).toBe('local');
  });

  it('creates an open, unpaid session with an absolute /pay URL', async () => {
    const input = checkoutInput();
    const { id, url } = await provider.createCheckoutSession(input);
    expect(id).toMatch(/^cs_test_local_[a-z0-9]+$/);
    expect(url).toBe(`http://localhost:3000/pay/${id}`);
    expect(await provider.retrieveCheckoutSession(id)).toEqual({
      id,
      status: 'open',
      paymentStatus: 'unpaid',
      paymentIntentId: null,
      amountTotalMinor: 4999,
      currency: 'USD',
      metadata: input.metadata,
      customerEmail: 'jane@example.com',
      shippingAddress: null,
    });
    expect(await provider.retrieveCheckoutSession('cs_test_local_unknown')).toBeNull();
  });

  it('returns the same session for the same idempotency key, also when requests race', async () => {
    const input = checkoutInput();
    const results = await Promise.all([1, 2, 3].map(() => provider.createCheckoutSession(input)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await provider.createCheckoutSession(input)).toEqual(results[0]);
    const other = await provider.createCheckoutSession(checkoutInput());
    expect(other.id).not.toBe(results[0].id);
  });

  it('renders the hosted page in TEST MODE with line items, total and the form', async () => {
    const { id } = await provider.createCheckoutSession(checkoutInput());
    const response = await t.app.inject({ method: 'GET', url: `/pay/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('TEST MODE');
    expect(html).toContain('Premium Sweatshirt');
    expect(html).toContain('Animated transformation');
    expect(html).toContain('$39.99');
    expect(html).toContain('$10.00');
    expect(html).toContain('$49.99');
    expect(html).toContain('Pay $49.99');
    expect(html).toContain('4242 4242 4242 4242');
    expect(html).toContain('4000 0000 0000 0002');
    for (const label of [
      'Email',
      'Name on shipping',
      'Address',
      'City',
      'Postal code',
      'Card number',
      'Expiry (MM/YY)',
      'CVC',
    ]) {
      expect(html).toMatch(new RegExp(`<label for="\\w+">${label.replace(/[()/]/g, '\\$&')}</label>`));
    }
    expect(html).toContain('value="jane@example.com"');
    expect(html).toContain('autocomplete="cc-number"');
    expect(html).toContain('Cancel and return to the shop');
    expect(html).toContain('href="http://localhost:3000/en-us/wowanimatedtees/customize"');
    expect(html).toMatch(/<option value="US" selected>/);
  });

  it('renders German copy and euro amounts for a de session', async () => {
    const { id } = await provider.createCheckoutSession(
      checkoutInput({
        locale: 'de',
        currency: 'EUR',
        lineItems: [{ name: 'Premium Sweatshirt', unitAmountMinor: 4999, quantity: 1 }],
        customerEmail: undefined,
      }),
    );
    const html = (await t.app.inject({ method: 'GET', url: `/pay/${id}` })).body;
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain('TESTMODUS');
    expect(html).toContain('Kartennummer');
    expect(html).toMatch(/49,99\u00a0€ bezahlen/);
    expect(html).toMatch(/<option value="DE" selected>Deutschland<\/option>/);
  });

  it('escapes interpolated values', async () => {
    const { id } = await provider.createCheckoutSession(
      checkoutInput({ lineItems: [{ name: '<script>alert(1)</script>', unitAmountMinor: 4999, quantity: 1 }] }),
    );
    const html = (await t.app.inject({ method: 'GET', url: `/pay/${id}` })).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('answers an HTML 404 page for an unknown session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/pay/cs_test_local_nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Checkout not found');
  });

  it('pays with 4242 4242 4242 4242: 303 to the success URL, session paid with the shipping address', async () => {
    const { id } = await provider.createCheckoutSession(checkoutInput());
    const response = await pay(id, paymentForm({ email: 'payer@example.com', line2: 'Apt 4' }));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`http://localhost:3000/en-us/wowanimatedtees/success?session_id=${id}`);
    const session = await provider.retrieveCheckoutSession(id);
    expect(session).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
      customerEmail: 'payer@example.com',
      shippingAddress: {
        name: 'Jane Doe',
        line1: '1 Main Street',
        line2: 'Apt 4',
        city: 'Springfield',
        state: 'IL',
        postalCode: '62701',
        country: 'US',
      },
    });
    expect(session?.paymentIntentId).toMatch(/^pi_test_local_/);

    // The page of a paid session goes straight to the success page.
    const again = await t.app.inject({ method: 'GET', url: `/pay/${id}` });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toContain(`session_id=${id}`);
  });

  it('does not charge twice when the form is submitted again', async () => {
    const { id } = await provider.createCheckoutSession(checkoutInput());
    expect((await pay(id, paymentForm())).statusCode).toBe(303);
    const first = await provider.retrieveCheckoutSession(id);
    const second = await pay(id, paymentForm({ shippingName: 'Someone Else' }));
    expect(second.statusCode).toBe(303);
    const after = await provider.retrieveCheckoutSession(id);
    expect(after?.paymentIntentId).toBe(first?.paymentIntentId);
    expect(after?.shippingAddress?.name).toBe('Jane Doe');
    // Direct concurrent completions: exactly one wins.
    const { id: raced } = await provider.createCheckoutSession(checkoutInput());
    const details = { email: 'a@example.com', shippingAddress: after!.shippingAddress! };
    const results = await Promise.all([
      provider.completeSession(raced, details),
      provider.completeSession(raced, details),
    ]);
    expect(results.filter((r) => r.paid)).toHaveLength(1);
  });

  it('declines 4000 0000 0000 0002 with 402; the session stays open and unpaid', async () => {
    const { id } = await provider.createCheckoutSession(checkoutInput());
    const response = await pay(id, paymentForm({ cardNumber: '4000 0000 0000 0002' }));
    expect(response.statusCode).toBe(402);
    expect(response.body).toContain('Your card was declined.');
    expect(response.body).not.toContain('4000 0000 0000 0002"');
    expect(response.body).toContain('value="Jane Doe"');
    expect(await provider.retrieveCheckoutSession(id)).toMatchObject({ status: 'open', paymentStatus: 'unpaid' });
  });

  it('declines in the session language', async () => {
    const { id } = await provider.createCheckoutSession(checkoutInput({ locale: 'fr', currency: 'EUR' }));
    const response = await pay(id, paymentForm({ cardNumber: '4000000000000002', country: 'FR', state: '' }));
    expect(response.statusCode).toBe(402);
    expect(response.body).toContain('Votre carte a été refusée.');
  });

  it('re-renders with 422 and field messages for a bad card number, past expiry and bad CVC', async () => {
    const { id } = await provider.createCheckoutSession(checkoutInput());
    const response = await pay(id, paymentForm({ cardNumber: '4242 4242 4242 4241', expiry: '01/20', cvc: '12' }));
    expect(response.statusCode).toBe(422);
    const html = response.body;
    expect(html).toContain('Your card number is invalid.');
    expect(html).toContain('Your card has expired.');
    expect(html).toContain('Your card&#39;s security code is invalid.');
    expect(html).toContain('Please correct the highlighted fields.');
    expect(html).toMatch(/id="cardNumber"[^>]*aria-invalid="true"/);
    // Other values are kept, the card number and CVC never echoed.
    expect(html).toContain('value="1 Main Street"');
    expect(html).toContain('id="cardNumber" name="cardNumber" type="text" autocomplete="cc-number" value=""');
    expect(html).not.toContain('4242 4242 4242 4241');
    expect(await provider.retrieveCheckoutSession(id)).toMatchObject({ status: 'open', paymentStatus: 'unpaid' });
  });

  it('re-renders with 422 for missing fields, a bad email and an impossible month', async () => {
    const { id } = await provider.createCheckoutSession(checkoutInput());
    const response = await pay(id, paymentForm({ email: 'not-an-email', city: '', state: '', expiry: '13/30' }));
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Enter a valid email address.');
    expect(response.body).toContain('This field is required.');
    expect(response.body).toContain('Enter the expiry date as MM/YY.');
    expect(response.body).toMatch(/id="city"[^>]*aria-invalid="true"/);
    expect(response.body).toMatch(/id="state"[^>]*aria-invalid="true"/);
  });
});

describe('checkout form rules', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const valid = {
    email: 'jane@example.com',
    shippingName: 'Jane Doe',
    line1: '1 Main Street',
    line2: '',
    city: 'Berlin',
    state: '',
    postalCode: '10115',
    country: 'DE',
    cardNumber: '4242424242424242',
    expiry: '06/26',
    cvc: '1234',
  };

  it('checks card numbers with Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('parses expiry dates', () => {
    expect(parseExpiry('12/34')).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry(' 1 / 2030 ')).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry('00/30')).toBeNull();
    expect(parseExpiry('1230')).toBeNull();
  });

  it('accepts the current month, no state outside US/CA/AU, and returns trimmed values', () => {
    const result = validateCheckoutForm(valid, now);
    expect(result).toEqual({
      ok: true,
      values: {
        email: 'jane@example.com',
        cardDigits: '4242424242424242',
        shippingAddress: {
          name: 'Jane Doe',
          line1: '1 Main Street',
          line2: null,
          city: 'Berlin',
          state: null,
          postalCode: '10115',
          country: 'DE',
        },
      },
    });
  });

  it('refuses last month, 12-digit numbers, unknown countries and a missing US state', () => {
    const result = validateCheckoutForm({ ...valid, expiry: '05/26', cardNumber: '424242424242', country: 'XX' }, now);
    expect(result).toEqual({ ok: false, errors: { expiry: 'expired', cardNumber: 'cardNumber', country: 'required' } });
    expect(validateCheckoutForm({ ...valid, country: 'US' }, now)).toEqual({
      ok: false,
      errors: { state: 'required' },
    });
  });
});
