/** The local provider's hosted checkout at /pay/:id, through the real app (SPEC §2.8). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions } from '#server/db/schema/index.ts';
import { buildTestApp, type DatabaseTarget, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import type { LocalPaymentProvider } from '../local-provider.ts';
import { checkoutInput, paymentForm } from './local-checkout.fixtures.ts';

describe.each(databaseTargets())('hosted test checkout on %s', (target: DatabaseTarget) => {
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
  const page = async (id: string) => (await t.app.inject({ method: 'GET', url: `/pay/${id}` })).body;

  it('renders the hosted page in TEST MODE with line items, total and the form', async () => {
    const { id } = await provider.createCheckoutSession(checkoutInput());
    const response = await t.app.inject({ method: 'GET', url: `/pay/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toMatch(/^<!doctype html><html lang="en-US">/);
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
    // Nothing personal to a holder of the id alone (issue 17 point 5): the email is not filled in.
    expect(html).toMatch(/<input id="email"[^>]*value=""/);
    expect(html).toMatch(/<input id="cardNumber"[^>]*autocomplete="cc-number"/i);
    expect(html).toContain('Cancel and return to the shop');
    expect(html).toContain('href="http://localhost:3000/en-us/wowanimatedtees/customize"');
    expect(html).toMatch(/<option value="US" selected="">/);
    // The US needs a state: the field is required from the start.
    expect(html).toMatch(/<input id="state"[^>]*required=""/);
  });

  it('shows a holder of the session id alone no personal data: no email, address or photo (issue 17, probe F10)', async () => {
    const photo = 'https://shop.example/files/customer-uploads/PhotoOfJane123.jpg';
    const { id } = await provider.createCheckoutSession(
      checkoutInput({
        customerEmail: 'jane.private@example.com',
        lineItems: [
          { name: 'Premium Sweatshirt', unitAmountMinor: 3999, quantity: 1, imageUrl: photo },
          { name: 'Animated transformation', unitAmountMinor: 1000, quantity: 1 },
        ],
      }),
    );
    const html = await page(id);
    expect(html).toContain('Premium Sweatshirt');
    expect(html).not.toContain('jane.private');
    expect(html).not.toContain('PhotoOfJane123');
    for (const field of ['email', 'shippingName', 'line1', 'line2', 'city', 'postalCode']) {
      expect(html, field).toMatch(new RegExp(`<input id="${field}"[^>]*value=""`));
    }
  });

  it('runs under a CSP without inline code: stylesheet and module script are files, page data in data-*', async () => {
    const { id } = await provider.createCheckoutSession(checkoutInput());
    const html = await page(id);
    expect(html).not.toMatch(/<style/i);
    expect(html).not.toMatch(/\sstyle=/i);
    const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^<script type="module" src="\/pay\/assets\/checkout-form\.[0-9a-f]{12}\.js">$/);
    expect(html).toMatch(/<link rel="stylesheet" href="\/pay\/assets\/checkout-page\.[0-9a-f]{12}\.css"\/>/);
    const data = /data-checkout="([^"]*)"/.exec(html)?.[1] ?? '';
    const decoded = JSON.parse(
      data
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, '&'),
    );
    expect(decoded).toMatchObject({
      processing: 'Processing…',
      errors: { cardNumber: 'Your card number is invalid.' },
    });
  });

  it('serves the browser module and the stylesheet with long caching, and 404 for other asset names', async () => {
    const { id } = await provider.createCheckoutSession(checkoutInput());
    const html = await page(id);
    const scriptUrl = /src="(\/pay\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const styleUrl = /href="(\/pay\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? '';

    const script = await t.app.inject({ method: 'GET', url: scriptUrl });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Bundled and minified JavaScript: the page's ids are there, TypeScript's annotations are not.
    expect(script.body).toContain('checkout-form');
    expect(script.body).toContain('aria-invalid');
    expect(script.body).not.toMatch(/\bimport\s|: HTMLInputElement/);

    const style = await t.app.inject({ method: 'GET', url: styleUrl });
    expect(style.statusCode).toBe(200);
    expect(style.headers['content-type']).toMatch(/^text\/css/);
    expect(style.body).toContain('.pay-button');

    const stale = await t.app.inject({ method: 'GET', url: '/pay/assets/checkout-form.000000000000.js' });
    expect(stale.statusCode).toBe(404);
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
    const html = await page(id);
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain('TESTMODUS');
    expect(html).toContain('Kartennummer');
    expect(html).toContain('Menge 1');
    expect(html).toMatch(/49,99\u00a0€ bezahlen/);
    expect(html).toMatch(/<option value="DE" selected="">Deutschland<\/option>/);
    expect(html).not.toMatch(/<input id="state"[^>]*required/);
  });

  it('escapes interpolated values', async () => {
    const { id } = await provider.createCheckoutSession(
      checkoutInput({
        lineItems: [
          { name: '<script>alert(1)</script>', description: '"><img src=x>', unitAmountMinor: 4999, quantity: 1 },
        ],
        cancelUrl: 'javascript:alert(1)',
      }),
    );
    const html = await page(id);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<img src=x>');
    expect(html).not.toContain('javascript:');
  });

  it('answers an HTML 404 page for an unknown session, and 410 for an expired one', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/pay/cs_test_local_nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Checkout not found');
    expect(response.body).toContain('<a href="/">Back to the shop</a>');

    const { id } = await provider.createCheckoutSession(checkoutInput({ locale: 'fr', currency: 'EUR' }));
    await t.app.ctx.database.db.update(checkoutSessions).set({ status: 'expired' }).where(eq(checkoutSessions.id, id));
    for (const method of ['GET', 'POST'] as const) {
      const closed = await t.app.inject({
        method,
        url: `/pay/${id}`,
        ...(method === 'POST'
          ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: paymentForm() }
          : {}),
      });
      expect(closed.statusCode).toBe(410);
      expect(closed.body).toContain('Paiement clôturé');
    }
  });

  it('answers 4xx, never 5xx, for session ids with control or odd characters', async () => {
    for (const id of [
      'cs_%00x',
      'cs_test_local_%00',
      'cs_%E2%80%AEx',
      '..%2F..%2Fetc%2Fpasswd',
      'cs_%ZZ',
      'x'.repeat(3000),
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await t.app.inject({
          method,
          url: `/pay/${id}`,
          ...(method === 'POST'
            ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: paymentForm() }
            : {}),
        });
        expect(response.statusCode, `${method} ${id.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${method} ${id.slice(0, 40)}`).toBeLessThan(500);
      }
    }
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
  });

  it('declines 4000 0000 0000 0002 with 402; the session stays open and unpaid', async () => {
    const { id } = await provider.createCheckoutSession(checkoutInput());
    const response = await pay(id, paymentForm({ cardNumber: '4000 0000 0000 0002' }));
    expect(response.statusCode).toBe(402);
    expect(response.body).toContain('Your card was declined.');
    expect(response.body).not.toContain('4000 0000 0000 0002"');
    expect(response.body).toMatch(/<input id="shippingName"[^>]*value="Jane Doe"/);
    expect(response.body).toMatch(/<div class="alert" id="form-alert" role="alert">Your card was declined.<\/div>/);
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
    expect(html).toContain('Your card&#x27;s security code is invalid.');
    expect(html).toContain('Please correct the highlighted fields.');
    expect(html).toMatch(/<input id="cardNumber"[^>]*aria-invalid="true"/);
    // Other values are kept, the card number and CVC never echoed.
    expect(html).toMatch(/<input id="line1"[^>]*value="1 Main Street"/);
    expect(html).toMatch(/<input id="cardNumber"[^>]*value=""/);
    expect(html).toMatch(/<input id="cvc"[^>]*value=""/);
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
    expect(response.body).toMatch(/<input id="city"[^>]*aria-invalid="true"/);
    expect(response.body).toMatch(/<input id="state"[^>]*aria-invalid="true"/);
  });

  it('refuses control characters and over-long values in the form with a 4xx; nothing is paid', async () => {
    const { id } = await provider.createCheckoutSession(checkoutInput());
    for (const form of [
      paymentForm({ shippingName: 'Jane\u0000Doe' }),
      paymentForm({ email: 'jane\u0000@example.com' }),
      paymentForm({ line1: 'x'.repeat(201) }),
    ]) {
      const response = await pay(id, form);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const tooLong = await pay(id, paymentForm({ line1: 'x'.repeat(201) }));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.body).toContain('This entry is too long or contains characters that are not allowed.');
    expect(await provider.retrieveCheckoutSession(id)).toMatchObject({ status: 'open', paymentStatus: 'unpaid' });
  });
});
