/** Dates of the staff email pages, formatted with Intl in the page's language (SPEC §1 locales). */
import { intlTagByLocale, type Locale } from '#shared/locales.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * `iso` (ISO 8601) as a medium date and short time in `locale`, e.g. "Jan 3, 2025, 12:00 PM" (en-us)
 * or "03.01.2025, 12:00" (de), in the browser's time zone; `timeZone` pins it (tests).
 * @returns the input unchanged when it is not a date, so a bad value is visible rather than "Invalid Date".
 */
export function formatDateTime(iso: string, locale: Locale, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = `${locale}|${timeZone ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlTagByLocale[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone });
    formatters.set(key, format);
  }
  return format.format(date);
}

/** `value` (0-1) as a whole percentage in `locale`, e.g. 0.667 -> "67%" (en-us) or "67 %" (de). */
export function formatPercent(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlTagByLocale[locale], { style: 'percent', maximumFractionDigits: 0 }).format(value);
}

const partFormatters = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

/**
 * `iso` split into a medium date and a short time in `locale` (e.g. `{date: "Jan 3, 2025", time:
 * "12:05 PM"}`), for tables that show the time under the date; `null` when `iso` is not a date.
 */
export function formatDateParts(iso: string, locale: Locale, timeZone?: string): { date: string; time: string } | null {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return null;
  const key = `${locale}|${timeZone ?? ''}`;
  let format = partFormatters.get(key);
  if (!format) {
    const tag = intlTagByLocale[locale];
    format = {
      date: new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone }),
      time: new Intl.DateTimeFormat(tag, { timeStyle: 'short', timeZone }),
    };
    partFormatters.set(key, format);
  }
  return { date: format.date.format(value), time: format.time.format(value) };
}
