/**
 * Artwork spend per day of one provider (issue 20 §2) on the staff dashboard: 30 bars (daily-bars.tsx) of
 * what its generations cost each day (their count where they cost nothing, as for the instant
 * preview), with the total and the number of generations written out beside it.
 */
import { useTranslator } from '#client/i18n/use-translator.ts';
import type { AdminDashboard } from '#shared/api/admin-dashboard.schemas.ts';
import { formatMinorAmount } from '../orders/order-format.ts';
import { DailyBars } from './daily-bars.tsx';

type SpendSeries = AdminDashboard['artworkSpend'][number];

/** One provider's spend per day as bars, its total and generation count as text. */
export function ArtworkSpendChart({ series }: { series: SpendSeries }) {
  const { t, locale } = useTranslator();
  // Free providers (local, a merchant's own GPU) are charted by count: their cost bars would be empty.
  const value = (d: SpendSeries['days'][number]) => (series.totalMinor > 0 ? d.amountMinor : d.generations);
  const total = formatMinorAmount(series.totalMinor, series.currency, locale);
  const summary = t('admin.dashboard.spend.summary', { total, count: series.generations });
  return (
    <div data-testid={`spend-${series.provider}`}>
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="text-sm font-semibold text-stone-700">{series.provider}</span>
        <span className="font-display text-xl font-bold tabular-nums text-stone-900">{total}</span>
      </p>
      <DailyBars
        days={series.days.map((d) => ({ day: d.day, value: value(d) }))}
        locale={locale}
        title={t('admin.dashboard.spend.title', { provider: series.provider })}
        description={summary}
        height={64}
        svgClassName="mt-2 h-16 w-full"
        barClassName={series.totalMinor > 0 ? 'fill-amber-500' : 'fill-stone-400'}
      />
      <p className="mt-2 text-sm text-stone-600">{summary}</p>
    </div>
  );
}
