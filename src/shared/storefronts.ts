/**
 * The storefronts that exist (SPEC §1, §2.1) and every public page path of each: one list for the
 * client's prerendering, the server's 404 decision and the tests.
 */
import { type Locale, locales } from './locales.ts';
import { paths } from './paths.ts';
import { type PriceBookId, priceBookIdFor, type StorefrontVariant } from './pricing.ts';

export interface StorefrontId {
  locale: Locale;
  variant: StorefrontVariant;
}

/**
 * Every locale under both variants: wowanimatedtees is the multi-language storefront; under
 * wowghiblitees the legacy English set, the German storefront (SPEC §1) and, since issue 11, French
 * and Spanish (SPEC §2.2 sends a French or Spanish visitor who picks the Ghibli style to
 * `/fr/wowghiblitees` or `/es/wowghiblitees`, so those are whole storefronts too).
 */
export const storefronts: readonly StorefrontId[] = [
  ...locales.map((locale) => ({ locale, variant: 'wowanimatedtees' as const })),
  ...locales.map((locale) => ({ locale, variant: 'wowghiblitees' as const })),
];

export function isStorefront(locale: Locale, variant: StorefrontVariant): boolean {
  return storefronts.some((s) => s.locale === locale && s.variant === variant);
}

/**
 * The public pages of one storefront, root first (SPEC §2.1; emailorder is a later page). German
 * storefronts add the Impressum (§5 DDG, issue 11).
 */
export function storefrontPagePaths({ locale, variant }: StorefrontId): string[] {
  const pages = [
    paths.storefront(locale, variant),
    paths.customize(locale, variant),
    paths.sizeGuide(locale, variant),
    paths.mockCheckout(locale, variant),
    paths.success(locale, variant),
    paths.privacy(locale, variant),
    paths.terms(locale, variant),
    paths.previewSent(locale, variant),
  ];
  return locale === 'de' ? [...pages, paths.impressum(locale, variant)] : pages;
}

/**
 * The public pages served as prerendered HTML without React hydration (ADR 0027, issue 22 §1): each
 * storefront's landing, legal pages (privacy, terms, the German Impressum) and size guide. The
 * build's scripts/strip-hydration.ts rewrites exactly these.
 */
export function staticPagePaths(): string[] {
  return storefronts.flatMap(({ locale, variant }) => {
    const pages = [
      paths.storefront(locale, variant),
      paths.privacy(locale, variant),
      paths.terms(locale, variant),
      paths.sizeGuide(locale, variant),
    ];
    return locale === 'de' ? [...pages, paths.impressum(locale, variant)] : pages;
  });
}

/**
 * The path the not-found page of `locale` is prerendered at (ADR 0027, issue 22 §1): a path only
 * the catch-all route matches. scripts/strip-hydration.ts serves it without hydration and moves it
 * to {@link notFoundPageFile}; it is never served at this path (it answers 404 like any unknown one).
 */
export function notFoundPagePath(locale: Locale): string {
  return `/${locale}/404`;
}

/** The not-found page of every locale, as prerendered (react-router.config.ts). */
export function notFoundPagePaths(): string[] {
  return locales.map(notFoundPagePath);
}

/**
 * The file (relative to the built client) of the not-found page of `locale` that the server
 * answers unknown paths with, status 404 (static-client.ts).
 */
export function notFoundPageFile(locale: Locale): string {
  return `__not-found-${locale}.html`;
}

/**
 * Pages rendered in the browser only and never prerendered: each storefront's cart (issue 21 §4, per
 * customer). The server answers them with the SPA shell the client router renders them on, not
 * with the static not-found page.
 */
export function clientRenderedPagePaths(): string[] {
  return storefronts.map(({ locale, variant }) => paths.cart(locale, variant));
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

/**
 * The email verification page of `locale` (issue 17 §1), without its fragment: the multi-language
 * storefront only. Per customer (the fragment carries the token), so not a public page; its empty
 * shell is prerendered so the server answers it with 200 (react-router.config.ts).
 */
export function verifyEmailPagePath(locale: Locale): string {
  return paths.verifyEmail(locale);
}

/** The email verification page of every locale. */
export function verifyEmailPagePaths(): string[] {
  return locales.map(verifyEmailPagePath);
}

/**
 * The order status page (its token rides in the fragment) and the order lookup page of every locale
 * (issue 19 §7): per customer or a form, so not listed for search; their empty shells are
 * prerendered so the server answers them with 200 (react-router.config.ts).
 */
export function orderStatusPagePaths(): string[] {
  return locales.flatMap((locale) => [
    paths.orderStatus(locale),
    paths.orderLookup(locale, 'wowanimatedtees'),
    paths.orderLookup(locale, 'wowghiblitees'),
  ]);
}

/**
 * The reminder unsubscribe page of every locale (issue 21 §6; its token rides in the fragment): per
 * customer, so not listed for search; its empty shell is prerendered so the server answers it with 200.
 */
export function reminderUnsubscribePagePaths(): string[] {
  return locales.map((locale) => paths.reminderUnsubscribe(locale));
}

/**
 * The proof page of every locale (issue 20 §4; its token rides in the fragment): per customer, so
 * not listed for search; its empty shell is prerendered so the server answers it with 200.
 */
export function proofPagePaths(): string[] {
  return locales.map((locale) => paths.proof(locale));
}

/**
 * Where a price book's prices show (issue 21 §1, the staff's preview): the storefront roots whose
 * pages charge from it, then the email-order pages that do, e.g. `['/de/wowghiblitees', …]`.
 */
export function storefrontPathsOfPriceBook(id: PriceBookId): string[] {
  const roots = storefronts.filter((s) => priceBookIdFor(s) === id).map((s) => paths.storefront(s.locale, s.variant));
  const emailOrders = locales
    .filter((locale) => priceBookIdFor({ locale, variant: 'wowanimatedtees', fromEmailOrder: true }) === id)
    .map(emailOrderPagePath);
  return [...roots, ...emailOrders];
}
