/**
 * Reading the staff Orders list (issue 7 §3; `GET /api/admin/orders` and `/totals`): one page of
 * paid orders for the search, real/test filter, sort and page in the URL, the takings without test
 * orders (issue 17 point 4), and the TanStack table whose column sorting writes the URL.
 */
import { type SortingState, type Updater, useTable } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { adminOrdersApi } from '#client/lib/admin-orders-api.ts';
import { type AdminOrderMode, type AdminOrderSummary, adminOrderModes } from '#shared/api/admin-orders.schemas.ts';
import { listPageSize, useListParams } from '../components/use-list-params.hook.ts';
import { useRemoteList } from '../components/use-remote-list.hook.ts';
import { orderTableOptions, sortFromParams, sortingOf, sortOfSorting } from './orders-table.ts';

/** `?mode=live|test` of the URL; anything else shows all orders. */
function modeFromParams(params: URLSearchParams): AdminOrderMode {
  const mode = params.get('mode');
  return (adminOrderModes as readonly string[]).includes(mode ?? '') ? (mode as AdminOrderMode) : 'all';
}

/** Stable while nothing is loaded: a fresh `[]` each render would rebuild the table's models. */
const noOrders: AdminOrderSummary[] = [];

/**
 * @returns `state` of the page of orders (keeping the last page while reloading), `totals` (its own
 * state), `reload()` of both, the URL's `q`, `page`, `mode`, `sort` and `dir` with their setters
 * (`setMode`, `setSortChoice` of the narrow-screen `"sort|dir"` select), and the `table`.
 */
export function useOrdersList() {
  const { params, q, page, setQuery, setPage, update } = useListParams();
  const { sort, dir } = sortFromParams(params);
  const mode = modeFromParams(params);

  const load = useCallback(
    () => adminOrdersApi.listOrders({ q: q || undefined, mode, sort, dir, page, pageSize: listPageSize }),
    [q, mode, sort, dir, page],
  );
  const { state, reload: reloadList } = useRemoteList(load);
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
  const setSortChoice = useCallback(
    (choice: string) => {
      const [nextSort, nextDir] = choice.split('|');
      update({ sort: nextSort === 'amount' ? 'amount' : null, dir: nextDir === 'asc' ? 'asc' : null, page: null });
    },
    [update],
  );

  return { state, totals, reload, q, page, mode, sort, dir, setQuery, setPage, setMode, setSortChoice, table };
}
