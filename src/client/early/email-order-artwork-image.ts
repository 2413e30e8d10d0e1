/**
 * The email-order page's artwork image (issue 22 §2), shared by the page, which renders it empty
 * while loading, and its early module, which fills it as soon as the link's answer names the
 * artwork, before the page's scripts have run. Imports only constants: the early module is bundled alone.
 */
import { renditionWidthsPx } from '#shared/image-renditions.ts';

/** The id of the artwork `<img>`. */
export const emailOrderArtworkImageId = 'email-order-artwork-image';

/**
 * The image a link shows and prints (SPEC §2.10): the generated artwork, else the customer's upload,
 * as the server prints; null when the link has neither.
 */
export function shownArtworkUrl(order: { generatedImageUrl: string | null; imageUrl: string | null }): string | null {
  return order.generatedImageUrl ?? order.imageUrl;
}

/** The artwork's `<img>` sources: its `src`, and the sizes a screen picks from. */
export interface ArtworkImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The artwork image's sources: the shop's own stored files (`/files/…`, same origin) with their
 * display-size renditions (src/shared/image-renditions.ts) for its at most 224 CSS px (`max-w-56`),
 * so a phone loads ~20 KB instead of the 1024 px preview; any other URL (a bucket's public URL)
 * as it is.
 * @param origin the page's origin (`location.origin`).
 */
export function artworkImageSources(url: string, origin: string): ArtworkImageSources {
  const parsed = new URL(url, origin);
  if (parsed.origin !== origin || !parsed.pathname.startsWith('/files/') || parsed.search) return { src: url };
  // In this order: a browser picks from srcset and sizes when src is set, so those come first.
  return {
    sizes: '224px',
    srcSet: renditionWidthsPx.map((width) => `${url}?w=${width} ${width}w`).join(', '),
    src: url,
  };
}
