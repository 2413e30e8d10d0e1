/**
 * Garment measurements of the size guide (SPEC §2.7, §9): one table in inches, converted to
 * centimetres for the non-English pages. Values are those of standard unisex blanks; "chest" is the
 * garment's chest width doubled, i.e. the body chest circumference the garment fits.
 */
import type { ProductType } from './catalog.ts';
import type { Locale } from './locales.ts';

/** Sizes of the size guide, smallest first. XXL appears only in the legacy page (SPEC §2.7). */
export const sizeChartSizes = ['xs', 's', 'm', 'l', 'xl', 'xxl'] as const;
export type SizeChartSize = (typeof sizeChartSizes)[number];

/** The sizes that can be ordered and that the multi-language size guide shows (SPEC §9: xs-xl). */
export const orderableSizeChartSizes: readonly SizeChartSize[] = ['xs', 's', 'm', 'l', 'xl'];

export type Measurement = 'chest' | 'length' | 'sleeve';
export type Measurements = Record<Measurement, number>;
export type SizeUnit = 'in' | 'cm';

/**
 * Hoodies and sweatshirts share one fleece body pattern (as with most blank makers); their sleeve
 * is long and measured from the centre back of the neck, so it is far longer than a tee's.
 */
const fleece: Record<SizeChartSize, Measurements> = {
  xs: { chest: 36, length: 26, sleeve: 32 },
  s: { chest: 40, length: 27, sleeve: 33 },
  m: { chest: 44, length: 28, sleeve: 34 },
  l: { chest: 48, length: 29, sleeve: 34.5 },
  xl: { chest: 52, length: 30, sleeve: 35 },
  xxl: { chest: 56, length: 31, sleeve: 36 },
};

/** The size chart, in inches (SPEC §2.7). T-shirt sleeves are short, measured from the shoulder seam. */
export const sizeChartInches: Record<ProductType, Record<SizeChartSize, Measurements>> = {
  tshirt: {
    xs: { chest: 33, length: 27, sleeve: 7.5 },
    s: { chest: 36, length: 28, sleeve: 8 },
    m: { chest: 40, length: 29, sleeve: 8.25 },
    l: { chest: 44, length: 30, sleeve: 8.5 },
    xl: { chest: 48, length: 31, sleeve: 9 },
    xxl: { chest: 52, length: 32, sleeve: 9.5 },
  },
  hoodie: fleece,
  sweatshirt: fleece,
};

/** Centimetres per inch (SPEC §9 "Inch to cm factor 2.54"). */
export const CM_PER_INCH = 2.54;

/**
 * Inches to whole centimetres (SPEC §2.7: converted with 2.54 and rounded, halves up).
 * Example: 25 in = 63.5 cm → 64 cm.
 */
export function inchesToCm(inches: number): number {
  return Math.round(inches * CM_PER_INCH);
}

/** The unit a locale reads measurements in: inches in English, centimetres otherwise (SPEC §2.7). */
export function sizeUnitFor(locale: Locale): SizeUnit {
  return locale === 'en-us' ? 'in' : 'cm';
}

/** One row of a rendered size table: a size and its measurements in the requested unit. */
export interface SizeChartRow {
  size: SizeChartSize;
  measurements: Measurements;
}

/**
 * Rows of one product's size table in `unit` (SPEC §2.7).
 * @param sizes which sizes to include, e.g. without XXL on the multi-language variant.
 */
export function sizeChartRows(
  productType: ProductType,
  unit: SizeUnit,
  sizes: readonly SizeChartSize[] = sizeChartSizes,
): SizeChartRow[] {
  return sizes.map((size) => {
    const inches = sizeChartInches[productType][size];
    const measurements =
      unit === 'in'
        ? { ...inches }
        : { chest: inchesToCm(inches.chest), length: inchesToCm(inches.length), sleeve: inchesToCm(inches.sleeve) };
    return { size, measurements };
  });
}
