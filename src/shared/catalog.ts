/**
 * Product catalogue: product types, sizes, colours and their defaults (SPEC §3, §4).
 * Isomorphic: used by the customize page and by the server when it validates a checkout request.
 */

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
