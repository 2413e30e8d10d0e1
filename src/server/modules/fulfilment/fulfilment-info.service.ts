/** What the staff order page shows of an order's fulfilment (issue 19 §3). */
import type { AppContext } from '#server/ports/app-context.ts';
import type { AdminOrderFulfilment } from '#shared/api/admin-orders.schemas.ts';
import { proofBlocksProduction } from '#shared/proofs.ts';
import { findProviderOrder } from './provider-order-records.ts';

/**
 * The order `orderId` (in `status`) at the configured provider. Not submittable while its proof
 * (`proofState`, issue 20 §4) awaits the customer or staff.
 */
export async function fulfilmentInfo(
  ctx: AppContext,
  orderId: string,
  status: string,
  proofState: string | null = null,
): Promise<AdminOrderFulfilment> {
  const provider = ctx.fulfilment;
  const row = provider.submits ? await findProviderOrder(ctx.database.db, orderId) : null;
  const mine = row && row.provider === provider.name ? row : null;
  return {
    provider: provider.name,
    providerLabel: provider.label,
    autoSubmit: provider.submits && ctx.config.fulfilment.autoSubmit,
    providerOrderId: mine?.providerOrderId ?? null,
    status: mine?.status ?? null,
    providerStatus: mine?.providerStatus ?? null,
    lastError: mine?.lastError ?? null,
    attempts: mine?.attempts ?? 0,
    submittedAt: mine?.submittedAt?.toISOString() ?? null,
    updatedAt: mine?.updatedAt.toISOString() ?? null,
    canSubmit:
      provider.submits &&
      !mine?.providerOrderId &&
      (status === 'paid' || status === 'on_hold') &&
      !proofBlocksProduction(proofState),
    packingSlip: !provider.submits,
  };
}
