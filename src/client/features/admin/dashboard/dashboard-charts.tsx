/**
 * The staff dashboard's last 30 days (issue 19 §8) as small plain-SVG charts: the funnel from
 * preview request to order, and revenue per day for each currency. Each chart is an `img` with a
 * title and a description, and its numbers are also written out as text beside it.
 */
import { useId } from 'react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import type { AdminDashboard } from '#shared/api/admin-dashboard.schemas.ts';
import { formatDate, formatMinorAmount } from '../orders/order-format.ts';
import { DailyBars } from './daily-bars.tsx';
import { formatRate } from './dashboard-format.ts';

const funnelSteps = ['previewRequested', 'artworkSent', 'emailOpened', 'ordered'] as const;

const chartWidth = 300;

/** Preview requested -> artwork sent -> email opened -> ordered, each with its rate from the step before. */
export function FunnelChart({ funnel }: { funnel: AdminDashboard['funnel'] }) {
  const { t, locale } = useTranslator();
  const id = useId();
  const steps = funnelSteps.map((step, index) => ({
    step,
    label: t(`admin.dashboard.funnel.${step}`),
    count: funnel[step],
    rate: index === 0 ? null : formatRate(funnel[step], funnel[funnelSteps[index - 1]], locale),
  }));
  const max = Math.max(1, ...steps.map((s) => s.count));
  const row = 30;
  const summary = steps.map((s) => `${s.label}: ${s.count}${s.rate ? ` (${s.rate})` : ''}`).join('; ');
  return (
    <div data-testid="funnel">
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${chartWidth} ${row * steps.length}`}
        className="h-auto w-full"
      >
        <title id={`${id}-title`}>{t('admin.dashboard.funnel.title')}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {steps.map((s, i) => (
          <g key={s.step}>
            <rect x={0} y={i * row + 3} width={chartWidth} height={row - 6} rx={6} className="fill-stone-100" />
            <rect
              x={0}
              y={i * row + 3}
              width={Math.max(s.count > 0 ? 4 : 0, (s.count / max) * chartWidth)}
              height={row - 6}
              rx={6}
              className="fill-brand-300"
            />
            <text x={8} y={i * row + row / 2 + 4} className="fill-stone-900 text-[11px] font-semibold">
              {s.label}
            </text>
          </g>
        ))}
      </svg>
      <ol className="mt-3 grid gap-1.5 text-sm">
        {steps.map((s) => (
          <li key={s.step} className="flex items-baseline justify-between gap-3">
            <span className="text-stone-700">
              {s.label}
              {s.rate !== null && (
                <span className="block text-xs text-stone-500">
                  {t('admin.dashboard.funnel.rate', { rate: s.rate })}
                </span>
              )}
            </span>
            <span className="font-semibold tabular-nums text-stone-900">{s.count}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

type RevenueSeries = AdminDashboard['revenue'][number];

/** Revenue per day of one currency as 30 bars, the total, the order count and the best day as text. */
export function RevenueChart({ series }: { series: RevenueSeries }) {
  const { t, locale } = useTranslator();
  const best = series.days.reduce((top, d) => (d.amountMinor > top.amountMinor ? d : top), series.days[0]);
  const total = formatMinorAmount(series.totalMinor, series.currency, locale);
  const bestText = best
    ? t('admin.dashboard.revenue.best', {
        day: formatDate(`${best.day}T12:00:00Z`, locale),
        amount: formatMinorAmount(best.amountMinor, series.currency, locale),
      })
    : '';
  const summary = t('admin.dashboard.revenue.summary', { total, orders: series.orders });
  return (
    <div data-testid={`revenue-${series.currency}`}>
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="text-sm font-semibold text-stone-700">{series.currency}</span>
        <span className="font-display text-2xl font-bold tabular-nums text-stone-900">{total}</span>
      </p>
      <DailyBars
        days={series.days.map((d) => ({ day: d.day, value: d.amountMinor }))}
        locale={locale}
        title={t('admin.dashboard.revenue.title', { currency: series.currency })}
        description={`${summary}. ${bestText}`}
        height={80}
        svgClassName="mt-2 h-20 w-full"
        barClassName="fill-brand-500"
      />
      <p className="mt-2 text-sm text-stone-600">{summary}</p>
      {best && best.amountMinor > 0 && <p className="text-sm text-stone-600">{bestText}</p>}
    </div>
  );
}
