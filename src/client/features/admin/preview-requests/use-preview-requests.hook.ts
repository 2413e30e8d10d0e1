/**
 * Reading the Preview requests list (issue 7 §3; `GET /api/admin/preview-requests`): one page of
 * the customers who asked for a preview, searched by email, with the search and page in the URL.
 */
import { useCallback } from 'react';
import { adminOrdersApi } from '#client/lib/admin-orders-api.ts';
import { listPageSize, useListParams } from '../components/use-list-params.hook.ts';
import { useRemoteList } from '../components/use-remote-list.hook.ts';

/**
 * @returns the list's `state` (loading / failed with the `ApiError` / loaded, keeping the last page
 * while reloading), `reload()`, the search `q` and 0-based `page` from the URL and their setters.
 */
export function usePreviewRequests() {
  const { q, page, setQuery, setPage } = useListParams();
  const load = useCallback(
    () => adminOrdersApi.listPreviewRequests({ q: q || undefined, page, pageSize: listPageSize }),
    [q, page],
  );
  const { state, reload } = useRemoteList(load);
  return { state, reload, q, page, setQuery, setPage };
}
