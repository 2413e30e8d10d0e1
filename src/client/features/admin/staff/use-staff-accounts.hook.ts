/**
 * The owner's staff accounts (issue 17 §3; `GET/POST/PATCH /api/admin/staff`, password reset): the
 * list, the one-time password to hand over after adding or resetting an account, and the action
 * waiting for the owner's confirmation.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminStaffApi } from '#client/lib/admin-staff-api.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import type { StaffAccountView, StaffOneTimePassword } from '#shared/api/staff-accounts.schemas.ts';
import type { StaffAction } from './staff-actions.ts';

/** The list: loading (first load only; a reload keeps the rows), failed with the `ApiError`, or loaded. */
type StaffListState =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'loaded'; accounts: StaffAccountView[] };

/** A one-time password shown once: of an account just added or just reset. */
interface OneTimePassword {
  email: string;
  password: string;
  kind: 'added' | 'reset';
}

/** The body of PATCH /api/admin/staff/:id for `action` (not for resetPassword). */
function changeOf(action: Exclude<StaffAction, 'resetPassword'>) {
  return action === 'disable' || action === 'enable'
    ? { disabled: action === 'disable' }
    : { role: action === 'makeOwner' ? ('owner' as const) : ('staff' as const) };
}

/**
 * @param enabled loads the list only for owners (the server answers 403 OWNER_REQUIRED to staff).
 * @returns the list `state` and `reload()`; `oneTime` and `dismissOneTime()`; `pending` (the action
 * to confirm), `ask(action, account)`, `cancel()`, `confirm()` (performs it, then reloads; the
 * outcome is a toast) and `busy` meanwhile; `added()` for the add form's answer.
 */
export function useStaffAccounts(enabled: boolean) {
  const { t } = useTranslator();
  const [state, setState] = useState<StaffListState>({ kind: 'loading' });
  const [oneTime, setOneTime] = useState<OneTimePassword | null>(null);
  const [pending, setPending] = useState<{ action: StaffAction; account: StaffAccountView } | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    setState((previous) => (previous.kind === 'loaded' ? previous : { kind: 'loading' }));
    try {
      const { accounts } = await adminStaffApi.listStaff();
      setState({ kind: 'loaded', accounts });
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  }, []);

  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);

  const confirm = async () => {
    if (!pending) return;
    const { action, account } = pending;
    setBusy(true);
    try {
      if (action === 'resetPassword') {
        const reset = await adminStaffApi.resetStaffPassword(account.id);
        setOneTime({ email: reset.account.email, password: reset.oneTimePassword, kind: 'reset' });
      } else {
        await adminStaffApi.updateStaff(account.id, changeOf(action));
        toast.success(t('adminStaff.staff.actions.saved'));
      }
    } catch (error) {
      toast.error(`${t('adminStaff.staff.actions.failed')} ${errorMessage(t, error)}`);
    } finally {
      setBusy(false);
      setPending(null);
      void reload();
    }
  };

  return {
    state,
    reload: () => void reload(),
    oneTime,
    dismissOneTime: () => setOneTime(null),
    pending,
    busy,
    ask: (action: StaffAction, account: StaffAccountView) => setPending({ action, account }),
    cancel: () => setPending(null),
    confirm: () => void confirm(),
    added: (added: StaffOneTimePassword) => {
      setOneTime({ email: added.account.email, password: added.oneTimePassword, kind: 'added' });
      void reload();
    },
  };
}
