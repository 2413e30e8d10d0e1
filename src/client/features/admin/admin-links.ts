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
} as const;

export type AdminPage = keyof typeof adminPagePaths;
