/**
 * "Needs action now" on the staff dashboard (issue 19 §8): one linked tile per queue with its count
 * and how long the oldest has waited; each opens the staff list filtered to that queue.
 */
import {
  AlarmClock,
  CirclePause,
  Factory,
  FileCheck,
  type LucideIcon,
  MessageSquareWarning,
  Sparkles,
  Truck,
} from 'lucide-react';
import { Link } from 'react-router';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';
import { marketingClaims } from '#client/lib/site-config.ts';
import {
  type AdminDashboard,
  type DashboardQueueName,
  dashboardQueueNames,
} from '#shared/api/admin-dashboard.schemas.ts';
import type { Locale } from '#shared/locales.ts';
import type { OrderStatus } from '#shared/order-lifecycle.ts';
import { adminPagePaths } from '../admin-links.ts';
import { formatAge, olderThanHours } from './dashboard-format.ts';

/** SPEC §4: a preview answers within 1-3 hours; an older request is late. */
const previewPromiseHours = 3;

/** The orders list filtered to `status`, real orders only (the counts leave test orders out too). */
const ordersWith = (status: OrderStatus) => (locale: Locale) =>
  `${adminPagePaths.orders(locale)}?${new URLSearchParams({ status, mode: 'live' })}`;

const queues: Record<DashboardQueueName, { icon: LucideIcon; path: (locale: Locale) => string }> = {
  previewRequests: { icon: Sparkles, path: adminPagePaths.previewRequests },
  paidNotInProduction: { icon: Factory, path: ordersWith('paid') },
  onHold: { icon: CirclePause, path: ordersWith('on_hold') },
  shippedOverdue: { icon: Truck, path: ordersWith('shipped') },
  // Issue 20 §4: orders with a proof out are paid orders; the order page shows the proof.
  proofsAwaitingCustomer: { icon: FileCheck, path: ordersWith('paid') },
  proofChangeRequests: { icon: MessageSquareWarning, path: ordersWith('paid') },
};

export function DashboardQueues({ dashboard }: { dashboard: AdminDashboard }) {
  const { t, locale } = useTranslator();
  return (
    <section aria-labelledby="dashboard-queues" className="mt-8">
      <h2 id="dashboard-queues" className="font-display text-xl font-bold text-stone-900">
        {t('admin.dashboard.queues.heading')}
      </h2>
      {/* Two columns on a phone too (issue 23 item 12): every queue on the first screens. */}
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {dashboardQueueNames.map((name) => {
          const { count, oldestAt } = dashboard.queues[name];
          const { icon: Icon, path } = queues[name];
          const late =
            oldestAt !== null &&
            (name === 'shippedOverdue' ||
              name === 'proofChangeRequests' ||
              (name === 'previewRequests' && olderThanHours(oldestAt, dashboard.generatedAt, previewPromiseHours)));
          return (
            <li key={name}>
              <Link
                to={path(locale)}
                data-testid={`queue-${name}`}
                className={cn(
                  'flex h-full flex-col rounded-3xl border bg-white p-4 shadow-sm sm:p-5 shadow-stone-900/[0.03] transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                  late ? 'border-amber-300 hover:border-amber-400' : 'border-stone-200/80 hover:border-brand-300',
                )}
              >
                <span className="flex items-center justify-between gap-3">
                  <span className="text-sm font-semibold text-stone-700">
                    {t(`admin.dashboard.queues.${name}`, { days: marketingClaims.deliveryDays })}
                  </span>
                  <Icon className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
                </span>
                <span className="mt-2 font-display text-3xl font-bold tabular-nums text-stone-900 sm:text-4xl">
                  {count}
                </span>
                <span
                  className={cn(
                    'mt-1 flex items-center gap-1 text-xs sm:text-sm',
                    late ? 'font-semibold text-amber-800' : 'text-stone-600',
                  )}
                >
                  {late && <AlarmClock className="size-4" aria-hidden="true" />}
                  {oldestAt === null
                    ? t('admin.dashboard.queues.none')
                    : t('admin.dashboard.queues.oldest', { age: formatAge(oldestAt, dashboard.generatedAt, locale) })}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
