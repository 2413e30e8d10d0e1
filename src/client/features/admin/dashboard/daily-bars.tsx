/**
 * 30 days as plain-SVG bars (no chart library: the dashboard draws two simple series), labelled for
 * screen readers by a title and a description, with the first and last day written under them.
 */
import { useId } from 'react';
import type { Locale } from '#shared/locales.ts';
import { formatDate } from '../orders/order-format.ts';

const chartWidth = 300;

/** One bar per day (`day` as YYYY-MM-DD); a day of 0 draws none. */
export function DailyBars(props: {
  days: readonly { day: string; value: number }[];
  locale: Locale;
  title: string;
  description: string;
  /** viewBox height; the SVG's CSS height is `svgClassName`'s. */
  height: number;
  svgClassName: string;
  barClassName: string;
}) {
  const id = useId();
  const { days, height } = props;
  const max = Math.max(1, ...days.map((d) => d.value));
  const slot = chartWidth / Math.max(1, days.length);
  return (
    <>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${chartWidth} ${height}`}
        preserveAspectRatio="none"
        className={props.svgClassName}
      >
        <title id={`${id}-title`}>{props.title}</title>
        <desc id={`${id}-desc`}>{props.description}</desc>
        <line x1={0} x2={chartWidth} y1={height - 0.5} y2={height - 0.5} className="stroke-stone-300" />
        {days.map((d, i) => {
          if (d.value <= 0) return null;
          const h = Math.max(2, (d.value / max) * (height - 4));
          return (
            <rect
              key={d.day}
              x={i * slot + 1}
              width={slot - 2}
              y={height - h}
              height={h}
              rx={1.5}
              className={props.barClassName}
            />
          );
        })}
      </svg>
      <p className="mt-1 flex justify-between text-xs text-stone-500" aria-hidden="true">
        <span>{formatDate(`${days[0]?.day}T12:00:00Z`, props.locale)}</span>
        <span>{formatDate(`${days.at(-1)?.day}T12:00:00Z`, props.locale)}</span>
      </p>
    </>
  );
}
