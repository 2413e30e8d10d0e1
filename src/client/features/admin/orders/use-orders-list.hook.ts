/**
 * Reading the staff Orders list (issue 7 §3; `GET /api/admin/orders` and `/totals`): one page of
 * paid orders for the search, real/test filter, sort and page in the URL, the takings without test
 * orders (issue 17 point 4), and the TanStack table whose column sorting writes the URL. The page of
 * orders shown is remembered for the order page's next/previous (issue 23 item 12, order-navigation.ts).
 */
import { type SortingState, type Updater, useTable } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { adminOrdersApi } from '#client/lib/admin-orders-api.ts';
import {
  type AdminOrderMode,
  type AdminOrderSummary,
  type AdminOrdersQuery,
  adminOrderModes,
} from '#shared/api/admin-orders.schemas.ts';
import { isOrderStatus, type OrderStatus } from '#shared/order-lifecycle.ts';
import { listPageSize, useListParams } from '../components/use-list-params.hook.ts';
import { useRemoteList } from '../components/use-remote-list.hook.ts';
import { rememberOrderList } from './order-navigation.ts';
import { orderTableOptions, sortFromParams, sortingOf, sortOfSorting } from './orders-table.ts';

/** `?mode=live|test` of the URL; anything else shows all orders. */
function modeFromParams(params: URLSearchParams): AdminOrderMode {
  const mode = params.get('mode');
  return (adminOrderModes as readonly string[]).includes(mode ?? '') ? (mode as AdminOrderMode) : 'all';
}

/** `?status=` of the URL when it is a status; anything else shows every status. */
function statusFromParams(params: URLSearchParams): OrderStatus | undefined {
  const status = params.get('status') ?? '';
  return isOrderStatus(status) ? status : undefined;
}

/** `?from=` / `?to=` of the URL when it is a day (`2026-03-14`). */
function dayFromParams(params: URLSearchParams, name: 'from' | 'to'): string | undefined {
  const day = params.get(name) ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined;
}

/** Stable while nothing is loaded: a fresh `[]` each render would rebuild the table's models. */
const noOrders: AdminOrderSummary[] = [];

/**
 * @returns `state` of the page of orders (keeping the last page while reloading), `totals` (its own
 * state), `reload()` of both, the URL's `q`, `page`, `mode`, `status`, `from`, `to`, `sort` and `dir`
 * with their setters (`setMode`, `setStatus`, `setDay`, `setSortChoice` of the narrow-screen
 * `"sort|dir"` select), `csvUrl` (the filtered list as CSV, issue 19 §1) and the `table`.
 */
export function useOrdersList() {
  const { params, q, page, setQuery, setPage, update } = useListParams();
  const { sort, dir } = sortFromParams(params);
  const mode = modeFromParams(params);
  const status = statusFromParams(params);
  const from = dayFromParams(params, 'from');
  const to = dayFromParams(params, 'to');

  const query: AdminOrdersQuery = useMemo(
    () => ({ q: q || undefined, status, from, to, mode, sort, dir, page, pageSize: listPageSize }),
    [q, status, from, to, mode, sort, dir, page],
  );
  const load = useCallback(() => adminOrdersApi.listOrders(query), [query]);
  const { state, reload: reloadList } = useRemoteList(load);
  // Issue 23 item 12: an order opened from this list moves on to the next one of it.
  const location = useLocation();
  const shown = state.data?.orders;
  useEffect(() => {
    if (shown) {
      rememberOrderList({
        numbers: shown.map((order) => order.orderNumber),
        listHref: `${location.pathname}${location.search}`,
      });
    }
  }, [shown, location.pathname, location.search]);
  const { state: totals, reload: reloadTotals } = useRemoteList(adminOrdersApi.getTotals);
  const reload = useCallback(() => {
    reloadList();
    reloadTotals();
  }, [reloadList, reloadTotals]);

  const sorting = useMemo(() => sortingOf(sort, dir), [sort, dir]);
  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) => {
      const next = sortOfSorting(typeof updater === 'function' ? updater(sorting) : updater);
      update({
        sort: next.sort === 'createdAt' ? null : next.sort,
        dir: next.dir === 'desc' ? null : next.dir,
        page: null,
      });
    },
    [sorting, update],
  );
  const table = useTable({
    ...orderTableOptions,
    data: state.data?.orders ?? noOrders,
    state: { sorting },
    onSortingChange,
  });

  const setMode = useCallback(
    (next: AdminOrderMode) => update({ mode: next === 'all' ? null : next, page: null }),
    [update],
  );
  const setStatus = useCallback(
    (next: OrderStatus | undefined) => update({ status: next ?? null, page: null }),
    [update],
  );
  const setDay = useCallback(
    (name: 'from' | 'to', day: string) => update({ [name]: day || null, page: null }),
    [update],
  );
  const setSortChoice = useCallback(
    (choice: string) => {
      const [nextSort, nextDir] = choice.split('|');
      update({ sort: nextSort === 'amount' ? 'amount' : null, dir: nextDir === 'asc' ? 'asc' : null, page: null });
    },
    [update],
  );

  return {
    state,
    totals,
    reload,
    q,
    page,
    mode,
    status,
    from,
    to,
    sort,
    dir,
    setQuery,
    setPage,
    setMode,
    setStatus,
    setDay,
    setSortChoice,
    csvUrl: adminOrdersApi.csvUrl(query),
    table,
  };
}
