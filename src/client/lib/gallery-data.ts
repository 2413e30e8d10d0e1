/**
 * The before/after examples of the landing gallery (SPEC §2.3): the same four photos, but each
 * language shows its own examples in its own order and on its own garments. Images are made at
 * build time from the sample photos by the local stylizer (scripts/make-gallery-artwork.ts, part of
 * `npm run build`, into public/gallery/, committed) in several widths and encodings (below);
 * `ghibli` shows the painterly style, `animated` the cel style.
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

/**
 * Intrinsic 4:3 size of the gallery images as the markup declares it (width/height attributes, so
 * the slot is reserved before any byte arrives: no layout shift). Every variant has this ratio.
 */
export const galleryImageSize = { width: 600, height: 450 } as const;

/**
 * Widths in CSS-independent image pixels that the build writes for every image (320 to 600 cover
 * the slots at 1x to 2x on phones and desktops; 960 the 2x desktop hero and style cards). Shared
 * with scripts/make-gallery-artwork.ts so markup and files cannot drift apart.
 */
export const galleryWidths = [320, 480, 600, 960] as const;
export type GalleryWidth = (typeof galleryWidths)[number];

/** The encodings the build writes, best first: the order of `<source>` elements. */
export const galleryFormats = ['avif', 'webp', 'jpg'] as const;
export type GalleryFormat = (typeof galleryFormats)[number];

/** Which image of an example: the customer's photo or the artwork in a storefront's style. */
export type GalleryKind = 'photo' | ArtStyle;

/** URL of one variant, e.g. `/gallery/cat-ghibli-480.avif`. */
export function gallerySrc(id: ExampleId, kind: GalleryKind, width: GalleryWidth, format: GalleryFormat): string {
  return `/gallery/${id}-${kind}-${width}.${format}`;
}

/** A `srcset` listing every width of one image in one format. */
export function gallerySrcSet(id: ExampleId, kind: GalleryKind, format: GalleryFormat): string {
  return galleryWidths.map((width) => `${gallerySrc(id, kind, width, format)} ${width}w`).join(', ');
}

/**
 * Each language's examples, in the order its landing page shows them. A story that names a garment
 * (the rocket's hoodie) must sit on that garment: gallery-data.test.ts checks it in every language.
 */
export const galleryExamplesByLocale: Record<Locale, readonly GalleryExample[]> = {
  'en-us': [
    { id: 'astronaut', productType: 'tshirt', color: 'white' },
    { id: 'rocket', productType: 'hoodie', color: 'black' },
    { id: 'cat', productType: 'sweatshirt', color: 'gray' },
    { id: 'coffee', productType: 'tshirt', color: 'black' },
  ],
  de: [
    { id: 'cat', productType: 'sweatshirt', color: 'gray' },
    { id: 'coffee', productType: 'tshirt', color: 'white' },
    { id: 'rocket', productType: 'hoodie', color: 'black' },
    { id: 'astronaut', productType: 'tshirt', color: 'black' },
  ],
  fr: [
    { id: 'coffee', productType: 'tshirt', color: 'white' },
    { id: 'cat', productType: 'sweatshirt', color: 'gray' },
    { id: 'astronaut', productType: 'tshirt', color: 'black' },
    { id: 'rocket', productType: 'hoodie', color: 'black' },
  ],
  es: [
    { id: 'rocket', productType: 'hoodie', color: 'gray' },
    { id: 'astronaut', productType: 'tshirt', color: 'black' },
    { id: 'coffee', productType: 'sweatshirt', color: 'black' },
    { id: 'cat', productType: 'tshirt', color: 'white' },
  ],
};

/**
 * The landing's garment mockups as prebuilt images (issue 22 §1, §4): the server's mockup renderer
 * draws each example's artwork onto its garment at build time (scripts/make-gallery-mockups.ts,
 * committed in public/gallery/mockups/), so the landing sends two small images instead of ~15 KB of
 * inline SVG with filters per mockup. Square; widths cover the 68-170 CSS px slots at 1x and 2x.
 */
export const galleryMockupWidths = [160, 320] as const;
export type GalleryMockupWidth = (typeof galleryMockupWidths)[number];

/** Encodings of the mockup images, best first; both keep the garment's transparency. */
export const galleryMockupFormats = ['avif', 'webp'] as const;
export type GalleryMockupFormat = (typeof galleryMockupFormats)[number];

/** One mockup the landing shows: an example's artwork in a style on a garment and colour. */
export interface GalleryMockup {
  id: ExampleId;
  style: ArtStyle;
  productType: ProductType;
  color: Color;
}

/** The garment the hero shows its example on (every language: the first example on a white tee). */
export const heroMockupGarment = { productType: 'tshirt', color: 'white' } as const satisfies {
  productType: ProductType;
  color: Color;
};

/** URL of one mockup variant, e.g. `/gallery/mockups/cat-ghibli-sweatshirt-gray-160.avif`. */
export function galleryMockupSrc(
  mockup: GalleryMockup,
  width: GalleryMockupWidth,
  format: GalleryMockupFormat,
): string {
  return `/gallery/mockups/${mockup.id}-${mockup.style}-${mockup.productType}-${mockup.color}-${width}.${format}`;
}

/** A `srcset` listing every width of one mockup in one format. */
export function galleryMockupSrcSet(mockup: GalleryMockup, format: GalleryMockupFormat): string {
  return galleryMockupWidths.map((width) => `${galleryMockupSrc(mockup, width, format)} ${width}w`).join(', ');
}

/** Every mockup any landing shows (hero and gallery, both styles, all languages), each once. */
export function galleryMockups(): GalleryMockup[] {
  const seen = new Map<string, GalleryMockup>();
  for (const examples of Object.values(galleryExamplesByLocale)) {
    const garments = [{ ...examples[0], ...heroMockupGarment }, ...examples];
    for (const example of garments) {
      for (const style of ['ghibli', 'animated'] as const) {
        const mockup = { id: example.id, style, productType: example.productType, color: example.color };
        seen.set(galleryMockupSrc(mockup, 160, 'webp'), mockup);
      }
    }
  }
  return [...seen.values()];
}
