/**
 * Preview requests (issue 7 §3) at `/admin/preview-requests` and `/{lang}/admin/preview-requests`:
 * behind the staff login, the customers who asked for a preview by email, newest first, with photo,
 * email, language, product choice, whether artwork exists and whether an order-link email was sent
 * (and when). Each row offers 'Upload artwork' (image admin for that email) and 'Send order link'
 * (email sender for that email). Search by email; a table from 768 px, cards below.
 */
import { useTable } from '@tanstack/react-table';
import { Sparkles } from 'lucide-react';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminOrdersApi } from '#client/lib/admin-orders-api.ts';
import { cn } from '#client/lib/cn.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { pageMeta } from '#client/lib/page-meta.ts';
import type { PreviewRequest } from '#shared/api/admin-orders.schemas.ts';
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
} from '../orders/admin-list-parts.tsx';
import { useRemoteList } from '../orders/use-remote-list.ts';
import { previewTableOptions } from './preview-requests-table.ts';
import { PreviewCardsView, PreviewTableView } from './preview-requests-views.tsx';

export function meta({ location }: { location: { pathname: string } }) {
  return pageMeta(
    location.pathname,
    (t) => ({
      title: t('adminOrders.previews.meta.title'),
      description: t('adminOrders.previews.meta.description'),
    }),
    { noindex: true },
  );
}

export default function PreviewRequestsPage() {
  const { lang } = useParams();
  if (lang !== undefined && !isLocale(lang)) return <NotFoundPage />;
  return (
    <AdminGate>
      <PreviewRequests />
    </AdminGate>
  );
}

/** Stable while nothing is loaded (see orders-page.tsx). */
const noRequests: PreviewRequest[] = [];

function PreviewRequests() {
  const { t, locale } = useTranslator();
  const { q, page, setQuery, setPage } = useListParams();
  const load = useCallback(
    () => adminOrdersApi.listPreviewRequests({ q: q || undefined, page, pageSize: listPageSize }),
    [q, page],
  );
  const { state, reload } = useRemoteList(load);
  const data = state.data;
  const table = useTable({ ...previewTableOptions, data: data?.requests ?? noRequests });
  const loading = state.kind === 'loading';

  return (
    <div className="min-h-dvh" data-testid="admin-preview-requests">
      <AdminHeader />
      <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
        <ListPageTop
          backTo={adminDashboardPath(locale)}
          backLabel={t('adminOrders.common.backToDashboard')}
          heading={t('adminOrders.previews.heading')}
          intro={t('adminOrders.previews.intro')}
          onRefresh={reload}
          refreshing={loading}
        />

        {state.kind === 'failed' && data === null ? (
          <LoadErrorBox
            message={t('adminOrders.previews.loadFailed')}
            detail={errorMessage(t, state.error)}
            onRetry={reload}
          />
        ) : (
          <Card className="mt-8 overflow-hidden">
            <div className="flex flex-col gap-3 border-b border-stone-200/80 p-4 sm:flex-row sm:items-center sm:px-5">
              <EmailSearch value={q} onSearch={setQuery} />
              {data && (
                <p className="text-sm text-stone-500 sm:ml-auto" role="status" data-testid="previews-count">
                  {t('adminOrders.previews.count', { total: data.total })}
                </p>
              )}
            </div>
            {state.kind === 'failed' && (
              <p role="alert" className="border-b border-red-100 bg-red-50 px-5 py-2.5 text-sm text-red-700">
                {t('adminOrders.previews.loadFailed')}
              </p>
            )}
            {!data ? (
              <ListSkeleton label={t('adminOrders.previews.loading')} />
            ) : data.requests.length === 0 ? (
              q ? (
                <NoMatches query={q} onClear={() => setQuery('')} />
              ) : (
                <EmptyState
                  icon={<Sparkles className="size-6" aria-hidden="true" />}
                  title={t('adminOrders.previews.empty')}
                  hint={t('adminOrders.previews.emptyHint')}
                  testId="previews-empty"
                />
              )
            ) : (
              <div className={cn('transition-opacity', loading && 'opacity-60')} aria-busy={loading}>
                <div className="hidden md:block">
                  <PreviewTableView table={table} />
                </div>
                <div className="md:hidden">
                  <PreviewCardsView table={table} />
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
