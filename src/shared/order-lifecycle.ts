/**
 * The order lifecycle (issue 19 §2; DESIGN.md "HTTP API, next capabilities"): the status values and
 * the table of allowed moves. The server's order-lifecycle module is the only writer of a status and
 * decides every move with {@link canTransition}; the staff page shows the same table's moves as buttons.
 * Isomorphic.
 */

/** Every status an order can have; exactly the values of DESIGN.md. */
export const orderStatuses = [
  'paid',
  'in_production',
  'shipped',
  'delivered',
  'on_hold',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The statuses staff may ask for (`refunded` comes only from refund records, issue 19 §5). */
export const orderTransitionTargets = ['in_production', 'shipped', 'delivered', 'on_hold', 'cancelled'] as const;
export type OrderTransitionTarget = (typeof orderTransitionTargets)[number];

/**
 * Allowed moves, from -> to. An order is held before it ships (paid or in production) and then goes
 * (back) to production, or is cancelled. `cancelled` is allowed only before production: from `paid`,
 * or from `on_hold` when the hold came from `paid` (see {@link allowedTransitions}). For now it is a
 * plain status change; the full refund that must go with it comes with issue 19 §5.
 */
const orderTransitions: Readonly<Record<OrderStatus, readonly OrderTransitionTarget[]>> = {
  paid: ['in_production', 'on_hold', 'cancelled'],
  in_production: ['shipped', 'on_hold'],
  shipped: ['delivered'],
  delivered: [],
  on_hold: ['in_production', 'cancelled'],
  cancelled: [],
  refunded: [],
};

/**
 * The moves an order in `from` may make. `heldFrom` is the status an `on_hold` order was held from
 * (its last event's `from`): a hold of an order already in production cannot be cancelled.
 */
export function allowedTransitions(from: OrderStatus, heldFrom?: OrderStatus | null): OrderTransitionTarget[] {
  const moves = orderTransitions[from];
  if (from === 'on_hold' && heldFrom !== 'paid') return moves.filter((to) => to !== 'cancelled');
  return [...moves];
}

/** Who changed an order's status: a staff account, a fulfilment provider or the shop itself. */
export const orderActorKinds = ['staff', 'provider', 'system'] as const;
export type OrderActorKind = (typeof orderActorKinds)[number];

/** Whether `value` is one of {@link orderStatuses} (rows written by older code are read through it). */
export function isOrderStatus(value: string): value is OrderStatus {
  return (orderStatuses as readonly string[]).includes(value);
}
