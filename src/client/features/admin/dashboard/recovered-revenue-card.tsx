/**
 * The dashboard's abandoned-checkout card (issue 21 §6): reminders sent in the last 30 days and the
 * revenue of the real orders paid within a week of one, per currency.
 */
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import type { AdminDashboard } from '#shared/api/admin-dashboard.schemas.ts';
import { formatMinorAmount } from '../orders/order-format.ts';

export function RecoveredRevenueCard({ recovered }: { recovered: AdminDashboard['recovered'] }) {
  const { t, locale } = useTranslator();
  return (
    <Card className="p-5 lg:col-span-2" data-testid="recovered-revenue">
      <h3 className="font-semibold text-stone-900">{t('admin.dashboard.recovered.heading')}</h3>
      <p className="mt-1 text-sm text-stone-600">
        {t('admin.dashboard.recovered.sent', { count: recovered.remindersSent })}
      </p>
      {recovered.revenue.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t('admin.dashboard.recovered.none')}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-x-8 gap-y-2">
          {recovered.revenue.map((row) => (
            <li key={row.currency} className="text-sm text-stone-600">
              <span className="block font-display text-2xl font-bold text-stone-900 tabular-nums">
                {formatMinorAmount(row.totalMinor, row.currency, locale)}
              </span>
              {t('admin.dashboard.recovered.orders', { count: row.orders })}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
