/** POST /api/webhooks/stripe: signed events record the order once (DESIGN.md "HTTP API"). */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders, processedWebhookEvents } from '../../db/schema/index.ts';
import type { CheckoutMetadata } from '../../payments/payment-provider.ts';
import { type FakeStripeServer, startFakeStripeServer } from '../../test-support/fake-stripe-server.ts';
import { buildTestApp, type DatabaseTarget, databaseTargets, type TestApp } from '../../test-support/test-app.ts';

const webhookSecret = 'whsec_test';

function signed(payload: string, secret = webhookSecret): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

function eventPayload(type: string, object: unknown, id = `evt_test_${Math.random().toString(36).slice(2)}`): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

describe.each(databaseTargets())('Stripe webhook on %s', (target: DatabaseTarget) => {
  let fake: FakeStripeServer;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeStripeServer();
    t = await buildTestApp(target, {
      stripe: {
        secretKey: 'sk_test_123',
        webhookSecret,
        apiTarget: { host: '127.0.0.1', port: fake.port, protocol: 'http' },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const post = (payload: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      payload,
    });

  /** A customer and a paid Stripe session (through the provider and the fake) for its order. */
  async function paidSession() {
    const created = await t.app.inject({ method: 'POST', url: '/api/customers' });
    expect(created.statusCode).toBe(201);
    const customerId = created.json<{ id: string }>().id;
    const metadata: CheckoutMetadata = {
      customerId,
      productType: 'hoodie',
      size: 'l',
      color: 'gray',
      discountApplied: 'true',
      priceBookId: 'storefront-usd',
      locale: 'en-us',
      variant: 'wowanimatedtees',
    };
    const { id } = await t.app.ctx.payments.createCheckoutSession({
      lineItems: [
        { name: 'Premium Hoodie', unitAmountMinor: 6999, quantity: 1 },
        { name: 'Animated transformation', unitAmountMinor: 1000, quantity: 1 },
      ],
      currency: 'USD',
      amountTotalMinor: 7999,
      locale: 'en-us',
      metadata,
      successUrl: 'http://localhost:3000/en-us/wowanimatedtees/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/en-us/wowanimatedtees/customize',
      idempotencyKey: `key-${customerId}`,
    });
    const session = fake.markPaid(id, { email: 'buyer@example.com' });
    return { customerId, session };
  }

  const ordersOf = (customerId: string) =>
    t.app.ctx.database.db.select().from(orders).where(eq(orders.customerId, customerId));

  it('records the order of a paid checkout.session.completed once, and ignores a replay', async () => {
    const { customerId, session } = await paidSession();
    const payload = eventPayload('checkout.session.completed', session);

    const response = await post(payload, signed(payload));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });

    const recorded = await ordersOf(customerId);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      checkoutSessionId: session.id,
      paymentProvider: 'stripe',
      paymentIntentId: session.payment_intent,
      paymentStatus: 'paid',
      amountTotalMinor: 7999,
      currency: 'USD',
      productType: 'hoodie',
      size: 'l',
      color: 'gray',
      discountApplied: true,
      priceBookId: 'storefront-usd',
      locale: 'en-us',
      email: 'buyer@example.com',
      shippingAddress: { name: 'Jane Doe', line1: '1 Main Street', country: 'US', postalCode: '62701' },
    });
    const [customer] = await t.app.ctx.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(customer).toMatchObject({
      stripeCheckoutSessionId: session.id,
      paymentStatus: 'paid',
      paymentAmount: 79.99,
    });

    const replay = await post(payload, signed(payload));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await ordersOf(customerId)).toHaveLength(1);
  });

  it('records nothing for an unpaid completed session, and marks other events processed', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/customers' });
    const customerId = created.json<{ id: string }>().id;
    const unpaid = {
      id: 'cs_test_unpaid',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'unpaid',
      payment_intent: 'pi_unpaid',
      amount_total: 7999,
      currency: 'usd',
      metadata: { customerId },
    };
    const payload = eventPayload('checkout.session.completed', unpaid);
    expect((await post(payload, signed(payload))).statusCode).toBe(200);
    expect(await ordersOf(customerId)).toHaveLength(0);

    const other = eventPayload('payment_intent.created', { id: 'pi_1', object: 'payment_intent' }, 'evt_other_1');
    const response = await post(other, signed(other));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    const rows = await t.app.ctx.database.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.id, 'evt_other_1'));
    expect(rows).toMatchObject([{ type: 'payment_intent.created' }]);
  });

  it('refuses a bad signature with 400 and records nothing', async () => {
    const { customerId, session } = await paidSession();
    const payload = eventPayload('checkout.session.completed', session);
    const response = await post(payload, signed(payload, 'whsec_wrong'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'WEBHOOK_SIGNATURE_INVALID' } });
    // A body changed after signing fails too.
    const tampered = await post(payload.replace('7999', '1'), signed(payload));
    expect(tampered.statusCode).toBe(400);
    expect(await ordersOf(customerId)).toHaveLength(0);
  });

  it('refuses a missing signature with 400', async () => {
    const { session } = await paidSession();
    const response = await post(eventPayload('checkout.session.completed', session));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'WEBHOOK_SIGNATURE_INVALID' } });
  });

  it('leaves JSON parsing of other routes alone', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/customers' });
    const { id } = created.json<{ id: string }>();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/customers/${id}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'someone@example.com' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'someone@example.com' });
  });
});

describe.each(databaseTargets())('Stripe webhook without Stripe on %s', (target: DatabaseTarget) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 404 NOT_FOUND when the local provider is active', async () => {
    const payload = eventPayload('checkout.session.completed', {});
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed(payload) },
      payload,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
