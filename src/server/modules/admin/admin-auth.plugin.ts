/**
 * Staff authentication (issue 7 §2, ADR 0007): server-side sessions with @fastify/session on the
 * `admin_sessions` table, the `request.staff` decoration read by `requireStaff`, the first staff
 * account and the session routes. Registered once from app.ts, before the module routes.
 */
import { randomBytes } from 'node:crypto';
import fastifySession from '@fastify/session';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/client.ts';
import { appSettings } from '#server/db/schema/index.ts';
import { adminSessionCookieName, registerAdminAuthRoutes } from './admin-auth.routes.ts';
import { AdminSessionStore, sessionAbsoluteMs } from './admin-session-store.ts';
import { LoginThrottle } from './login-throttle.ts';
import { ensureFirstStaffAccount } from './staff-accounts.service.ts';

const secretKey = 'session_secret';

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
 * logged once, in a single info line, when that account is created; never again.
 */
export async function registerAdminAuth(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx.database;
  const first = await ensureFirstStaffAccount(db, { admin: ctx.config.admin, publicUrl: ctx.config.publicUrl });
  if (first.created && first.generatedPassword) {
    app.log.info(
      `Created the first staff account ${first.created.email} with the password ${first.generatedPassword} (shown only this once; change it with "npm run staff -- reset ${first.created.email}")`,
    );
  } else if (first.created) {
    app.log.info('Created the staff account of ADMIN_EMAIL');
  }

  const store = new AdminSessionStore(db);
  const secureCookie = new URL(ctx.config.publicUrl).protocol === 'https:';
  await app.register(fastifySession, {
    secret: await loadSessionSecret(db),
    cookieName: adminSessionCookieName,
    store,
    // Only logged-in sessions are stored or sent; storefront visitors get no cookie.
    saveUninitialized: false,
    // The idle timeout is kept on the server (last_seen_at); the cookie lives until the absolute end.
    rolling: false,
    cookie: { httpOnly: true, sameSite: 'strict', path: '/', secure: secureCookie, maxAge: sessionAbsoluteMs },
  });
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request) => {
    const { staffId, staffEmail } = request.session ?? {};
    request.staff = staffId && staffEmail ? { id: staffId, email: staffEmail } : null;
  });
  registerAdminAuthRoutes(app, ctx, { store, throttle: new LoginThrottle(ctx.counters, app.log), secureCookie });
}
