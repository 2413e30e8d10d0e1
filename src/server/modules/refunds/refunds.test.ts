/**
 * Cancel and refund through the built-in payment provider (issue 19 §5): a cancellation before
 * production refunds in full, partial refunds after delivery, too much is a 422 that writes nothing,
 * two refunds at once never give back more than was paid, a full refund makes the order `refunded`,
 * a refund left pending by a crash is resumed with its own key, one refund email per refund.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localRefunds, orderEvents, orders, refunds, staffAuditLog } from '#server/db/schema/index.ts';
import { refundResumeCron } from '#server/jobs/refund-resume.job.ts';
import { queueNames } from '#server/ports/job-queue.ts';
import { paidOrderRow } from '#server/test-support/paid-order-row.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import type { AdminOrderDetail, OrderRefund } from '#shared/api/admin-orders.schemas.ts';
import { resumeStalePendingRefunds } from './refunds.service.ts';

describe.each(databaseTargets())('cancel and refund, local provider, on %s (issue 19 §5)', (target) => {
  let t: TestApp;
  let staff: StaffLogin;

  beforeAll(async () => {
    t = await buildTestApp(target);
    staff = await loginAsStaff(t.app);
  });
  afterAll(async () => t?.close());

  /** A paid local-provider order of 54.43 USD written straight to the database. */
  async function order(overrides: Partial<typeof orders.$inferInsert> = {}) {
    const key = randomUUID();
    const [row] = await t.app.ctx.database.db
      .insert(orders)
      .values(
        paidOrderRow(key, 'https://shop.example/a.png', {
          customerId: null,
          checkoutSessionId: `cs_test_local_${key}`,
          paymentIntentId: `pi_test_local_${key}`,
          ...overrides,
        }),
      )
      .returning({ id: orders.id, orderNumber: orders.orderNumber, paymentIntentId: orders.paymentIntentId });
    return row;
  }

  const move = (orderNumber: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNumber}/transitions`,
      headers: staff.headers,
      payload,
    });
  const refund = (orderNumber: string, payload: Record<string, unknown>, headers = staff.headers) =>
    t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderNumber}/refunds`, headers, payload });
  const detail = async (orderNumber: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderNumber}`, headers: staff.headers })
    ).json<AdminOrderDetail>();
  const db = () => t.app.ctx.database.db;
  const refundEmails = (refundId: string) => t.app.ctx.jobs.find(queueNames.refundEmail, { id: refundId });

  async function deliver(orderNumber: string) {
    expect((await move(orderNumber, { to: 'in_production' })).statusCode).toBe(200);
    expect((await move(orderNumber, { to: 'shipped', carrier: 'DHL', trackingNumber: 'A1' })).statusCode).toBe(200);
    expect((await move(orderNumber, { to: 'delivered' })).statusCode).toBe(200);
  }

  it('cancels a test order before production and refunds it in full through the local provider records', async () => {
    const o = await order({ testMode: true });
    const res = await move(o.orderNumber, { to: 'cancelled', note: 'Customer changed their mind' });
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminOrderDetail>();
    expect(body).toMatchObject({
      status: 'cancelled',
      refundedMinor: 5443,
      refundableMinor: 0,
      allowedTransitions: [],
    });
    expect(body.refunds).toEqual([
      expect.objectContaining({
        amountMinor: 5443,
        currency: 'USD',
        status: 'succeeded',
        failureReason: null,
        reason: 'Order cancelled: Customer changed their mind',
        staffEmail: staff.email,
      }),
    ]);
    expect(body.events.map((e) => `${e.from}>${e.to}`)).toEqual(['paid>cancelled', 'cancelled>cancelled']);
    expect(body.events[1].note).toBe('Refunded $54.43: Order cancelled: Customer changed their mind');

    // The local provider recorded the money given back, under the refund's own idempotency key.
    const [row] = await db().select().from(refunds).where(eq(refunds.orderId, o.id));
    const local = await db().select().from(localRefunds).where(eq(localRefunds.idempotencyKey, row.idempotencyKey));
    expect(local).toEqual([
      expect.objectContaining({ id: row.providerRefundId, paymentIntentId: o.paymentIntentId, amountMinor: 5443 }),
    ]);
    expect(await refundEmails(row.id)).toHaveLength(1);
  });

  it('refuses to cancel after production and refunds nothing', async () => {
    const o = await order();
    await move(o.orderNumber, { to: 'in_production' });
    const res = await move(o.orderNumber, { to: 'cancelled' });
    expect(res.statusCode).toBe(409);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, o.id))).toEqual([]);
  });

  it('refunds partly after delivery, then answers 422 for more than is left and writes nothing', async () => {
    const o = await order();
    await deliver(o.orderNumber);
    const partial = await refund(o.orderNumber, { amountMinor: 1000, reason: '  Print faded  ' });
    expect(partial.statusCode).toBe(201);
    const made = partial.json<OrderRefund>();
    expect(made).toMatchObject({ amountMinor: 1000, currency: 'USD', status: 'succeeded', reason: 'Print faded' });

    const after = await detail(o.orderNumber);
    expect(after).toMatchObject({
      status: 'delivered',
      refundedMinor: 1000,
      refundableMinor: 4443,
      daysSinceDelivery: 0,
    });
    expect(after.deliveredAt).not.toBeNull();
    expect(after.events.at(-1)).toMatchObject({
      from: 'delivered',
      to: 'delivered',
      note: 'Refunded $10.00: Print faded',
      staffEmail: staff.email,
    });

    const eventsBefore = await db().select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    const localBefore = await db().select().from(localRefunds);
    const tooMuch = await refund(o.orderNumber, { amountMinor: 4444, reason: 'Wrong size' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.code).toBe('REFUND_EXCEEDS_PAID');
    expect(await db().select().from(refunds).where(eq(refunds.orderId, o.id))).toHaveLength(1);
    expect(await db().select().from(orderEvents).where(eq(orderEvents.orderId, o.id))).toHaveLength(
      eventsBefore.length,
    );
    expect(await db().select().from(localRefunds)).toHaveLength(localBefore.length);

    // The audit log has the refund, with who asked.
    const audit = await db().select().from(staffAuditLog).where(eq(staffAuditLog.action, 'order_refunded'));
    expect(audit.map((a) => a.target)).toContain(`${o.orderNumber} 1000 USD succeeded`);
  });

  it('moves an order refunded in full to refunded, with one refund email per refund and no status email', async () => {
    const o = await order();
    await deliver(o.orderNumber);
    const first = (await refund(o.orderNumber, { amountMinor: 443, reason: 'Late' })).json<OrderRefund>();
    const second = await refund(o.orderNumber, { amountMinor: 5000, reason: 'Returned within 30 days' });
    expect(second.statusCode).toBe(201);
    const after = await detail(o.orderNumber);
    expect(after).toMatchObject({ status: 'refunded', refundedMinor: 5443, refundableMinor: 0 });
    const last = after.events.at(-1);
    expect(last).toMatchObject({ from: 'delivered', to: 'refunded' });
    expect(await refundEmails(first.id)).toHaveLength(1);
    expect(await refundEmails(second.json<OrderRefund>().id)).toHaveLength(1);
    // The move to `refunded` tells the customer through the refund email only.
    expect(await t.app.ctx.jobs.find(queueNames.orderEventEmail, { id: last?.id })).toHaveLength(0);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?q=${o.orderNumber}`,
      headers: staff.headers,
    });
    expect(list.json().orders[0]).toMatchObject({
      orderNumber: o.orderNumber,
      status: 'refunded',
      refundedMinor: 5443,
    });
    const totals = await t.app.inject({ method: 'GET', url: '/api/admin/orders/totals', headers: staff.headers });
    const usd = totals.json().amounts.find((a: { currency: string }) => a.currency === 'USD');
    expect(usd.refundedMinor).toBeGreaterThanOrEqual(5443);
    expect(usd.netMinor).toBe(usd.amountMinor - usd.refundedMinor);
    expect((await refund(o.orderNumber, { amountMinor: 1, reason: 'More' })).statusCode).toBe(422);
  });

  it('never refunds more than was paid when two refunds arrive at once', async () => {
    const o = await order();
    const results = await Promise.all([
      refund(o.orderNumber, { amountMinor: 4000, reason: 'One' }),
      refund(o.orderNumber, { amountMinor: 4000, reason: 'Two' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const rows = await db().select().from(refunds).where(eq(refunds.orderId, o.id));
    expect(rows.map((r) => [r.amountMinor, r.status])).toEqual([[4000, 'succeeded']]);
    expect((await detail(o.orderNumber)).refundableMinor).toBe(1443);
  });

  it('resumes a refund a crash left pending with its own key: the provider refunds it once', async () => {
    const o = await order();
    // The process died after the provider made the refund and before its answer was recorded.
    const key = randomUUID();
    await db().insert(refunds).values({
      orderId: o.id,
      amountMinor: 2000,
      currency: 'USD',
      reason: 'Crashed',
      status: 'pending',
      provider: 'local',
      idempotencyKey: key,
      staffUserId: null,
    });
    const made = await t.app.ctx.paymentProviders.local.refund({
      paymentIntentId: o.paymentIntentId ?? '',
      amountMinor: 2000,
      currency: 'USD',
      idempotencyKey: key,
      reason: 'Crashed',
    });
    // While pending it holds its amount back.
    expect((await detail(o.orderNumber)).refundableMinor).toBe(3443);
    expect((await refund(o.orderNumber, { amountMinor: 3444, reason: 'Too much' })).statusCode).toBe(422);

    const next = await refund(o.orderNumber, { amountMinor: 1000, reason: 'Next' });
    expect(next.statusCode).toBe(201);
    const rows = await db().select().from(refunds).where(eq(refunds.orderId, o.id));
    expect(rows.find((r) => r.idempotencyKey === key)).toMatchObject({
      status: 'succeeded',
      providerRefundId: made.providerRefundId,
    });
    expect(await db().select().from(localRefunds).where(eq(localRefunds.idempotencyKey, key))).toHaveLength(1);
    expect((await detail(o.orderNumber)).refundedMinor).toBe(3000);
  });

  it('resumes refunds pending for minutes on the schedule, and leaves one still in flight alone', async () => {
    const o = await order();
    const pending = (amountMinor: number, createdAt: Date) =>
      db()
        .insert(refunds)
        .values({
          orderId: o.id,
          amountMinor,
          currency: 'USD',
          reason: 'Left pending',
          status: 'pending',
          provider: 'local',
          idempotencyKey: randomUUID(),
          staffUserId: null,
          createdAt,
        })
        .returning();
    const [stale] = await pending(1500, new Date(Date.now() - 10 * 60_000));
    const [fresh] = await pending(500, new Date());
    const result = await resumeStalePendingRefunds(t.app.ctx);
    expect(result.orders).toBeGreaterThanOrEqual(1);
    const rows = await db().select().from(refunds).where(eq(refunds.orderId, o.id));
    expect(rows.find((r) => r.id === stale.id)?.status).toBe('succeeded');
    expect(rows.find((r) => r.id === fresh.id)?.status).toBe('pending');
    expect(await refundEmails(stale.id)).toHaveLength(1);
    expect(await t.app.ctx.jobs.schedules()).toContainEqual(
      expect.objectContaining({ queue: queueNames.refundResume, cron: refundResumeCron }),
    );
  });

  it('answers 400 for a bad amount or no reason, 404 for an unknown order and 401 without staff', async () => {
    const o = await order();
    for (const amountMinor of [0, -5, 1.5, '100', null]) {
      const res = await refund(o.orderNumber, { amountMinor, reason: 'x' });
      expect(res.statusCode, String(amountMinor)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await refund(o.orderNumber, { amountMinor: 100, reason: '   ' })).statusCode).toBe(400);
    const unknown = await refund('WT-ZZZZZZ', { amountMinor: 100, reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('ORDER_NOT_FOUND');
    expect((await refund(o.orderNumber, { amountMinor: 100, reason: 'x' }, {})).statusCode).toBe(401);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, o.id))).toEqual([]);
  });
});
