/**
 * The headless model of the staff orders table (issue 7 §3) on TanStack Table v9: its columns and
 * the sorting, which the server does (`manualSorting`): the table keeps the sorting state, the page
 * keeps it in the URL (`?sort=amount&dir=asc`) and asks `GET /api/admin/orders` for that order.
 * Free of React and markup, so the page renders it as a table or as cards.
 */
import {
  type ColumnDef,
  createColumnHelper,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
} from '@tanstack/react-table';
import type { AdminOrderSortField, AdminOrderSummary } from '#shared/api/admin-orders.schemas.ts';

/** Sorting only; the rows arrive sorted and paged from the server. Module scope keeps it stable. */
export const orderFeatures = tableFeatures({ rowSortingFeature });

/** Column ids, left to right. `createdAt` and `amount` are the sortable ones (the server's fields). */
export const orderColumnIds = ['images', 'order', 'customer', 'amount', 'createdAt'] as const;
export type OrderColumnId = (typeof orderColumnIds)[number];

const helper = createColumnHelper<typeof orderFeatures, AdminOrderSummary>();

/** Accessors only: the views render each cell themselves (a table row from 768 px, a card below). */
export const orderColumns: ColumnDef<typeof orderFeatures, AdminOrderSummary>[] = helper.columns([
  helper.display({ id: 'images', enableSorting: false }),
  helper.display({ id: 'order', enableSorting: false }),
  helper.display({ id: 'customer', enableSorting: false }),
  helper.accessor('amountTotalMinor', { id: 'amount', sortDescFirst: true }),
  helper.accessor('createdAt', { id: 'createdAt', sortDescFirst: true }),
]);

/** Options of `useTable` shared by the page: one sort at a time, never "unsorted". */
export const orderTableOptions = {
  features: orderFeatures,
  columns: orderColumns,
  getRowId: (row: AdminOrderSummary) => row.id,
  manualSorting: true,
  enableSortingRemoval: false,
  enableMultiSort: false,
};

/** The server's sort of the URL's parameters; anything unknown is the default, newest first. */
export function sortFromParams(params: URLSearchParams): { sort: AdminOrderSortField; dir: 'asc' | 'desc' } {
  const sort = params.get('sort') === 'amount' ? 'amount' : 'createdAt';
  const dir = params.get('dir') === 'asc' ? 'asc' : 'desc';
  return { sort, dir };
}

/** The table's sorting state for the server's sort. */
export function sortingOf(sort: AdminOrderSortField, dir: 'asc' | 'desc'): SortingState {
  return [{ id: sort, desc: dir === 'desc' }];
}

/** The server's sort for the table's sorting state (the first entry counts; default newest first). */
export function sortOfSorting(sorting: SortingState): { sort: AdminOrderSortField; dir: 'asc' | 'desc' } {
  const first = sorting[0];
  if (!first || (first.id !== 'amount' && first.id !== 'createdAt')) return { sort: 'createdAt', dir: 'desc' };
  return { sort: first.id, dir: first.desc ? 'desc' : 'asc' };
}

/** The sort choices of the narrow-screen select, in order: newest, oldest, highest, lowest amount. */
export const sortChoices = [
  { key: 'newest', sort: 'createdAt', dir: 'desc' },
  { key: 'oldest', sort: 'createdAt', dir: 'asc' },
  { key: 'amountHigh', sort: 'amount', dir: 'desc' },
  { key: 'amountLow', sort: 'amount', dir: 'asc' },
] as const satisfies readonly { key: string; sort: AdminOrderSortField; dir: 'asc' | 'desc' }[];
