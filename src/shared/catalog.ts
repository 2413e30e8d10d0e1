/**
 * Product catalogue: product types, sizes, colours and their defaults (SPEC §3, §4).
 * Isomorphic: used by the customize page and by the server when it validates a checkout request.
 * The keys here are what the code can draw and print; which of them are sold, in which sizes and
 * colours and under which names is merchant data (issue 21 §1, `CatalogProduct`, `catalog-seed.ts`).
 */
import type { Locale } from './locales.ts';

/** Product types sold (SPEC §3 "Catalogue"). */
export const productTypes = ['tshirt', 'hoodie', 'sweatshirt'] as const;
export type ProductType = (typeof productTypes)[number];

/** Garment sizes, smallest first (SPEC §3). XXL exists only in the legacy size guide. */
export const sizes = ['xs', 's', 'm', 'l', 'xl'] as const;
export type Size = (typeof sizes)[number];
export const defaultSize: Size = 'm';

export const colors = ['white', 'black', 'gray'] as const;
export type Color = (typeof colors)[number];

/** Colours offered per product type, the first being the default (SPEC §3, §4 "Product type change"). */
export const colorsByProductType: Record<ProductType, readonly [Color, ...Color[]]> = {
  tshirt: ['white', 'black'],
  hoodie: ['black', 'gray'],
  sweatshirt: ['black', 'gray'],
};

export const defaultProductType: ProductType = 'tshirt';

/** The colour a product type starts with; changing the type resets the colour to this (SPEC §4). */
export function defaultColorFor(productType: ProductType): Color {
  return colorsByProductType[productType][0];
}

/** Whether `color` is sold for `productType`. */
export function isColorAvailable(productType: ProductType, color: Color): boolean {
  return colorsByProductType[productType].includes(color);
}

/**
 * A colour a product is sold in (issue 21 §1): one of the fabric colours the garment drawings know,
 * the swatch shown on the colour button and the fabric tint of the customize page's drawing (both
 * `#rrggbb`).
 */
export interface CatalogColor {
  key: Color;
  swatchHex: string;
  mockupTintHex: string;
}

/**
 * A product as the merchant keeps it in the database (issue 21 §1; staff edit it at /admin/catalog).
 * `type` is one of the garments the shop can draw, print and fulfil (`productTypes`); the rest is data.
 */
export interface CatalogProduct {
  type: ProductType;
  /** The product's name per language, e.g. `T-Shirt`, shown on the product buttons. */
  names: Record<Locale, string>;
  /** Sizes offered, smallest first (a subset of `sizes`). */
  sizes: Size[];
  /** Colours offered, the first being the default. */
  colors: CatalogColor[];
  /** The print area in inches (SPEC: 12 x 16 in). */
  printArea: { widthIn: number; heightIn: number };
  /** Materials and care per language, e.g. `100% cotton, pre-shrunk`. */
  materials: Record<Locale, string>;
  /** Sold now; an inactive product is hidden from every storefront and refused at checkout. */
  active: boolean;
  /** Raised by one with every saved change. */
  version: number;
}
