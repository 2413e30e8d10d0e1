/**
 * Staff cancel an order before production (issue 19 §5): the move to `cancelled` and a `pending`
 * refund of everything left to refund commit together (one transaction, the order row locked), then
 * the fulfilment provider's order is cancelled, then the payment provider is asked for the refund.
 *
 * If the refund does not go through, the order stays `cancelled` (the cancellation is a fact staff
 * decided; undoing it would restart production) and never claims to be refunded: the refund row says
 * `failed` with the provider's reason (staff see it on the order page and refund again from its
 * Refunds card, which has the full amount left), or stays `pending` when the provider did not answer
 * (asked again with the same idempotency key by the `order.refund-resume` job within minutes, or by
 * the next refund attempt on the order).
 */
import { eq } from 'drizzle-orm';
import { orders } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { OrderStatus } from '#shared/order-lifecycle.ts';
import { cancelProviderOrder } from '../fulfilment/fulfilment-submission.service.ts';
import { transitionOrderInTransaction } from '../order-lifecycle/order-lifecycle.service.ts';
import { completeRefundQuietly, insertPendingRefund, refundTotals } from './refunds.service.ts';

/** The reason written on the refund of a cancellation (staff's note, when given, follows it). */
const cancellationReason = 'Order cancelled';

/**
 * Where the fulfilment provider's order is cancelled when the shop's order is (issue 19 §5: "a
 * provider order is cancelled at the provider when possible"). Through the fulfilment
 * module's `cancelProviderOrder` (nothing to do for the manual provider or an order never sent). Called after the
 * cancellation committed and before the refund; its failure is logged and does not stop the refund
 * (the customer's money must not wait on a print shop's API).
 */
async function cancelAtFulfilmentProvider(ctx: AppContext, orderId: string): Promise<void> {
  const outcome = await cancelProviderOrder(ctx, orderId);
  if (!outcome.cancelled) {
    ctx.log.warn({ orderId, reason: outcome.message }, 'the fulfilment provider would not cancel the order');
  }
}

/**
 * Cancels the order (allowed only before production, src/shared/order-lifecycle.ts) and refunds what
 * is left of its payment in full through the provider that took it.
 * The customer gets the cancellation email (queued by the lifecycle with the move) and, once the
 * refund succeeded, the refund email with the amount.
 * @returns the move made.
 * @throws AppError ORDER_NOT_FOUND; INVALID_ORDER_TRANSITION (409) when the order cannot be cancelled
 *   now (nothing is written); REFUND_NOT_POSSIBLE (409) when the order's payment provider is not
 *   configured (nothing is written either: a cancellation that cannot refund is refused whole).
 */
export async function cancelOrder(
  ctx: AppContext,
  input: { orderId: string; staffUserId: string; note?: string | null },
): Promise<{ from: OrderStatus; to: OrderStatus }> {
  const note = input.note?.trim() || null;
  const { moved, refund } = await ctx.database.db.transaction(async (tx) => {
    const moved = await transitionOrderInTransaction(tx, ctx.jobs, {
      orderId: input.orderId,
      to: 'cancelled',
      actor: { kind: 'staff', staffUserId: input.staffUserId },
      note,
    });
    // The lifecycle holds the order's row lock for the rest of this transaction.
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
    if (!order) throw new Error('The cancelled order vanished');
    const { refundableMinor } = await refundTotals(tx, order);
    const refund =
      refundableMinor > 0
        ? await insertPendingRefund(ctx, tx, order, {
            amountMinor: refundableMinor,
            reason: note ? `${cancellationReason}: ${note}` : cancellationReason,
            staffUserId: input.staffUserId,
          })
        : null;
    return { moved, refund };
  });
  try {
    await cancelAtFulfilmentProvider(ctx, input.orderId);
  } catch (error) {
    ctx.log.warn({ orderId: input.orderId, err: error }, 'the fulfilment provider order could not be cancelled');
  }
  if (refund) await completeRefundQuietly(ctx, refund);
  return { from: moved.from, to: moved.to };
}
