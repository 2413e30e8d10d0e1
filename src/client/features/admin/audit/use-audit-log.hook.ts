/**
 * Reading the audit log (issue 17 §3; `GET /api/admin/audit`): the page of `?page=` (1 first, so a
 * page can be linked), 50 entries a page, newest first.
 */
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminStaffApi } from '#client/lib/admin-staff-api.ts';
import type { AuditPage } from '#shared/api/staff-accounts.schemas.ts';

/** Entries a page. */
const auditPageSize = 50;

/** The page being read: loading, failed with the `ApiError`, or loaded. */
type AuditLogState = { kind: 'loading' } | { kind: 'failed'; error: unknown } | { kind: 'loaded'; data: AuditPage };

/**
 * @param enabled reads only for owners (the server answers 403 OWNER_REQUIRED to staff).
 * @returns `state`, the 1-based `page` of the URL, the number of `pages` (1 until loaded) and `reload()`.
 */
export function useAuditLog(enabled: boolean) {
  const [searchParams] = useSearchParams();
  const requested = Number(searchParams.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const [state, setState] = useState<AuditLogState>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'loaded', data: await adminStaffApi.audit({ page: page - 1, pageSize: auditPageSize }) });
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  }, [page]);

  useEffect(() => {
    if (enabled) void load();
  }, [enabled, load]);

  const pages = state.kind === 'loaded' ? Math.max(1, Math.ceil(state.data.total / auditPageSize)) : 1;
  return { state, page, pages, reload: () => void load() };
}
