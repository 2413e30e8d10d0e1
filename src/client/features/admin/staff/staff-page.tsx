/**
 * Staff accounts (issue 17 §3) at `/admin/staff` and `/{lang}/admin/staff`, the owner's page: add an
 * account (its one-time password is shown once, to hand over), disable or enable one (its sessions
 * end at once), reset its password, change its role, and a link to the audit log. Staff who are not
 * owners see why they cannot, and a way to their own account page. Loading, error and empty states;
 * an unknown language segment shows the not-found page.
 */
import { ScrollText, ShieldAlert, UserRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { useStaffSession } from '../admin-gate.tsx';
import { adminDashboardPath, adminPagePaths } from '../admin-links.ts';
import { AdminPageHeading, AdminPageShell, AdminRoute, RefreshButton } from '../components/admin-page-layout.tsx';
import { adminPageMeta } from '../components/admin-page-meta.ts';
import { ListCount, ListToolbar } from '../components/data-table.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { TextRowsSkeleton } from '../components/list-skeleton.tsx';
import { LoadErrorCard } from '../components/load-error-card.tsx';
import { AddStaffForm } from './add-staff-form.tsx';
import { OneTimePasswordPanel } from './one-time-password-panel.tsx';
import { StaffList } from './staff-list.tsx';
import { useStaffAccounts } from './use-staff-accounts.hook.ts';

// Issue 22 §3: the confirmation (radix-ui's alert dialog) loads when the first action is chosen.
const ConfirmActionDialog = lazy(() =>
  import('./confirm-action-dialog.tsx').then((m) => ({ default: m.ConfirmActionDialog })),
);

export const meta = adminPageMeta((t) => ({
  title: t('adminStaff.staff.meta.title'),
  description: t('adminStaff.staff.meta.description'),
}));

export default function StaffPage() {
  return (
    <AdminRoute>
      <Staff />
    </AdminRoute>
  );
}

function Staff() {
  const { t, locale } = useTranslator();
  const staff = useStaffSession();
  const isOwner = staff.role === 'owner';
  const { state, reload, oneTime, dismissOneTime, pending, busy, ask, cancel, confirm, added } =
    useStaffAccounts(isOwner);
  // Mounted from the first action on, so radix-ui closes it as before.
  const [confirmUsed, setConfirmUsed] = useState(false);
  if (pending && !confirmUsed) setConfirmUsed(true);

  const back = { to: adminDashboardPath(locale), label: t('adminStaff.staff.backToDashboard') };
  if (!isOwner) {
    return (
      <AdminPageShell testId="admin-staff">
        <AdminPageHeading back={back} heading={t('adminStaff.staff.heading')} intro={t('adminStaff.staff.intro')} />
        <EmptyState
          card
          className="mt-8"
          icon={ShieldAlert}
          title={t('adminStaff.staff.ownerOnly')}
          hint={t('adminStaff.staff.ownerOnlyHint')}
          hintWidth="md"
          testId="staff-owner-only"
          action={
            <Link to={adminPagePaths.account(locale)} className={buttonClasses('outline', 'md', 'mt-5')}>
              <UserRound className="size-4" aria-hidden="true" />
              {t('adminStaff.staff.toAccount')}
            </Link>
          }
        />
      </AdminPageShell>
    );
  }

  return (
    <AdminPageShell testId="admin-staff" width="wide">
      <AdminPageHeading
        back={back}
        heading={t('adminStaff.staff.heading')}
        intro={t('adminStaff.staff.intro')}
        actions={
          <div className="flex flex-wrap gap-3">
            <Link to={adminPagePaths.audit(locale)} className={buttonClasses('outline')}>
              <ScrollText className="size-4" aria-hidden="true" />
              {t('adminStaff.staff.auditLink')}
            </Link>
            <RefreshButton
              onRefresh={reload}
              refreshing={state.kind === 'loading'}
              label={t('adminStaff.staff.refresh')}
            />
          </div>
        }
      />
      <div className="mt-8 space-y-6">
        {oneTime && (
          <OneTimePasswordPanel
            email={oneTime.email}
            password={oneTime.password}
            kind={oneTime.kind}
            onDone={dismissOneTime}
          />
        )}
        <AddStaffForm onAdded={added} />
        {state.kind === 'failed' ? (
          <LoadErrorCard
            message={t('adminStaff.staff.loadFailed')}
            detail={errorMessage(t, state.error)}
            onRetry={reload}
            retryLabel={t('adminStaff.staff.retry')}
            className=""
          />
        ) : (
          <Card className="overflow-hidden">
            <ListToolbar>
              <h2 className="font-display text-lg font-bold text-stone-900">{t('adminStaff.staff.heading')}</h2>
              {state.kind === 'loaded' && (
                <ListCount testId="staff-count">
                  {t('adminStaff.staff.table.count', { count: state.accounts.length })}
                </ListCount>
              )}
            </ListToolbar>
            {state.kind === 'loading' ? (
              <TextRowsSkeleton label={t('adminStaff.staff.loading')} />
            ) : (
              <StaffList accounts={state.accounts} selfEmail={staff.email} onAction={ask} />
            )}
          </Card>
        )}
      </div>
      {confirmUsed && (
        <Suspense fallback={null}>
          <ConfirmActionDialog pending={pending} busy={busy} onConfirm={confirm} onCancel={cancel} />
        </Suspense>
      )}
    </AdminPageShell>
  );
}
