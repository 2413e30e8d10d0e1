/**
 * The headless model of the email tracking table (SPEC §2.12, §4; issue 7 §3): its TanStack Table v9
 * features (sorting, a search that looks at the email only), its columns and the summary above the
 * table. Free of React and markup, so the page renders it as a table or as cards and the tests run it
 * without a browser.
 */
import {
  type ColumnDef,
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  rowSortingFeature,
  type SortingState,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
} from '@tanstack/react-table';
import type { EmailTrackingRow } from '#shared/api/admin.schemas.ts';

/** Sorting and a client-side search; module scope so the table's models stay memoised. */
export const trackingFeatures = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  sortedRowModel: createSortedRowModel(),
  filteredRowModel: createFilteredRowModel(),
  sortFns: { basic: sortFn_basic, text: sortFn_text },
  filterFns: { includesString: filterFn_includesString },
});

/** The column ids, in the order of SPEC §2.12: Email, Subject, Sent, Status, Details. */
export const trackingColumnIds = ['email', 'subject', 'sentAt', 'status', 'details'] as const;
export type TrackingColumnId = (typeof trackingColumnIds)[number];

/** Milliseconds since the epoch of an ISO time; unparsable times sort first. */
function time(iso: string | null): number {
  const ms = iso === null ? Number.NaN : Date.parse(iso);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

/**
 * Status sorts opened emails after unopened ones, opened emails by when they were first opened (SPEC
 * §4: the earliest opened_at), so ascending reads "not opened, then opened longest ago".
 */
function statusRank(row: EmailTrackingRow): number {
  return row.opened ? time(row.firstOpenedAt) : Number.NEGATIVE_INFINITY;
}

const helper = createColumnHelper<typeof trackingFeatures, EmailTrackingRow>();

/**
 * Accessors only: the page renders cells itself (table row on wide screens, card on narrow ones).
 * Text sorts ignore case; Sent, Status and Details sort numerically, newest/most first on the first
 * click.
 */
export const trackingColumns: ColumnDef<typeof trackingFeatures, EmailTrackingRow>[] = helper.columns([
  helper.accessor('email', { id: 'email', sortFn: 'text', enableGlobalFilter: true }),
  helper.accessor('subject', { id: 'subject', sortFn: 'text', enableGlobalFilter: false }),
  helper.accessor((row) => time(row.sentAt), {
    id: 'sentAt',
    sortFn: 'basic',
    sortDescFirst: true,
    enableGlobalFilter: false,
  }),
  helper.accessor(statusRank, { id: 'status', sortFn: 'basic', sortDescFirst: true, enableGlobalFilter: false }),
  helper.accessor('openCount', { id: 'details', sortFn: 'basic', sortDescFirst: true, enableGlobalFilter: false }),
]);

/** Newest sent first, as the server answers (SPEC §4 list). */
export const defaultTrackingSorting: SortingState = [{ id: 'sentAt', desc: true }];

/** Table options shared by the page and the tests: the search matches the email column only. */
export const trackingTableOptions = {
  features: trackingFeatures,
  columns: trackingColumns,
  getRowId: (row: EmailTrackingRow) => row.emailId,
  globalFilterFn: 'includesString' as const,
  getColumnCanGlobalFilter: (column: { id: string }) => column.id === 'email',
  enableSortingRemoval: false,
  enableMultiSort: false,
};

/** Counts above the table: emails sent, emails opened at least once, and the share opened (0-1, 0 when none sent). */
export function trackingSummary(rows: readonly EmailTrackingRow[]): { sent: number; opened: number; openRate: number } {
  const opened = rows.filter((row) => row.opened).length;
  return { sent: rows.length, opened, openRate: rows.length === 0 ? 0 : opened / rows.length };
}
