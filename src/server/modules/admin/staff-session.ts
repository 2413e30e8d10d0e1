/**
 * What the staff routes share (issue 7 §2, issue 17 §3): the answer that describes the signed-in
 * account, starting a fresh session, the throttle's view of a request and its 429 error.
 */
import type { FastifyRequest } from 'fastify';
import type { AdminSession } from '#shared/api/admin-session.schemas.ts';
import { AppError } from '#shared/errors.ts';
import type { AdminSessionStore } from './admin-session-store.ts';
import type { LoginThrottle, SignInAttempt } from './login-throttle.ts';
import type { StaffIdentity } from './require-staff.ts';
import { normalizeEmail } from './staff-accounts.service.ts';
import type { TotpSecretBox } from './staff-totp.service.ts';

/** 429 after too many failed sign-ins; the error handler adds `Retry-After`. */
export class LoginRateLimitedError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(seconds: number) {
    super('RATE_LIMITED', `Too many failed logins, try again in ${seconds} s`);
    this.retryAfterSeconds = seconds;
  }
}

/** What the client learns about the signed-in account. */
export function sessionView(staff: Omit<StaffIdentity, 'id'>): AdminSession {
  return {
    email: staff.email,
    role: staff.role,
    passwordChangeRequired: staff.passwordChangeRequired,
    totpEnabled: staff.totpEnabled,
  };
}

/** What the staff routes share: the session store, the throttle, the TOTP key. */
export interface AdminAuthDeps {
  store: AdminSessionStore;
  throttle: LoginThrottle;
  totpBox: TotpSecretBox;
  secureCookie: boolean;
}

/** The throttle's view of a request for `email`'s account. */
export function signInAttempt(request: FastifyRequest, email: string): SignInAttempt {
  return { address: request.ip, account: normalizeEmail(email) };
}

/**
 * A fresh session id for `staff` (at sign-in and after a password change): an id planted or seen
 * before is worth nothing afterwards.
 */
export async function startStaffSession(request: FastifyRequest, staff: { id: string; email: string }): Promise<void> {
  await request.session.regenerate();
  request.session.set('staffId', staff.id);
  request.session.set('staffEmail', staff.email);
}
