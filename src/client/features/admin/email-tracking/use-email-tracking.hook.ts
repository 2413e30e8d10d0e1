/**
 * Reading Email tracking (SPEC §4; `GET /api/admin/email-tracking`): every sent order-link email
 * with its opens and link, newest first; a revoked link changes its row in place (issue 17 §5).
 */
import { useCallback, useEffect, useState } from 'react';
import { adminEmailsApi } from '#client/lib/admin-emails-api.ts';
import type { EmailTrackingRow } from '#shared/api/admin.schemas.ts';

/** The list: loading, failed (the page shows one message whatever the reason), or loaded. */
type EmailTrackingState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; rows: EmailTrackingRow[] };

/** Stable while loading: a fresh `[]` each render would rebuild the table's models every time. */
const noRows: EmailTrackingRow[] = [];

/**
 * @returns `state`, the loaded `rows` (empty until loaded), `reload()` and `onRevoked(emailId,
 * revokedAt)`, which marks that row's link revoked without reading the list again.
 */
export function useEmailTracking() {
  const [state, setState] = useState<EmailTrackingState>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const { rows } = await adminEmailsApi.emailTracking();
      setState({ kind: 'loaded', rows });
    } catch {
      setState({ kind: 'failed' });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const onRevoked = useCallback((emailId: string, revokedAt: string) => {
    setState((current) =>
      current.kind === 'loaded'
        ? {
            kind: 'loaded',
            rows: current.rows.map((row) =>
              row.emailId === emailId && row.link ? { ...row, link: { ...row.link, revokedAt } } : row,
            ),
          }
        : current,
    );
  }, []);

  return { state, rows: state.kind === 'loaded' ? state.rows : noRows, reload: () => void load(), onRevoked };
}
