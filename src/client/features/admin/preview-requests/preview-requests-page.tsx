/**
 * Preview requests (issue 7 §3) at `/admin/preview-requests` and `/{lang}/admin/preview-requests`:
 * behind the staff login, the customers who asked for a preview by email, newest first, with photo,
 * email, language, product choice, whether artwork exists and whether an order-link email was sent
 * (and when). Each row offers 'Upload artwork' (image admin for that email) and 'Send order link'
 * (email sender for that email), and 'Approve and send' when the artwork is ready (issue 8). Search by
 * email; a table from 768 px, cards below.
 */
import { useTable } from '@tanstack/react-table';
import { Sparkles } from 'lucide-react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import type { PreviewRequest } from '#shared/api/admin-orders.schemas.ts';
import { adminDashboardPath } from '../admin-links.ts';
import { AdminPageHeading, AdminPageShell, AdminRoute, RefreshButton } from '../components/admin-page-layout.tsx';
import { adminPageMeta } from '../components/admin-page-meta.ts';
import { PagedListCard } from '../components/paged-list-card.tsx';
import { previewTableOptions } from './preview-requests-table.ts';
import { PreviewCardsView, PreviewTableView } from './preview-requests-views.tsx';
import { usePreviewRequests } from './use-preview-requests.hook.ts';

export const meta = adminPageMeta((t) => ({
  title: t('adminOrders.previews.meta.title'),
  description: t('adminOrders.previews.meta.description'),
}));

export default function PreviewRequestsPage() {
  return (
    <AdminRoute>
      <PreviewRequests />
    </AdminRoute>
  );
}

/** Stable while nothing is loaded (see orders-page.tsx). */
const noRequests: PreviewRequest[] = [];

function PreviewRequests() {
  const { t, locale } = useTranslator();
  const { state, reload, q, page, setQuery, setPage } = usePreviewRequests();
  const data = state.data;
  const table = useTable({ ...previewTableOptions, data: data?.requests ?? noRequests });
  const loading = state.kind === 'loading';

  return (
    <AdminPageShell testId="admin-preview-requests" width="wide">
      <AdminPageHeading
        back={{ to: adminDashboardPath(locale), label: t('adminOrders.common.backToDashboard') }}
        heading={t('adminOrders.previews.heading')}
        intro={t('adminOrders.previews.intro')}
        actions={<RefreshButton onRefresh={reload} refreshing={loading} label={t('adminOrders.common.refresh')} />}
      />
      <PagedListCard
        state={state}
        reload={reload}
        rows={data?.requests.length ?? 0}
        query={q}
        onQuery={setQuery}
        page={page}
        onPage={setPage}
        text={{
          loadFailed: t('adminOrders.previews.loadFailed'),
          loading: t('adminOrders.previews.loading'),
          count: (total) => t('adminOrders.previews.count', { total }),
        }}
        countTestId="previews-count"
        empty={{
          icon: Sparkles,
          title: t('adminOrders.previews.empty'),
          hint: t('adminOrders.previews.emptyHint'),
          testId: 'previews-empty',
        }}
        table={<PreviewTableView table={table} onSent={reload} />}
        cards={<PreviewCardsView table={table} onSent={reload} />}
      />
    </AdminPageShell>
  );
}
