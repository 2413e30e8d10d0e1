/**
 * The forced password change (issue 17 §3): shown by `AdminGate` instead of any staff page while the
 * account signed in with a one-time password (generated at first start, by `npm run staff` or by an
 * owner). The server refuses every other staff call until then (403 PASSWORD_CHANGE_REQUIRED).
 */
import { KeyRound, LoaderCircle, LogOut } from 'lucide-react';
import { useId, useState } from 'react';
import { Logo } from '#client/components/layout/logo.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { toast } from '#client/lib/toast.ts';
import type { AdminSession } from '#shared/api/admin-session.schemas.ts';
import { PasswordChangeForm } from './password-change-form.tsx';

export function ForcedPasswordChange({
  email,
  onChanged,
  onLogout,
}: {
  email: string;
  onChanged: (session: AdminSession) => void;
  onLogout: () => Promise<void>;
}) {
  const { t } = useTranslator();
  const uid = useId();
  const [leaving, setLeaving] = useState(false);

  const logout = async () => {
    setLeaving(true);
    try {
      await onLogout();
    } catch {
      toast.error(t('admin.header.logoutFailed'));
      setLeaving(false);
    }
  };

  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center px-4 py-8 sm:py-16"
      data-testid="forced-password-change"
    >
      <Logo />
      <Card as="section" aria-labelledby={`${uid}-title`} className="mt-8 w-full max-w-md p-6 sm:p-8">
        <span className="grid size-11 place-items-center rounded-2xl bg-amber-100 text-amber-700">
          <KeyRound className="size-5" aria-hidden="true" />
        </span>
        <h1 id={`${uid}-title`} className="mt-4 font-display text-2xl font-bold text-stone-900">
          {t('adminStaff.forced.title')}
        </h1>
        <p className="mt-1.5 text-sm leading-relaxed text-stone-600">{t('adminStaff.forced.description')}</p>
        <p className="mt-3 truncate text-sm font-medium text-stone-800">
          {t('adminStaff.forced.signedInAs', { email })}
        </p>
        <div className="mt-6">
          <PasswordChangeForm
            currentLabel={t('adminStaff.forced.current')}
            submitLabel={t('adminStaff.forced.save')}
            onChanged={(session) => {
              toast.success(t('adminStaff.password.changed'));
              onChanged(session);
            }}
          />
        </div>
      </Card>
      <Button
        variant="ghost"
        size="sm"
        className="mt-6 text-stone-600"
        onClick={() => void logout()}
        disabled={leaving}
      >
        {leaving ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <LogOut className="size-4" aria-hidden="true" />
        )}
        {t('adminStaff.forced.logout')}
      </Button>
    </main>
  );
}
