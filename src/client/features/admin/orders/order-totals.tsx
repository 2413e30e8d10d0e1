/**
 * The takings above the staff orders list (issue 17 point 4): how many real orders were paid and
 * what they brought in per currency. Test orders (paid through a test payment provider) are not in
 * them, only counted apart, so a test shop never looks like it earned money. Refunds (issue 19 §5)
 * are shown apart, with the net kept, once there are any: the paid sum is never silently reduced.
 */
import { FlaskConical } from 'lucide-react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import type { AdminOrderTotals } from '#shared/api/admin-orders.schemas.ts';
import { formatMinorAmount } from './order-format.ts';

/** The totals line; nothing before they are loaded (or when they cannot be: the list says why). */
export function OrderTotals({ totals }: { totals: AdminOrderTotals | null }) {
  const { t, locale } = useTranslator();
  if (!totals) return null;
  const amounts = totals.amounts.map((a) => formatMinorAmount(a.amountMinor, a.currency, locale)).join(' · ');
  const refunded = totals.amounts.filter((a) => a.refundedMinor > 0);
  const list = (pick: (a: AdminOrderTotals['amounts'][number]) => number) =>
    refunded.map((a) => formatMinorAmount(pick(a), a.currency, locale)).join(' · ');
  return (
    <dl
      className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 rounded-2xl border border-stone-200/80 bg-white px-4 py-3 text-sm shadow-sm shadow-stone-900/[0.03] sm:px-5"
      data-testid="order-totals"
    >
      <div className="flex items-baseline gap-1.5">
        <dt className="text-stone-600">{t('adminOrders.orders.totals.orders')}</dt>
        <dd className="font-semibold text-stone-900 tabular-nums">{totals.orders}</dd>
      </div>
      <div className="flex items-baseline gap-1.5">
        <dt className="text-stone-600">{t('adminOrders.orders.totals.amounts')}</dt>
        <dd className="font-semibold text-stone-900 tabular-nums" data-testid="order-totals-amounts">
          {amounts || t('adminOrders.orders.totals.none')}
        </dd>
      </div>
      {refunded.length > 0 && (
        <>
          <div className="flex items-baseline gap-1.5">
            <dt className="text-stone-600">{t('adminOrders.orders.totals.refunded')}</dt>
            <dd className="font-semibold text-stone-900 tabular-nums" data-testid="order-totals-refunded">
              {list((a) => a.refundedMinor)}
            </dd>
          </div>
          <div className="flex items-baseline gap-1.5">
            <dt className="text-stone-600">{t('adminOrders.orders.totals.net')}</dt>
            <dd className="font-semibold text-stone-900 tabular-nums" data-testid="order-totals-net">
              {list((a) => a.netMinor)}
            </dd>
          </div>
        </>
      )}
      {totals.testOrders > 0 && (
        <div className="flex items-center gap-1.5 text-violet-800" data-testid="order-totals-test">
          <FlaskConical className="size-4" aria-hidden="true" />
          <dt>{t('adminOrders.orders.totals.testOrders')}</dt>
          <dd className="font-semibold tabular-nums">{totals.testOrders}</dd>
        </div>
      )}
    </dl>
  );
}
