/**
 * The payments service (issue 18 §1): acts on what a payment provider's webhook concluded
 * (`PaymentWebhookAction`, Medusa's `getWebhookActionAndData`). The composition root hands it to
 * the provider as `PaymentRoutesContext.onWebhookAction`, so providers never import modules.
 */
import type { PaymentWebhookAction } from '#server/payments/payment-provider.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { reconcileProviderRefund } from '../refunds/refund-reconcile.service.ts';
import { recordPaidCheckoutSession } from './orders.service.ts';

/**
 * `captured`: records the order of the paid session (idempotent on the session id, SPEC §4);
 * `refund_updated`: reconciles the order's refund records (issue 19 §5, modules/refunds; idempotent);
 * `not_supported`: nothing.
 * @returns whether this call recorded a new order.
 * @throws AppError VALIDATION_FAILED when the session's metadata names nothing of the catalogue.
 */
export async function handlePaymentAction(
  ctx: AppContext,
  action: PaymentWebhookAction,
): Promise<{ orderCreated: boolean }> {
  if (action.action === 'refund_updated') {
    await reconcileProviderRefund(ctx, action.data);
    return { orderCreated: false };
  }
  if (action.action !== 'captured') return { orderCreated: false };
  const { created } = await recordPaidCheckoutSession(ctx, action.data);
  return { orderCreated: created };
}
