/**
 * The link preview of the email sender (SPEC §2.12 "preview of the link"; issue 17 §5): where the
 * email's link leads, for this email and language. The link itself, with its own random key, is
 * made when the email is sent (each email gets one that expires and that staff can revoke), so the
 * preview shows everything but the key.
 */
import { staffEmailSchema } from '#shared/api/admin.schemas.ts';
import type { Locale } from '#shared/locales.ts';
import { absoluteUrl, paths } from '#shared/paths.ts';

/**
 * @param origin the shop's origin as the browser sees it.
 * @returns the link without its key, or null while the email is not email-shaped.
 */
export function emailOrderLinkPreview(origin: string, email: string, locale: Locale): string | null {
  const parsed = staffEmailSchema.safeParse(email);
  return parsed.success ? absoluteUrl(origin, paths.emailOrder(locale, parsed.data)) : null;
}
