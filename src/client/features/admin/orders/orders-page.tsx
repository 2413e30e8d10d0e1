/**
 * Orders (issue 7 §3; DESIGN.md `GET /api/admin/orders`) at `/admin/orders` and `/{lang}/admin/orders`:
 * behind the staff login, the paid orders newest first with photo and artwork thumbnails, product,
 * size, colour, amount in the order's currency, discount kind, shipping name and address, and date.
 * Sorting by date or amount, the search (order number, email, name, postcode; issue 19 §1), the
 * status, date and real/test filters run on the server; search, filters, sort and page live in the
 * URL, and the filtered list downloads as CSV. Test orders carry a TEST badge and are left out of the
 * takings above the list (issue 17 point 4). A table from 768 px, cards below, the filters folded
 * behind a button there (issue 23 item 12); skeletons, an error box with a retry, empty states.
 */
import { ClipboardList } from 'lucide-react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminDashboardPath } from '../admin-links.ts';
import { AdminPageHeading, AdminPageShell, AdminRoute, RefreshButton } from '../components/admin-page-layout.tsx';
import { adminPageMeta } from '../components/admin-page-meta.ts';
import { ListFilters } from '../components/list-filters.tsx';
import { PagedListCard } from '../components/paged-list-card.tsx';
import { OrderTotals } from './order-totals.tsx';
import { CsvDownload, DateRange, ModeSelect, SortSelect, StatusSelect } from './orders-list-controls.tsx';
import { OrdersCardsView, OrdersTableView } from './orders-views.tsx';
import { useOrdersList } from './use-orders-list.hook.ts';

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

function Orders() {
  const { t, locale } = useTranslator();
  const list = useOrdersList();
  const { state, totals, reload, q, page, mode, sort, dir, setQuery, setPage, setMode, setSortChoice, table } = list;
  const data = state.data;

  const loading = state.kind === 'loading';

  return (
    <AdminPageShell testId="admin-orders" width="wide">
      <AdminPageHeading
        back={{ to: adminDashboardPath(locale), label: t('adminOrders.common.backToDashboard') }}
        heading={t('adminOrders.orders.heading')}
        intro={t('adminOrders.orders.intro')}
        actions={
          <div className="flex flex-wrap gap-2">
            <CsvDownload href={list.csvUrl} />
            <RefreshButton onRefresh={reload} refreshing={loading} label={t('adminOrders.common.refresh')} />
          </div>
        }
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
          search: {
            label: t('adminOrders.orders.searchLabel'),
            placeholder: t('adminOrders.orders.searchPlaceholder'),
          },
        }}
        countTestId="orders-count"
        tools={
          <ListFilters active={[list.status, list.from, list.to, mode !== 'all'].filter(Boolean).length}>
            <StatusSelect value={list.status} onChange={list.setStatus} />
            <DateRange from={list.from} to={list.to} onChange={list.setDay} />
            <ModeSelect value={mode} onChange={setMode} />
            <SortSelect value={`${sort}|${dir}`} onChange={setSortChoice} />
          </ListFilters>
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
