/**
 * The email-order page's artwork image (issue 22 §2), shared by the page, which renders it empty
 * while loading, and its early module, which fills it as soon as the link's answer names the
 * artwork, before the page's scripts have run. Imports nothing: the early module is bundled alone.
 */

/** The id of the artwork `<img>`. */
export const emailOrderArtworkImageId = 'email-order-artwork-image';

/**
 * The image a link shows and prints (SPEC §2.10): the generated artwork, else the customer's upload,
 * as the server prints; null when the link has neither.
 */
export function shownArtworkUrl(order: { generatedImageUrl: string | null; imageUrl: string | null }): string | null {
  return order.generatedImageUrl ?? order.imageUrl;
}
