/**
 * Which storefront a path belongs to (SPEC §1, §2.1): the locale is the first path segment, the
 * variant the second. Both variants exist in every language (shared/storefronts.ts).
 */
import { useLocation } from 'react-router';
import type { Translator } from '#client/i18n/i18n.ts';
import { translatorFor } from '#client/i18n/i18n.ts';
import { isLocale, type Locale } from '#shared/locales.ts';
import { type StorefrontVariant, storefrontVariants } from '#shared/pricing.ts';
import { isStorefront } from '#shared/storefronts.ts';

export interface Storefront {
  locale: Locale;
  variant: StorefrontVariant;
}

/**
 * The storefront named by a path such as `/de/wowanimatedtees/customize`.
 * @returns null when the first two segments are not a storefront that exists (a 404).
 */
export function storefrontFromPath(pathname: string): Storefront | null {
  const [locale, variant] = pathname.split('/').filter(Boolean);
  if (!isLocale(locale)) return null;
  const known = storefrontVariants.find((v) => v === variant);
  if (!known || !isStorefront(locale, known)) return null;
  return { locale, variant: known };
}

/**
 * The storefront of the page being rendered plus its translator. Only used below the storefront
 * layout, which renders the not-found page for invalid paths, so the fallback never shows.
 */
export function useStorefront(): Storefront & { t: Translator } {
  const { pathname } = useLocation();
  const storefront = storefrontFromPath(pathname) ?? { locale: 'en-us', variant: 'wowanimatedtees' };
  return { ...storefront, t: translatorFor(storefront.locale) };
}
