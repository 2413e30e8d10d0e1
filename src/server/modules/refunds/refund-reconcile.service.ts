/**
 * Reconciles the shop's refund records with what a payment provider's webhook reports (issue 19 §5;
 * Stripe's `refund.created` / `refund.updated` / `refund.failed`): a refund made in the provider's
 * dashboard gets a record (no staff account), a pending one is settled, and one that failed after it
 * succeeded is marked failed, so the order's refunded total drops (and a `refunded` order goes back).
 * Idempotent: a record only moves forward (pending -> succeeded | failed, succeeded -> failed), so a
 * replayed or out-of-order event changes nothing.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import { orders, refunds } from '#server/db/schema/index.ts';
import type { ProviderRefundUpdate } from '#server/payments/payment-provider.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { afterRefundReversed, afterRefundSucceeded } from './refunds.service.ts';

/** The reason shown for a refund staff made in the provider's dashboard, not in the shop. */
const dashboardRefundReason = "Refunded in the payment provider's dashboard";

/** The moves a record may make on a provider's report; anything else is stale or a replay. */
const forwardMoves: Record<string, readonly string[]> = {
  pending: ['succeeded', 'failed'],
  succeeded: ['failed'],
  failed: [],
};

/**
 * Applies one provider report to the order paid by `update.paymentIntentId`, in one transaction with
 * the order row locked. Unknown payments (not an order of this shop) are ignored.
 * @returns what happened: `created` (a dashboard refund), `updated`, or `unchanged`.
 */
export async function reconcileProviderRefund(
  ctx: AppContext,
  update: ProviderRefundUpdate,
): Promise<'created' | 'updated' | 'unchanged'> {
  const { db } = ctx.database;
  const [known] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentProvider, update.provider), eq(orders.paymentIntentId, update.paymentIntentId)))
    .limit(1);
  if (!known) {
    ctx.log.info({ refundId: update.providerRefundId }, 'a refund of a payment that is not an order here; ignored');
    return 'unchanged';
  }
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, known.id)).for('update');
    if (!order) return 'unchanged';
    const [existing] = await tx
      .select()
      .from(refunds)
      .where(
        and(
          eq(refunds.orderId, order.id),
          or(
            eq(refunds.providerRefundId, update.providerRefundId),
            update.idempotencyKey ? eq(refunds.idempotencyKey, update.idempotencyKey) : undefined,
          ),
        ),
      )
      .limit(1);

    if (!existing) {
      const [created] = await tx
        .insert(refunds)
        .values({
          orderId: order.id,
          amountMinor: update.amountMinor,
          currency: update.currency.toUpperCase(),
          reason: dashboardRefundReason,
          status: update.status,
          failureReason: update.failureReason,
          provider: update.provider,
          providerRefundId: update.providerRefundId,
          // Unique like every key; never sent anywhere (the refund exists already).
          idempotencyKey: `${update.provider}:${update.providerRefundId}`,
          staffUserId: null,
        })
        .onConflictDoNothing()
        .returning();
      if (!created) return 'unchanged';
      if (created.status === 'succeeded') await afterRefundSucceeded(tx, ctx.jobs, created, order);
      return 'created';
    }

    const moves = forwardMoves[existing.status] ?? [];
    if (!moves.includes(update.status)) {
      if (!existing.providerRefundId) {
        await tx
          .update(refunds)
          .set({ providerRefundId: update.providerRefundId, updatedAt: sql`now()` })
          .where(eq(refunds.id, existing.id));
      }
      return 'unchanged';
    }
    const [changed] = await tx
      .update(refunds)
      .set({
        status: update.status,
        providerRefundId: update.providerRefundId,
        failureReason: update.status === 'failed' ? (update.failureReason ?? 'failed at the payment provider') : null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(refunds.id, existing.id), eq(refunds.status, existing.status)))
      .returning();
    if (!changed) return 'unchanged';
    if (changed.status === 'succeeded') await afterRefundSucceeded(tx, ctx.jobs, changed, order);
    if (existing.status === 'succeeded' && changed.status === 'failed') await afterRefundReversed(tx, changed, order);
    return 'updated';
  });
}
