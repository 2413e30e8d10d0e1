/**
 * The actions menu of one staff account (issue 17 §3): disable or enable, reset the password, make
 * owner or staff; the choice goes to `onAction`, which asks for the owner's confirmation. A radix-ui
 * dropdown menu. Its own module (issue 22 §3): the staff list shows a look-alike button until this
 * has loaded (on the first press at the latest), then the menu opens at once.
 */
import { KeyRound, UserCheck, UserCog, UserX } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';
import type { StaffAccountView } from '#shared/api/staff-accounts.schemas.ts';
import { actionsFor, type StaffAction } from './staff-actions.ts';

/** How the menu's button looks and is named (the staff list draws the same button before the menu loads). */
export interface StaffActionsTrigger {
  className: string;
  'aria-label': string;
  title: string | undefined;
  'data-testid': string;
  children: ReactNode;
}

const actionIcons = {
  disable: UserX,
  enable: UserCheck,
  resetPassword: KeyRound,
  makeOwner: UserCog,
  makeStaff: UserCog,
} as const;

/** The menu, open on mount (it mounts when the staff member pressed its button). */
export default function StaffActionsMenu({
  account,
  onAction,
  trigger,
}: {
  account: StaffAccountView;
  onAction: (action: StaffAction, account: StaffAccountView) => void;
  trigger: StaffActionsTrigger;
}) {
  const { t } = useTranslator();
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger {...trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-2xl border border-stone-200 bg-white p-1.5 shadow-xl shadow-stone-900/10"
        >
          {actionsFor(account).map((action) => {
            const Icon = actionIcons[action];
            return (
              <DropdownMenu.Item
                key={action}
                onSelect={() => onAction(action, account)}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-stone-100',
                  action === 'disable' ? 'text-red-700' : 'text-stone-800',
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
                {t(`adminStaff.staff.actions.${action}`)}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
