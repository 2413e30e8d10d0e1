/**
 * Staff session routes (DESIGN.md "HTTP API", issue 7 §2): POST /api/admin/session logs in,
 * GET says who is logged in, DELETE logs out.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#server/app-context.ts';
import { routeLimits } from '#server/plugins/rate-limits.ts';
import { adminLoginBodySchema, adminSessionSchema } from '#shared/api/admin-session.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { authenticateStaff } from './admin-auth.service.ts';
import type { AdminSessionStore } from './admin-session-store.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { assertSameOrigin, requireStaff } from './require-staff.ts';
import { normalizeEmail } from './staff-accounts.service.ts';

/** 429 after too many failed logins; the error handler adds `Retry-After`. */
class LoginRateLimitedError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(seconds: number) {
    super('RATE_LIMITED', `Too many failed logins, try again in ${seconds} s`);
    this.retryAfterSeconds = seconds;
  }
}

export const adminSessionCookieName = 'wowtees_admin';

export function registerAdminAuthRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { store: AdminSessionStore; throttle: LoginThrottle; secureCookie: boolean },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const { store, throttle, secureCookie } = deps;

  r.post(
    '/api/admin/session',
    {
      schema: { body: adminLoginBodySchema, response: { 200: adminSessionSchema } },
      config: { rateLimit: routeLimits.adminLogin },
    },
    async (request) => {
      assertSameOrigin(request);
      const { email, password } = request.body;
      const keys = [`address:${request.ip}`, `account:${normalizeEmail(email)}`];
      const wait = await throttle.retryAfterSeconds(keys);
      if (wait > 0) throw new LoginRateLimitedError(wait);
      const staff = await authenticateStaff(db, email, password);
      if (!staff) {
        await throttle.recordFailure(keys);
        throw new AppError('INVALID_CREDENTIALS', 'The email or password is wrong');
      }
      await throttle.clear([keys[1]]);
      if (secureCookie && request.protocol !== 'https') {
        // @fastify/session never sends a Secure cookie over plain http: the login would not stick.
        request.log.warn(
          'PUBLIC_URL is https but this request arrived over http: set TRUST_PROXY to the TLS proxy in front of the shop, or the staff session cookie cannot be set',
        );
      }
      // A fresh session id at login: an id planted before login is worth nothing afterwards.
      await request.session.regenerate();
      request.session.set('staffId', staff.id);
      request.session.set('staffEmail', staff.email);
      await store.removeExpired();
      return { email: staff.email };
    },
  );

  r.get(
    '/api/admin/session',
    { schema: { response: { 200: adminSessionSchema } }, preHandler: requireStaff },
    async (request) => ({ email: request.staff?.email ?? '' }),
  );

  r.delete('/api/admin/session', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    // Logging out twice is fine (204); a session is only ended by the shop's own pages.
    if (request.staff) {
      assertSameOrigin(request);
      await request.session.destroy();
    }
    reply.clearCookie(adminSessionCookieName, { path: '/', httpOnly: true, sameSite: 'strict', secure: secureCookie });
    return reply.status(204).send(null);
  });
}
