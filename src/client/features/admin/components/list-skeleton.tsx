/** Placeholders while staff data loads (SPEC §4 loading state). */
import type { ReactNode } from 'react';

/**
 * A busy region: `label` for screen readers (a status message) and `children`, the grey shapes,
 * which should be `aria-hidden`.
 */
export function LoadingRegion({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div aria-busy="true" data-testid={testId}>
      <p className="sr-only" role="status">
        {label}
      </p>
      {children}
    </div>
  );
}

/** Grey rows in the shape of a list with two thumbnails per row while its first page loads. */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <LoadingRegion label={label} testId="admin-list-skeleton">
      <ul aria-hidden="true" className="animate-pulse divide-y divide-stone-100">
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered.
          <li key={index} className="flex items-center gap-4 px-4 py-4 sm:px-5">
            <div className="size-14 shrink-0 rounded-xl bg-stone-200" />
            <div className="size-14 shrink-0 rounded-xl bg-stone-200/70" />
            <div className="min-w-0 flex-1 space-y-2">
              <div className="h-4 w-40 max-w-full rounded bg-stone-200" />
              <div className="h-3 w-64 max-w-full rounded bg-stone-200/80" />
            </div>
            <div className="hidden h-4 w-20 rounded bg-stone-200 sm:block" />
            <div className="hidden h-4 w-28 rounded bg-stone-200 md:block" />
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}

/** Grey rows of text only (lists without thumbnails: staff accounts, the audit log) while they load. */
export function TextRowsSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <LoadingRegion label={label} testId="admin-list-skeleton">
      <ul aria-hidden="true" className="animate-pulse divide-y divide-stone-100">
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered.
          <li key={index} className="flex items-center gap-6 px-4 py-4 sm:px-5">
            <div className="h-4 w-56 max-w-full rounded bg-stone-200" />
            <div className="hidden h-4 w-20 rounded bg-stone-200/80 sm:block" />
            <div className="hidden h-4 w-32 rounded bg-stone-200/70 md:block" />
            <div className="ml-auto h-4 w-16 rounded bg-stone-200/70" />
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}
