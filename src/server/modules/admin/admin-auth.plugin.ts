/**
 * Staff authentication (issue 7 §2, ADR 0007; issue 17 §3, ADR 0013): server-side sessions with
 * @fastify/session on the `admin_sessions` table, the `request.staff` decoration read by
 * `requireStaff`, the first staff account (the owner), the session, own-account and staff
 * management routes, and the audit log. Registered once from app.ts.
 *
 * The cookie and session plugins live in one encapsulated context, the staff scope (ADR 0028):
 * only the routes registered in it (every route behind a staff guard) read the cookie and the
 * session; a storefront request (a page, an asset, the customer API) never runs their hooks.
 * `request.staff` is `null` everywhere else, so a guard outside the scope refuses (401).
 */
import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { appSettings } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { adminSessionCookieName, registerAdminAuthRoutes } from './admin-auth.routes.ts';
import { AdminSessionStore, sessionAbsoluteMs } from './admin-session-store.ts';
import { registerAuditLog } from './audit-log.routes.ts';
import { LoginThrottle } from './login-throttle.ts';
import { registerStaffAccountRoutes } from './staff-account.routes.ts';
import { ensureFirstStaffAccount, ensureOwner } from './staff-accounts.service.ts';
import { registerStaffManagementRoutes } from './staff-management.routes.ts';
import type { AdminAuthDeps } from './staff-session.ts';
import { loadTotpSecretBox } from './staff-totp.service.ts';

const secretKey = 'session_secret';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The first staff account when this start created it with a generated one-time password, for
     * the terminal's start banner (issue 23 point 2); null otherwise. Never logged in `pretty` mode.
     */
    firstStaffAccount: { email: string; oneTimePassword: string } | null;
  }
}

/**
 * The cookie-signing secret of @fastify/session: generated at first start and kept in
 * `app_settings`, so every instance and restart signs alike (the first insert wins a race).
 */
async function loadSessionSecret(db: Db): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: secretKey, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, secretKey)).limit(1);
  return row.value;
}

/**
 * Sets up staff sessions and creates the first staff account when needed. A generated password is
 * logged once, in a single info line, when that account is created; never again. It is a one-time
 * password (probe F10): the account must replace it at its first sign-in, after which the logged
 * line opens nothing.
 * @param registerStaffRoutes registers every other route behind a staff guard (`requireStaff`,
 *   `requireOwner`, `requireSignedInStaff`) on the staff scope it is given, where `request.staff`
 *   is filled from the session cookie (ADR 0028).
 */
export async function registerAdminAuth(
  app: FastifyInstance,
  ctx: AppContext,
  registerStaffRoutes: (staffScope: FastifyInstance) => Promise<void> | void,
): Promise<void> {
  const { db } = ctx.database;
  const first = await ensureFirstStaffAccount(db, { admin: ctx.config.admin, publicUrl: ctx.config.publicUrl });
  app.decorate(
    'firstStaffAccount',
    first.created && first.generatedPassword
      ? { email: first.created.email, oneTimePassword: first.generatedPassword }
      : null,
  );
  if (first.created && first.generatedPassword) {
    // At a terminal the start banner shows it in a box instead (main.ts), once.
    if (ctx.config.logFormat === 'json') {
      app.log.info(
        `Created the first staff account ${first.created.email} with the one-time password ${first.generatedPassword} (shown only this once; it must be changed at the first sign-in, after which this line is useless)`,
      );
    }
  } else if (first.created) {
    app.log.info('Created the staff account of ADMIN_EMAIL');
  }
  // The first account, or the oldest of a shop whose accounts predate roles, becomes the owner.
  const promoted = await ensureOwner(db);
  if (promoted && !first.created) app.log.info(`The staff account ${promoted} is now the owner`);

  const store = new AdminSessionStore(db);
  const secureCookie = new URL(ctx.config.publicUrl).protocol === 'https:';
  const secret = await loadSessionSecret(db);
  const deps: AdminAuthDeps = {
    store,
    throttle: new LoginThrottle(ctx.counters, app.log),
    totpBox: await loadTotpSecretBox(db),
    secureCookie,
  };
  // On the root: every request has `staff`, null outside the staff scope.
  app.decorateRequest('staff', null);
  await app.register(async (staffScope) => {
    await staffScope.register(cookie);
    await staffScope.register(fastifySession, {
      secret,
      cookieName: adminSessionCookieName,
      store,
      // Only logged-in sessions are stored or sent; a request without a session gets no cookie.
      saveUninitialized: false,
      // The idle timeout is kept on the server (last_seen_at); the cookie lives until the absolute end.
      rolling: false,
      cookie: { httpOnly: true, sameSite: 'strict', path: '/', secure: secureCookie, maxAge: sessionAbsoluteMs },
    });
    staffScope.addHook('onRequest', async (request) => {
      const { staffId, staffEmail, staffRole, passwordChangeRequired, totpEnabled } = request.session ?? {};
      request.staff =
        staffId && staffEmail
          ? {
              id: staffId,
              email: staffEmail,
              role: staffRole ?? 'staff',
              // Unknown counts as required: only the store's fresh read lets a session past it.
              passwordChangeRequired: passwordChangeRequired ?? true,
              totpEnabled: totpEnabled ?? false,
            }
          : null;
    });
    registerAuditLog(staffScope, ctx);
    registerAdminAuthRoutes(staffScope, ctx, deps);
    registerStaffAccountRoutes(staffScope, ctx, deps);
    registerStaffManagementRoutes(staffScope, ctx);
    await registerStaffRoutes(staffScope);
  });
}
