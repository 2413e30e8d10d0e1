/**
 * Client of the staff dashboard (issue 19 §8; `GET /api/admin/dashboard`). Needs the staff session
 * cookie (401 UNAUTHORIZED without); failures are `ApiError`s (see api-request.ts).
 */
import { adminDashboardSchema } from '#shared/api/admin-dashboard.schemas.ts';
import { request } from './api-request.ts';

export const adminDashboardApi = {
  /** GET /api/admin/dashboard: the queues to act on now, the last 30 days' funnel and revenue. */
  getDashboard: () => request('/api/admin/dashboard', { method: 'GET' }, adminDashboardSchema),
};
