/**
 * Pieces of the staff tables (orders, preview requests, email tracking): the table frame, a sortable
 * column header announcing its order (aria-sort), the table-or-cards switch at 768 px (SPEC §9 mobile
 * breakpoint) and the toolbar above a list with its count.
 */
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

/** A scrollable table: `caption` for screen readers, `head` the header rows, `children` the body rows. */
export function DataTable({
  testId,
  caption,
  head,
  children,
}: {
  testId: string;
  caption: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-stone-200 bg-stone-50/80">{head}</thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  );
}

/**
 * A `<th>` whose button toggles the column's sorting (`sorted`: the column's current direction, as
 * TanStack's `getIsSorted()`). `className` styles the cell, `buttonClassName` adds to the button's.
 */
export function SortableHeaderCell({
  label,
  sorted,
  onToggle,
  className,
  buttonClassName,
  testId,
}: {
  label: string;
  sorted: false | 'asc' | 'desc';
  onToggle: ((event: unknown) => void) | undefined;
  className: string;
  buttonClassName?: string;
  testId?: string;
}) {
  const SortIcon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
      className={className}
    >
      <button
        type="button"
        onClick={onToggle}
        data-testid={testId}
        className={cn(
          '-mx-1.5 inline-flex items-center gap-1.5 rounded-lg px-1.5 py-1 tracking-wide uppercase transition-colors hover:bg-stone-200/60 hover:text-stone-900',
          buttonClassName,
          'focus-visible:outline-2 focus-visible:outline-brand-500',
          sorted && 'text-stone-900',
        )}
      >
        {label}
        <SortIcon className={cn('size-3.5', sorted ? 'text-brand-600' : 'text-stone-400')} aria-hidden="true" />
      </button>
    </th>
  );
}

/** The same rows as a `table` from 768 px and as `cards` below it. */
export function TableOrCards({ table, cards }: { table: ReactNode; cards: ReactNode }) {
  return (
    <>
      <div className="hidden md:block">{table}</div>
      <div className="md:hidden">{cards}</div>
    </>
  );
}

/** The bar above a list (search, sort, count): stacked on a phone, one row from 640 px. */
export function ListToolbar({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={cn(
        'flex flex-col gap-3 border-b border-stone-200/80 p-4 sm:flex-row sm:items-center sm:px-5',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** How many rows the list holds, at the toolbar's end; a status, so screen readers hear changes. */
export function ListCount({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p className="text-sm text-stone-500 sm:ml-auto" role="status" data-testid={testId}>
      {children}
    </p>
  );
}
