/**
 * The dashboard's numbers (issue 19 §8; `GET /api/admin/dashboard`) and what the page shows meanwhile.
 */
import { useCallback } from 'react';
import { adminDashboardApi } from '#client/lib/admin-dashboard-api.ts';
import type { AdminDashboard } from '#shared/api/admin-dashboard.schemas.ts';
import { useRemoteList } from '../components/use-remote-list.hook.ts';

/** Skeletons (first load), the error box with Try again, or the numbers (kept on screen while reloading). */
export type DashboardView =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'loaded'; dashboard: AdminDashboard; refreshing: boolean };

/**
 * Loads the dashboard once.
 * @returns `view` (see {@link DashboardView}) and `reload()` for Refresh and Try again.
 */
export function useDashboard(): { view: DashboardView; reload: () => void } {
  const load = useCallback(() => adminDashboardApi.getDashboard(), []);
  const { state, reload } = useRemoteList(load);
  let view: DashboardView;
  if (state.kind === 'failed') view = { kind: 'failed', error: state.error };
  else if (state.data === null) view = { kind: 'loading' };
  else view = { kind: 'loaded', dashboard: state.data, refreshing: state.kind === 'loading' };
  return { view, reload };
}
