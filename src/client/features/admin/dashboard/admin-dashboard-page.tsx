/**
 * Admin dashboard (SPEC §2.12, issue 7 §3, issue 19 §8) at `/admin` and `/{lang}/admin`: behind
 * the staff login, a heading, who is logged in, Log out, a Home link, what needs action now (counts
 * and the oldest), the last 30 days as charts, and one card per admin page. Never indexed. An
 * unknown language segment shows the not-found page.
 */
import {
  ArrowRight,
  ChartNoAxesColumn,
  ClipboardList,
  Images,
  Inbox,
  type LucideIcon,
  MailPlus,
  ScrollText,
  Shirt,
  Sparkles,
  Tags,
  TicketPercent,
  UserRound,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { useStaffSession } from '../admin-gate.tsx';
import { type AdminPage, adminPagePaths, ownerPages } from '../admin-links.ts';
import { AdminPageHeading, AdminPageShell, AdminRoute, RefreshButton } from '../components/admin-page-layout.tsx';
import { adminPageMeta } from '../components/admin-page-meta.ts';
import { LoadErrorCard } from '../components/load-error-card.tsx';
import { formatDate } from '../orders/order-format.ts';
import { ArtworkSpendChart } from './artwork-spend-chart.tsx';
import { FunnelChart, RevenueChart } from './dashboard-charts.tsx';
import { DashboardQueues } from './dashboard-queues.tsx';
import { RecoveredRevenueCard } from './recovered-revenue-card.tsx';
import { type DashboardView, useDashboard } from './use-dashboard.hook.ts';

export const meta = adminPageMeta((t) => ({ title: t('admin.meta.title'), description: t('admin.meta.description') }));

const cards: { page: AdminPage; icon: LucideIcon }[] = [
  { page: 'imageAdmin', icon: Images },
  { page: 'emailSender', icon: MailPlus },
  { page: 'emailTracking', icon: ChartNoAxesColumn },
  { page: 'orders', icon: ClipboardList },
  { page: 'catalog', icon: Shirt },
  { page: 'prices', icon: Tags },
  { page: 'discounts', icon: TicketPercent },
  { page: 'previewRequests', icon: Sparkles },
  { page: 'outbox', icon: Inbox },
  { page: 'account', icon: UserRound },
  { page: 'staff', icon: Users },
  { page: 'audit', icon: ScrollText },
];

export default function AdminDashboardPage() {
  return (
    <AdminRoute>
      <AdminDashboard />
    </AdminRoute>
  );
}

function AdminDashboard() {
  const { t, locale } = useTranslator();
  const staff = useStaffSession();
  const visible = cards.filter(({ page }) => staff.role === 'owner' || !ownerPages.includes(page));
  const { view, reload } = useDashboard();
  return (
    <AdminPageShell testId="admin-dashboard" mainClassName="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <AdminPageHeading
        heading={t('admin.dashboard.heading')}
        intro={t('admin.dashboard.intro')}
        actions={
          <RefreshButton
            onRefresh={reload}
            refreshing={view.kind === 'loading' || (view.kind === 'loaded' && view.refreshing)}
            label={t('admin.dashboard.refresh')}
          />
        }
      />
      <DashboardNumbers view={view} onRetry={reload} />
      <h2 className="mt-10 font-display text-xl font-bold text-stone-900">{t('admin.dashboard.cardsLabel')}</h2>
      <nav aria-label={t('admin.dashboard.cardsLabel')} className="mt-4">
        {/* On a phone (issue 23 item 12): two columns of icon and name, every page within a thumb's reach. */}
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {visible.map(({ page, icon: Icon }) => (
            <li key={page}>
              <Link
                to={adminPagePaths[page](locale)}
                className="group flex h-full flex-col rounded-3xl border border-stone-200/80 bg-white p-4 shadow-sm sm:p-5 shadow-stone-900/[0.03] transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              >
                <span className="grid size-11 place-items-center rounded-2xl bg-brand-100 text-brand-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="mt-3 font-display text-base font-bold text-stone-900 sm:mt-4 sm:text-lg">
                  {t(`admin.dashboard.${page}.title`)}
                </span>
                <span className="mt-1 flex-1 text-sm leading-relaxed text-stone-600 max-sm:hidden">
                  {t(`admin.dashboard.${page}.description`)}
                </span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 max-sm:hidden">
                  {t('admin.dashboard.open')}
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </AdminPageShell>
  );
}

/** The numbers part: skeletons, the error with Try again, or the queues and the 30-day charts. */
function DashboardNumbers({ view, onRetry }: { view: DashboardView; onRetry: () => void }) {
  const { t, locale } = useTranslator();
  if (view.kind === 'failed') {
    return (
      <LoadErrorCard
        className="mt-8"
        message={t('admin.dashboard.loadFailed')}
        detail={errorMessage(t, view.error)}
        onRetry={onRetry}
        retryLabel={t('admin.dashboard.retry')}
      />
    );
  }
  if (view.kind === 'loading') {
    return (
      <div
        role="status"
        aria-label={t('admin.dashboard.loading')}
        className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-32 animate-pulse rounded-3xl bg-stone-200/70" />
        ))}
      </div>
    );
  }
  const { dashboard } = view;
  return (
    <>
      <DashboardQueues dashboard={dashboard} />
      <section aria-labelledby="dashboard-last-days" className="mt-10">
        <h2 id="dashboard-last-days" className="font-display text-xl font-bold text-stone-900">
          {t('admin.dashboard.window.heading')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          {t('admin.dashboard.window.since', { day: formatDate(`${dashboard.funnel.from}T12:00:00Z`, locale) })}
        </p>
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <Card className="p-5">
            <h3 className="font-semibold text-stone-900">{t('admin.dashboard.funnel.title')}</h3>
            <div className="mt-3">
              <FunnelChart funnel={dashboard.funnel} />
            </div>
          </Card>
          <Card className="p-5">
            <h3 className="font-semibold text-stone-900">{t('admin.dashboard.revenue.heading')}</h3>
            {dashboard.revenue.length === 0 ? (
              <p className="mt-3 text-sm text-stone-600">{t('admin.dashboard.revenue.none')}</p>
            ) : (
              <div className="mt-3 grid gap-6">
                {dashboard.revenue.map((series) => (
                  <RevenueChart key={series.currency} series={series} />
                ))}
              </div>
            )}
          </Card>
          <RecoveredRevenueCard recovered={dashboard.recovered} />
          <Card className="p-5 lg:col-span-2" data-testid="artwork-spend">
            <h3 className="font-semibold text-stone-900">{t('admin.dashboard.spend.heading')}</h3>
            {dashboard.artworkSpend.length === 0 ? (
              <p className="mt-3 text-sm text-stone-600">{t('admin.dashboard.spend.none')}</p>
            ) : (
              <div className="mt-3 grid gap-6 sm:grid-cols-2">
                {dashboard.artworkSpend.map((series) => (
                  <ArtworkSpendChart key={`${series.provider}-${series.currency}`} series={series} />
                ))}
              </div>
            )}
          </Card>
        </div>
      </section>
    </>
  );
}
