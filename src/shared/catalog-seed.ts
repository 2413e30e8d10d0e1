/**
 * The catalogue a new shop starts with (issue 21 §1): the three garments as the code sold them
 * before the catalogue became merchant data (SPEC §3 catalogue; names and materials as the
 * storefront's messages say them). The server seeds the database with these on its first start;
 * the prerendered pages use them until the live catalogue has loaded (ADR 0021).
 */

import { printArea } from './artwork.ts';
import {
  type CatalogColor,
  type CatalogProduct,
  type Color,
  colorsByProductType,
  type ProductType,
  productTypes,
  sizes,
} from './catalog.ts';

/** The colour buttons' swatches and the drawings' fabric tints of SPEC §3's colours. */
const seedColors: Record<Color, CatalogColor> = {
  white: { key: 'white', swatchHex: '#fbfaf8', mockupTintHex: '#f9f8f5' },
  black: { key: 'black', swatchHex: '#26262a', mockupTintHex: '#2b2b30' },
  gray: { key: 'gray', swatchHex: '#9b9ea4', mockupTintHex: '#a4a7ad' },
};

const names: Record<ProductType, CatalogProduct['names']> = {
  tshirt: { 'en-us': 'T-Shirt', de: 'T-Shirt', fr: 'T-shirt', es: 'Camiseta' },
  hoodie: { 'en-us': 'Hoodie', de: 'Hoodie', fr: 'Sweat à capuche', es: 'Sudadera con capucha' },
  sweatshirt: { 'en-us': 'Sweatshirt', de: 'Sweatshirt', fr: 'Sweat-shirt', es: 'Sudadera' },
};

const blend: CatalogProduct['materials'] = {
  'en-us': 'Cotton-polyester blend, pre-shrunk',
  de: 'Baumwoll-Polyester-Mischung, vorgeschrumpft',
  fr: 'Mélange coton-polyester, prérétréci',
  es: 'Mezcla de algodón y poliéster, preencogida',
};

const materials: Record<ProductType, CatalogProduct['materials']> = {
  tshirt: {
    'en-us': '100% cotton, pre-shrunk',
    de: '100\u00a0% Baumwolle, vorgeschrumpft',
    fr: '100\u00a0% coton, prérétréci',
    es: '100\u00a0% algodón, preencogida',
  },
  hoodie: blend,
  sweatshirt: blend,
};

/** SPEC §3's catalogue as products (version 1), in the storefront's order. */
export const seedProducts: readonly CatalogProduct[] = productTypes.map((type) => ({
  type,
  names: { ...names[type] },
  sizes: [...sizes],
  colors: colorsByProductType[type].map((key) => ({ ...seedColors[key] })),
  printArea: { widthIn: printArea.widthInches, heightIn: printArea.heightInches },
  materials: { ...materials[type] },
  active: true,
  version: 1,
}));
