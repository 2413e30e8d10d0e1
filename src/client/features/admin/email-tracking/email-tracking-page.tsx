/**
 * Email tracking (SPEC §2.1, §2.12, §4; issue 7 §3) at `/en-us/admin/email-tracking`: behind the staff
 * login, every sent order-link email with Email, Subject, Sent, Status (Opened / Not opened) and
 * Details (first opened, open count). States per SPEC §4: loading (skeletons), error (SPEC §8 box with
 * a retry), empty, list. Sorting by any column and a search by email; a table from 768 px, cards
 * below. Dates with Intl in the page's language.
 */
import { type SortingState, useTable } from '@tanstack/react-table';
import { ArrowLeft, MailPlus, MailX, RefreshCw, Search, SearchX, TriangleAlert, X } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminEmailsApi } from '#client/lib/admin-emails-api.ts';
import { cn } from '#client/lib/cn.ts';
import { pageMeta } from '#client/lib/page-meta.ts';
import type { EmailTrackingRow } from '#shared/api/admin.schemas.ts';
import NotFoundPage from '../../not-found/not-found-page.tsx';
import { AdminGate } from '../admin-gate.tsx';
import { AdminHeader } from '../admin-header.tsx';
import { adminDashboardPath, adminPagePaths } from '../admin-links.ts';
import { defaultTrackingSorting, trackingSummary, trackingTableOptions } from './email-tracking-table.ts';
import { TrackingCardsView, TrackingSkeleton, TrackingTableView } from './email-tracking-views.tsx';
import { formatPercent } from './format-date-time.ts';
import { SortSelect } from './sort-select.tsx';

export function meta({ location }: { location: { pathname: string } }) {
  return pageMeta(
    location.pathname,
    (t) => ({
      title: t('adminEmails.tracking.meta.title'),
      description: t('adminEmails.tracking.meta.description'),
    }),
    { noindex: true },
  );
}

export default function EmailTrackingPage() {
  // SPEC §2.1: email tracking exists at /en-us only; the route is fixed, this guards a reuse.
  const { lang } = useParams();
  if (lang !== undefined && lang !== 'en-us') return <NotFoundPage />;
  return (
    <AdminGate>
      <EmailTracking />
    </AdminGate>
  );
}

type LoadState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; rows: EmailTrackingRow[] };

/** Stable while loading: a fresh `[]` each render would rebuild the table's models every time. */
const noRows: EmailTrackingRow[] = [];

function EmailTracking() {
  const { t, locale } = useTranslator();
  const uid = useId();
  const [state, setState] = useState<LoadState>({ kind: 'loading' });
  const [sorting, setSorting] = useState<SortingState>(defaultTrackingSorting);
  const [globalFilter, setGlobalFilter] = useState('');

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const { rows } = await adminEmailsApi.emailTracking();
      setState({ kind: 'loaded', rows });
    } catch {
      setState({ kind: 'failed' });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const rows = state.kind === 'loaded' ? state.rows : noRows;
  const table = useTable({
    ...trackingTableOptions,
    data: rows,
    state: { sorting, globalFilter },
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
  });
  const shown = table.getRowModel().rows.length;
  const summary = trackingSummary(rows);
  const query = globalFilter.trim();

  return (
    <div className="min-h-dvh" data-testid="admin-email-tracking">
      <AdminHeader />
      <main id="main" className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
        <Link
          to={adminDashboardPath(locale)}
          className="inline-flex items-center gap-1 rounded-lg text-sm font-medium text-stone-600 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('adminEmails.backToDashboard')}
        </Link>
        <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">
              {t('adminEmails.tracking.heading')}
            </h1>
            <p className="mt-2 max-w-2xl text-base text-stone-600">{t('adminEmails.tracking.intro')}</p>
          </div>
          <Button variant="outline" onClick={() => void load()} disabled={state.kind === 'loading'}>
            <RefreshCw className={cn('size-4', state.kind === 'loading' && 'animate-spin')} aria-hidden="true" />
            {t('adminEmails.refresh')}
          </Button>
        </div>

        {state.kind === 'failed' ? (
          <Card className="mt-8 p-6 text-center sm:p-10" role="alert" data-testid="email-tracking-error">
            <span className="mx-auto grid size-12 place-items-center rounded-2xl bg-red-50 text-red-600">
              <TriangleAlert className="size-6" aria-hidden="true" />
            </span>
            <p className="mx-auto mt-4 max-w-md font-medium text-stone-900">{t('adminEmails.tracking.loadFailed')}</p>
            <Button className="mt-5" onClick={() => void load()}>
              <RefreshCw className="size-4" aria-hidden="true" />
              {t('adminEmails.retry')}
            </Button>
          </Card>
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
              <div
                className={cn(
                  'flex flex-col gap-3 border-b border-stone-200/80 p-4 sm:flex-row sm:items-center sm:px-5',
                  state.kind === 'loaded' && rows.length === 0 && 'hidden',
                )}
              >
                <div className="relative flex-1 sm:max-w-sm">
                  <label htmlFor={`${uid}-search`} className="sr-only">
                    {t('adminEmails.tracking.searchLabel')}
                  </label>
                  <Search
                    className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
                    aria-hidden="true"
                  />
                  <input
                    id={`${uid}-search`}
                    type="search"
                    inputMode="email"
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                    value={globalFilter}
                    onChange={(event) => setGlobalFilter(event.target.value)}
                    placeholder={t('adminEmails.tracking.searchPlaceholder')}
                    disabled={state.kind === 'loading'}
                    className="h-10 w-full rounded-xl border border-stone-300 bg-white pr-9 pl-9 text-base text-stone-900 placeholder:text-stone-400 hover:border-stone-400 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none disabled:bg-stone-50 sm:text-sm [&::-webkit-search-cancel-button]:hidden"
                  />
                  {globalFilter && (
                    <button
                      type="button"
                      onClick={() => setGlobalFilter('')}
                      aria-label={t('adminEmails.tracking.clearSearch')}
                      className="absolute top-1/2 right-2 grid size-7 -translate-y-1/2 place-items-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-stone-800"
                    >
                      <X className="size-4" aria-hidden="true" />
                    </button>
                  )}
                </div>
                <SortSelect className="md:hidden" sorting={sorting} onChange={setSorting} />
                {state.kind === 'loaded' && rows.length > 0 && (
                  <p className="text-sm text-stone-500 sm:ml-auto" role="status" data-testid="tracking-count">
                    {t('adminEmails.tracking.count', { shown, total: rows.length })}
                  </p>
                )}
              </div>

              {state.kind === 'loading' ? (
                <>
                  <p className="sr-only" role="status">
                    {t('adminEmails.tracking.loading')}
                  </p>
                  <TrackingSkeleton />
                </>
              ) : rows.length === 0 ? (
                <EmptyState />
              ) : shown === 0 ? (
                <div className="px-6 py-14 text-center" data-testid="email-tracking-no-matches">
                  <SearchX className="mx-auto size-8 text-stone-400" aria-hidden="true" />
                  <p className="mt-3 font-medium text-stone-900">{t('adminEmails.tracking.noMatches', { query })}</p>
                  <Button variant="ghost" size="sm" className="mt-3" onClick={() => setGlobalFilter('')}>
                    {t('adminEmails.tracking.clearSearch')}
                  </Button>
                </div>
              ) : (
                <>
                  <div className="hidden md:block">
                    <TrackingTableView table={table} />
                  </div>
                  <div className="md:hidden">
                    <TrackingCardsView table={table} />
                  </div>
                </>
              )}
            </Card>
          </>
        )}
      </main>
    </div>
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

/** SPEC §4 empty: no order-link email has been sent yet. */
function EmptyState() {
  const { t, locale } = useTranslator();
  return (
    <div className="px-6 py-16 text-center" data-testid="email-tracking-empty">
      <span className="mx-auto grid size-12 place-items-center rounded-2xl bg-stone-100 text-stone-500">
        <MailX className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-4 font-medium text-stone-900">{t('adminEmails.tracking.empty')}</p>
      <p className="mx-auto mt-1 max-w-sm text-sm text-stone-600">{t('adminEmails.tracking.emptyHint')}</p>
      <Link to={adminPagePaths.emailSender(locale)} className={buttonClasses('primary', 'md', 'mt-5')}>
        <MailPlus className="size-4" aria-hidden="true" />
        {t('adminEmails.tracking.goToSender')}
      </Link>
    </div>
  );
}
