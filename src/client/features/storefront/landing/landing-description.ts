/**
 * The landing page's meta description (issue 21 §5): what the shop makes, then the claims the shop
 * configures, each its own sentence: the rating line of the page's language (only when the merchant
 * set one) and "Free shipping." (only while advertised).
 */
import type { Translator } from '#client/i18n/i18n.ts';
import type { ArtStyle } from '#client/lib/art-style.ts';
import type { Locale } from '#shared/locales.ts';
import { type MarketingClaims, ratingFor } from '#shared/marketing-claims.ts';

/** The description in `locale`; a rating line without final punctuation gets a full stop. */
export function landingDescription(t: Translator, style: ArtStyle, locale: Locale, claims: MarketingClaims): string {
  const rating = ratingFor(claims, locale);
  return [
    t(`landing.variants.${style}.metaDescription`),
    rating ? (/[.!?…]$/.test(rating) ? rating : `${rating}.`) : undefined,
    claims.freeShipping ? t('landing.metaFreeShipping') : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}
