/** The Email tracking table's own state (SPEC §4): sorting by any column and the search by email, in the browser. */
import { type SortingState, useTable } from '@tanstack/react-table';
import { useState } from 'react';
import type { EmailTrackingRow } from '#shared/api/admin.schemas.ts';
import { defaultTrackingSorting, trackingTableOptions } from './email-tracking-table.ts';

/**
 * @param rows the loaded emails (a stable array).
 * @returns the `table`, its `sorting` and `setSorting` (the narrow-screen select), the `search`
 * text and `setSearch`, and `shown`, how many rows the search leaves.
 */
export function useTrackingTable(rows: EmailTrackingRow[]) {
  const [sorting, setSorting] = useState<SortingState>(defaultTrackingSorting);
  const [search, setSearch] = useState('');
  const table = useTable({
    ...trackingTableOptions,
    data: rows,
    state: { sorting, globalFilter: search },
    onSortingChange: setSorting,
    onGlobalFilterChange: setSearch,
  });
  return { table, sorting, setSorting, search, setSearch, shown: table.getRowModel().rows.length };
}
