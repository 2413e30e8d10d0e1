/**
 * What the owner can do to another staff account (issue 17 §3), shared by the list, its actions menu,
 * the confirmation and the page's hook.
 */
import type { StaffAccountView } from '#shared/api/staff-accounts.schemas.ts';

/** What the owner can do to an account. */
export type StaffAction = 'disable' | 'enable' | 'resetPassword' | 'makeOwner' | 'makeStaff';

/** The actions an account offers, in menu order. */
export function actionsFor(account: StaffAccountView): StaffAction[] {
  return [
    account.disabled ? 'enable' : 'disable',
    'resetPassword',
    account.role === 'owner' ? 'makeStaff' : 'makeOwner',
  ];
}
