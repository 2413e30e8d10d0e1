/** Staff login (issue 7 §2): checks an email and password against `staff_users`. */
import type { Db } from '#server/db/client.ts';
import { dummyPasswordHash, verifyPassword } from './password-hash.ts';
import type { StaffIdentity } from './require-staff.ts';
import { findStaffByEmail } from './staff-accounts.service.ts';

/**
 * The staff member with this email and password, or undefined. An unknown email costs the same
 * scrypt work as a wrong password (verified against a dummy hash), so neither the answer nor its
 * timing tells whether an account exists.
 */
export async function authenticateStaff(db: Db, email: string, password: string): Promise<StaffIdentity | undefined> {
  const account = await findStaffByEmail(db, email);
  const matches = await verifyPassword(password, account?.passwordHash ?? (await dummyPasswordHash()));
  return account && matches ? { id: account.id, email: account.email } : undefined;
}
