/**
 * What a provider's word means for our order (issue 19 §3): one path for the submission's answer, a
 * verified webhook and the scheduled poll. Every status change goes through the order lifecycle
 * (`transitionOrder`, actor `provider`), whose row lock and conditional update make a webhook and a
 * poll arriving together change the order once: the loser's move is no longer allowed and is
 * dropped here. Parcels are recorded by their provider id, so each is recorded once. The order is
 * `shipped` only when the provider says every item left; earlier parcels are recorded while it stays
 * in production.
 */
import { and, eq, inArray, isNotNull, isNull, lt, notInArray, or } from 'drizzle-orm';
import { orders, providerOrders } from '#server/db/schema/index.ts';
import type { FulfilmentWebhookNotice, ProviderOrderState } from '#server/fulfilment/fulfilment-provider.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { AppError } from '#shared/errors.ts';
import type { OrderTransitionTarget } from '#shared/order-lifecycle.ts';
import {
  type OrderTransitionRequest,
  recordShipments,
  type ShipmentInput,
  transitionOrder,
} from '../order-lifecycle/order-lifecycle.service.ts';
import { type ProviderOrderRow, updateProviderOrder } from './provider-order-records.ts';

/** Provider order statuses after which nothing more happens (the poll leaves them). */
export const closedProviderStatuses = ['shipped', 'cancelled'] as const;

/**
 * Makes one move as the provider; a move no longer allowed (someone else moved the order first) is
 * dropped. @returns whether the order moved.
 */
export async function moveAsProvider(
  ctx: AppContext,
  orderId: string,
  to: OrderTransitionTarget,
  extra: Pick<OrderTransitionRequest, 'note' | 'shipments'> = {},
): Promise<boolean> {
  try {
    await transitionOrder(
      { db: ctx.database.db, jobs: ctx.jobs },
      { orderId, to, actor: { kind: 'provider' }, ...extra },
    );
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'INVALID_ORDER_TRANSITION') return false;
    throw error;
  }
}

async function orderStatus(ctx: AppContext, orderId: string): Promise<string | null> {
  const [row] = await ctx.database.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row?.status ?? null;
}

/**
 * Records the provider's state of `row`'s order and moves our order to match:
 * submitted / in production -> `in_production` (from `paid`); parcels recorded as they come;
 * all shipped -> `shipped` with every parcel; failed / on hold / cancelled at the provider ->
 * `on_hold` with the provider's message, for staff to act on.
 */
export async function applyProviderState(
  ctx: AppContext,
  row: ProviderOrderRow,
  state: ProviderOrderState,
): Promise<void> {
  const { db } = ctx.database;
  const label = ctx.fulfilment.label;
  const problem = state.status === 'failed' || state.status === 'on_hold' || state.status === 'cancelled';
  await updateProviderOrder(db, row.id, {
    providerOrderId: state.providerOrderId || row.providerOrderId,
    status: state.status,
    providerStatus: state.providerStatus,
    ...(problem ? { lastError: state.message ?? `${label}: ${state.providerStatus}` } : {}),
  });
  const parcels: ShipmentInput[] = state.shipments.map((parcel) => ({
    carrier: parcel.carrier,
    trackingNumber: parcel.trackingNumber,
    // Shown to staff and customers as a link: only http(s), whatever the provider sent.
    trackingUrl:
      parcel.trackingUrl && /^https?:\/\//i.test(parcel.trackingUrl) ? parcel.trackingUrl.slice(0, 2000) : null,
    providerShipmentId: `${row.provider}:${parcel.id}`,
  }));
  const status = await orderStatus(ctx, row.orderId);
  if (!status || status === 'cancelled' || status === 'refunded' || status === 'delivered') return;

  switch (state.status) {
    case 'submitted':
    case 'in_production':
    case 'partially_shipped':
      if (status === 'paid') await moveAsProvider(ctx, row.orderId, 'in_production');
      if (parcels.length > 0) await recordShipments({ db }, row.orderId, parcels);
      return;
    case 'shipped':
      if (parcels.length === 0) return;
      // The parcels left whatever our order said: a paid or held order goes through production first.
      if (status === 'paid' || status === 'on_hold') {
        await moveAsProvider(ctx, row.orderId, 'in_production', {
          note: status === 'on_hold' ? `${label} shipped the order` : null,
        });
      }
      if (!(await moveAsProvider(ctx, row.orderId, 'shipped', { shipments: parcels }))) {
        await recordShipments({ db }, row.orderId, parcels);
      }
      return;
    default: {
      if (status !== 'paid' && status !== 'in_production') return;
      const reason = state.message ?? state.providerStatus;
      const what =
        state.status === 'cancelled'
          ? 'cancelled the order'
          : state.status === 'failed'
            ? 'refused the order'
            : 'put the order on hold';
      await moveAsProvider(ctx, row.orderId, 'on_hold', { note: `${label} ${what}: ${reason}` });
    }
  }
}

/** The row a webhook names: by the provider's order id, else by our order number. */
async function rowOfNotice(ctx: AppContext, notice: FulfilmentWebhookNotice): Promise<ProviderOrderRow | null> {
  const { db } = ctx.database;
  const provider = ctx.fulfilment.name;
  if (notice.providerOrderId) {
    const [row] = await db
      .select()
      .from(providerOrders)
      .where(and(eq(providerOrders.provider, provider), eq(providerOrders.providerOrderId, notice.providerOrderId)))
      .limit(1);
    if (row) return row;
  }
  if (!notice.orderNumber) return null;
  const [found] = await db
    .select({ row: providerOrders })
    .from(providerOrders)
    .innerJoin(orders, eq(orders.id, providerOrders.orderId))
    .where(and(eq(providerOrders.provider, provider), eq(orders.orderNumber, notice.orderNumber.toUpperCase())))
    .limit(1);
  return found?.row ?? null;
}

/**
 * A verified webhook (wired by the root to the provider's route): reads the order from the provider,
 * adds the parcel and reason the event itself carried (the API may lag the event), and reconciles.
 * The status always comes from the provider's answer, so a replayed or late event cannot move an
 * order backwards.
 * @throws FulfilmentProviderError when the provider cannot be asked (the webhook answers 5xx and is retried).
 */
export async function handleFulfilmentNotice(
  ctx: AppContext,
  notice: FulfilmentWebhookNotice,
): Promise<{ known: boolean }> {
  const row = await rowOfNotice(ctx, notice);
  if (!row) return { known: false };
  const providerOrderId = row.providerOrderId ?? notice.providerOrderId;
  if (!providerOrderId) return { known: true };
  const current = await ctx.fulfilment.getOrder(providerOrderId);
  const shipments = [...current.shipments];
  for (const parcel of notice.reported.shipments ?? []) {
    if (!shipments.some((known) => known.id === parcel.id)) shipments.push(parcel);
  }
  await applyProviderState(ctx, row, {
    ...current,
    message: current.message ?? notice.reported.message ?? null,
    shipments,
  });
  return { known: true };
}

/** At most this many provider orders per poll run; the next run goes on. */
const pollBatch = 200;

/**
 * The scheduled poll (issue 19 §3; webhooks can be unsigned, late or lost): asks the provider for
 * each open provider order and reconciles it like a webhook. A row whose submission never recorded
 * an answer (a process died after the provider accepted) is looked up by our order number. One
 * provider's error is recorded on its row and the poll goes on.
 * @returns how many provider orders were read.
 */
export async function pollProviderOrders(ctx: AppContext): Promise<number> {
  if (!ctx.fulfilment.submits) return 0;
  const { db } = ctx.database;
  const rows = await db
    .select({ row: providerOrders, orderNumber: orders.orderNumber })
    .from(providerOrders)
    .innerJoin(orders, eq(orders.id, providerOrders.orderId))
    .where(
      and(
        eq(providerOrders.provider, ctx.fulfilment.name),
        notInArray(providerOrders.status, [...closedProviderStatuses]),
        notInArray(orders.status, ['cancelled', 'refunded', 'delivered']),
        or(
          isNotNull(providerOrders.providerOrderId),
          and(
            inArray(providerOrders.status, ['pending']),
            or(isNull(providerOrders.claimedUntil), lt(providerOrders.claimedUntil, new Date())),
          ),
        ),
      ),
    )
    .orderBy(providerOrders.lastPolledAt)
    .limit(pollBatch);
  let read = 0;
  for (const { row, orderNumber } of rows) {
    try {
      const state = row.providerOrderId
        ? await ctx.fulfilment.getOrder(row.providerOrderId)
        : await ctx.fulfilment.findOrder(orderNumber);
      await updateProviderOrder(db, row.id, { lastPolledAt: new Date() });
      if (state) await applyProviderState(ctx, row, state);
      read += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      ctx.log.warn({ orderId: row.orderId, error: message }, 'fulfilment poll failed for one order');
      await updateProviderOrder(db, row.id, { lastPolledAt: new Date(), lastError: message });
    }
  }
  return read;
}
