/**
 * HTTP API schemas of staff account management and the audit log (issue 17 §3), the owner's pages
 * `/admin/staff` and `/admin/audit`. Every route needs an owner's session: 401 UNAUTHORIZED without a
 * session, 403 OWNER_REQUIRED for staff. Times are ISO 8601 strings. zod/mini (issue 9).
 */
import * as z from 'zod/mini';
import { emailMaxLength, emailPattern } from '../email.ts';
import { staffRoles } from './admin-session.schemas.ts';

/** One staff account as the owner sees it; never its password hash or TOTP secret. */
export const staffAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  createdAt: z.string(),
  lastSignInAt: z.nullable(z.string()),
  totpEnabled: z.boolean(),
  disabled: z.boolean(),
  passwordChangeRequired: z.boolean(),
});
export type StaffAccountView = z.infer<typeof staffAccountSchema>;

/** `GET /api/admin/staff`: every account, oldest first. */
export const staffAccountListSchema = z.object({ accounts: z.array(staffAccountSchema) });

/** `POST /api/admin/staff`: 409 STAFF_EXISTS when the email has an account. */
export const addStaffBodySchema = z.strictObject({
  email: z.string().check(z.trim(), z.toLowerCase(), z.maxLength(emailMaxLength), z.regex(emailPattern)),
  role: z._default(z.enum(staffRoles), 'staff'),
});
export type AddStaffBody = z.input<typeof addStaffBodySchema>;

/**
 * `PATCH /api/admin/staff/:id`: disable/enable and change the role. 409 STAFF_SELF_CHANGE for the
 * owner's own account, 409 LAST_OWNER when no active owner would remain.
 */
export const updateStaffBodySchema = z
  .strictObject({ disabled: z.optional(z.boolean()), role: z.optional(z.enum(staffRoles)) })
  .check(
    z.refine((body) => body.disabled !== undefined || body.role !== undefined, {
      message: 'Give disabled or role',
    }),
  );
export type UpdateStaffBody = z.infer<typeof updateStaffBodySchema>;

export const staffIdParamsSchema = z.object({ id: z.string().check(z.maxLength(64)) });

/**
 * An account with the one-time password the owner hands over (`POST /api/admin/staff` and
 * `POST /api/admin/staff/:id/password-reset`). Shown once; it must be changed at the first sign-in.
 */
export const staffOneTimePasswordSchema = z.object({ account: staffAccountSchema, oneTimePassword: z.string() });
export type StaffOneTimePassword = z.infer<typeof staffOneTimePasswordSchema>;

/** Largest page of the audit log. */
export const auditMaxPageSize = 100;

/** `GET /api/admin/audit?page=&pageSize=`: newest first, page 0 first. */
export const auditQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000)), 0),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(auditMaxPageSize)), 50),
});
export type AuditQuery = Partial<z.output<typeof auditQuerySchema>>;

/** One audit row: who did what to what, when, from where, with which answer. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  staffEmail: z.nullable(z.string()),
  action: z.string(),
  target: z.nullable(z.string()),
  status: z.nullable(z.int()),
  requestId: z.nullable(z.string()),
  address: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
