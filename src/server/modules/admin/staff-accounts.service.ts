/**
 * Staff accounts (issue 7 §2, table `staff_users`): creating, re-passwording and the first account
 * at start. Emails are stored trimmed and lower-cased; passwords only as scrypt hashes.
 */
import { count, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { adminSessions, staffUsers } from '#server/db/schema/index.ts';
import { normalizeEmail } from '#server/email/email-links.ts';
import { generatePassword, hashPassword } from './password-hash.ts';

export { normalizeEmail };

/** A stored staff account. */
export interface StaffAccount {
  id: string;
  email: string;
  passwordHash: string;
}

/** The staff account with this email (any case, surrounding spaces ignored), if any. */
export async function findStaffByEmail(db: Db, email: string): Promise<StaffAccount | undefined> {
  const [row] = await db
    .select({ id: staffUsers.id, email: staffUsers.email, passwordHash: staffUsers.passwordHash })
    .from(staffUsers)
    .where(eq(staffUsers.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

/**
 * Creates a staff account unless one with this email exists.
 * @returns the new account's id and email, or undefined when the email was taken already.
 */
export async function createStaffAccount(
  db: Db,
  email: string,
  password: string,
): Promise<{ id: string; email: string } | undefined> {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(staffUsers)
    .values({ email: normalizeEmail(email), passwordHash })
    .onConflictDoNothing({ target: staffUsers.email })
    .returning({ id: staffUsers.id, email: staffUsers.email });
  return row;
}

/**
 * Sets a new password for an existing account and ends its sessions (a reset locks out whoever
 * knew the old password).
 * @returns false when no account has this email.
 */
export async function setStaffPassword(db: Db, email: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const rows = await db
    .update(staffUsers)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(staffUsers.email, normalizeEmail(email)))
    .returning({ id: staffUsers.id });
  if (rows.length === 0) return false;
  await db.delete(adminSessions).where(eq(adminSessions.staffUserId, rows[0].id));
  return true;
}

/** What {@link ensureFirstStaffAccount} did. */
export interface FirstStaffResult {
  /** The account it created, or undefined when nothing was created. */
  created?: { email: string };
  /** The random password of the created account when none was configured; shown once, never stored. */
  generatedPassword?: string;
}

/** The email of the generated first account: `admin@` the shop's host, or `admin@wowtees.local`. */
export function defaultAdminEmail(publicUrl: string): string {
  let host = '';
  try {
    host = new URL(publicUrl).hostname;
  } catch {
    // Config validation keeps PUBLIC_URL a URL; the fallback below covers anything else.
  }
  // localhost or an IP address is no email domain.
  const usable = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(host);
  return `admin@${usable ? host.toLowerCase() : 'wowtees.local'}`;
}

/**
 * The first staff account at start. With `ADMIN_EMAIL` the account is created when absent (with
 * `ADMIN_PASSWORD`, or a generated password); an existing account is left as it is, its password
 * is NOT updated from the environment (use `npm run staff -- reset EMAIL`). Without `ADMIN_EMAIL`
 * and with no staff account at all, `admin@{shop host}` is created with a random 20-character
 * password. Safe for several instances starting together: only the one whose insert wins reports
 * a created account.
 */
export async function ensureFirstStaffAccount(
  db: Db,
  options: { admin: { email?: string; password?: string }; publicUrl: string },
): Promise<FirstStaffResult> {
  const { email, password } = options.admin;
  if (email) {
    if (await findStaffByEmail(db, email)) return {};
    const chosen = password ?? generatePassword();
    const created = await createStaffAccount(db, email, chosen);
    if (!created) return {};
    return { created: { email: created.email }, generatedPassword: password ? undefined : chosen };
  }
  const [{ total }] = await db.select({ total: count() }).from(staffUsers);
  if (total > 0) return {};
  const generated = generatePassword();
  const created = await createStaffAccount(db, defaultAdminEmail(options.publicUrl), generated);
  return created ? { created: { email: created.email }, generatedPassword: generated } : {};
}
