/**
 * Test support: a logged-in staff member for API tests of `/api/admin/*` routes. Creates a staff
 * account directly in the database with a password of its own (no forced change, no second factor)
 * and logs in through POST /api/admin/session, as a browser would.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createStaffAccount } from '#server/modules/admin/staff-accounts.service.ts';
import type { StaffRole } from '#shared/api/admin-session.schemas.ts';

export interface StaffLogin {
  /** The `Cookie` header value carrying the session (`wowtees_admin=…`). */
  cookie: string;
  /** Headers for any admin request: `cookie`, plus the shop's `origin` that mutations need. */
  headers: Record<string, string>;
  /** The account's email. */
  email: string;
  /** The account's password. */
  password: string;
}

/**
 * Logs in as a fresh staff account (a new random email each call), a `staff` one unless `role` says
 * `owner`.
 * @throws Error when the login does not answer 200 with a session cookie.
 */
export async function loginAsStaff(app: FastifyInstance, options: { role?: StaffRole } = {}): Promise<StaffLogin> {
  const email = `staff-${randomUUID()}@example.com`;
  const password = `test-password-${randomUUID()}`;
  await createStaffAccount(app.ctx.database.db, email, password, { role: options.role ?? 'staff' });
  const origin = new URL(app.ctx.config.publicUrl).origin;
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { origin },
    payload: { email, password },
  });
  const sessionCookie = res.cookies.find((c) => c.name === 'wowtees_admin');
  if (res.statusCode !== 200 || !sessionCookie) {
    throw new Error(`Staff login failed: ${res.statusCode} ${res.body}`);
  }
  const cookie = `wowtees_admin=${sessionCookie.value}`;
  return { cookie, headers: { cookie, origin }, email, password };
}
