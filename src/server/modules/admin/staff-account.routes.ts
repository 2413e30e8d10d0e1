/**
 * A staff member's own account (issue 17 §3): change the password (also the forced change at the
 * first sign-in, so it only needs a session) and two-factor sign-in (set up with a QR code, turn off
 * with password and code). Every wrong password or code here counts as a failed sign-in of the
 * account from this address (login-throttle.ts), so a borrowed session cannot guess the password.
 *
 *   POST /api/admin/account/password       {currentPassword,newPassword} -> the session
 *   POST /api/admin/account/totp           -> {secret,otpauthUri,qrCodeDataUrl} (shown once)
 *   POST /api/admin/account/totp/confirm   {code,password} -> the session
 *   POST /api/admin/account/totp/disable   {password,code} -> the session
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeLimits } from '#server/plugins/rate-limits.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import {
  adminSessionSchema,
  changePasswordBodySchema,
  totpConfirmBodySchema,
  totpDisableBodySchema,
  totpEnrolmentSchema,
} from '#shared/api/admin-session.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { recordAudit } from './audit-log.service.ts';
import { verifyPassword } from './password-hash.ts';
import { requireSignedInStaff, requireStaff, type StaffIdentity } from './require-staff.ts';
import { changeOwnPassword, findStaffById } from './staff-accounts.service.ts';
import {
  type AdminAuthDeps,
  LoginRateLimitedError,
  sessionView,
  signInAttempt,
  startStaffSession,
} from './staff-session.ts';
import {
  confirmTotpEnrolment,
  consumeTotpCode,
  disableTotp,
  startTotpEnrolment,
  totpIssuer,
} from './staff-totp.service.ts';

function signedInStaff(request: FastifyRequest): StaffIdentity {
  if (!request.staff) throw new AppError('UNAUTHORIZED', 'Staff login required');
  return request.staff;
}

export function registerStaffAccountRoutes(app: FastifyInstance, ctx: AppContext, deps: AdminAuthDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const { throttle, totpBox } = deps;

  /**
   * Checks the account's own password (and code, when given) under the sign-in throttle.
   * @throws LoginRateLimitedError (429), AppError PASSWORD_INCORRECT (403), TOTP_INVALID (401).
   */
  async function checkOwnCredentials(request: FastifyRequest, password: string, code?: string): Promise<void> {
    const staff = signedInStaff(request);
    const attempt = signInAttempt(request, staff.email);
    const wait = await throttle.retryAfterSeconds(attempt);
    if (wait > 0) throw new LoginRateLimitedError(wait);
    const account = await findStaffById(db, staff.id);
    if (!account || !(await verifyPassword(password, account.passwordHash))) {
      await throttle.recordFailure(attempt);
      await recordAudit(db, request, { staff, action: 'password_check_failed', status: 403 });
      throw new AppError('PASSWORD_INCORRECT', 'The password is wrong');
    }
    if (code !== undefined && !(await consumeTotpCode(db, totpBox, staff.id, code))) {
      await throttle.recordFailure(attempt);
      await recordAudit(db, request, { staff, action: 'totp_code_failed', status: 401 });
      throw new AppError('TOTP_INVALID', 'The code is wrong or was used already');
    }
  }

  r.post(
    '/api/admin/account/password',
    {
      schema: { body: changePasswordBodySchema, response: { 200: adminSessionSchema } },
      config: { rateLimit: routeLimits.adminLogin },
      preHandler: requireSignedInStaff,
    },
    async (request) => {
      const staff = signedInStaff(request);
      const { currentPassword, newPassword } = request.body;
      await checkOwnCredentials(request, currentPassword);
      if (newPassword.normalize('NFC') === currentPassword.normalize('NFC')) {
        throw new AppError('PASSWORD_UNCHANGED', 'Choose a password different from the current one');
      }
      // Every session of the account ends; this browser continues in a fresh one.
      await changeOwnPassword(db, staff.id, newPassword);
      await startStaffSession(request, staff);
      await recordAudit(db, request, { staff, action: 'password_changed', status: 200 });
      return sessionView({ ...staff, passwordChangeRequired: false });
    },
  );

  r.post(
    '/api/admin/account/totp',
    { schema: { response: { 200: totpEnrolmentSchema } }, preHandler: requireStaff },
    async (request) => {
      const staff = signedInStaff(request);
      const enrolment = await startTotpEnrolment(db, totpBox, staff, totpIssuer(ctx.config.publicUrl));
      await recordAudit(db, request, { staff, action: 'totp_setup_started', status: 200 });
      return enrolment;
    },
  );

  r.post(
    '/api/admin/account/totp/confirm',
    {
      schema: { body: totpConfirmBodySchema, response: { 200: adminSessionSchema } },
      config: { rateLimit: routeLimits.adminLogin },
      preHandler: requireStaff,
    },
    async (request) => {
      const staff = signedInStaff(request);
      await checkOwnCredentials(request, request.body.password);
      if (!(await confirmTotpEnrolment(db, totpBox, staff.id, request.body.code))) {
        await throttle.recordFailure(signInAttempt(request, staff.email));
        await recordAudit(db, request, { staff, action: 'totp_code_failed', status: 401 });
        throw new AppError('TOTP_INVALID', 'The code is wrong or was used already');
      }
      await recordAudit(db, request, { staff, action: 'totp_enabled', status: 200 });
      return sessionView({ ...staff, totpEnabled: true });
    },
  );

  r.post(
    '/api/admin/account/totp/disable',
    {
      schema: { body: totpDisableBodySchema, response: { 200: adminSessionSchema } },
      config: { rateLimit: routeLimits.adminLogin },
      preHandler: requireStaff,
    },
    async (request) => {
      const staff = signedInStaff(request);
      if (!staff.totpEnabled) return sessionView(staff);
      await checkOwnCredentials(request, request.body.password, request.body.code);
      await disableTotp(db, staff.id);
      await recordAudit(db, request, { staff, action: 'totp_disabled', status: 200 });
      return sessionView({ ...staff, totpEnabled: false });
    },
  );
}
