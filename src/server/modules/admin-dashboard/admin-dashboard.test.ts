/**
 * Issue 19 §8: `GET /api/admin/dashboard` counts what waits (with the oldest), the last 30 days'
 * funnel and revenue per currency and day, leaves test orders out, and is for staff only.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, emailSent, emailTracking, orderEvents, orders } from '#server/db/schema/index.ts';
import { paidOrderRow } from '#server/test-support/paid-order-row.ts';
import { loginAsStaff, type StaffLogin } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import type { AdminDashboard } from '#shared/api/admin-dashboard.schemas.ts';
import { businessDaysBefore } from './admin-dashboard.service.ts';

const hour = 3_600_000;
const day = 24 * hour;

describe('businessDaysBefore', () => {
  it('skips weekends', () => {
    // Wednesday 2026-11-25 12:00 UTC; 12 business days back is Monday 2026-11-09 12:00.
    expect(businessDaysBefore(new Date('2026-11-25T12:00:00Z'), 12).toISOString()).toBe('2026-11-09T12:00:00.000Z');
    // Monday back one business day is the Friday before.
    expect(businessDaysBefore(new Date('2026-11-23T08:00:00Z'), 1).toISOString()).toBe('2026-11-20T08:00:00.000Z');
  });
});

describe.each(databaseTargets())('staff dashboard on %s', (target) => {
  let t: TestApp;
  let staff: StaffLogin;
  const now = Date.now();
  const ago = (ms: number) => new Date(now - ms);

  async function dashboard(): Promise<AdminDashboard> {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: staff.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  async function customer(values: Partial<typeof customers.$inferInsert> = {}): Promise<string> {
    const [row] = await t.app.ctx.database.db.insert(customers).values(values).returning({ id: customers.id });
    return row.id;
  }

  async function order(
    values: Partial<typeof orders.$inferInsert>,
    reached?: { status: string; from: string; at: Date },
  ): Promise<void> {
    const { db } = t.app.ctx.database;
    const customerId = await customer();
    const [row] = await db
      .insert(orders)
      .values(
        paidOrderRow(customerId, 'https://shop.example/files/x.png', { checkoutSessionId: randomUUID(), ...values }),
      )
      .returning({ id: orders.id });
    if (reached) {
      await db.insert(orderEvents).values({
        orderId: row.id,
        at: reached.at,
        actorKind: 'staff',
        fromStatus: reached.from,
        toStatus: reached.status,
      });
    }
  }

  async function orderLinkEmail(email: string, sentAt: Date, opened: boolean): Promise<void> {
    const { db } = t.app.ctx.database;
    const [row] = await db
      .insert(emailSent)
      .values({ email, subject: 'Your artwork', locale: 'en-us', kind: 'order-link', sentAt })
      .returning({ id: emailSent.id });
    if (opened) await db.insert(emailTracking).values({ emailId: row.id, openedAt: new Date(sentAt.getTime() + hour) });
  }

  beforeAll(async () => {
    t = await buildTestApp(target);
    staff = await loginAsStaff(t.app);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 without a staff session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });

  it('shows an empty shop as zeros, with 30 days in the window', async () => {
    const body = await dashboard();
    for (const queue of Object.values(body.queues)) expect(queue).toEqual({ count: 0, oldestAt: null });
    expect(body.funnel).toMatchObject({ previewRequested: 0, artworkSent: 0, emailOpened: 0, ordered: 0 });
    expect(body.revenue).toEqual([]);
    expect(Date.parse(body.generatedAt) - Date.parse(body.funnel.from)).toBeGreaterThan(28 * day);
    expect(Date.parse(body.generatedAt) - Date.parse(body.funnel.from)).toBeLessThanOrEqual(30 * day);
  });

  it('counts what waits with the oldest, the funnel and revenue, without test orders', async () => {
    // Preview requests: one waiting; one answered by one click; one answered by an order-link email;
    // one without an email (cannot be answered, not counted).
    const waitingSince = ago(5 * hour);
    await customer({ email: 'wait@example.com', previewRequested: true, previewRequestedAt: waitingSince });
    await customer({ email: 'later@example.com', previewRequested: true, previewRequestedAt: ago(6 * hour) });
    await customer({
      email: 'sent@example.com',
      previewRequested: true,
      previewRequestedAt: ago(8 * hour),
      previewSentAt: ago(7 * hour),
    });
    await customer({ email: 'Linked@example.com', previewRequested: true, previewRequestedAt: ago(3 * hour) });
    await customer({ previewRequested: true, previewRequestedAt: ago(9 * hour) });
    await orderLinkEmail('linked@example.com', ago(2 * hour), true);
    await orderLinkEmail('later@example.com', ago(7 * hour), false); // before its request: no answer
    await orderLinkEmail('old@example.com', ago(40 * day), true); // outside the window

    // Orders: real ones in USD unless said; test ones older, so they would be the oldest if counted.
    await order({ createdAt: ago(2 * day) });
    await order({ createdAt: ago(hour), email: 'linked@example.com', currency: 'EUR', amountTotalMinor: 4999 });
    await order({ createdAt: ago(10 * day), testMode: true });
    await order({ createdAt: ago(5 * day), status: 'on_hold' }, { status: 'on_hold', from: 'paid', at: ago(3 * day) });
    await order(
      { createdAt: ago(25 * day), status: 'shipped' },
      { status: 'shipped', from: 'in_production', at: ago(20 * day) },
    );
    await order(
      { createdAt: ago(4 * day), status: 'shipped' },
      { status: 'shipped', from: 'in_production', at: ago(2 * day) },
    );
    await order(
      { createdAt: ago(28 * day), status: 'shipped', testMode: true },
      { status: 'shipped', from: 'in_production', at: ago(27 * day) },
    );
    await order({ createdAt: ago(45 * day), status: 'delivered' });

    const body = await dashboard();
    expect(body.queues.previewRequests).toEqual({ count: 2, oldestAt: ago(6 * hour).toISOString() });
    expect(body.queues.paidNotInProduction).toEqual({ count: 2, oldestAt: ago(2 * day).toISOString() });
    expect(body.queues.onHold).toEqual({ count: 1, oldestAt: ago(3 * day).toISOString() });
    expect(body.queues.shippedOverdue).toEqual({ count: 1, oldestAt: ago(20 * day).toISOString() });

    expect(body.funnel).toMatchObject({ previewRequested: 4, artworkSent: 2, emailOpened: 1, ordered: 1 });

    expect(body.revenue.map((r) => [r.currency, r.totalMinor, r.orders])).toEqual([
      ['EUR', 4999, 1],
      ['USD', 4 * 5443, 4],
    ]);
    for (const series of body.revenue) expect(series.days).toHaveLength(30);
    const usd = body.revenue[1];
    const twoDaysAgo = ago(2 * day)
      .toISOString()
      .slice(0, 10);
    expect(usd.days.find((d) => d.day === twoDaysAgo)?.amountMinor).toBeGreaterThanOrEqual(5443);
    expect(usd.days.at(0)?.day).toBe(body.funnel.from);
  });
});
