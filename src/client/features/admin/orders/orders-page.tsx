/**
 * Orders (issue 7 §3; DESIGN.md `GET /api/admin/orders`) at `/admin/orders` and `/{lang}/admin/orders`:
 * behind the staff login, the paid orders newest first with photo and artwork thumbnails, product,
 * size, colour, amount in the order's currency, discount kind, shipping name and address, and date.
 * Sorting by date or amount, the email search and the real/test filter run on the server; search,
 * filter, sort and page live in the URL. Test orders carry a TEST badge and are left out of the
 * takings above the list (issue 17 point 4). A table from 768 px, cards below; skeletons, an error box with a retry, empty states.
 */
import { type SortingState, type Updater, useTable } from '@tanstack/react-table';
import { ClipboardList } from 'lucide-react';
import { useCallback, useId, useMemo } from 'react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminOrdersApi } from '#client/lib/admin-orders-api.ts';
import { type AdminOrderMode, type AdminOrderSummary, adminOrderModes } from '#shared/api/admin-orders.schemas.ts';
import { adminDashboardPath } from '../admin-links.ts';
import { AdminPageHeading, AdminPageShell, AdminRoute, RefreshButton } from '../components/admin-page-layout.tsx';
import { adminPageMeta } from '../components/admin-page-meta.ts';
import { listPageSize, PagedListCard, useListParams } from './admin-list-parts.tsx';
import { OrderTotals } from './order-totals.tsx';
import { orderTableOptions, sortChoices, sortFromParams, sortingOf, sortOfSorting } from './orders-table.ts';
import { OrdersCardsView, OrdersTableView } from './orders-views.tsx';
import { useRemoteList } from './use-remote-list.ts';

export const meta = adminPageMeta((t) => ({
  title: t('adminOrders.orders.meta.title'),
  description: t('adminOrders.orders.meta.description'),
}));

export default function OrdersPage() {
  return (
    <AdminRoute>
      <Orders />
    </AdminRoute>
  );
}

/** Stable while nothing is loaded: a fresh `[]` each render would rebuild the table's models. */
const noOrders: AdminOrderSummary[] = [];

function Orders() {
  const { t, locale } = useTranslator();
  const { params, q, page, setQuery, setPage, update } = useListParams();
  const { sort, dir } = sortFromParams(params);

  const mode = modeFromParams(params);

  const load = useCallback(
    () => adminOrdersApi.listOrders({ q: q || undefined, mode, sort, dir, page, pageSize: listPageSize }),
    [q, mode, sort, dir, page],
  );
  const { state, reload: reloadList } = useRemoteList(load);
  const data = state.data;
  // Issue 17 point 4: the takings, without test orders.
  const { state: totals, reload: reloadTotals } = useRemoteList(adminOrdersApi.getTotals);
  const reload = useCallback(() => {
    reloadList();
    reloadTotals();
  }, [reloadList, reloadTotals]);

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

  return (
    <AdminPageShell testId="admin-orders" width="wide">
      <AdminPageHeading
        back={{ to: adminDashboardPath(locale), label: t('adminOrders.common.backToDashboard') }}
        heading={t('adminOrders.orders.heading')}
        intro={t('adminOrders.orders.intro')}
        actions={<RefreshButton onRefresh={reload} refreshing={loading} label={t('adminOrders.common.refresh')} />}
      />
      <OrderTotals totals={totals.data} />
      <PagedListCard
        state={state}
        reload={reload}
        rows={data?.orders.length ?? 0}
        query={q}
        onQuery={setQuery}
        page={page}
        onPage={setPage}
        text={{
          loadFailed: t('adminOrders.orders.loadFailed'),
          loading: t('adminOrders.orders.loading'),
          count: (total) => t('adminOrders.orders.count', { total }),
        }}
        countTestId="orders-count"
        tools={
          <>
            <ModeSelect value={mode} onChange={(next) => update({ mode: next === 'all' ? null : next, page: null })} />
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
          </>
        }
        empty={{
          icon: ClipboardList,
          title: t('adminOrders.orders.empty'),
          hint: t('adminOrders.orders.emptyHint'),
          testId: 'orders-empty',
        }}
        table={<OrdersTableView table={table} />}
        cards={<OrdersCardsView table={table} />}
      />
    </AdminPageShell>
  );
}

/** `?mode=live|test` of the URL; anything else shows all orders. */
function modeFromParams(params: URLSearchParams): AdminOrderMode {
  const mode = params.get('mode');
  return (adminOrderModes as readonly string[]).includes(mode ?? '') ? (mode as AdminOrderMode) : 'all';
}

/** All, real or test orders (issue 17 point 4); the choice lives in the URL. */
function ModeSelect({ value, onChange }: { value: AdminOrderMode; onChange: (value: AdminOrderMode) => void }) {
  const { t } = useTranslator();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-600">
        {t('adminOrders.orders.mode.label')}
      </label>
      <select
        id={id}
        value={value}
        data-testid="orders-mode"
        onChange={(event) => onChange(event.target.value as AdminOrderMode)}
        className="h-10 flex-1 rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none sm:text-sm"
      >
        {adminOrderModes.map((mode) => (
          <option key={mode} value={mode}>
            {t(`adminOrders.orders.mode.${mode}`)}
          </option>
        ))}
      </select>
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
