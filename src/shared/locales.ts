/**
 * Locales of the shop and what follows from them: currency, BCP 47 tag for `Intl`, and parsing of the
 * first path segment (SPEC §1: /de, /fr, /es are euro; everything else is English with US dollars).
 */

export const locales = ['en-us', 'de', 'fr', 'es'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en-us';

export type Currency = 'USD' | 'EUR';

/** ISO 4217 currency shown and charged per locale (SPEC §9: eur for de, fr, es; usd otherwise). */
export const currencyByLocale: Record<Locale, Currency> = {
  'en-us': 'USD',
  de: 'EUR',
  fr: 'EUR',
  es: 'EUR',
};

/** BCP 47 tag for `Intl` formatting and `<html lang>`. */
export const intlTagByLocale: Record<Locale, string> = {
  'en-us': 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * Locale named by the first segment of a URL path; anything that is not a known locale is English
 * (SPEC §1). Example: `/de/wowanimatedtees/customize` → `de`.
 */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/').filter(Boolean)[0]?.toLowerCase();
  return isLocale(first) ? first : defaultLocale;
}
