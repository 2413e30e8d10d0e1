/**
 * Sending a paid order to the fulfilment provider (issue 19 §3), as the `fulfilment.submit` job:
 * queued when the order's print file is written (FULFILMENT_AUTO_SUBMIT) or by a staff click. Each
 * attempt claims the order's `provider_orders` row, asks the provider to find or create the order by
 * our order number (never a second provider order, whatever retried) and moves our order to
 * `in_production` (actor provider). A failed attempt is retried with backoff by pg-boss; after the
 * last one the order goes `on_hold` with the provider's message.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orders } from '#server/db/schema/index.ts';
import type { FulfilmentItem, FulfilmentOrderInput } from '#server/fulfilment/fulfilment-provider.ts';
import { orderLinesOf } from '#server/modules/order-lines/order-lines.service.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { type FulfilmentSubmitJobData, type JobTransaction, queueNames } from '#server/ports/job-queue.ts';
import { type Color, colors, type ProductType, productTypes, type Size, sizes } from '#shared/catalog.ts';
import { AppError } from '#shared/errors.ts';
import { proofBlocksProduction } from '#shared/proofs.ts';
import { applyProviderState, moveAsProvider } from './fulfilment-reconcile.service.ts';
import {
  claimSubmission,
  ensureProviderOrder,
  findProviderOrder,
  type ProviderOrderRow,
  updateProviderOrder,
} from './provider-order-records.ts';

type OrderRow = typeof orders.$inferSelect;

/** Another attempt (a staff click, another instance) holds the order: this one leaves it to that one. */
class SubmissionBusyError extends Error {
  constructor() {
    super('Another submission of this order is running');
    this.name = 'SubmissionBusyError';
  }
}

/** Statuses an order may be submitted from: paid, or held (e.g. after a failed submission). */
const submittable = new Set(['paid', 'on_hold']);

/** The path a provider downloads an order's print file from (fulfilment-files.routes.ts). */
export function printFileUrl(ctx: AppContext, fileToken: string): string {
  return `${ctx.config.publicUrl}/api/fulfilment/print-files/${fileToken}`;
}

function oneOf<T extends string>(values: readonly T[], value: string, what: string): T {
  if ((values as readonly string[]).includes(value)) return value as T;
  throw new Error(`The order's ${what} "${value}" is not in the catalogue`);
}

/**
 * What the provider gets: every line of the order (issue 21 §4), each with its print file's URL
 * (line 0's is the order's, later lines' carry `?line=`).
 * @throws Error when the order has no shipping address or a line has no print file yet.
 */
async function submissionInput(ctx: AppContext, order: OrderRow, row: ProviderOrderRow): Promise<FulfilmentOrderInput> {
  const address = order.shippingAddress;
  if (!address) throw new Error('The order has no shipping address');
  if (!order.printFileKey && !order.imageKey) throw new Error('The order has no print file yet');
  const lines = await orderLinesOf(ctx.database.db, order);
  for (const line of lines) {
    if (line.position > 0 && !line.printFileKey && (line.artworkId || !line.imageKey)) {
      throw new Error(`Line ${line.position + 1} of the order has no print file yet`);
    }
  }
  const items: FulfilmentItem[] = lines.map((line) => ({
    item: { productType: line.productType, size: line.size, color: line.color, quantity: line.quantity },
    printFileUrl:
      line.position === 0
        ? printFileUrl(ctx, row.fileToken)
        : `${printFileUrl(ctx, row.fileToken)}?line=${line.position}`,
    printSide: line.placement?.side === 'back' ? 'back' : 'front',
  }));
  return {
    items,
    orderId: order.id,
    orderNumber: order.orderNumber,
    item: {
      productType: oneOf<ProductType>(productTypes, order.productType, 'product type'),
      size: oneOf<Size>(sizes, order.size, 'size'),
      color: oneOf<Color>(colors, order.color, 'colour'),
      quantity: lines[0]?.quantity ?? 1,
    },
    printFileUrl: printFileUrl(ctx, row.fileToken),
    printSide: order.placement?.side === 'back' ? 'back' : 'front',
    recipient: { ...address, email: order.email },
    currency: order.currency,
  };
}

/**
 * One submission attempt. Does nothing for an order that is no longer paid or held, whose proof
 * awaits the customer or staff (issue 20 §4), or that the provider already has (then only reconciles).
 * @throws Error (or FulfilmentProviderError with the vendor's message) when the attempt failed:
 *   another attempt holds the order, no print file yet, or the provider refused or did not answer.
 */
export async function submitToProvider(ctx: AppContext, orderId: string): Promise<void> {
  const { db } = ctx.database;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || !ctx.fulfilment.submits || proofBlocksProduction(order.proofState)) return;
  const row = await ensureProviderOrder(db, orderId, ctx.fulfilment.name);
  if (row.providerOrderId) return;
  if (!submittable.has(order.status)) return;
  if (!(await claimSubmission(db, row.id))) throw new SubmissionBusyError();
  let state: Awaited<ReturnType<typeof ctx.fulfilment.submitOrder>>;
  try {
    state = await ctx.fulfilment.submitOrder(await submissionInput(ctx, order, row));
  } catch (error) {
    await updateProviderOrder(db, row.id, {
      claimedUntil: null,
      lastError: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
  await updateProviderOrder(db, row.id, {
    providerOrderId: state.providerOrderId,
    submittedAt: new Date(),
    claimedUntil: null,
    lastError: null,
  });
  const fresh = { ...row, providerOrderId: state.providerOrderId };
  // A hold from a failed submission ends with the successful one (the provider accepted the order).
  if (order.status === 'on_hold' && state.status !== 'failed' && state.status !== 'on_hold') {
    await moveAsProvider(ctx, orderId, 'in_production', { note: `Sent to ${ctx.fulfilment.label}` });
  }
  await applyProviderState(ctx, fresh, state);
  // Staff cancelled the order while the provider was being asked: take it back there too.
  const [after] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (after?.status === 'cancelled') await cancelProviderOrder(ctx, orderId);
}

/**
 * The `fulfilment.submit` job: one attempt; after the last allowed one fails, the order goes
 * `on_hold` with the provider's message and the job ends (nothing more to retry).
 * @throws the attempt's error while retries are left.
 */
export async function runSubmissionJob(
  ctx: AppContext,
  job: { data: FulfilmentSubmitJobData; retryCount: number; retryLimit: number },
): Promise<void> {
  try {
    await submitToProvider(ctx, job.data.orderId);
  } catch (error) {
    if (job.retryCount < job.retryLimit) throw error;
    // The attempt holding the order decides its outcome; this last one must not hold it meanwhile.
    if (error instanceof SubmissionBusyError) return;
    const message = error instanceof Error ? error.message : String(error);
    await updateProviderOrder(
      ctx.database.db,
      (await ensureProviderOrder(ctx.database.db, job.data.orderId, ctx.fulfilment.name)).id,
      {
        status: 'failed',
        lastError: message,
      },
    );
    await moveAsProvider(ctx, job.data.orderId, 'on_hold', {
      note: `${ctx.fulfilment.label} did not take the order: ${message}`,
    });
  }
}

/**
 * Queues the submission of a paid order whose print file was just written, when auto-submit is on
 * (the print-file job calls this), or whose proof the customer just approved (issue 20 §4; then
 * inside the approval's transaction `tx`). Not while the order's proof awaits the customer or staff.
 * The order id is the job id: one automatic submission per order.
 */
export async function queueAutoSubmission(ctx: AppContext, orderId: string, tx?: JobTransaction): Promise<void> {
  if (!ctx.fulfilment.submits || !ctx.config.fulfilment.autoSubmit) return;
  const [order] = await (tx ?? ctx.database.db)
    .select({ status: orders.status, proofState: orders.proofState })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (order?.status !== 'paid' || proofBlocksProduction(order.proofState)) return;
  await ctx.jobs.send(queueNames.fulfilmentSubmit, { orderId } satisfies FulfilmentSubmitJobData, { id: orderId, tx });
}

/**
 * A staff "Send to provider" (issue 19 §3): queues a submission now, with a fresh job id so it runs
 * even after the automatic one failed.
 * @throws AppError FULFILMENT_UNAVAILABLE with the manual provider; FULFILMENT_NOT_SUBMITTABLE when
 *   the provider already has the order or the order is neither paid nor on hold; PROOF_NOT_APPROVED
 *   while the order's proof awaits the customer or staff (issue 20 §4).
 */
export async function requestSubmission(ctx: AppContext, order: { id: string; status: string }): Promise<void> {
  if (!ctx.fulfilment.submits) {
    throw new AppError('FULFILMENT_UNAVAILABLE', 'This shop fulfils orders by hand');
  }
  const [proof] = await ctx.database.db
    .select({ state: orders.proofState })
    .from(orders)
    .where(eq(orders.id, order.id))
    .limit(1);
  if (proofBlocksProduction(proof?.state)) {
    throw new AppError('PROOF_NOT_APPROVED', 'The customer has not approved the proof of this order yet');
  }
  const row = await findProviderOrder(ctx.database.db, order.id);
  if (row?.providerOrderId || !submittable.has(order.status)) {
    throw new AppError('FULFILMENT_NOT_SUBMITTABLE', 'The provider has this order already, or it is not paid or held');
  }
  await ensureProviderOrder(ctx.database.db, order.id, ctx.fulfilment.name);
  await ctx.jobs.send(queueNames.fulfilmentSubmit, { orderId: order.id } satisfies FulfilmentSubmitJobData, {
    id: randomUUID(),
  });
}

/**
 * Cancels the order at the fulfilment provider when the provider still allows it (issue 19 §3, §5):
 * Printful before `inprocess`, Gelato before anything is printed. For the cancel/refund route.
 * @returns `cancelled`: the provider cancelled it (or never had it: `notSubmitted`); otherwise the
 *   provider's reason in `message` (too late: staff must stop the parcel another way).
 * @throws FulfilmentProviderError when the provider cannot be asked now (nothing changed; try again).
 */
export async function cancelProviderOrder(
  ctx: AppContext,
  orderId: string,
): Promise<{ cancelled: boolean; notSubmitted: boolean; message: string | null }> {
  const { db } = ctx.database;
  const row = await findProviderOrder(db, orderId);
  if (!ctx.fulfilment.submits || !row || row.provider !== ctx.fulfilment.name) {
    return { cancelled: true, notSubmitted: true, message: null };
  }
  if (!row.providerOrderId) {
    // Not accepted by the provider yet: a later submission finds the order no longer paid and stops.
    const found = await ctx.fulfilment.findOrder((await orderNumberOf(ctx, orderId)) ?? '');
    if (!found) {
      await updateProviderOrder(db, row.id, { status: 'cancelled' });
      return { cancelled: true, notSubmitted: true, message: null };
    }
    await updateProviderOrder(db, row.id, { providerOrderId: found.providerOrderId });
    row.providerOrderId = found.providerOrderId;
  }
  if (row.status === 'cancelled') return { cancelled: true, notSubmitted: false, message: null };
  const answer = await ctx.fulfilment.cancelOrder(row.providerOrderId);
  if (answer.cancelled) {
    await updateProviderOrder(db, row.id, { status: 'cancelled', providerStatus: 'cancelled by the shop' });
  } else {
    await updateProviderOrder(db, row.id, { lastError: answer.message });
  }
  return { cancelled: answer.cancelled, notSubmitted: false, message: answer.message };
}

async function orderNumberOf(ctx: AppContext, orderId: string): Promise<string | null> {
  const [row] = await ctx.database.db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row?.orderNumber ?? null;
}
