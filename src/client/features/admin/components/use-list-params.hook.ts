/**
 * The URL state of a paged staff list (Orders, Preview requests; issue 7 §3): `?q=&page=` (1-based
 * page for people), so Back from an order returns to the same search and page.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Rows per page of the staff lists. */
export const listPageSize = 25;

/**
 * Reads and writes the list's search parameters. Changing the search goes back to the first page
 * (and replaces the history entry, so typing does not fill Back).
 * @returns `params` (all of them), `q`, the 0-based `page`, `setQuery`, `setPage` and `update`,
 * which sets or (with null or '') removes several parameters in one navigation.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const pageNumber = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(pageNumber) && pageNumber > 1 ? pageNumber - 1 : 0;
  const update = useCallback(
    (changes: Record<string, string | null>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams],
  );
  const setQuery = useCallback(
    (value: string) => update({ q: value.trim() || null, page: null }, { replace: true }),
    [update],
  );
  const setPage = useCallback((next: number) => update({ page: next > 0 ? String(next + 1) : null }), [update]);
  return { params, q, page, setQuery, setPage, update };
}
