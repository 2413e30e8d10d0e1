/**
 * The order lifecycle (issue 19 §2): the one place that changes `orders.status`. {@link transitionOrder}
 * decides every move with the table of src/shared/order-lifecycle.ts and writes, in one transaction,
 * the new status, an `order_events` row and (for `shipped`) the shipment. The order row is locked
 * (`SELECT … FOR UPDATE`) and the update is conditional on the status read, so two staff clicks at once,
 * or a provider webhook racing a click, make one move and the other gets 409 INVALID_ORDER_TRANSITION.
 * Works the same on PGlite (whose transactions run one at a time) and PostgreSQL.
 */
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderEvents, orders, shipments, staffUsers } from '#server/db/schema/index.ts';
import {
  type JobQueue,
  type JobTransaction,
  type OrderEventEmailJobData,
  queueNames,
} from '#server/ports/job-queue.ts';
import type { OrderEvent } from '#shared/api/admin-orders.schemas.ts';
import { AppError } from '#shared/errors.ts';
import {
  allowedTransitions,
  isOrderStatus,
  type OrderActorKind,
  type OrderStatus,
  type OrderTransitionTarget,
} from '#shared/order-lifecycle.ts';
import { proofBlocksProduction } from '#shared/proofs.ts';

/** Who asks for a move: a staff account (with its id), a fulfilment provider or the shop itself. */
export type OrderActor = { kind: 'staff'; staffUserId: string } | { kind: Exclude<OrderActorKind, 'staff'> };

/**
 * One parcel. `providerShipmentId` (a fulfilment provider's own id, prefixed with the provider) makes
 * recording it idempotent: a webhook and a poll reporting the same parcel record it once.
 */
export interface ShipmentInput {
  carrier: string;
  trackingNumber: string;
  trackingUrl?: string | null;
  providerShipmentId?: string | null;
}

/**
 * A move to make. `shipped` needs a parcel (`shipment` or one of `shipments`, the parcels of a
 * provider that split the order); `on_hold` needs a `note` (the reason).
 */
export interface OrderTransitionRequest {
  orderId: string;
  to: OrderTransitionTarget;
  actor: OrderActor;
  note?: string | null;
  shipment?: ShipmentInput | null;
  shipments?: ShipmentInput[];
}

/** Whether a parcel has the carrier and tracking number every parcel needs. */
function completeParcel(parcel: ShipmentInput | null | undefined): parcel is ShipmentInput {
  return Boolean(parcel?.carrier.trim() && parcel.trackingNumber.trim());
}

/** Inserts parcels; one whose provider id is already recorded is left as it is. @returns the rows inserted. */
async function insertParcels(db: Db, orderId: string, parcels: ShipmentInput[]): Promise<number> {
  let inserted = 0;
  for (const parcel of parcels) {
    const rows = await db
      .insert(shipments)
      .values({
        orderId,
        carrier: parcel.carrier.trim(),
        trackingNumber: parcel.trackingNumber.trim(),
        trackingUrl: parcel.trackingUrl || null,
        providerShipmentId: parcel.providerShipmentId ?? null,
      })
      .onConflictDoNothing({ target: shipments.providerShipmentId })
      .returning({ id: shipments.id });
    inserted += rows.length;
  }
  return inserted;
}

/** A status read from the database; an unknown value (never written by this module) counts as `paid`. */
function statusOf(value: string): OrderStatus {
  return isOrderStatus(value) ? value : 'paid';
}

/**
 * The status an order was in before its newest move to `to`: the `from` of that event (refund
 * events, which keep the status, are skipped). Null without such an event.
 */
async function statusBeforeMoveTo(db: Db, orderId: string, to: OrderStatus): Promise<OrderStatus | null> {
  const [last] = await db
    .select({ from: orderEvents.fromStatus })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, to), ne(orderEvents.fromStatus, to)))
    .orderBy(desc(orderEvents.at), desc(orderEvents.id))
    .limit(1);
  return last ? statusOf(last.from) : null;
}

/**
 * The moves an order in `status` may make now (for an on-hold order this reads its last event).
 * `proofState`: the order's proof (issue 20 §4); while it awaits the customer or staff,
 * `in_production` is not one of them.
 * @param db the database or a transaction.
 */
export async function nextTransitions(
  db: Db,
  orderId: string,
  status: string,
  proofState?: string | null,
): Promise<OrderTransitionTarget[]> {
  const from = statusOf(status);
  const moves = allowedTransitions(from, from === 'on_hold' ? await statusBeforeMoveTo(db, orderId, 'on_hold') : null);
  return proofBlocksProduction(proofState) ? moves.filter((to) => to !== 'in_production') : moves;
}

/** What a move needs: the database and the job queue (the customer email is queued with the event). */
export interface OrderLifecycleDeps {
  db: Db;
  jobs: JobQueue;
}

/**
 * Moves an order to `request.to` when the lifecycle allows it from its current status, recording the
 * event (and the shipment of a move to `shipped`) in the same transaction, and queueing the customer
 * email of the change (issue 19 §6) in it too, with the event id as job id: one email per transition.
 * @returns the status before and after, and the event written.
 * @throws AppError ORDER_NOT_FOUND for an unknown order id; SHIPMENT_DETAILS_REQUIRED (400) for
 *   `shipped` without carrier and tracking number; HOLD_REASON_REQUIRED (400) for `on_hold` without a
 *   note; INVALID_ORDER_TRANSITION (409) for a move not allowed from the current status, including the
 *   loser of two concurrent moves; PROOF_NOT_APPROVED (409) for `in_production` while the order's
 *   proof awaits the customer or staff (issue 20 §4).
 */
export async function transitionOrder(
  { db, jobs }: OrderLifecycleDeps,
  request: OrderTransitionRequest,
): Promise<{ from: OrderStatus; to: OrderStatus; eventId: string }> {
  checkTransitionRequest(request);
  return db.transaction(async (tx) => transitionOrderInTransaction(tx, jobs, request));
}

/** The complete parcels of a request (`shipment` and `shipments`). */
function parcelsOf(request: OrderTransitionRequest): ShipmentInput[] {
  return [request.shipment, ...(request.shipments ?? [])].filter(completeParcel);
}

/** @throws AppError SHIPMENT_DETAILS_REQUIRED / HOLD_REASON_REQUIRED (see {@link transitionOrder}). */
function checkTransitionRequest(request: OrderTransitionRequest): void {
  if (request.to === 'shipped' && parcelsOf(request).length === 0) {
    throw new AppError('SHIPMENT_DETAILS_REQUIRED', 'A shipped order needs a carrier and a tracking number');
  }
  if (request.to === 'on_hold' && !request.note?.trim()) {
    throw new AppError('HOLD_REASON_REQUIRED', 'Putting an order on hold needs a reason');
  }
}

/**
 * {@link transitionOrder} inside the caller's transaction, for a move that must commit together
 * with more (the cancellation and the pending full refund of modules/refunds, issue 19 §5): the
 * order row is locked until `tx` ends. Same checks, event and queued email.
 * @throws as {@link transitionOrder}.
 */
export async function transitionOrderInTransaction(
  tx: JobTransaction,
  jobs: JobQueue,
  request: OrderTransitionRequest,
): Promise<{ from: OrderStatus; to: OrderStatus; eventId: string }> {
  checkTransitionRequest(request);
  const note = request.note?.trim() || null;
  const [row] = await tx
    .select({ status: orders.status, proofState: orders.proofState })
    .from(orders)
    .where(eq(orders.id, request.orderId))
    .for('update');
  if (!row) throw new AppError('ORDER_NOT_FOUND', 'No order with that number');
  const from = statusOf(row.status);
  // Issue 20 §4: production waits for the customer's approval of the proof (the proofs module
  // changes the proof state under this same row lock, so the two cannot cross).
  if (request.to === 'in_production' && proofBlocksProduction(row.proofState)) {
    throw new AppError('PROOF_NOT_APPROVED', 'The customer has not approved the proof of this order yet');
  }
  const allowed = await nextTransitions(tx, request.orderId, from);
  if (!allowed.includes(request.to)) {
    throw new AppError('INVALID_ORDER_TRANSITION', `An order that is ${from} cannot become ${request.to}`);
  }
  // Conditional on the status read: with the row lock this is belt and braces, and keeps a move
  // single even where a driver would not honour FOR UPDATE.
  const changed = await tx
    .update(orders)
    .set({ status: request.to })
    .where(and(eq(orders.id, request.orderId), eq(orders.status, row.status)))
    .returning({ id: orders.id });
  if (changed.length === 0) {
    throw new AppError('INVALID_ORDER_TRANSITION', `The order changed meanwhile; it is no longer ${from}`);
  }
  const [event] = await tx
    .insert(orderEvents)
    .values({
      orderId: request.orderId,
      actorKind: request.actor.kind,
      staffUserId: request.actor.kind === 'staff' ? request.actor.staffUserId : null,
      fromStatus: from,
      toStatus: request.to,
      note,
    })
    .returning({ id: orderEvents.id });
  if (!event) throw new Error('The order event was not written');
  if (request.to === 'shipped') await insertParcels(tx, request.orderId, parcelsOf(request));
  await jobs.send(queueNames.orderEventEmail, { eventId: event.id } satisfies OrderEventEmailJobData, {
    id: event.id,
    tx,
  });
  return { from, to: request.to, eventId: event.id };
}

/**
 * What a refund record did to an order (issue 19 §5): `refunded` when a refund succeeded,
 * `refund_reversed` when one that had succeeded failed later at the provider.
 */
export interface RefundEventRequest {
  orderId: string;
  /** Staff who asked for the refund, or the provider (a refund made in its dashboard, or one that failed later). */
  actor: OrderActor;
  change: 'refunded' | 'refund_reversed';
  /** Whether the order's succeeded refunds now cover everything paid. */
  fullyRefunded: boolean;
  /** The amount and reason, as the timeline shows them. */
  note: string;
}

/**
 * Writes the order event of a refund, inside the refund's transaction, and makes the only moves
 * into and out of `refunded` (which staff cannot ask for: it comes from refund records):
 * - `refunded` + fully refunded: the order becomes `refunded`, unless it is `cancelled` (a
 *   cancellation refunds in full and stays `cancelled`) or already `refunded`;
 * - `refund_reversed` of a `refunded` order no longer fully refunded: back to the status it was
 *   refunded from;
 * - otherwise (a partial refund) the event keeps the status (from = to), so the timeline shows it.
 * No customer email is queued here: the refunds service queues the one refund email (job id = the
 * refund id) in the same transaction, so a refund, full or partial, tells the customer once.
 * Locks the order row (`FOR UPDATE`), as every status writer does.
 * @throws AppError ORDER_NOT_FOUND for an unknown order id.
 */
export async function recordRefundEvent(
  tx: JobTransaction,
  request: RefundEventRequest,
): Promise<{ from: OrderStatus; to: OrderStatus; eventId: string }> {
  const [row] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, request.orderId))
    .for('update');
  if (!row) throw new AppError('ORDER_NOT_FOUND', 'No order with that number');
  const from = statusOf(row.status);
  let to: OrderStatus = from;
  if (request.change === 'refunded' && request.fullyRefunded && from !== 'cancelled') to = 'refunded';
  if (request.change === 'refund_reversed' && from === 'refunded' && !request.fullyRefunded) {
    to = (await statusBeforeMoveTo(tx, request.orderId, 'refunded')) ?? 'paid';
  }
  if (to !== from) await tx.update(orders).set({ status: to }).where(eq(orders.id, request.orderId));
  const [event] = await tx
    .insert(orderEvents)
    .values({
      orderId: request.orderId,
      actorKind: request.actor.kind,
      staffUserId: request.actor.kind === 'staff' ? request.actor.staffUserId : null,
      fromStatus: from,
      toStatus: to,
      note: request.note,
    })
    .returning({ id: orderEvents.id });
  if (!event) throw new Error('The order event was not written');
  return { from, to, eventId: event.id };
}

/**
 * Writes an order event that keeps the status (from = to) for something that happened to the
 * order's proof (issue 20 §4: sent, change asked for, approved), inside the caller's transaction
 * that holds the order's row lock. No customer email comes from it (the proofs module sends the
 * proof email itself).
 * @returns the event id.
 * @throws AppError ORDER_NOT_FOUND for an unknown order id.
 */
export async function recordProofEvent(
  tx: JobTransaction,
  request: { orderId: string; actor: OrderActor; note: string },
): Promise<string> {
  const [row] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, request.orderId));
  if (!row) throw new AppError('ORDER_NOT_FOUND', 'No order with that number');
  const status = statusOf(row.status);
  const [event] = await tx
    .insert(orderEvents)
    .values({
      orderId: request.orderId,
      actorKind: request.actor.kind,
      staffUserId: request.actor.kind === 'staff' ? request.actor.staffUserId : null,
      fromStatus: status,
      toStatus: status,
      note: request.note,
      topic: 'proof',
      customerEmailState: 'none',
    })
    .returning({ id: orderEvents.id });
  if (!event) throw new Error('The order event was not written');
  return event.id;
}

/**
 * Records parcels of an order without changing its status (issue 19 §3: a provider that splits an
 * order ships some parcels while the rest is still in production). Under the order's row lock, like
 * every move; a parcel whose `providerShipmentId` is already recorded is skipped. No email: the
 * customer hears of the parcels with the move to `shipped`.
 * @returns how many parcels were new.
 * @throws AppError ORDER_NOT_FOUND for an unknown order id.
 */
export async function recordShipments(
  { db }: Pick<OrderLifecycleDeps, 'db'>,
  orderId: string,
  parcels: ShipmentInput[],
): Promise<number> {
  const complete = parcels.filter(completeParcel);
  if (complete.length === 0) return 0;
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row) throw new AppError('ORDER_NOT_FOUND', 'No order with that number');
    return insertParcels(tx, orderId, complete);
  });
}

/** An order's history for staff: its events oldest first (with the acting staff email) and shipments. */
export async function orderHistory(
  db: Db,
  orderId: string,
): Promise<{
  events: OrderEvent[];
  shipments: { id: string; carrier: string; trackingNumber: string; trackingUrl: string | null; createdAt: string }[];
}> {
  const [events, parcels] = await Promise.all([
    db
      .select({ event: orderEvents, staffEmail: staffUsers.email })
      .from(orderEvents)
      .leftJoin(staffUsers, eq(orderEvents.staffUserId, staffUsers.id))
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    db.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(asc(shipments.createdAt)),
  ]);
  return {
    events: events.map(({ event, staffEmail }) => ({
      id: event.id,
      at: event.at.toISOString(),
      actorKind: event.actorKind === 'provider' || event.actorKind === 'system' ? event.actorKind : 'staff',
      staffEmail: staffEmail ?? null,
      from: statusOf(event.fromStatus),
      to: statusOf(event.toStatus),
      note: event.note,
      kind: event.topic === 'proof' ? 'proof' : event.fromStatus === event.toStatus ? 'refund' : 'move',
    })),
    shipments: parcels.map((p) => ({
      id: p.id,
      carrier: p.carrier,
      trackingNumber: p.trackingNumber,
      trackingUrl: p.trackingUrl,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}
