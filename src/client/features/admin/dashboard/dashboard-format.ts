/**
 * Formatting of the staff dashboard (issue 19 §8) with Intl in the page's language: how long ago
 * something started waiting, and a rate between two funnel steps.
 */
import { intlTagByLocale, type Locale } from '#shared/locales.ts';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * How long ago `sinceIso` was at `nowIso`, e.g. "5 hours ago" (en-us), "vor 3 Tagen" (de): minutes
 * under an hour, hours under two days, days after.
 */
export function formatAge(sinceIso: string, nowIso: string, locale: Locale): string {
  const elapsed = Math.max(0, Date.parse(nowIso) - Date.parse(sinceIso));
  const format = new Intl.RelativeTimeFormat(intlTagByLocale[locale], { numeric: 'always' });
  if (elapsed < hour) return format.format(-Math.floor(elapsed / minute), 'minute');
  if (elapsed < 2 * day) return format.format(-Math.floor(elapsed / hour), 'hour');
  return format.format(-Math.floor(elapsed / day), 'day');
}

/** Whether `sinceIso` is more than `hours` before `nowIso` (a promise to the customer is broken). */
export function olderThanHours(sinceIso: string, nowIso: string, hours: number): boolean {
  return Date.parse(nowIso) - Date.parse(sinceIso) > hours * hour;
}

/** `part` of `whole` as a whole percentage ("42 %" in de), or null when `whole` is 0. */
export function formatRate(part: number, whole: number, locale: Locale): string | null {
  if (whole === 0) return null;
  return new Intl.NumberFormat(intlTagByLocale[locale], { style: 'percent', maximumFractionDigits: 0 }).format(
    part / whole,
  );
}
