/**
 * Which art style a storefront sells (SPEC §1): the legacy wowghiblitees storefront speaks of
 * Ghibli-style artwork, the multi-language one of animated artwork.
 */
import type { StorefrontVariant } from '#shared/pricing.ts';

export type ArtStyle = 'animated' | 'ghibli';

/** The art style of a storefront variant; keys the variant-specific copy in `landing.variants`. */
export function artStyleOf(variant: StorefrontVariant): ArtStyle {
  return variant === 'wowghiblitees' ? 'ghibli' : 'animated';
}
