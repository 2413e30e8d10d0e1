/**
 * Confirmation of a staff account change (issue 17 §3): what will happen to whom, Cancel and the
 * action. A Radix alert dialog: focus stays inside, Escape cancels; while the change is being saved
 * neither button can be pressed again.
 */
import { LoaderCircle } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';
import type { StaffAccountView } from '#shared/api/staff-accounts.schemas.ts';
import type { StaffAction } from './staff-actions.ts';

const texts = {
  disable: ['disableTitle', 'disableText'],
  enable: ['enableTitle', 'enableText'],
  resetPassword: ['resetTitle', 'resetText'],
  makeOwner: ['makeOwnerTitle', 'makeOwnerText'],
  makeStaff: ['makeStaffTitle', 'makeStaffText'],
} as const;

export function ConfirmActionDialog({
  pending,
  busy,
  onConfirm,
  onCancel,
}: {
  pending: { action: StaffAction; account: StaffAccountView } | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslator();
  const [title, text] = pending ? texts[pending.action] : texts.disable;
  const email = pending?.account.email ?? '';
  return (
    <AlertDialog.Root open={pending !== null} onOpenChange={(open) => !open && !busy && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50 backdrop-blur-[2px]" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl shadow-stone-900/20 focus:outline-none sm:p-8"
          data-testid="confirm-staff-action"
        >
          <AlertDialog.Title className="font-display text-xl font-bold break-words text-stone-900">
            {t(`adminStaff.staff.actions.${title}`, { email })}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-stone-600">
            {t(`adminStaff.staff.actions.${text}`)}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('outline')} disabled={busy}>
              {t('adminStaff.staff.actions.cancel')}
            </AlertDialog.Cancel>
            <Button
              className={cn(pending?.action === 'disable' && 'bg-red-600 hover:bg-red-700')}
              onClick={onConfirm}
              disabled={busy}
            >
              {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
              {pending ? t(`adminStaff.staff.actions.${pending.action}`) : ''}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
