/**
 * Orders (issue 7 §3; DESIGN.md `GET /api/admin/orders`) at `/admin/orders` and `/{lang}/admin/orders`:
 * behind the staff login, the paid orders newest first with photo and artwork thumbnails, product,
 * size, colour, amount in the order's currency, discount kind, shipping name and address, and date.
 * Sorting by date or amount and the email search run on the server; search, sort and page live in
 * the URL. A table from 768 px, cards below; skeletons, an error box with a retry, empty states.
 */
import { type SortingState, type Updater, useTable } from '@tanstack/react-table';
import { ClipboardList } from 'lucide-react';
import { useCallback, useId, useMemo } from 'react';
import { useParams } from 'react-router';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminOrdersApi } from '#client/lib/admin-orders-api.ts';
import { cn } from '#client/lib/cn.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { pageMeta } from '#client/lib/page-meta.ts';
import type { AdminOrderSummary } from '#shared/api/admin-orders.schemas.ts';
import { isLocale } from '#shared/locales.ts';
import NotFoundPage from '../../not-found/not-found-page.tsx';
import { AdminGate } from '../admin-gate.tsx';
import { AdminHeader } from '../admin-header.tsx';
import { adminDashboardPath } from '../admin-links.ts';
import {
  EmailSearch,
  EmptyState,
  ListPageTop,
  ListSkeleton,
  LoadErrorBox,
  listPageSize,
  NoMatches,
  Pager,
  useListParams,
} from './admin-list-parts.tsx';
import { orderTableOptions, sortChoices, sortFromParams, sortingOf, sortOfSorting } from './orders-table.ts';
import { OrdersCardsView, OrdersTableView } from './orders-views.tsx';
import { useRemoteList } from './use-remote-list.ts';

export function meta({ location }: { location: { pathname: string } }) {
  return pageMeta(
    location.pathname,
    (t) => ({ title: t('adminOrders.orders.meta.title'), description: t('adminOrders.orders.meta.description') }),
    { noindex: true },
  );
}

export default function OrdersPage() {
  const { lang } = useParams();
  if (lang !== undefined && !isLocale(lang)) return <NotFoundPage />;
  return (
    <AdminGate>
      <Orders />
    </AdminGate>
  );
}

/** Stable while nothing is loaded: a fresh `[]` each render would rebuild the table's models. */
const noOrders: AdminOrderSummary[] = [];

function Orders() {
  const { t, locale } = useTranslator();
  const { params, q, page, setQuery, setPage, update } = useListParams();
  const { sort, dir } = sortFromParams(params);

  const load = useCallback(
    () => adminOrdersApi.listOrders({ q: q || undefined, sort, dir, page, pageSize: listPageSize }),
    [q, sort, dir, page],
  );
  const { state, reload } = useRemoteList(load);
  const data = state.data;

  const sorting = useMemo(() => sortingOf(sort, dir), [sort, dir]);
  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) => {
      const next = sortOfSorting(typeof updater === 'function' ? updater(sorting) : updater);
      update({
        sort: next.sort === 'createdAt' ? null : next.sort,
        dir: next.dir === 'desc' ? null : next.dir,
        page: null,
      });
    },
    [sorting, update],
  );
  const table = useTable({
    ...orderTableOptions,
    data: data?.orders ?? noOrders,
    state: { sorting },
    onSortingChange,
  });

  const loading = state.kind === 'loading';
  const firstLoad = loading && data === null;

  return (
    <div className="min-h-dvh" data-testid="admin-orders">
      <AdminHeader />
      <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
        <ListPageTop
          backTo={adminDashboardPath(locale)}
          backLabel={t('adminOrders.common.backToDashboard')}
          heading={t('adminOrders.orders.heading')}
          intro={t('adminOrders.orders.intro')}
          onRefresh={reload}
          refreshing={loading}
        />

        {state.kind === 'failed' && data === null ? (
          <LoadErrorBox
            message={t('adminOrders.orders.loadFailed')}
            detail={errorMessage(t, state.error)}
            onRetry={reload}
          />
        ) : (
          <Card className="mt-8 overflow-hidden">
            <div className="flex flex-col gap-3 border-b border-stone-200/80 p-4 sm:flex-row sm:items-center sm:px-5">
              <EmailSearch value={q} onSearch={setQuery} />
              <SortSelect
                value={`${sort}|${dir}`}
                onChange={(next) => {
                  const [nextSort, nextDir] = next.split('|');
                  update({
                    sort: nextSort === 'amount' ? 'amount' : null,
                    dir: nextDir === 'asc' ? 'asc' : null,
                    page: null,
                  });
                }}
              />
              {data && (
                <p className="text-sm text-stone-500 sm:ml-auto" role="status" data-testid="orders-count">
                  {t('adminOrders.orders.count', { total: data.total })}
                </p>
              )}
            </div>

            {state.kind === 'failed' && (
              <p role="alert" className="border-b border-red-100 bg-red-50 px-5 py-2.5 text-sm text-red-700">
                {t('adminOrders.orders.loadFailed')}
              </p>
            )}

            {firstLoad || !data ? (
              <ListSkeleton label={t('adminOrders.orders.loading')} />
            ) : data.orders.length === 0 ? (
              q ? (
                <NoMatches query={q} onClear={() => setQuery('')} />
              ) : (
                <EmptyState
                  icon={<ClipboardList className="size-6" aria-hidden="true" />}
                  title={t('adminOrders.orders.empty')}
                  hint={t('adminOrders.orders.emptyHint')}
                  testId="orders-empty"
                />
              )
            ) : (
              <div className={cn('transition-opacity', loading && 'opacity-60')} aria-busy={loading}>
                <div className="hidden md:block">
                  <OrdersTableView table={table} />
                </div>
                <div className="md:hidden">
                  <OrdersCardsView table={table} />
                </div>
              </div>
            )}
            {data && (
              <Pager page={page} pageSize={listPageSize} total={data.total} onPage={setPage} disabled={loading} />
            )}
          </Card>
        )}
      </main>
    </div>
  );
}

/** The sort of narrow screens, where there are no column headers to click. */
function SortSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslator();
  const id = useId();
  return (
    <div className="flex items-center gap-2 md:hidden">
      <label htmlFor={id} className="text-sm font-medium text-stone-600">
        {t('adminOrders.orders.sort.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 flex-1 rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none sm:text-sm"
      >
        {sortChoices.map((choice) => (
          <option key={choice.key} value={`${choice.sort}|${choice.dir}`}>
            {t(`adminOrders.orders.sort.${choice.key}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
