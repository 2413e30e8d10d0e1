/**
 * Cancel and refund through Stripe, against the local fake of Stripe's API (issue 19 §5):
 * `POST /v1/refunds` with the payment intent, amount and Idempotency-Key; `refund.*` webhooks
 * reconcile dashboard refunds and refunds that fail later; replays change nothing; one refund email
 * per refund whichever of the API answer and the webhook comes first.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds } from '#server/db/schema/index.ts';
import { queueNames } from '#server/ports/job-queue.ts';
import { type FakeStripeServer, startFakeStripeServer } from '#server/test-support/fake-stripe-server.ts';
import { paidOrderRow } from '#server/test-support/paid-order-row.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import type { AdminOrderDetail, OrderRefund } from '#shared/api/admin-orders.schemas.ts';
import type { CheckoutMetadata } from '../payment-provider.ts';

const webhookSecret = 'whsec_test';

function eventPayload(type: string, object: unknown, id = `evt_test_${randomUUID()}`): string {
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

describe.each(databaseTargets())('cancel and refund through Stripe on %s (issue 19 §5)', (target) => {
  let fake: FakeStripeServer;
  let t: TestApp;
  let staff: StaffLogin;

  beforeAll(async () => {
    fake = await startFakeStripeServer();
    t = await buildTestApp(target, {
      stripe: {
        secretKey: 'sk_test_123',
        webhookSecret,
        apiTarget: { host: '127.0.0.1', port: fake.port, protocol: 'http' },
      },
    });
    staff = await loginAsStaff(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** A Stripe session paid at the fake (79.99 USD) and its order, recorded as the webhook would. */
  async function stripeOrder() {
    const customerId = randomUUID();
    const metadata: CheckoutMetadata = {
      customerId,
      productType: 'hoodie',
      size: 'l',
      color: 'gray',
      discountApplied: 'false',
      priceBookId: 'storefront-usd',
      locale: 'en-us',
      variant: 'wowanimatedtees',
    };
    const { id } = await t.app.ctx.payments.createCheckoutSession({
      lineItems: [{ name: 'Premium Hoodie', unitAmountMinor: 7999, quantity: 1 }],
      currency: 'USD',
      amountTotalMinor: 7999,
      locale: 'en-us',
      metadata,
      successUrl: 'http://localhost:3000/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/customize',
      idempotencyKey: `key-${customerId}`,
    });
    const session = fake.markPaid(id);
    const [row] = await t.app.ctx.database.db
      .insert(orders)
      .values(
        paidOrderRow(customerId, 'https://shop.example/a.png', {
          customerId: null,
          checkoutSessionId: session.id,
          paymentProvider: 'stripe',
          paymentIntentId: session.payment_intent,
          amountTotalMinor: 7999,
          testMode: true,
        }),
      )
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    return { ...row, paymentIntent: session.payment_intent ?? '' };
  }

  const move = (orderNumber: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNumber}/transitions`,
      headers: staff.headers,
      payload,
    });
  const refund = (orderNumber: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderNumber}/refunds`, headers: staff.headers, payload });
  const detail = async (orderNumber: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderNumber}`, headers: staff.headers })
    ).json<AdminOrderDetail>();
  const webhook = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
      },
      payload,
    });
  const refundRows = (orderId: string) =>
    t.app.ctx.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  const refundEmails = (refundId: string) => t.app.ctx.jobs.find(queueNames.refundEmail, { id: refundId });
  const refundRequests = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');

  it('cancels before production with a full refund: POST /v1/refunds with payment intent, amount and Idempotency-Key', async () => {
    const o = await stripeOrder();
    const before = refundRequests().length;
    const res = await move(o.orderNumber, { to: 'cancelled' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', refundedMinor: 7999, refundableMinor: 0 });

    const [row] = await refundRows(o.id);
    expect(row).toMatchObject({ status: 'succeeded', provider: 'stripe', amountMinor: 7999 });
    expect(row.providerRefundId).toMatch(/^re_/);
    const sent = refundRequests().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({ payment_intent: o.paymentIntent, amount: '7999' });
    expect(sent[0].idempotencyKey).toBe(row.idempotencyKey);
    expect(fake.refunds.get(row.providerRefundId ?? '')?.metadata.wowtees_refund_key).toBe(row.idempotencyKey);

    // Stripe's own refund.created for it finds the record by its id: nothing new, no second email.
    const echo = await webhook(eventPayload('refund.created', fake.refunds.get(row.providerRefundId ?? '')));
    expect(echo.statusCode).toBe(200);
    expect(await refundRows(o.id)).toHaveLength(1);
    expect(await refundEmails(row.id)).toHaveLength(1);
  });

  it('marks a refund that fails later failed: the refunded total drops and a refunded order goes back', async () => {
    const o = await stripeOrder();
    for (const step of [
      { to: 'in_production' },
      { to: 'shipped', carrier: 'UPS', trackingNumber: '1Z' },
      { to: 'delivered' },
    ]) {
      expect((await move(o.orderNumber, step)).statusCode).toBe(200);
    }
    const made = await refund(o.orderNumber, { amountMinor: 7999, reason: 'Wrong item' });
    expect(made.statusCode).toBe(201);
    expect(made.json<OrderRefund>().status).toBe('succeeded');
    expect((await detail(o.orderNumber)).status).toBe('refunded');

    const [row] = await refundRows(o.id);
    const failedPayload = eventPayload('refund.failed', fake.failRefund(row.providerRefundId ?? ''));
    const res = await webhook(failedPayload);
    expect(res.statusCode).toBe(200);
    const after = await detail(o.orderNumber);
    expect(after).toMatchObject({ status: 'delivered', refundedMinor: 0, refundableMinor: 7999 });
    expect(after.refunds).toEqual([
      expect.objectContaining({ status: 'failed', failureReason: 'expired_or_canceled_card' }),
    ]);
    expect(after.events.at(-1)).toMatchObject({ from: 'refunded', to: 'delivered', actorKind: 'provider' });

    // The same delivery again, and a later refund.updated saying the same: nothing changes.
    const replay = await webhook(failedPayload);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    await webhook(eventPayload('refund.updated', fake.refunds.get(row.providerRefundId ?? '')));
    const again = await detail(o.orderNumber);
    expect(again.events).toHaveLength(after.events.length);
    expect(again.refunds).toEqual(after.refunds);
    expect(await refundEmails(row.id)).toHaveLength(1);
  });

  it('records a refund made in the Stripe dashboard once, without a staff account, and emails it once', async () => {
    const o = await stripeOrder();
    const payload = eventPayload('refund.created', fake.dashboardRefund(o.paymentIntent, 1500));
    const res = await webhook(payload);
    expect(res.statusCode).toBe(200);
    const after = await detail(o.orderNumber);
    expect(after).toMatchObject({ status: 'paid', refundedMinor: 1500, refundableMinor: 6499 });
    expect(after.refunds).toEqual([
      expect.objectContaining({
        amountMinor: 1500,
        status: 'succeeded',
        staffEmail: null,
        reason: "Refunded in the payment provider's dashboard",
      }),
    ]);
    expect(after.events.at(-1)).toMatchObject({ from: 'paid', to: 'paid', actorKind: 'provider' });

    expect((await webhook(payload)).json()).toEqual({ received: true, duplicate: true });
    const [row] = await refundRows(o.id);
    await webhook(eventPayload('refund.updated', fake.refunds.get(row.providerRefundId ?? '')));
    expect(await refundRows(o.id)).toHaveLength(1);
    expect((await detail(o.orderNumber)).events).toHaveLength(after.events.length);
    expect(await refundEmails(row.id)).toHaveLength(1);
  });

  it('keeps a refund pending when Stripe does not answer, and resumes it with the same key on the next refund', async () => {
    const o = await stripeOrder();
    fake.refundBehaviour = 'server_error';
    const failed = await refund(o.orderNumber, { amountMinor: 2000, reason: 'Stain' });
    fake.refundBehaviour = 'succeeded';
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.code).toBe('PAYMENT_PROVIDER_ERROR');
    const [pending] = await refundRows(o.id);
    expect(pending).toMatchObject({ status: 'pending', providerRefundId: null });
    expect((await detail(o.orderNumber)).refundableMinor).toBe(5999);

    const next = await refund(o.orderNumber, { amountMinor: 1000, reason: 'Late' });
    expect(next.statusCode).toBe(201);
    const rows = await refundRows(o.id);
    expect(rows.find((r) => r.id === pending.id)?.status).toBe('succeeded');
    // Every request for the first refund, before and after, carried its one key.
    const keys = refundRequests()
      .filter((r) => r.body.payment_intent === o.paymentIntent && r.body.amount === '2000')
      .map((r) => r.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([pending.idempotencyKey]));
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === o.paymentIntent)).toHaveLength(2);
    expect((await detail(o.orderNumber)).refundedMinor).toBe(3000);
  });

  it('settles a refund once when its refund.created webhook arrives before Stripe answered the request', async () => {
    const o = await stripeOrder();
    // The shop wrote its pending row and Stripe made the refund; the answer is not recorded yet.
    const key = randomUUID();
    const [row] = await t.app.ctx.database.db
      .insert(refunds)
      .values({
        orderId: o.id,
        amountMinor: 2500,
        currency: 'USD',
        reason: 'Wrong colour',
        status: 'pending',
        provider: 'stripe',
        idempotencyKey: key,
        staffUserId: null,
      })
      .returning();
    const stripe = t.app.ctx.paymentProviders.stripe;
    if (!stripe) throw new Error('Stripe is configured in this test');
    const answer = await stripe.refund({
      paymentIntentId: o.paymentIntent,
      amountMinor: 2500,
      currency: 'USD',
      idempotencyKey: key,
      reason: 'Wrong colour',
    });
    // Stripe's event finds the row by the key in the refund's metadata.
    await webhook(eventPayload('refund.created', fake.refunds.get(answer.providerRefundId ?? '')));
    expect((await refundRows(o.id)).map((r) => [r.id, r.status, r.providerRefundId])).toEqual([
      [row.id, 'succeeded', answer.providerRefundId],
    ]);
    // Settled: the next refund of the order does not ask Stripe about it again, and nothing is doubled.
    expect((await refund(o.orderNumber, { amountMinor: 100, reason: 'Goodwill' })).statusCode).toBe(201);
    const rows = await refundRows(o.id);
    expect(rows).toHaveLength(2);
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === o.paymentIntent)).toHaveLength(2);
    expect(await refundEmails(row.id)).toHaveLength(1);
    const events = (await detail(o.orderNumber)).events;
    expect(events.filter((e) => e.note?.includes('Wrong colour'))).toHaveLength(1);
  });

  it('records a refund Stripe refuses as failed, with nothing refunded', async () => {
    const o = await stripeOrder();
    // Stripe refuses: more than the charge has left (someone refunded in the dashboard meanwhile).
    fake.dashboardRefund(o.paymentIntent, 7000);
    const res = await refund(o.orderNumber, { amountMinor: 5000, reason: 'Faded' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'failed', failureReason: expect.stringContaining('greater than') });
    expect((await detail(o.orderNumber)).refundedMinor).toBe(0);
  });
});
