/**
 * Client of a staff member's own account and of the owner's staff pages (issue 17 §3): password
 * change, two-factor sign-in, staff accounts and the audit log. Every call needs the staff session
 * cookie (401 UNAUTHORIZED without); the owner's calls answer 403 OWNER_REQUIRED to staff. Failures
 * are `ApiError`s (see api-request.ts).
 */
import { adminSessionSchema, type ChangePasswordBody, totpEnrolmentSchema } from '#shared/api/admin-session.schemas.ts';
import {
  type AddStaffBody,
  type AuditQuery,
  auditPageSchema,
  staffAccountListSchema,
  staffAccountSchema,
  staffOneTimePasswordSchema,
  type UpdateStaffBody,
} from '#shared/api/staff-accounts.schemas.ts';
import { postJson, request } from './api-request.ts';

const staffPath = (id: string) => `/api/admin/staff/${encodeURIComponent(id)}`;

export const adminStaffApi = {
  /**
   * POST /api/admin/account/password: the staff member's own new password (also the forced change
   * after a one-time password). Other sessions of the account end. @throws ApiError
   * PASSWORD_INCORRECT, PASSWORD_UNCHANGED, RATE_LIMITED.
   */
  changePassword: (body: ChangePasswordBody) =>
    request('/api/admin/account/password', postJson(body), adminSessionSchema),

  /** POST /api/admin/account/totp: a new secret and its QR code, shown once. @throws ApiError TOTP_ALREADY_ENABLED. */
  startTotp: () => request('/api/admin/account/totp', { method: 'POST' }, totpEnrolmentSchema),

  /** POST /api/admin/account/totp/confirm: turns two-factor sign-in on. @throws ApiError TOTP_INVALID, PASSWORD_INCORRECT. */
  confirmTotp: (code: string, password: string) =>
    request('/api/admin/account/totp/confirm', postJson({ code, password }), adminSessionSchema),

  /** POST /api/admin/account/totp/disable: turns it off. @throws ApiError PASSWORD_INCORRECT, TOTP_INVALID. */
  disableTotp: (password: string, code: string) =>
    request('/api/admin/account/totp/disable', postJson({ password, code }), adminSessionSchema),

  /** GET /api/admin/staff: every staff account, oldest first (owner). */
  listStaff: () => request('/api/admin/staff', { method: 'GET' }, staffAccountListSchema),

  /** POST /api/admin/staff: adds an account with a one-time password (owner). @throws ApiError STAFF_EXISTS. */
  addStaff: (body: AddStaffBody) => request('/api/admin/staff', postJson(body), staffOneTimePasswordSchema),

  /**
   * PATCH /api/admin/staff/:id: disable/enable or change the role (owner).
   * @throws ApiError STAFF_SELF_CHANGE, LAST_OWNER, STAFF_NOT_FOUND.
   */
  updateStaff: (id: string, body: UpdateStaffBody) =>
    request(
      staffPath(id),
      { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      staffAccountSchema,
    ),

  /** POST /api/admin/staff/:id/password-reset: a new one-time password for the account (owner). */
  resetStaffPassword: (id: string) =>
    request(`${staffPath(id)}/password-reset`, { method: 'POST' }, staffOneTimePasswordSchema),

  /** GET /api/admin/audit?page=&pageSize=: one page of the audit log, newest first (owner). */
  audit: (query: AuditQuery) => {
    const search = new URLSearchParams();
    if (query.page !== undefined) search.set('page', String(query.page));
    if (query.pageSize !== undefined) search.set('pageSize', String(query.pageSize));
    const text = search.toString();
    return request(`/api/admin/audit${text ? `?${text}` : ''}`, { method: 'GET' }, auditPageSchema);
  },
};
