/**
 * The before/after examples of the landing gallery (SPEC §2.3): the same four photos, but each
 * language shows its own examples in its own order and on its own garments. Images are made at
 * build time from the sample photos by the local stylizer (scripts/make-gallery-artwork.ts, part of
 * `npm run build`, into the gitignored public/gallery/); `ghibli` shows the painterly style,
 * `animated` the cel style.
 */
import type { Color, ProductType } from '#shared/catalog.ts';
import type { Locale } from '#shared/locales.ts';
import type { ArtStyle } from './art-style.ts';

export type ExampleId = 'astronaut' | 'cat' | 'coffee' | 'rocket';

export interface GalleryExample {
  id: ExampleId;
  productType: ProductType;
  color: Color;
}

/** Pixel size of every gallery image (the script's output), for width/height attributes. */
export const galleryImageSize = { width: 600, height: 450 } as const;

/** Each language's examples, in the order its landing page shows them. */
export const galleryExamplesByLocale: Record<Locale, readonly GalleryExample[]> = {
  'en-us': [
    { id: 'astronaut', productType: 'tshirt', color: 'white' },
    { id: 'rocket', productType: 'hoodie', color: 'black' },
    { id: 'cat', productType: 'sweatshirt', color: 'gray' },
    { id: 'coffee', productType: 'tshirt', color: 'black' },
  ],
  de: [
    { id: 'cat', productType: 'hoodie', color: 'black' },
    { id: 'coffee', productType: 'tshirt', color: 'white' },
    { id: 'rocket', productType: 'sweatshirt', color: 'gray' },
    { id: 'astronaut', productType: 'tshirt', color: 'black' },
  ],
  fr: [
    { id: 'coffee', productType: 'tshirt', color: 'white' },
    { id: 'cat', productType: 'sweatshirt', color: 'gray' },
    { id: 'astronaut', productType: 'hoodie', color: 'black' },
    { id: 'rocket', productType: 'tshirt', color: 'black' },
  ],
  es: [
    { id: 'rocket', productType: 'tshirt', color: 'black' },
    { id: 'astronaut', productType: 'hoodie', color: 'gray' },
    { id: 'coffee', productType: 'sweatshirt', color: 'black' },
    { id: 'cat', productType: 'tshirt', color: 'white' },
  ],
};

/** URL of the original photo of an example. */
export function photoSrc(id: ExampleId): string {
  return `/gallery/${id}-photo.webp`;
}

/** URL of an example's artwork in the storefront's art style. */
export function artworkSrc(id: ExampleId, style: ArtStyle): string {
  return `/gallery/${id}-${style}.webp`;
}
