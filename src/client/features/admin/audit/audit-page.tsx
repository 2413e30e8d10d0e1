/**
 * The audit log (issue 17 §3) at `/admin/audit` and `/{lang}/admin/audit`, the owner's page: every
 * sign-in and staff change, newest first, 50 a page (`?page=`, 1 first, so a page can be linked).
 * Actions of their own are translated; other staff requests show their method and route. Staff who
 * are not owners see why they cannot read it. An unknown language segment shows the not-found page.
 */
import { ChevronLeft, ChevronRight, ScrollText, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { useStaffSession } from '../admin-gate.tsx';
import { adminPagePaths } from '../admin-links.ts';
import { AdminPageHeading, AdminPageShell, AdminRoute, RefreshButton } from '../components/admin-page-layout.tsx';
import { adminPageMeta } from '../components/admin-page-meta.ts';
import { ListCount, ListToolbar, TableOrCards } from '../components/data-table.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { TextRowsSkeleton } from '../components/list-skeleton.tsx';
import { LoadErrorCard } from '../components/load-error-card.tsx';
import { formatDateTime } from '../email-tracking/format-date-time.ts';
import { AuditCards, AuditTable } from './audit-entries.tsx';
import { useAuditLog } from './use-audit-log.hook.ts';

export const meta = adminPageMeta((t) => ({
  title: t('adminStaff.audit.meta.title'),
  description: t('adminStaff.audit.meta.description'),
}));

export default function AuditPage() {
  return (
    <AdminRoute>
      <Audit />
    </AdminRoute>
  );
}

function Audit() {
  const { t, locale } = useTranslator();
  const staff = useStaffSession();
  const isOwner = staff.role === 'owner';
  const { state, page, pages, reload } = useAuditLog(isOwner);

  const back = { to: adminPagePaths.staff(locale), label: t('adminStaff.audit.backToStaff') };
  if (!isOwner) {
    return (
      <AdminPageShell testId="admin-audit">
        <AdminPageHeading back={back} heading={t('adminStaff.audit.heading')} intro={t('adminStaff.audit.intro')} />
        <EmptyState
          card
          className="mt-8"
          icon={ShieldAlert}
          title={t('errors.OWNER_REQUIRED')}
          hint={t('adminStaff.staff.ownerOnlyHint')}
          hintWidth="md"
          testId="audit-owner-only"
        />
      </AdminPageShell>
    );
  }

  const date = (iso: string) => formatDateTime(iso, locale);

  return (
    <AdminPageShell testId="admin-audit" width="wide">
      <AdminPageHeading
        back={back}
        heading={t('adminStaff.audit.heading')}
        intro={t('adminStaff.audit.intro')}
        actions={
          <RefreshButton
            onRefresh={reload}
            refreshing={state.kind === 'loading'}
            label={t('adminStaff.audit.refresh')}
          />
        }
      />
      {state.kind === 'failed' ? (
        <LoadErrorCard
          message={t('adminStaff.audit.loadFailed')}
          detail={errorMessage(t, state.error)}
          onRetry={reload}
          retryLabel={t('adminStaff.audit.retry')}
        />
      ) : (
        <Card className="mt-8 overflow-hidden">
          <ListToolbar>
            <h2 className="font-display text-lg font-bold text-stone-900">{t('adminStaff.audit.heading')}</h2>
            {state.kind === 'loaded' && (
              <ListCount testId="audit-count">
                {t('adminStaff.audit.table.count', { count: state.data.total })}
              </ListCount>
            )}
          </ListToolbar>
          {state.kind === 'loading' ? (
            <TextRowsSkeleton label={t('adminStaff.audit.loading')} rows={8} />
          ) : state.data.entries.length === 0 ? (
            <EmptyState
              icon={ScrollText}
              title={t('adminStaff.audit.empty')}
              hint={t('adminStaff.audit.emptyHint')}
              testId="audit-empty"
            />
          ) : (
            <TableOrCards
              table={<AuditTable t={t} entries={state.data.entries} date={date} />}
              cards={<AuditCards t={t} entries={state.data.entries} date={date} />}
            />
          )}
          {state.kind === 'loaded' && pages > 1 && (
            <nav
              aria-label={t('adminStaff.audit.pagination')}
              className="flex items-center justify-between gap-3 border-t border-stone-200/80 px-4 py-3 sm:px-5"
            >
              <PageLink target={page - 1} enabled={page > 1}>
                <ChevronLeft className="size-4" aria-hidden="true" />
                {t('adminStaff.audit.previous')}
              </PageLink>
              <p className="text-sm text-stone-600" data-testid="audit-page">
                {t('adminStaff.audit.page', { page, pages })}
              </p>
              <PageLink target={page + 1} enabled={page < pages}>
                {t('adminStaff.audit.next')}
                <ChevronRight className="size-4" aria-hidden="true" />
              </PageLink>
            </nav>
          )}
        </Card>
      )}
    </AdminPageShell>
  );
}

/** A link to page `target` of the log (`?page=`), or a disabled button where there is none. */
function PageLink({ target, enabled, children }: { target: number; enabled: boolean; children: ReactNode }) {
  if (!enabled) {
    return (
      <Button variant="outline" size="sm" disabled>
        {children}
      </Button>
    );
  }
  return (
    <Link to={{ search: target > 1 ? `?page=${target}` : '' }} className={buttonClasses('outline', 'sm')}>
      {children}
    </Link>
  );
}
