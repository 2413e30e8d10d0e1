/**
 * Staff session routes (DESIGN.md "HTTP API", issue 7 §2, issue 17 §3): POST /api/admin/session
 * signs in (with an authenticator code for accounts with two-factor sign-in), GET says who is
 * signed in, DELETE signs out. Failed sign-ins are throttled per address and account
 * (login-throttle.ts) and every attempt that reaches the password check is audited.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeLimits } from '#server/plugins/rate-limits.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { adminLoginBodySchema, adminSessionSchema } from '#shared/api/admin-session.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { authenticateStaff } from './admin-auth.service.ts';
import { recordAudit } from './audit-log.service.ts';
import { assertSameOrigin, requireSignedInStaff } from './require-staff.ts';
import { recordSignIn } from './staff-accounts.service.ts';
import {
  type AdminAuthDeps,
  LoginRateLimitedError,
  sessionView,
  signInAttempt,
  startStaffSession,
} from './staff-session.ts';
import { consumeTotpCode } from './staff-totp.service.ts';

export const adminSessionCookieName = 'wowtees_admin';

export function registerAdminAuthRoutes(app: FastifyInstance, ctx: AppContext, deps: AdminAuthDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const { store, throttle, totpBox, secureCookie } = deps;

  r.post(
    '/api/admin/session',
    {
      schema: { body: adminLoginBodySchema, response: { 200: adminSessionSchema } },
      config: { rateLimit: routeLimits.adminLogin },
    },
    async (request) => {
      assertSameOrigin(request);
      const { email, password, code } = request.body;
      const attempt = signInAttempt(request, email);
      const wait = await throttle.retryAfterSeconds(attempt);
      if (wait > 0) throw new LoginRateLimitedError(wait);
      const staff = await authenticateStaff(db, email, password);
      if (!staff) {
        await throttle.recordFailure(attempt);
        await recordAudit(db, request, { staff: { email: attempt.account }, action: 'sign_in_failed', status: 401 });
        throw new AppError('INVALID_CREDENTIALS', 'The email or password is wrong');
      }
      if (staff.totpEnabled) {
        // The password was right; the code is asked for now (no failure counted for asking).
        if (!code) throw new AppError('TOTP_REQUIRED', 'Enter the code from your authenticator app');
        if (!(await consumeTotpCode(db, totpBox, staff.id, code))) {
          await throttle.recordFailure(attempt);
          await recordAudit(db, request, { staff, action: 'sign_in_code_failed', status: 401 });
          throw new AppError('TOTP_INVALID', 'The code is wrong or was used already');
        }
      }
      if (staff.disabled) {
        await recordAudit(db, request, { staff, action: 'sign_in_refused_disabled', status: 403 });
        throw new AppError('ACCOUNT_DISABLED', 'This staff account is disabled');
      }
      await throttle.recordSuccess(attempt);
      if (secureCookie && request.protocol !== 'https') {
        // @fastify/session never sends a Secure cookie over plain http: the login would not stick.
        request.log.warn(
          'PUBLIC_URL is https but this request arrived over http: set TRUST_PROXY to the TLS proxy in front of the shop, or the staff session cookie cannot be set',
        );
      }
      await startStaffSession(request, staff);
      await recordSignIn(db, staff.id);
      await recordAudit(db, request, { staff, action: 'sign_in', status: 200 });
      await store.removeExpired();
      return sessionView(staff);
    },
  );

  r.get(
    '/api/admin/session',
    { schema: { response: { 200: adminSessionSchema } }, preHandler: requireSignedInStaff },
    async (request) => {
      if (!request.staff) throw new AppError('UNAUTHORIZED', 'Staff login required');
      return sessionView(request.staff);
    },
  );

  r.delete('/api/admin/session', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    // Logging out twice is fine (204); a session is only ended by the shop's own pages.
    if (request.staff) {
      assertSameOrigin(request);
      await recordAudit(db, request, { staff: request.staff, action: 'sign_out', status: 204 });
      await request.session.destroy();
    }
    reply.clearCookie(adminSessionCookieName, { path: '/', httpOnly: true, sameSite: 'strict', secure: secureCookie });
    return reply.status(204).send(null);
  });
}
