/**
 * HTTP API schemas of the staff session (DESIGN.md: POST/GET/DELETE /api/admin/session; issue 7 §2)
 * and of a staff member's own account: password change and two-factor sign-in (issue 17 §3).
 * zod/mini (issue 9): the shared API client (api-client.ts) imports the session's answer schemas,
 * so they must not pull zod's full method API into the storefront's bundle.
 */
import * as z from 'zod/mini';
import { emailMaxLength, emailPattern, hasHiddenCharacters } from '../email.ts';

/** Longest password accepted; longer input is refused before any hashing work. */
export const staffPasswordMaxLength = 256;

/** Shortest password a staff member may choose (as `ADMIN_PASSWORD` and `STAFF_PASSWORD`). */
export const staffPasswordMinLength = 12;

/** Staff roles: the `owner` manages staff accounts and reads the audit log; `staff` do the shop's work. */
export const staffRoles = ['owner', 'staff'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** A six-digit authenticator (TOTP) code; spaces a person types between the digits are dropped. */
export const totpCodeSchema = z.string().check(
  z.maxLength(20),
  z.overwrite((value) => value.replace(/\s+/g, '')),
  z.regex(/^\d{6}$/),
);

const passwordSchema = z.string().check(z.minLength(1), z.maxLength(staffPasswordMaxLength));

/** `POST /api/admin/session`: `code` is needed (and only read) for an account with two-factor sign-in. */
export const adminLoginBodySchema = z.strictObject({
  email: z.string().check(
    z.trim(),
    z.maxLength(emailMaxLength),
    z.regex(emailPattern),
    z.refine((value) => !hasHiddenCharacters(value), 'Invalid email address: it contains hidden characters'),
  ),
  password: passwordSchema,
  code: z.optional(totpCodeSchema),
});

/**
 * Who is logged in. `passwordChangeRequired`: every other staff call answers 403
 * PASSWORD_CHANGE_REQUIRED until the password is changed (issue 17 §3).
 */
export const adminSessionSchema = z.object({
  email: z.string(),
  role: z.enum(staffRoles),
  passwordChangeRequired: z.boolean(),
  totpEnabled: z.boolean(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** A password a staff member chooses: 12 to 256 characters. */
export const newStaffPasswordSchema = z
  .string()
  .check(z.minLength(staffPasswordMinLength), z.maxLength(staffPasswordMaxLength));

/** `POST /api/admin/account/password`: answers the session (no change required any more). */
export const changePasswordBodySchema = z.strictObject({
  currentPassword: passwordSchema,
  newPassword: newStaffPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/**
 * `POST /api/admin/account/totp`: a new secret to scan. Shown this once; after the confirming code
 * the server never returns it again.
 */
export const totpEnrolmentSchema = z.object({
  /** Base32, for typing into an authenticator by hand. */
  secret: z.string(),
  /** The `otpauth://totp/…` URI the QR code carries. */
  otpauthUri: z.string(),
  /** The QR code as a `data:image/png;base64,…` URL. */
  qrCodeDataUrl: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/**
 * `POST /api/admin/account/totp/confirm`: the first code from the authenticator and the account's
 * password (a borrowed session alone cannot tie the account to somebody else's phone).
 */
export const totpConfirmBodySchema = z.strictObject({ code: totpCodeSchema, password: passwordSchema });

/** `POST /api/admin/account/totp/disable`: the password and a current code. */
export const totpDisableBodySchema = z.strictObject({ password: passwordSchema, code: totpCodeSchema });

/** The body of a 204 answer (nothing; the client reads it as `undefined`). */
export const noContentSchema = z.undefined();
