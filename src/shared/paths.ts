/**
 * Builders for every route of SPEC §2.1: the one source of links for the client, the server
 * (checkout return URLs) and emails.
 */
import type { Locale } from './locales.ts';
import type { StorefrontVariant } from './pricing.ts';

/** Storefront root, e.g. `/en-us/wowanimatedtees` (SPEC §2.1). */
export function storefrontBase(locale: Locale, variant: StorefrontVariant = 'wowanimatedtees'): string {
  return `/${locale}/${variant}`;
}

export const paths = {
  home: () => '/',
  storefront: storefrontBase,
  customize: (locale: Locale, variant?: StorefrontVariant) => `${storefrontBase(locale, variant)}/customize`,
  sizeGuide: (locale: Locale, variant?: StorefrontVariant) => `${storefrontBase(locale, variant)}/size-guide`,
  mockCheckout: (locale: Locale, variant?: StorefrontVariant) => `${storefrontBase(locale, variant)}/checkout`,
  /** The customer's cart (issue 21 §4). */
  cart: (locale: Locale, variant?: StorefrontVariant) => `${storefrontBase(locale, variant)}/cart`,
  /** Success page; the payment provider appends or substitutes `session_id`. */
  success: (locale: Locale, variant?: StorefrontVariant) => `${storefrontBase(locale, variant)}/success`,
  privacy: (locale: Locale, variant?: StorefrontVariant) => `${storefrontBase(locale, variant)}/privacy`,
  terms: (locale: Locale, variant?: StorefrontVariant) => `${storefrontBase(locale, variant)}/terms`,
  previewSent: (locale: Locale, variant?: StorefrontVariant) => `${storefrontBase(locale, variant)}/previewsend`,
  /** German legal notice (§5 DDG); the German storefronts only (storefronts.ts). */
  impressum: (locale: Locale, variant?: StorefrontVariant) => `${storefrontBase(locale, variant)}/impressum`,
  /** Email order link: language path + /emailorder + URL-encoded email (SPEC §7). */
  emailOrder: (locale: Locale, email: string) =>
    `${storefrontBase(locale)}/emailorder?email=${encodeURIComponent(email)}`,
  /** Email verification page (issue 17 §1): its token rides in the fragment, never in the path or query. */
  verifyEmail: (locale: Locale) => `${storefrontBase(locale)}/verify-email`,
  /**
   * The customer's order status page (issue 19 §7). Its private link carries the token in the
   * fragment (`#t=…`, see {@link orderStatusLinkPath}), as the email verification link does: never
   * sent to a server, so never in a request log or a Referer.
   */
  orderStatus: (locale: Locale) => `${storefrontBase(locale)}/order-status`,
  /**
   * The customer's proof page (issue 20 §4): approve the final artwork or ask for a change. Its
   * private link carries the token in the fragment (`#t=…`, see {@link proofLinkPath}).
   */
  proof: (locale: Locale) => `${storefrontBase(locale)}/proof`,
  /** The order lookup form (issue 19 §7): order number + email, the status link is emailed. */
  orderLookup: (locale: Locale, variant?: StorefrontVariant) =>
    `${storefrontBase(locale, variant)}/order-status/lookup`,
  /**
   * The page that stops abandoned-checkout reminders (issue 21 §6); its link carries the reminder's
   * token in the fragment (`#t=…`, see {@link reminderUnsubscribeLinkPath}).
   */
  reminderUnsubscribe: (locale: Locale) => `${storefrontBase(locale)}/reminders/unsubscribe`,
  admin: () => '/admin',
  /** The local test payment provider's hosted checkout page. */
  testCheckout: (sessionId: string) => `/pay/${encodeURIComponent(sessionId)}`,
} as const;

/** The path of an order's private status link with its token (issue 19 §7). */
export function orderStatusLinkPath(locale: Locale, token: string): string {
  return `${paths.orderStatus(locale)}#t=${token}`;
}

/**
 * The path of an order's private proof link with its token (issue 20 §4); `action` preselects the
 * email button the customer pressed (the page still asks before anything changes).
 */
export function proofLinkPath(locale: Locale, token: string, action?: 'approve' | 'change'): string {
  return `${paths.proof(locale)}#t=${token}${action ? `&a=${action}` : ''}`;
}

/**
 * The reminder email's way back to the customer's design (issue 21 §6): their customize page with
 * the reminder's token in the fragment (`#resume=…`), which the page trades for the customer's id.
 */
export function checkoutReminderReturnPath(locale: Locale, variant: StorefrontVariant, token: string): string {
  return `${paths.customize(locale, variant)}#resume=${token}`;
}

/** The unsubscribe page of a reminder email with its token (issue 21 §6). */
export function reminderUnsubscribeLinkPath(locale: Locale, token: string): string {
  return `${paths.reminderUnsubscribe(locale)}#t=${token}`;
}

/** Turns a path into an absolute URL under the shop's public origin. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return new URL(path, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();
}
