/**
 * Artwork spend per day of one provider (issue 20 §2) on the staff dashboard: 30 plain-SVG bars of
 * what its generations cost each day (their count where they cost nothing, as for the instant
 * preview), with the total and the number of generations written out beside it.
 */
import { useId } from 'react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import type { AdminDashboard } from '#shared/api/admin-dashboard.schemas.ts';
import { formatDate, formatMinorAmount } from '../orders/order-format.ts';

type SpendSeries = AdminDashboard['artworkSpend'][number];

const chartWidth = 300;
const chartHeight = 64;

/** One provider's spend per day as bars, its total and generation count as text. */
export function ArtworkSpendChart({ series }: { series: SpendSeries }) {
  const { t, locale } = useTranslator();
  const id = useId();
  // Free providers (local, a merchant's own GPU) are charted by count: their cost bars would be empty.
  const value = (d: SpendSeries['days'][number]) => (series.totalMinor > 0 ? d.amountMinor : d.generations);
  const max = Math.max(1, ...series.days.map(value));
  const slot = chartWidth / Math.max(1, series.days.length);
  const total = formatMinorAmount(series.totalMinor, series.currency, locale);
  const summary = t('admin.dashboard.spend.summary', { total, count: series.generations });
  return (
    <div data-testid={`spend-${series.provider}`}>
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="text-sm font-semibold text-stone-700">{series.provider}</span>
        <span className="font-display text-xl font-bold tabular-nums text-stone-900">{total}</span>
      </p>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${chartWidth} ${chartHeight}`}
        preserveAspectRatio="none"
        className="mt-2 h-16 w-full"
      >
        <title id={`${id}-title`}>{t('admin.dashboard.spend.title', { provider: series.provider })}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <line x1={0} x2={chartWidth} y1={chartHeight - 0.5} y2={chartHeight - 0.5} className="stroke-stone-300" />
        {series.days.map((d, i) => {
          const v = value(d);
          if (v <= 0) return null;
          const h = Math.max(2, (v / max) * (chartHeight - 4));
          return (
            <rect
              key={d.day}
              x={i * slot + 1}
              width={slot - 2}
              y={chartHeight - h}
              height={h}
              rx={1.5}
              className={series.totalMinor > 0 ? 'fill-amber-500' : 'fill-stone-400'}
            />
          );
        })}
      </svg>
      <p className="mt-1 flex justify-between text-xs text-stone-500" aria-hidden="true">
        <span>{formatDate(`${series.days[0]?.day}T12:00:00Z`, locale)}</span>
        <span>{formatDate(`${series.days.at(-1)?.day}T12:00:00Z`, locale)}</span>
      </p>
      <p className="mt-2 text-sm text-stone-600">{summary}</p>
    </div>
  );
}
