/**
 * The headless model of the preview requests table (issue 7 §3) on TanStack Table v9: its columns,
 * in the server's order (newest request first). No client processing: the server pages and searches.
 */
import { type ColumnDef, createColumnHelper, tableFeatures } from '@tanstack/react-table';
import type { PreviewRequest } from '#shared/api/admin-orders.schemas.ts';

/** No optional features: the rows are shown as the server sends them. Module scope keeps it stable. */
export const previewFeatures = tableFeatures({});

/** Column ids, left to right. */
export const previewColumnIds = [
  'photo',
  'customer',
  'language',
  'product',
  'artwork',
  'orderLink',
  'actions',
] as const;
export type PreviewColumnId = (typeof previewColumnIds)[number];

const helper = createColumnHelper<typeof previewFeatures, PreviewRequest>();

/** Display columns only: the views render each cell (a table row from 768 px, a card below). */
export const previewColumns: ColumnDef<typeof previewFeatures, PreviewRequest>[] = helper.columns(
  previewColumnIds.map((id) => helper.display({ id })),
);

export const previewTableOptions = {
  features: previewFeatures,
  columns: previewColumns,
  getRowId: (row: PreviewRequest) => row.customerId,
};
