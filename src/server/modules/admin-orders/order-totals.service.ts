/**
 * What staff see as the shop's takings (issue 17 point 4, probe F6): paid orders and their amounts
 * per currency, without test orders (paid through a test payment provider, no money moved), which
 * are only counted apart. Every orders row is a paid order (orders.service.ts).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { orders, refunds } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { AdminOrderTotals } from '#shared/api/admin-orders.schemas.ts';

/**
 * The totals of every paid real order: how many, and per currency in minor units (currencies
 * upper-case, alphabetical; never converted) the sum paid, the sum refunded (succeeded refunds,
 * issue 19 §5) and the net kept. Refunds are shown apart rather than subtracted silently; cancelled
 * and refunded orders still count as orders paid. Test orders only as a count.
 */
export async function orderTotals(ctx: AppContext): Promise<AdminOrderTotals> {
  const { db } = ctx.database;
  const currency = sql<string>`upper(${orders.currency})`;
  const sums = await db
    .select({
      currency,
      orders: sql<number>`count(*)::int`.mapWith(Number),
      amountMinor: sql<number>`sum(${orders.amountTotalMinor})::bigint`.mapWith(Number),
    })
    .from(orders)
    .where(eq(orders.testMode, false))
    .groupBy(currency)
    .orderBy(asc(currency));
  const refunded = await db
    .select({ currency, refundedMinor: sql<number>`sum(${refunds.amountMinor})::bigint`.mapWith(Number) })
    .from(refunds)
    .innerJoin(orders, eq(refunds.orderId, orders.id))
    .where(and(eq(orders.testMode, false), eq(refunds.status, 'succeeded')))
    .groupBy(currency);
  const refundedBy = new Map(refunded.map((row) => [row.currency, row.refundedMinor]));
  const [test] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(orders)
    .where(eq(orders.testMode, true));
  return {
    orders: sums.reduce((count, row) => count + row.orders, 0),
    amounts: sums.map((row) => ({
      currency: row.currency,
      amountMinor: row.amountMinor,
      refundedMinor: refundedBy.get(row.currency) ?? 0,
      netMinor: row.amountMinor - (refundedBy.get(row.currency) ?? 0),
    })),
    testOrders: test?.n ?? 0,
  };
}
