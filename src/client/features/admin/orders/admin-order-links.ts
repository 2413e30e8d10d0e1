/**
 * Links of the staff pages Orders and Preview requests (issue 7 §3), in the language of the page
 * that links: one order's page, and the image admin and email sender opened for one customer
 * (`?email=`, which those pages read to start with that email).
 */
import type { Locale } from '#shared/locales.ts';
import { adminPagePaths } from '../admin-links.ts';

export const adminOrderPaths = {
  /** One order's page: `/{lang}/admin/orders/{orderNumber}` (issue 19 §1: `WT-7K3M9Q`). */
  order: (locale: Locale, orderNumber: string) => `${adminPagePaths.orders(locale)}/${encodeURIComponent(orderNumber)}`,
  /** Image admin for `email` (upload artwork or a photo for that customer). */
  imageAdminFor: (locale: Locale, email: string) =>
    `${adminPagePaths.imageAdmin(locale)}?${new URLSearchParams({ email })}`,
  /** Email sender for `email` (send the order-link email). */
  emailSenderFor: (locale: Locale, email: string) =>
    `${adminPagePaths.emailSender(locale)}?${new URLSearchParams({ email })}`,
} as const;
