/**
 * Staff accounts (issue 7 §2; roles, forced password change, disabling: issue 17 §3, ADR 0013):
 * table `staff_users`. Emails are stored trimmed and lower-cased; passwords only as scrypt hashes.
 * A password somebody else chose or saw (generated, `npm run staff`, an owner's reset) must be
 * replaced by the account's own before anything else works (`password_change_required`).
 */
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { adminSessions, staffUsers } from '#server/db/schema/index.ts';
import { normalizeEmail } from '#server/email/email-links.ts';
import type { StaffRole } from '#shared/api/admin-session.schemas.ts';
import type { StaffAccountView } from '#shared/api/staff-accounts.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { isUuid } from '#shared/ids.ts';
import { generatePassword, hashPassword } from './password-hash.ts';

export { normalizeEmail };

/** A stored staff account, as sign-in and the session need it. */
export interface StaffAccount {
  id: string;
  email: string;
  passwordHash: string;
  role: StaffRole;
  passwordChangeRequired: boolean;
  disabled: boolean;
  totpEnabled: boolean;
}

const accountColumns = {
  id: staffUsers.id,
  email: staffUsers.email,
  passwordHash: staffUsers.passwordHash,
  role: staffUsers.role,
  passwordChangeRequired: staffUsers.passwordChangeRequired,
  disabledAt: staffUsers.disabledAt,
  totpSecret: staffUsers.totpSecret,
};

function toAccount(row: {
  id: string;
  email: string;
  passwordHash: string;
  role: string;
  passwordChangeRequired: boolean;
  disabledAt: Date | null;
  totpSecret: string | null;
}): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.passwordHash,
    role: row.role === 'owner' ? 'owner' : 'staff',
    passwordChangeRequired: row.passwordChangeRequired,
    disabled: row.disabledAt !== null,
    totpEnabled: row.totpSecret !== null,
  };
}

/** The staff account with this email (any case, surrounding spaces ignored), if any. */
export async function findStaffByEmail(db: Db, email: string): Promise<StaffAccount | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(staffUsers)
    .where(eq(staffUsers.email, normalizeEmail(email)))
    .limit(1);
  return row && toAccount(row);
}

/** The staff account with this id, if any (a malformed id finds nothing). */
export async function findStaffById(db: Db, id: string): Promise<StaffAccount | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select(accountColumns).from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return row && toAccount(row);
}

/**
 * Creates a staff account unless one with this email exists.
 * @param options.passwordChangeRequired true for a password the person did not choose themselves.
 * @returns the new account's id and email, or undefined when the email was taken already.
 */
export async function createStaffAccount(
  db: Db,
  email: string,
  password: string,
  options: { role?: StaffRole; passwordChangeRequired?: boolean } = {},
): Promise<{ id: string; email: string } | undefined> {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(staffUsers)
    .values({
      email: normalizeEmail(email),
      passwordHash,
      role: options.role ?? 'staff',
      passwordChangeRequired: options.passwordChangeRequired ?? false,
    })
    .onConflictDoNothing({ target: staffUsers.email })
    .returning({ id: staffUsers.id, email: staffUsers.email });
  return row;
}

/**
 * Gives an account a password somebody else knows (`npm run staff -- reset`, the owner's reset):
 * it must be changed at the next sign-in, two-factor sign-in is turned off (a reset is also the way
 * back for a lost authenticator) and every session of the account ends.
 * @returns the account's id and email, or undefined when no account matches.
 */
export async function resetStaffPassword(
  db: Db,
  account: { email: string } | { id: string },
  password: string,
): Promise<{ id: string; email: string } | undefined> {
  if ('id' in account && !isUuid(account.id)) return undefined;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffUsers)
      .set({
        passwordHash,
        passwordChangeRequired: true,
        totpSecret: null,
        totpPendingSecret: null,
        totpLastStep: null,
        updatedAt: new Date(),
      })
      .where('id' in account ? eq(staffUsers.id, account.id) : eq(staffUsers.email, normalizeEmail(account.email)))
      .returning({ id: staffUsers.id, email: staffUsers.email });
    if (!row) return undefined;
    await tx.delete(adminSessions).where(eq(adminSessions.staffUserId, row.id));
    return row;
  });
}

/**
 * The account's own new password: the forced change is done and every session of the account ends
 * (the caller starts a fresh one for the browser that changed it).
 */
export async function changeOwnPassword(db: Db, staffId: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ passwordHash, passwordChangeRequired: false, updatedAt: new Date() })
      .where(eq(staffUsers.id, staffId));
    await tx.delete(adminSessions).where(eq(adminSessions.staffUserId, staffId));
  });
}

/** Notes a successful sign-in (the owner's list shows it). */
export async function recordSignIn(db: Db, staffId: string): Promise<void> {
  await db.update(staffUsers).set({ lastSignInAt: new Date() }).where(eq(staffUsers.id, staffId));
}

/** The addresses of every account that is not disabled, oldest first (staff alerts, issue 23 item 10). */
export async function activeStaffEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(isNull(staffUsers.disabledAt))
    .orderBy(asc(staffUsers.createdAt), asc(staffUsers.email));
  return rows.map((row) => row.email);
}

/** Every account for the owner's list, oldest first. */
export async function listStaffAccounts(db: Db): Promise<StaffAccountView[]> {
  const rows = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      role: staffUsers.role,
      createdAt: staffUsers.createdAt,
      lastSignInAt: staffUsers.lastSignInAt,
      totpSecret: staffUsers.totpSecret,
      disabledAt: staffUsers.disabledAt,
      passwordChangeRequired: staffUsers.passwordChangeRequired,
    })
    .from(staffUsers)
    .orderBy(asc(staffUsers.createdAt), asc(staffUsers.email));
  return rows.map(toView);
}

/** One account for the owner's list. @throws AppError STAFF_NOT_FOUND. */
export async function staffAccountView(db: Db, id: string): Promise<StaffAccountView> {
  const view = (await listStaffAccounts(db)).find((account) => account.id === id);
  if (!view) throw new AppError('STAFF_NOT_FOUND', 'No staff account with this id');
  return view;
}

function toView(row: {
  id: string;
  email: string;
  role: string;
  createdAt: Date;
  lastSignInAt: Date | null;
  totpSecret: string | null;
  disabledAt: Date | null;
  passwordChangeRequired: boolean;
}): StaffAccountView {
  return {
    id: row.id,
    email: row.email,
    role: row.role === 'owner' ? 'owner' : 'staff',
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    totpEnabled: row.totpSecret !== null,
    disabled: row.disabledAt !== null,
    passwordChangeRequired: row.passwordChangeRequired,
  };
}

/**
 * The owner adds an account with a generated one-time password (changed at its first sign-in).
 * @throws AppError STAFF_EXISTS when the email has an account.
 */
export async function addStaffAccount(
  db: Db,
  email: string,
  role: StaffRole,
): Promise<{ account: StaffAccountView; oneTimePassword: string }> {
  const oneTimePassword = generatePassword();
  const created = await createStaffAccount(db, email, oneTimePassword, { role, passwordChangeRequired: true });
  if (!created) throw new AppError('STAFF_EXISTS', 'A staff account with this email exists already');
  return { account: await staffAccountView(db, created.id), oneTimePassword };
}

/**
 * The owner disables or enables an account or changes its role. Disabling ends the account's
 * sessions at once. The owner's own account is refused (STAFF_SELF_CHANGE), and so is any change
 * that would leave no active owner (LAST_OWNER): the active owners are locked first, so two owners
 * demoting each other at once cannot both succeed.
 * @throws AppError STAFF_NOT_FOUND, STAFF_SELF_CHANGE (409), LAST_OWNER (409).
 */
export async function updateStaffAccount(
  db: Db,
  actorId: string,
  targetId: string,
  change: { disabled?: boolean; role?: StaffRole },
): Promise<StaffAccountView> {
  if (!isUuid(targetId)) throw new AppError('STAFF_NOT_FOUND', 'No staff account with this id');
  if (targetId === actorId) {
    throw new AppError('STAFF_SELF_CHANGE', 'You cannot disable or change the role of your own account');
  }
  await db.transaction(async (tx) => {
    const owners = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.role, 'owner'), isNull(staffUsers.disabledAt)))
      .orderBy(asc(staffUsers.id))
      .for('update');
    const [target] = await tx
      .select({ id: staffUsers.id, role: staffUsers.role, disabledAt: staffUsers.disabledAt })
      .from(staffUsers)
      .where(eq(staffUsers.id, targetId))
      .for('update');
    if (!target) throw new AppError('STAFF_NOT_FOUND', 'No staff account with this id');
    const role = change.role ?? target.role;
    const disabled = change.disabled ?? target.disabledAt !== null;
    const remainingOwners =
      owners.filter((owner) => owner.id !== targetId).length + (role === 'owner' && !disabled ? 1 : 0);
    if (remainingOwners === 0) throw new AppError('LAST_OWNER', 'The shop must keep at least one active owner');
    await tx
      .update(staffUsers)
      .set({
        role,
        disabledAt: disabled ? (target.disabledAt ?? new Date()) : null,
        updatedAt: new Date(),
      })
      .where(eq(staffUsers.id, targetId));
    if (disabled) await tx.delete(adminSessions).where(eq(adminSessions.staffUserId, targetId));
  });
  return staffAccountView(db, targetId);
}

/**
 * Makes the oldest active account the owner when no active owner exists: the first account of a
 * new shop, and the upgrade of a shop whose accounts predate roles. One statement, so instances
 * starting together promote the same account.
 * @returns the promoted account's email, or undefined when an owner existed (or no account does).
 */
export async function ensureOwner(db: Db): Promise<string | undefined> {
  const [row] = await db
    .update(staffUsers)
    .set({ role: 'owner' })
    .where(
      and(
        eq(
          staffUsers.id,
          sql`(select id from ${staffUsers} where ${staffUsers.disabledAt} is null order by ${staffUsers.createdAt}, ${staffUsers.email} limit 1)`,
        ),
        sql`not exists (select 1 from ${staffUsers} where ${staffUsers.role} = 'owner' and ${staffUsers.disabledAt} is null)`,
        ne(staffUsers.role, 'owner'),
      ),
    )
    .returning({ email: staffUsers.email });
  return row?.email;
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
 * The first staff account at start, created as the owner. With `ADMIN_EMAIL` the account is created
 * when absent (with `ADMIN_PASSWORD`, which the operator chose and so need not change, or a
 * generated password, which must be changed at the first sign-in); an existing account is left as
 * it is, its password is NOT updated from the environment (use `npm run staff -- reset EMAIL`).
 * Without `ADMIN_EMAIL` and with no staff account at all, `admin@{shop host}` is created with a
 * random 20-character password that must be changed at the first sign-in. Safe for several
 * instances starting together: only the one whose insert wins reports a created account.
 */
export async function ensureFirstStaffAccount(
  db: Db,
  options: { admin: { email?: string; password?: string }; publicUrl: string },
): Promise<FirstStaffResult> {
  const { email, password } = options.admin;
  const [{ total }] = await db.select({ total: count() }).from(staffUsers);
  const role: StaffRole = total === 0 ? 'owner' : 'staff';
  if (email) {
    if (await findStaffByEmail(db, email)) return {};
    const chosen = password ?? generatePassword();
    const created = await createStaffAccount(db, email, chosen, { role, passwordChangeRequired: !password });
    if (!created) return {};
    return { created: { email: created.email }, generatedPassword: password ? undefined : chosen };
  }
  if (total > 0) return {};
  const generated = generatePassword();
  const created = await createStaffAccount(db, defaultAdminEmail(options.publicUrl), generated, {
    role,
    passwordChangeRequired: true,
  });
  return created ? { created: { email: created.email }, generatedPassword: generated } : {};
}
