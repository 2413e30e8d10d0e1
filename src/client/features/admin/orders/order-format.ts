/**
 * Formatting of the staff order pages, with Intl in the page's language: money from minor units in
 * the order's own currency (DESIGN.md principle 3), dates, countries and shipping addresses.
 */
import type { ShippingAddress } from '#shared/api/checkout.schemas.ts';
import { intlTagByLocale, type Locale } from '#shared/locales.ts';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>(key: string, make: () => T): T {
  let value = cache.get(key);
  if (!value) {
    value = make();
    cache.set(key, value);
  }
  return value as T;
}

/**
 * `amountMinor` of `currency` (ISO 4217) for `locale`, e.g. 4499 EUR -> "44,99 €" (de) or "€44.99"
 * (en-us). The currency's own number of minor digits decides the division (2 for USD and EUR).
 * @returns the amount and code unformatted when `currency` is not a valid code.
 */
export function formatMinorAmount(amountMinor: number, currency: string, locale: Locale): string {
  let format: Intl.NumberFormat;
  try {
    format = cached(
      `money|${locale}|${currency}`,
      () => new Intl.NumberFormat(intlTagByLocale[locale], { style: 'currency', currency }),
    );
  } catch {
    return `${amountMinor} ${currency}`;
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}

/** `iso` as a medium date and short time in `locale`; the input itself when it is not a date. */
export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return cached(
    `datetime|${locale}`,
    () => new Intl.DateTimeFormat(intlTagByLocale[locale], { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(date);
}

/** `iso` as a short date in `locale` (cards, where space is tight). */
export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return cached(
    `date|${locale}`,
    () => new Intl.DateTimeFormat(intlTagByLocale[locale], { dateStyle: 'medium' }),
  ).format(date);
}

/** The name of the country with ISO 3166 code `code` in `locale` ("DE" -> "Deutschland" in de); the code when unknown. */
export function countryName(code: string, locale: Locale): string {
  try {
    const names = cached(
      `region|${locale}`,
      () => new Intl.DisplayNames([intlTagByLocale[locale]], { type: 'region' }),
    );
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The lines of a shipping address below the name: street, extra line, postcode and city, state, country. */
export function addressLines(address: ShippingAddress, locale: Locale): string[] {
  return [
    address.line1,
    address.line2,
    [address.postalCode, address.city].filter(Boolean).join(' '),
    address.state,
    countryName(address.country, locale),
  ].filter((line): line is string => Boolean(line?.trim()));
}

/** A one-line summary of an address for lists: "10115 Berlin, Germany". */
export function addressSummary(address: ShippingAddress, locale: Locale): string {
  const place = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [place, countryName(address.country, locale)].filter(Boolean).join(', ');
}
