import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, shipments, staffAuditLog } from '#server/db/schema/index.ts';
import { paidOrderRow } from '#server/test-support/paid-order-row.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import { transitionOrder } from './order-lifecycle.service.ts';

describe.each(databaseTargets())('order lifecycle on %s (issue 19 §2)', (target) => {
  let t: TestApp;
  let staff: StaffLogin;

  beforeAll(async () => {
    t = await buildTestApp(target);
    staff = await loginAsStaff(t.app);
  });
  afterAll(async () => t?.close());

  /** A paid order written straight to the database; answers its id and `WT-` number. */
  async function order(overrides: Partial<typeof orders.$inferInsert> = {}) {
    const key = randomUUID();
    const [row] = await t.app.ctx.database.db
      .insert(orders)
      .values(
        paidOrderRow(key, 'https://shop.example/a.png', {
          customerId: null,
          checkoutSessionId: `cs_${key}`,
          ...overrides,
        }),
      )
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    return row;
  }

  const move = (orderNumber: string, payload: Record<string, unknown>, headers = staff.headers) =>
    t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderNumber}/transitions`, headers, payload });

  it('moves an order paid -> in production -> shipped -> delivered, with a timeline and a shipment', async () => {
    const o = await order();
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${o.orderNumber}`,
      headers: staff.headers,
    });
    expect(detail.json()).toMatchObject({
      orderNumber: o.orderNumber,
      status: 'paid',
      refundedMinor: 0,
      events: [],
      shipments: [],
      refunds: [],
      allowedTransitions: ['in_production', 'on_hold', 'cancelled'],
    });

    const produced = await move(o.orderNumber.toLowerCase(), { to: 'in_production', note: 'Printing today' });
    expect(produced.statusCode).toBe(200);
    expect(produced.json()).toMatchObject({ status: 'in_production', allowedTransitions: ['shipped', 'on_hold'] });

    const shipped = await move(o.orderNumber, {
      to: 'shipped',
      carrier: 'DHL',
      trackingNumber: ' 00340434161094042557 ',
      trackingUrl: 'https://www.dhl.de/track?n=00340434161094042557',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().shipments).toEqual([
      expect.objectContaining({
        carrier: 'DHL',
        trackingNumber: '00340434161094042557',
        trackingUrl: 'https://www.dhl.de/track?n=00340434161094042557',
      }),
    ]);

    const delivered = await move(o.orderNumber, { to: 'delivered' });
    expect(delivered.statusCode).toBe(200);
    const body = delivered.json();
    expect(body.status).toBe('delivered');
    expect(body.allowedTransitions).toEqual([]);
    expect(body.events.map((e: { from: string; to: string }) => `${e.from}>${e.to}`)).toEqual([
      'paid>in_production',
      'in_production>shipped',
      'shipped>delivered',
    ]);
    expect(body.events[0]).toMatchObject({ actorKind: 'staff', staffEmail: staff.email, note: 'Printing today' });

    // Every staff move is in the audit log too.
    const audit = await t.app.ctx.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'order_status_changed'));
    expect(audit.map((a) => a.target)).toEqual(
      expect.arrayContaining([`${o.orderNumber} paid -> in_production`, `${o.orderNumber} shipped -> delivered`]),
    );
    expect(audit.find((a) => a.target?.startsWith(o.orderNumber))?.staffEmail).toBe(staff.email);
  });

  it('answers 409 INVALID_ORDER_TRANSITION for a move the lifecycle does not allow, and changes nothing', async () => {
    const o = await order();
    for (const to of ['shipped', 'delivered']) {
      const res = await move(o.orderNumber, { to, carrier: 'UPS', trackingNumber: '1Z999' });
      expect(res.statusCode, to).toBe(409);
      expect(res.json().error.code).toBe('INVALID_ORDER_TRANSITION');
    }
    expect((await move(o.orderNumber, { to: 'in_production' })).statusCode).toBe(200);
    // Cancelling is only before production (the refund that goes with it: issue 19 §5).
    const cancel = await move(o.orderNumber, { to: 'cancelled' });
    expect(cancel.statusCode).toBe(409);
    const events = await t.app.ctx.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    expect(events).toHaveLength(1);
  });

  it('holds an order with the reason staff see, and cancels a hold only before production', async () => {
    const early = await order();
    const noReason = await move(early.orderNumber, { to: 'on_hold', note: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.code).toBe('HOLD_REASON_REQUIRED');
    const held = await move(early.orderNumber, { to: 'on_hold', note: 'Address incomplete' });
    expect(held.json()).toMatchObject({
      status: 'on_hold',
      holdReason: 'Address incomplete',
      allowedTransitions: ['in_production', 'cancelled'],
    });
    const cancelled = await move(early.orderNumber, { to: 'cancelled', note: 'Customer asked' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', holdReason: null, allowedTransitions: [] });

    const late = await order();
    await move(late.orderNumber, { to: 'in_production' });
    const lateHold = await move(late.orderNumber, { to: 'on_hold', note: 'Printer jammed' });
    expect(lateHold.json().allowedTransitions).toEqual(['in_production']);
    expect((await move(late.orderNumber, { to: 'cancelled' })).statusCode).toBe(409);
  });

  it('needs carrier and tracking number to ship, and a tracking URL that is http(s)', async () => {
    const o = await order({ status: 'in_production' });
    const missing = await move(o.orderNumber, { to: 'shipped', carrier: 'DHL' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('SHIPMENT_DETAILS_REQUIRED');
    for (const trackingUrl of ['javascript:alert(1)', 'ftp://x.example/t', 'not a url']) {
      const bad = await move(o.orderNumber, { to: 'shipped', carrier: 'DHL', trackingNumber: '1', trackingUrl });
      expect(bad.statusCode, trackingUrl).toBe(400);
      expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    }
    const unknown = await move(o.orderNumber, { to: 'refunded' });
    expect(unknown.statusCode).toBe(400);
    const ok = await move(o.orderNumber, { to: 'shipped', carrier: 'DHL', trackingNumber: '1' });
    expect(ok.json().shipments[0].trackingUrl).toBeNull();
  });

  it('answers 404 for an unknown number and 401 without a staff session', async () => {
    const o = await order();
    for (const ref of ['WT-ZZZZZZ', 'nope', randomUUID()]) {
      const res = await move(ref, { to: 'in_production' });
      expect(res.statusCode, ref).toBe(404);
      expect(res.json().error.code).toBe('ORDER_NOT_FOUND');
    }
    expect((await move(o.orderNumber, { to: 'in_production' }, {})).statusCode).toBe(401);
  });

  it('gives one transition to two clicks at once: one 200, one 409, one event', async () => {
    const o = await order();
    const results = await Promise.all([
      move(o.orderNumber, { to: 'in_production' }),
      move(o.orderNumber, { to: 'cancelled' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().error.code).toBe('INVALID_ORDER_TRANSITION');
    const events = await t.app.ctx.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    // One status change; a winning cancel also writes its refund's event, which keeps the status.
    expect(events.filter((e) => e.fromStatus !== e.toStatus)).toHaveLength(1);
  });

  it('gives one transition to a provider webhook racing a staff click', async () => {
    const o = await order({ status: 'in_production' });
    const [click, webhook] = await Promise.allSettled([
      move(o.orderNumber, { to: 'shipped', carrier: 'DHL', trackingNumber: 'A1' }),
      transitionOrder(
        { db: t.app.ctx.database.db, jobs: t.app.ctx.jobs },
        {
          orderId: o.id,
          to: 'shipped',
          actor: { kind: 'provider' },
          shipment: { carrier: 'UPS', trackingNumber: 'B2' },
        },
      ),
    ]);
    const clickWon = click.status === 'fulfilled' && click.value.statusCode === 200;
    const webhookWon = webhook.status === 'fulfilled';
    expect(clickWon !== webhookWon).toBe(true);
    const db = t.app.ctx.database.db;
    expect(await db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id))).toHaveLength(1);
    expect(await db.select().from(shipments).where(eq(shipments.orderId, o.id))).toHaveLength(1);
  });
});
