/** Staff login (issue 7 §2): checks an email and password against `staff_users`. */
import type { Db } from '#server/db/client.ts';
import { dummyPasswordHash, verifyPassword } from './password-hash.ts';
import { findStaffByEmail, type StaffAccount } from './staff-accounts.service.ts';

/**
 * The staff account with this email and password, or undefined. An unknown email costs the same
 * scrypt work as a wrong password (verified against a dummy hash), so neither the answer nor its
 * timing tells whether an account exists. A disabled account is returned too (with `disabled`): the
 * caller says so only to someone who knows its password.
 */
export async function authenticateStaff(db: Db, email: string, password: string): Promise<StaffAccount | undefined> {
  const account = await findStaffByEmail(db, email);
  const matches = await verifyPassword(password, account?.passwordHash ?? (await dummyPasswordHash()));
  return account && matches ? account : undefined;
}
