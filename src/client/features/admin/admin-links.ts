/**
 * Paths of the admin pages (SPEC §2.1, §2.12) in the language of the page that links to them. Some
 * exist in fewer languages: image admin in en-us and de, email tracking in en-us only.
 */
import type { Locale } from '#shared/locales.ts';

/** The dashboard: `/admin` in English, `/{lang}/admin` otherwise. */
export function adminDashboardPath(locale: Locale): string {
  return locale === 'en-us' ? '/admin' : `/${locale}/admin`;
}

export const adminPagePaths = {
  imageAdmin: (locale: Locale) => `/${locale === 'de' ? 'de' : 'en-us'}/wowghiblitees/image-admin`,
  emailSender: (locale: Locale) => `/${locale}/admin/email-sender`,
  emailTracking: (_locale: Locale) => '/en-us/admin/email-tracking',
  orders: (locale: Locale) => `/${locale}/admin/orders`,
  previewRequests: (locale: Locale) => `/${locale}/admin/preview-requests`,
  outbox: (locale: Locale) => `/${locale}/admin/outbox`,
  /** Every staff member's own password and two-factor sign-in (issue 17 §3). */
  account: (locale: Locale) => `/${locale}/admin/account`,
  /** The owner's pages (issue 17 §3). */
  staff: (locale: Locale) => `/${locale}/admin/staff`,
  audit: (locale: Locale) => `/${locale}/admin/audit`,
  /** The catalogue and the price books (issue 21 §1). */
  catalog: (locale: Locale) => `/${locale}/admin/catalog`,
  prices: (locale: Locale) => `/${locale}/admin/prices`,
  /** Discount codes (issue 21 §3). */
  discounts: (locale: Locale) => `/${locale}/admin/discounts`,
} as const;

/** Pages only an owner can use; the dashboard shows their cards to owners only. */
export const ownerPages: readonly AdminPage[] = ['staff', 'audit'];

export type AdminPage = keyof typeof adminPagePaths;
