/**
 * Refunds (issue 19 §5): money given back on an order, full or partial, through the payment provider
 * that took it. A refund is written `pending` with a fresh idempotency key in a transaction that
 * locks the order and checks what is left to refund, then the provider is asked (outside the
 * transaction: a vendor call never holds a row lock), then its answer is recorded. A process that
 * dies between the two leaves a `pending` row; {@link resumePendingRefunds} (run before every new
 * refund of the order) asks the provider again with the same key, which answers the refund first
 * made, never a second one; the `order.refund-resume` cron job does the same for every refund left
 * pending a while ({@link resumeStalePendingRefunds}). Reconciling with the provider's webhooks is in
 * refund-reconcile.service.ts.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders, refunds, staffUsers } from '#server/db/schema/index.ts';
import type { PaymentProvider, RefundResult } from '#server/payments/payment-provider.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { type JobQueue, type JobTransaction, queueNames, type RefundEmailJobData } from '#server/ports/job-queue.ts';
import type { OrderRefund } from '#shared/api/admin-orders.schemas.ts';
import { AppError } from '#shared/errors.ts';
import type { Currency } from '#shared/locales.ts';
import { formatMoney } from '#shared/money.ts';
import { type OrderActor, recordRefundEvent } from '../order-lifecycle/order-lifecycle.service.ts';

type RefundRow = typeof refunds.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** What a staff member asks: `amountMinor` (a positive integer, minor units of the order's currency) and why. */
export interface RefundOrderInput {
  orderId: string;
  amountMinor: number;
  reason: string;
  /** The staff account asking; null for the shop itself. */
  staffUserId: string | null;
}

/** An order's money so far, minor units: paid, refunded (succeeded), pending, and what is left to refund. */
export interface RefundTotals {
  paidMinor: number;
  refundedMinor: number;
  pendingMinor: number;
  refundableMinor: number;
}

/** The provider that took the order's payment, if this shop can still talk to it. */
function providerFor(ctx: AppContext, name: string): PaymentProvider | null {
  if (name === 'local') return ctx.paymentProviders.local;
  if (name === 'stripe') return ctx.paymentProviders.stripe;
  return null;
}

/** The payment a provider refunds: its payment intent; the local provider also knows orders by checkout session. */
function paymentOf(order: OrderRow): string | null {
  return order.paymentIntentId ?? (order.paymentProvider === 'local' ? order.checkoutSessionId : null);
}

/** The sums of an order's refunds by status (in `db`, a transaction when the order is locked). */
export async function refundTotals(db: Db, order: { id: string; amountTotalMinor: number }): Promise<RefundTotals> {
  const [sums] = await db
    .select({
      refunded: sql<number>`coalesce(sum(${refunds.amountMinor}) filter (where ${refunds.status} = 'succeeded'), 0)::int`,
      pending: sql<number>`coalesce(sum(${refunds.amountMinor}) filter (where ${refunds.status} = 'pending'), 0)::int`,
    })
    .from(refunds)
    .where(eq(refunds.orderId, order.id));
  const refundedMinor = Number(sums?.refunded ?? 0);
  const pendingMinor = Number(sums?.pending ?? 0);
  return {
    paidMinor: order.amountTotalMinor,
    refundedMinor,
    pendingMinor,
    refundableMinor: Math.max(0, order.amountTotalMinor - refundedMinor - pendingMinor),
  };
}

/** The refund as the timeline's note says it, e.g. `Refunded $12.00: Print faded` (English, for staff). */
function refundNote(refund: RefundRow, prefix: string, detail: string | null): string {
  const amount = formatMoney(
    { amountMinor: refund.amountMinor, currency: refund.currency.toUpperCase() as Currency },
    'en-us',
  );
  return detail ? `${prefix} ${amount}: ${detail}` : `${prefix} ${amount}`;
}

/** Staff who asked for the refund, else the provider (a dashboard refund, or one changed by its webhook). */
function actorOf(refund: RefundRow): OrderActor {
  return refund.staffUserId ? { kind: 'staff', staffUserId: refund.staffUserId } : { kind: 'provider' };
}

/**
 * What follows a refund that became `succeeded`, in the transaction of that change: the order event
 * (and the move to `refunded` when nothing is left, via the order lifecycle) and the customer's
 * refund email, queued with the refund id as job id: one email per refund, whichever path got here.
 */
export async function afterRefundSucceeded(
  tx: JobTransaction,
  jobs: JobQueue,
  refund: RefundRow,
  order: { id: string; amountTotalMinor: number },
): Promise<void> {
  const totals = await refundTotals(tx, order);
  await recordRefundEvent(tx, {
    orderId: order.id,
    actor: actorOf(refund),
    change: 'refunded',
    fullyRefunded: totals.refundedMinor >= totals.paidMinor,
    note: refundNote(refund, 'Refunded', refund.reason),
  });
  await jobs.send(queueNames.refundEmail, { refundId: refund.id } satisfies RefundEmailJobData, { id: refund.id, tx });
}

/** What follows a succeeded refund that failed later: an event, and the order leaves `refunded` if it was. */
export async function afterRefundReversed(
  tx: JobTransaction,
  refund: RefundRow,
  order: { id: string; amountTotalMinor: number },
): Promise<void> {
  const totals = await refundTotals(tx, order);
  await recordRefundEvent(tx, {
    orderId: order.id,
    actor: { kind: 'provider' },
    change: 'refund_reversed',
    fullyRefunded: totals.refundedMinor >= totals.paidMinor,
    note: refundNote(refund, 'Refund failed at the payment provider:', refund.failureReason),
  });
}

/** Locks the order row for the rest of `tx`. @throws AppError ORDER_NOT_FOUND. */
async function lockOrder(tx: JobTransaction, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new AppError('ORDER_NOT_FOUND', 'No order with that number');
  return order;
}

/**
 * Writes a `pending` refund of `amountMinor` with a fresh idempotency key, inside the caller's
 * transaction, which must hold the order's row lock (so two refunds at once see each other's rows).
 * @throws AppError REFUND_EXCEEDS_PAID (422) when `amountMinor` is more than is left to refund;
 *   VALIDATION_FAILED for an amount that is not a positive integer; REFUND_NOT_POSSIBLE (409) when the
 *   order's payment provider is not configured or the payment has no id to refund.
 */
export async function insertPendingRefund(
  ctx: AppContext,
  tx: JobTransaction,
  order: OrderRow,
  input: Omit<RefundOrderInput, 'orderId'>,
): Promise<RefundRow> {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) {
    throw new AppError('VALIDATION_FAILED', 'The refund amount must be a positive whole number of minor units');
  }
  if (!providerFor(ctx, order.paymentProvider) || !paymentOf(order)) {
    throw new AppError(
      'REFUND_NOT_POSSIBLE',
      `The order was paid through ${order.paymentProvider}, which this shop cannot refund through now`,
    );
  }
  const totals = await refundTotals(tx, order);
  if (input.amountMinor > totals.refundableMinor) {
    throw new AppError(
      'REFUND_EXCEEDS_PAID',
      `At most ${totals.refundableMinor} (minor units) is left to refund on this order`,
    );
  }
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      amountMinor: input.amountMinor,
      currency: order.currency.toUpperCase(),
      reason: input.reason,
      status: 'pending',
      provider: order.paymentProvider,
      idempotencyKey: randomUUID(),
      staffUserId: input.staffUserId,
    })
    .returning();
  if (!row) throw new Error('The refund was not written');
  return row;
}

/**
 * Records the provider's answer for a pending refund, in one transaction with the order locked: the
 * status (only from `pending`, so a webhook that settled it first wins and nothing happens twice),
 * the provider's refund id, and for `succeeded` the event and email of {@link afterRefundSucceeded}.
 * @returns the refund as it is now.
 */
async function settleRefund(ctx: AppContext, refundId: string, result: RefundResult): Promise<RefundRow> {
  return ctx.database.db.transaction(async (tx) => {
    const [current] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).limit(1);
    if (!current) throw new Error(`Refund ${refundId} vanished`);
    const order = await lockOrder(tx, current.orderId);
    const [updated] = await tx
      .update(refunds)
      .set({
        status: result.status,
        providerRefundId: result.providerRefundId ?? current.providerRefundId,
        failureReason: result.status === 'failed' ? (result.failureReason ?? 'refused by the payment provider') : null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
      .returning();
    if (!updated) {
      const [now] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).limit(1);
      return now ?? current;
    }
    if (updated.status === 'succeeded') await afterRefundSucceeded(tx, ctx.jobs, updated, order);
    return updated;
  });
}

/**
 * Asks the provider for a pending refund (again, with its own key) and records the answer.
 * @throws AppError PAYMENT_PROVIDER_ERROR when the provider cannot be reached; the refund stays pending.
 */
async function completeRefund(ctx: AppContext, refund: RefundRow, order: OrderRow): Promise<RefundRow> {
  const provider = providerFor(ctx, refund.provider);
  const payment = paymentOf(order);
  if (!provider || !payment) {
    throw new AppError('REFUND_NOT_POSSIBLE', `No ${refund.provider} payment provider to refund through`);
  }
  const result = await provider.refund({
    paymentIntentId: payment,
    amountMinor: refund.amountMinor,
    currency: refund.currency,
    idempotencyKey: refund.idempotencyKey,
    reason: refund.reason,
  });
  return settleRefund(ctx, refund.id, result);
}

/**
 * Resolves the order's `pending` refunds that the shop asked for (after a crash or a provider
 * timeout): each is asked again with its own idempotency key, so the provider answers the refund it
 * made, or makes it now, once. A provider that still does not answer leaves the row pending (logged).
 * Refunds left pending by the provider itself (`providerRefundId` set) wait for its webhook.
 * `olderThanSeconds`: only those written at least that long ago (the resume job's filter).
 */
export async function resumePendingRefunds(ctx: AppContext, orderId: string, olderThanSeconds = 0): Promise<void> {
  const pending = await ctx.database.db
    .select({ refund: refunds, order: orders })
    .from(refunds)
    .innerJoin(orders, eq(refunds.orderId, orders.id))
    .where(
      and(
        eq(refunds.orderId, orderId),
        eq(refunds.status, 'pending'),
        sql`${refunds.providerRefundId} is null`,
        olderThanSeconds > 0
          ? sql`${refunds.createdAt} < now() - make_interval(secs => ${olderThanSeconds})`
          : undefined,
      ),
    )
    .orderBy(asc(refunds.createdAt));
  for (const { refund, order } of pending) {
    try {
      await completeRefund(ctx, refund, order);
    } catch (error) {
      ctx.log.warn({ refundId: refund.id, err: error }, 'a pending refund could not be resumed; it stays pending');
    }
  }
}

/** How old a pending refund must be before the resume job asks about it: a request still running is left alone. */
const staleAfterSeconds = 120;

/**
 * Resumes the pending refunds (the shop's own, no provider refund id yet) written more than
 * {@link staleAfterSeconds} ago, order by order (see {@link resumePendingRefunds}); run by the
 * `order.refund-resume` cron job, so a refund left pending by a crash or an unreachable provider
 * settles without waiting for a staff click. At most `limit` orders per run.
 * @returns how many orders had pending refunds and how many refunds are still pending after it.
 */
export async function resumeStalePendingRefunds(
  ctx: AppContext,
  limit = 100,
): Promise<{ orders: number; stillPending: number }> {
  const stale = and(
    eq(refunds.status, 'pending'),
    sql`${refunds.providerRefundId} is null`,
    sql`${refunds.createdAt} < now() - make_interval(secs => ${staleAfterSeconds})`,
  );
  const due = await ctx.database.db
    .selectDistinct({ orderId: refunds.orderId })
    .from(refunds)
    .where(stale)
    .limit(limit);
  for (const { orderId } of due) await resumePendingRefunds(ctx, orderId, staleAfterSeconds);
  const [left] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(refunds)
    .where(stale);
  return { orders: due.length, stillPending: left?.n ?? 0 };
}

/**
 * Refunds `amountMinor` of the order through the provider that took its payment (issue 19 §5):
 * pending refunds of the order are resumed first, then a `pending` row is written (order row locked,
 * what is left checked), then the provider is asked and its answer recorded. A `succeeded` refund
 * writes the order event (the order becomes `refunded` when nothing is left, unless cancelled) and
 * queues the customer's refund email, once.
 * @returns the refund (`succeeded`, `pending` while the provider works on it, or `failed` with the
 *   provider's reason).
 * @throws AppError ORDER_NOT_FOUND; REFUND_EXCEEDS_PAID (422) when more than is left; REFUND_NOT_POSSIBLE
 *   (409); PAYMENT_PROVIDER_ERROR (502) when the provider cannot be reached: the refund stays `pending`
 *   and is resumed, with the same key, by the next refund of the order.
 */
export async function refundOrder(ctx: AppContext, input: RefundOrderInput): Promise<OrderRefund> {
  await resumePendingRefunds(ctx, input.orderId);
  const { refund, order } = await ctx.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    return { refund: await insertPendingRefund(ctx, tx, order, input), order };
  });
  return toOrderRefund(ctx.database.db, await completeRefund(ctx, refund, order));
}

/**
 * Hands a refund just written `pending` by another use case (the cancellation) to the provider.
 * A provider that cannot be reached leaves it pending (logged; resumed by the next refund attempt)
 * rather than failing the use case whose part is already committed.
 */
export async function completeRefundQuietly(ctx: AppContext, refund: RefundRow): Promise<RefundRow> {
  try {
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, refund.orderId)).limit(1);
    if (!order) return refund;
    return await completeRefund(ctx, refund, order);
  } catch (error) {
    ctx.log.warn({ refundId: refund.id, err: error }, 'the refund could not be completed now; it stays pending');
    return refund;
  }
}

/** A refund as staff see it, with the staff member's email (null for dashboard refunds or deleted accounts). */
async function toOrderRefund(db: Db, refund: RefundRow): Promise<OrderRefund> {
  const [listed] = await listRefunds(db, [refund.orderId], refund.id);
  if (!listed) throw new Error('The refund was not found after writing it');
  return listed;
}

/** The refunds of `orderIds` (one refund with `onlyId`), oldest first, as staff see them. */
export async function listRefunds(db: Db, orderIds: string[], onlyId?: string): Promise<OrderRefund[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ refund: refunds, staffEmail: staffUsers.email })
    .from(refunds)
    .leftJoin(staffUsers, eq(refunds.staffUserId, staffUsers.id))
    .where(and(inArray(refunds.orderId, orderIds), onlyId ? eq(refunds.id, onlyId) : undefined))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  return rows.map(({ refund, staffEmail }) => ({
    id: refund.id,
    amountMinor: refund.amountMinor,
    currency: refund.currency.toUpperCase(),
    reason: refund.reason,
    status: refund.status === 'succeeded' || refund.status === 'failed' ? refund.status : 'pending',
    failureReason: refund.failureReason,
    createdAt: refund.createdAt.toISOString(),
    staffEmail: staffEmail ?? null,
  }));
}
