/**
 * Email tracking (SPEC §2.1, §2.12, §4; issue 7 §3) at `/en-us/admin/email-tracking`: behind the staff
 * login, every sent order-link email with Email, Subject, Sent, Status (Opened / Not opened) and
 * Details (first opened, open count). States per SPEC §4: loading (skeletons), error (SPEC §8 box with
 * a retry), empty, list. Sorting by any column and a search by email; a table from 768 px, cards
 * below. Dates with Intl in the page's language.
 */
import { MailPlus, MailX } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminDashboardPath, adminPagePaths } from '../admin-links.ts';
import { AdminPageHeading, AdminPageShell, AdminRoute, RefreshButton } from '../components/admin-page-layout.tsx';
import { adminPageMeta } from '../components/admin-page-meta.ts';
import { ListCount, ListToolbar, TableOrCards } from '../components/data-table.tsx';
import { EmptyState, NoMatches } from '../components/empty-state.tsx';
import { LoadErrorCard } from '../components/load-error-card.tsx';
import { SearchField } from '../components/search-field.tsx';
import { trackingSummary } from './email-tracking-table.ts';
import { TrackingCardsView, TrackingSkeleton, TrackingTableView } from './email-tracking-views.tsx';
import { formatPercent } from './format-date-time.ts';
import { SortSelect } from './sort-select.tsx';
import { useEmailTracking } from './use-email-tracking.hook.ts';
import { useTrackingTable } from './use-tracking-table.hook.ts';

export const meta = adminPageMeta((t) => ({
  title: t('adminEmails.tracking.meta.title'),
  description: t('adminEmails.tracking.meta.description'),
}));

export default function EmailTrackingPage() {
  // SPEC §2.1: email tracking exists at /en-us only; the route is fixed, this guards a reuse.
  return (
    <AdminRoute lang="en-us">
      <EmailTracking />
    </AdminRoute>
  );
}

function EmailTracking() {
  const { t, locale } = useTranslator();
  const uid = useId();
  const { state, rows, reload, onRevoked } = useEmailTracking();
  const {
    table,
    sorting,
    setSorting,
    search: globalFilter,
    setSearch: setGlobalFilter,
    shown,
  } = useTrackingTable(rows);
  const summary = trackingSummary(rows);
  const query = globalFilter.trim();

  return (
    <AdminPageShell testId="admin-email-tracking">
      <AdminPageHeading
        back={{ to: adminDashboardPath(locale), label: t('adminEmails.backToDashboard') }}
        heading={t('adminEmails.tracking.heading')}
        intro={t('adminEmails.tracking.intro')}
        actions={
          <RefreshButton onRefresh={reload} refreshing={state.kind === 'loading'} label={t('adminEmails.refresh')} />
        }
      />

      {state.kind === 'failed' ? (
        <LoadErrorCard
          message={t('adminEmails.tracking.loadFailed')}
          onRetry={reload}
          retryLabel={t('adminEmails.retry')}
          testId="email-tracking-error"
        />
      ) : (
        <>
          <dl className="mt-8 grid grid-cols-3 gap-3 sm:gap-4" aria-busy={state.kind === 'loading'}>
            <Stat
              label={t('adminEmails.tracking.summary.sent')}
              value={summary.sent}
              loading={state.kind === 'loading'}
            />
            <Stat
              label={t('adminEmails.tracking.summary.opened')}
              value={summary.opened}
              loading={state.kind === 'loading'}
            />
            <Stat
              label={t('adminEmails.tracking.summary.openRate')}
              value={formatPercent(summary.openRate, locale)}
              loading={state.kind === 'loading'}
            />
          </dl>

          <Card className="mt-6 overflow-hidden">
            {/* Nothing to search or sort in an empty list. */}
            <ListToolbar className={state.kind === 'loaded' && rows.length === 0 ? 'hidden' : undefined}>
              <div className="relative flex-1 sm:max-w-sm">
                <SearchField
                  id={`${uid}-search`}
                  label={t('adminEmails.tracking.searchLabel')}
                  placeholder={t('adminEmails.tracking.searchPlaceholder')}
                  clearLabel={t('adminEmails.tracking.clearSearch')}
                  value={globalFilter}
                  onChange={setGlobalFilter}
                  onClear={() => setGlobalFilter('')}
                  disabled={state.kind === 'loading'}
                />
              </div>
              <SortSelect className="md:hidden" sorting={sorting} onChange={setSorting} />
              {state.kind === 'loaded' && rows.length > 0 && (
                <ListCount testId="tracking-count">
                  {t('adminEmails.tracking.count', { shown, total: rows.length })}
                </ListCount>
              )}
            </ListToolbar>

            {state.kind === 'loading' ? (
              <>
                <p className="sr-only" role="status">
                  {t('adminEmails.tracking.loading')}
                </p>
                <TrackingSkeleton />
              </>
            ) : rows.length === 0 ? (
              <EmptyState
                icon={MailX}
                title={t('adminEmails.tracking.empty')}
                hint={t('adminEmails.tracking.emptyHint')}
                testId="email-tracking-empty"
                action={
                  <Link to={adminPagePaths.emailSender(locale)} className={buttonClasses('primary', 'md', 'mt-5')}>
                    <MailPlus className="size-4" aria-hidden="true" />
                    {t('adminEmails.tracking.goToSender')}
                  </Link>
                }
              />
            ) : shown === 0 ? (
              <NoMatches
                message={t('adminEmails.tracking.noMatches', { query })}
                clearLabel={t('adminEmails.tracking.clearSearch')}
                onClear={() => setGlobalFilter('')}
                testId="email-tracking-no-matches"
              />
            ) : (
              <TableOrCards
                table={<TrackingTableView table={table} onRevoked={onRevoked} />}
                cards={<TrackingCardsView table={table} onRevoked={onRevoked} />}
              />
            )}
          </Card>
        </>
      )}
    </AdminPageShell>
  );
}

/** One figure of the summary row; a grey bar while loading. */
function Stat({ label, value, loading }: { label: string; value: string | number; loading: boolean }) {
  return (
    <div className="min-w-0 rounded-2xl border border-stone-200/80 bg-white px-3 py-3 shadow-sm shadow-stone-900/[0.03] sm:px-5 sm:py-4">
      <dt className="truncate text-xs font-medium text-stone-500 sm:text-sm">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-bold text-stone-900 tabular-nums sm:text-3xl">
        {loading ? <span className="block h-8 w-12 animate-pulse rounded-lg bg-stone-200" /> : value}
      </dd>
    </div>
  );
}
