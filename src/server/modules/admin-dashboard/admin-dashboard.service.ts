/**
 * The staff dashboard's numbers (issue 19 §8; `GET /api/admin/dashboard`): the queues that need
 * action now (count and oldest) and the last 30 days as a funnel and revenue per currency per day.
 * Everything is counted and summed in SQL (one small query each), never by loading rows. Test orders
 * (orders.test_mode, issue 17) are left out everywhere.
 */
import { and, eq, gte, ne, type SQL, sql } from 'drizzle-orm';
import { checkoutReminders, customers, emailSent, orderEvents, orderProofs, orders } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import {
  type AdminDashboard,
  type DashboardQueue,
  dashboardWindowDays,
  reminderAttributionDays,
} from '#shared/api/admin-dashboard.schemas.ts';
import { artworkSpendSince } from './artwork-spend.ts';

const dayMs = 86_400_000;

/** `YYYY-MM-DD` of `at` in UTC. */
function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The instant `days` business days (Monday to Friday, UTC; holidays not known) before `now`: a
 * parcel shipped before it has had more than `days` business days to arrive (SPEC §1).
 */
export function businessDaysBefore(now: Date, days: number): Date {
  let at = now.getTime();
  let counted = 0;
  while (counted < days) {
    at -= dayMs;
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) counted += 1;
  }
  return new Date(at);
}

function toIso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (typeof value === 'string' ? new Date(value) : value).toISOString();
}

const countInt = sql<number>`count(*)::int`.mapWith(Number);
const realOrder = eq(orders.testMode, false);

/** A timestamp parameter (an ISO string cast by the database, the same on PGlite and PostgreSQL). */
function at(value: Date): SQL {
  return sql`${value.toISOString()}::timestamptz`;
}

/** Preview requests with an email that neither the one-click send nor any order-link email answered since. */
async function waitingPreviewRequests(ctx: AppContext): Promise<DashboardQueue> {
  const requestedAt = sql`coalesce(${customers.previewRequestedAt}, ${customers.updatedAt})`;
  const [row] = await ctx.database.db
    .select({ count: countInt, oldestAt: sql<Date | null>`min(${requestedAt})`.mapWith(customers.updatedAt) })
    .from(customers)
    .where(
      and(
        sql`${customers.previewRequested}`,
        sql`${customers.email} is not null`,
        sql`${customers.previewSentAt} is null`,
        sql`not exists (
          select 1 from "email_sent" s
          where s."kind" = 'order-link'
            and lower(s."email") = lower(trim("customers"."email"))
            and s."sent_at" >= coalesce("customers"."preview_requested_at", "customers"."updated_at")
        )`,
      ),
    );
  return { count: row?.count ?? 0, oldestAt: toIso(row?.oldestAt ?? null) };
}

/** Real orders in `status`, aged from their paid time. */
async function ordersIn(ctx: AppContext, status: 'paid'): Promise<DashboardQueue> {
  const [row] = await ctx.database.db
    .select({ count: countInt, oldestAt: sql<Date | null>`min(${orders.createdAt})`.mapWith(orders.createdAt) })
    .from(orders)
    .where(and(realOrder, eq(orders.status, status)));
  return { count: row?.count ?? 0, oldestAt: toIso(row?.oldestAt ?? null) };
}

/**
 * Real orders in `status`, aged from the latest event that moved them there (an order without
 * such an event, written before events existed, from its paid time); only those that got there
 * at or before `before` when given.
 */
async function ordersSinceEvent(
  ctx: AppContext,
  status: 'on_hold' | 'shipped',
  before?: Date,
): Promise<DashboardQueue> {
  const { db } = ctx.database;
  const reached = db
    .select({ orderId: orderEvents.orderId, at: sql<Date>`max(${orderEvents.at})`.as('reached_at') })
    .from(orderEvents)
    // Refund events keep the status (from = to): not a move into it.
    .where(and(eq(orderEvents.toStatus, status), ne(orderEvents.fromStatus, orderEvents.toStatus)))
    .groupBy(orderEvents.orderId)
    .as('reached');
  const since = sql`coalesce(${reached.at}, ${orders.createdAt})`;
  const [row] = await db
    .select({ count: countInt, oldestAt: sql<Date | null>`min(${since})`.mapWith(orders.createdAt) })
    .from(orders)
    .leftJoin(reached, eq(reached.orderId, orders.id))
    .where(and(realOrder, eq(orders.status, status), before ? sql`${since} <= ${at(before)}` : undefined));
  return { count: row?.count ?? 0, oldestAt: toIso(row?.oldestAt ?? null) };
}

/**
 * Issue 20 §4: real orders whose proof waits on the customer (`pending`, aged from the proof sent)
 * or on staff (`change_requested`, aged from the customer's request).
 */
async function proofQueue(ctx: AppContext, state: 'pending' | 'change_requested'): Promise<DashboardQueue> {
  const since = state === 'pending' ? orderProofs.createdAt : orderProofs.decidedAt;
  const [row] = await ctx.database.db
    .select({ count: countInt, oldestAt: sql<Date | null>`min(${since})`.mapWith(orders.createdAt) })
    .from(orders)
    .innerJoin(
      orderProofs,
      and(
        eq(orderProofs.orderId, orders.id),
        sql`${orderProofs.round} = (select max(p."round") from "order_proofs" p where p."order_id" = ${orders.id})`,
      ),
    )
    .where(and(realOrder, eq(orders.proofState, state)));
  return { count: row?.count ?? 0, oldestAt: toIso(row?.oldestAt ?? null) };
}

/** The funnel's four counts since `from`. */
async function funnelSince(ctx: AppContext, from: Date): Promise<Omit<AdminDashboard['funnel'], 'from'>> {
  const { db } = ctx.database;
  const [requested] = await db
    .select({ n: countInt })
    .from(customers)
    .where(
      and(
        sql`${customers.previewRequested}`,
        sql`${customers.email} is not null`,
        sql`coalesce(${customers.previewRequestedAt}, ${customers.updatedAt}) >= ${at(from)}`,
      ),
    );
  const [sent] = await db
    .select({
      n: countInt,
      opened: sql<number>`count(*) filter (where exists (
        select 1 from "email_tracking" t where t."email_id" = "email_sent"."id"
      ))::int`.mapWith(Number),
    })
    .from(emailSent)
    .where(and(eq(emailSent.kind, 'order-link'), gte(emailSent.sentAt, sql`${at(from)}`)));
  const [ordered] = await db
    .select({ n: countInt })
    .from(orders)
    .where(
      and(
        realOrder,
        gte(orders.createdAt, sql`${at(from)}`),
        sql`exists (
          select 1 from "email_sent" s
          where s."kind" = 'order-link'
            and lower(s."email") = lower(trim("orders"."email"))
            and s."sent_at" <= "orders"."created_at"
        )`,
      ),
    );
  return {
    previewRequested: requested?.n ?? 0,
    artworkSent: sent?.n ?? 0,
    emailOpened: sent?.opened ?? 0,
    ordered: ordered?.n ?? 0,
  };
}

/** Real orders per currency and UTC day since `from`, every day of the window filled in. */
async function revenueSince(ctx: AppContext, from: Date, days: string[]): Promise<AdminDashboard['revenue']> {
  const currency = sql<string>`upper(${orders.currency})`;
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await ctx.database.db
    .select({
      currency,
      day,
      orders: countInt,
      amountMinor: sql<number>`sum(${orders.amountTotalMinor})::bigint`.mapWith(Number),
    })
    .from(orders)
    .where(and(realOrder, gte(orders.createdAt, sql`${at(from)}`)))
    .groupBy(currency, day);
  const byCurrency = new Map<string, Map<string, { amountMinor: number; orders: number }>>();
  for (const row of rows) {
    const perDay = byCurrency.get(row.currency) ?? new Map();
    perDay.set(row.day, { amountMinor: row.amountMinor, orders: row.orders });
    byCurrency.set(row.currency, perDay);
  }
  return [...byCurrency.keys()].sort().map((code) => {
    const perDay = byCurrency.get(code) ?? new Map();
    const series = days.map((d) => ({ day: d, ...(perDay.get(d) ?? { amountMinor: 0, orders: 0 }) }));
    return {
      currency: code,
      totalMinor: series.reduce((sum, d) => sum + d.amountMinor, 0),
      orders: series.reduce((sum, d) => sum + d.orders, 0),
      days: series,
    };
  });
}

/**
 * Issue 21 §6: reminders sent since `from`, and real orders since `from` paid within
 * {@link reminderAttributionDays} days after a reminder to their customer or address.
 */
async function recoveredSince(ctx: AppContext, from: Date): Promise<AdminDashboard['recovered']> {
  const { db } = ctx.database;
  const [sent] = await db
    .select({ n: countInt })
    .from(checkoutReminders)
    .where(gte(checkoutReminders.sentAt, sql`${at(from)}`));
  const currency = sql<string>`upper(${orders.currency})`;
  const rows = await db
    .select({
      currency,
      orders: countInt,
      totalMinor: sql<number>`sum(${orders.amountTotalMinor})::bigint`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        realOrder,
        gte(orders.createdAt, sql`${at(from)}`),
        sql`exists (
          select 1 from "checkout_reminders" r
          where (r."customer_id" = "orders"."customer_id" or r."email" = lower(trim("orders"."email")))
            and r."sent_at" <= "orders"."created_at"
            and "orders"."created_at" < r."sent_at" + make_interval(days => ${reminderAttributionDays})
        )`,
      ),
    )
    .groupBy(currency)
    .orderBy(currency);
  return { remindersSent: sent?.n ?? 0, revenue: rows };
}

/**
 * The dashboard at `now` (issue 19 §8): the four queues, and the funnel and revenue of the
 * {@link dashboardWindowDays} UTC days ending today.
 */
export async function getAdminDashboard(ctx: AppContext, now = new Date()): Promise<AdminDashboard> {
  const today = Date.parse(utcDay(now));
  const from = new Date(today - (dashboardWindowDays - 1) * dayMs);
  const days = Array.from({ length: dashboardWindowDays }, (_, i) => utcDay(new Date(from.getTime() + i * dayMs)));
  const [
    previewRequests,
    paidNotInProduction,
    onHold,
    shippedOverdue,
    funnel,
    revenue,
    artworkSpend,
    proofsAwaitingCustomer,
    proofChangeRequests,
    recovered,
  ] = await Promise.all([
    waitingPreviewRequests(ctx),
    ordersIn(ctx, 'paid'),
    ordersSinceEvent(ctx, 'on_hold'),
    ordersSinceEvent(ctx, 'shipped', businessDaysBefore(now, ctx.config.claims.deliveryDays)),
    funnelSince(ctx, from),
    revenueSince(ctx, from, days),
    artworkSpendSince(ctx, from, days),
    proofQueue(ctx, 'pending'),
    proofQueue(ctx, 'change_requested'),
    recoveredSince(ctx, from),
  ]);
  return {
    generatedAt: now.toISOString(),
    queues: {
      previewRequests,
      paidNotInProduction,
      onHold,
      shippedOverdue,
      proofsAwaitingCustomer,
      proofChangeRequests,
    },
    funnel: { from: days[0], ...funnel },
    revenue,
    recovered,
    artworkSpend,
  };
}
