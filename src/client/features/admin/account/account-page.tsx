/**
 * A staff member's own account (issue 17 §3) at `/admin/account` and `/{lang}/admin/account`:
 * change the password, set up or turn off two-factor sign-in. Every staff member has it; an unknown
 * language segment shows the not-found page.
 */
import { useId } from 'react';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { toast } from '#client/lib/toast.ts';
import { useStaffSession } from '../admin-gate.tsx';
import { adminDashboardPath } from '../admin-links.ts';
import { AdminPageHeading, AdminPageShell, AdminRoute } from '../components/admin-page-layout.tsx';
import { adminPageMeta } from '../components/admin-page-meta.ts';
import { PasswordChangeForm } from './password-change-form.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';

export const meta = adminPageMeta((t) => ({
  title: t('adminStaff.account.meta.title'),
  description: t('adminStaff.account.meta.description'),
}));

export default function AccountPage() {
  return (
    <AdminRoute>
      <Account />
    </AdminRoute>
  );
}

function Account() {
  const { t, locale } = useTranslator();
  const staff = useStaffSession();
  const uid = useId();
  return (
    <AdminPageShell testId="admin-account">
      <AdminPageHeading
        back={{ to: adminDashboardPath(locale), label: t('adminStaff.account.backToDashboard') }}
        heading={t('adminStaff.account.heading')}
        intro={
          <>
            {t('adminStaff.account.intro', { email: staff.email })}{' '}
            <span className="ml-1 inline-block rounded-full bg-stone-900 px-2 py-0.5 align-middle text-xs font-semibold text-white">
              {t(`adminStaff.account.role.${staff.role}`)}
            </span>
          </>
        }
      />
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
        <Card as="section" aria-labelledby={`${uid}-password`} className="p-6 sm:p-8">
          <h2 id={`${uid}-password`} className="font-display text-xl font-bold text-stone-900">
            {t('adminStaff.account.passwordTitle')}
          </h2>
          <p className="mt-2 mb-5 text-sm leading-relaxed text-stone-600">{t('adminStaff.account.passwordIntro')}</p>
          <PasswordChangeForm
            currentLabel={t('adminStaff.password.current')}
            submitLabel={t('adminStaff.password.save')}
            onChanged={(session) => {
              toast.success(t('adminStaff.password.changed'));
              staff.update(session);
            }}
          />
        </Card>
        <TwoFactorCard enabled={staff.totpEnabled} onChanged={staff.update} />
      </div>
    </AdminPageShell>
  );
}
