/**
 * Reading one order for staff (issue 7 §3; `GET /api/admin/orders/:orderNumber`), and what the order
 * page shows meanwhile.
 */
import { useCallback } from 'react';
import { adminOrdersApi } from '#client/lib/admin-orders-api.ts';
import { isApiError } from '#client/lib/api-error.ts';
import type { AdminOrderDetail } from '#shared/api/admin-orders.schemas.ts';
import { useRemoteList } from '../components/use-remote-list.hook.ts';

/**
 * What the page shows: the not-found card (ORDER_NOT_FOUND), the error box with a retry (any
 * other failure), the skeleton (nothing loaded yet, or another order than `ref`'s), or the order.
 */
export type OrderView =
  | { kind: 'not-found' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'loading' }
  | { kind: 'order'; order: AdminOrderDetail };

/** Whether `order` is the one `ref` names: by its number (any case) or, for older links, its UUID. */
function isOrder(order: AdminOrderDetail, ref: string): boolean {
  const wanted = ref.toLowerCase();
  return order.orderNumber.toLowerCase() === wanted || order.id === wanted;
}

/**
 * Loads the order `ref` names, its `WT-` number or an old link's UUID (again whenever it changes).
 * @returns `view` (see {@link OrderView}) and `reload()` for Try again and after a status change.
 */
export function useOrder(ref: string): { view: OrderView; reload: () => void } {
  const load = useCallback(() => adminOrdersApi.getOrder(ref), [ref]);
  const { state, reload } = useRemoteList(load);
  const order = state.data;
  let view: OrderView;
  if (state.kind === 'failed') {
    view = isApiError(state.error, 'ORDER_NOT_FOUND') ? { kind: 'not-found' } : { kind: 'failed', error: state.error };
  } else if (order === null || !isOrder(order, ref)) {
    // Also in the render right after `ref` changed, before the load starts: the previous order is
    // not this one (issue 23 item 12: moving to the next order must not redirect back to it).
    view = { kind: 'loading' };
  } else {
    view = { kind: 'order', order };
  }
  return { view, reload };
}
