/**
 * The guard of every staff-only route (issue 7 §2, SPEC §6): add `preHandler: requireStaff` to an
 * `/api/admin/*` route (`requireOwner` for the owner's routes, issue 17 §3). `request.staff` is
 * filled from the staff session cookie before any route runs (admin-auth.plugin.ts); it is `null`
 * for everybody else.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from '#shared/api/admin-session.schemas.ts';
import { AppError } from '#shared/errors.ts';

/** The logged-in staff member of a request, as stored now (read with the session on every request). */
export interface StaffIdentity {
  id: string;
  email: string;
  role: StaffRole;
  /** Set until the account chose its own password: only the session and password routes answer. */
  passwordChangeRequired: boolean;
  totpEnabled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member whose session cookie came with the request, or `null`. */
    staff: StaffIdentity | null;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin (`scheme://host[:port]`) of a URL, or undefined when it is not an absolute http(s) URL. */
function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Refuses a request whose `Origin` (or, without one, `Referer`) is not the origin of `PUBLIC_URL`,
 * or that has neither header (CSRF defence on top of the SameSite=Strict cookie).
 * @throws AppError ORIGIN_NOT_ALLOWED (403).
 */
export function assertSameOrigin(request: FastifyRequest): void {
  const expected = originOf(request.server.ctx.config.publicUrl);
  const origin = request.headers.origin;
  const sent = origin !== undefined ? originOf(origin) : originOf(request.headers.referer);
  if (!expected || sent !== expected) {
    throw new AppError('ORIGIN_NOT_ALLOWED', 'This request must come from the shop’s own pages');
  }
}

/**
 * Fastify hook for the few routes a staff member may use before choosing their own password: who is
 * signed in, log out, change the password.
 * @throws AppError UNAUTHORIZED (401) without a valid staff session; ORIGIN_NOT_ALLOWED (403) for a
 *   POST/PUT/PATCH/DELETE that does not come from the shop's own origin (see {@link assertSameOrigin}).
 */
export async function requireSignedInStaff(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.staff) throw new AppError('UNAUTHORIZED', 'Staff login required');
  if (!safeMethods.has(request.method)) assertSameOrigin(request);
}

/**
 * Fastify hook (preHandler or onRequest) for staff-only routes.
 * @throws AppError UNAUTHORIZED (401) without a valid staff session; ORIGIN_NOT_ALLOWED (403) for a
 *   POST/PUT/PATCH/DELETE that does not come from the shop's own origin (see {@link assertSameOrigin});
 *   PASSWORD_CHANGE_REQUIRED (403) until the account chose its own password (issue 17 §3).
 */
export async function requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireSignedInStaff(request, reply);
  if (request.staff?.passwordChangeRequired) {
    throw new AppError('PASSWORD_CHANGE_REQUIRED', 'Choose your own password before using the staff area');
  }
}

/**
 * Fastify hook for the owner's routes (staff accounts, audit log): as {@link requireStaff}, and
 * @throws AppError OWNER_REQUIRED (403) for a staff member who is not an owner.
 */
export async function requireOwner(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireStaff(request, reply);
  if (request.staff?.role !== 'owner') throw new AppError('OWNER_REQUIRED', 'Only an owner may do this');
}
