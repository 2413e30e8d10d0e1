/**
 * The storefronts that exist (SPEC §1, §2.1) and every public page path of each: one list for the
 * client's prerendering, the server's 404 decision and the tests.
 */
import { type Locale, locales } from './locales.ts';
import { paths } from './paths.ts';
import type { StorefrontVariant } from './pricing.ts';

export interface StorefrontId {
  locale: Locale;
  variant: StorefrontVariant;
}

/**
 * Every locale under wowanimatedtees; under wowghiblitees the legacy English set and the German
 * storefront (SPEC §1: "The German storefront is therefore also reachable under that segment").
 */
export const storefronts: readonly StorefrontId[] = [
  ...locales.map((locale) => ({ locale, variant: 'wowanimatedtees' as const })),
  { locale: 'en-us', variant: 'wowghiblitees' },
  { locale: 'de', variant: 'wowghiblitees' },
];

export function isStorefront(locale: Locale, variant: StorefrontVariant): boolean {
  return storefronts.some((s) => s.locale === locale && s.variant === variant);
}

/** The public pages of one storefront, root first (SPEC §2.1; emailorder is a later page). */
export function storefrontPagePaths({ locale, variant }: StorefrontId): string[] {
  return [
    paths.storefront(locale, variant),
    paths.customize(locale, variant),
    paths.sizeGuide(locale, variant),
    paths.mockCheckout(locale, variant),
    paths.success(locale, variant),
    paths.privacy(locale, variant),
    paths.terms(locale, variant),
    paths.previewSent(locale, variant),
  ];
}

/** Every public page: the style chooser and each storefront's pages. */
export function publicPagePaths(): string[] {
  return [paths.home(), ...storefronts.flatMap(storefrontPagePaths)];
}

/**
 * The email order page of `locale` without its query (SPEC §2.10): the multi-language storefront
 * only. Per customer (the signed link's query names them), so not a public page; its empty shell
 * is prerendered so the server answers it with 200 (react-router.config.ts).
 */
export function emailOrderPagePath(locale: Locale): string {
  return `${paths.storefront(locale, 'wowanimatedtees')}/emailorder`;
}

/** The email order page of every locale. */
export function emailOrderPagePaths(): string[] {
  return locales.map(emailOrderPagePath);
}
