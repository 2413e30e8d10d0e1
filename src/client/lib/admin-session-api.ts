/**
 * The staff session's calls (issue 7 §2, issue 17 §3; DESIGN.md "HTTP API" `/api/admin/session`):
 * who is logged in, login and logout. Failures are `ApiError`s (see api-request.ts). Its own client
 * (issue 22 §3): every staff page asks first, without the customer API's schemas.
 */
import { adminSessionSchema, noContentSchema } from '#shared/api/admin-session.schemas.ts';
import { postJson, request } from './api-request.ts';

export const adminSessionApi = {
  /**
   * GET /api/admin/session: the logged-in staff member `{email, role, passwordChangeRequired,
   * totpEnabled}`; fails with UNAUTHORIZED when nobody is.
   */
  getAdminSession: () => request('/api/admin/session', { method: 'GET' }, adminSessionSchema),

  /**
   * POST /api/admin/session: staff login; the server sets the session cookie. Fails with
   * INVALID_CREDENTIALS, TOTP_REQUIRED (the password was right: send again with `code`),
   * TOTP_INVALID, ACCOUNT_DISABLED, or RATE_LIMITED after too many failed attempts.
   */
  adminLogin: (email: string, password: string, code?: string) =>
    request('/api/admin/session', postJson(code ? { email, password, code } : { email, password }), adminSessionSchema),

  /** DELETE /api/admin/session: logs out (ends the session on the server). */
  adminLogout: () => request('/api/admin/session', { method: 'DELETE' }, noContentSchema),
};
