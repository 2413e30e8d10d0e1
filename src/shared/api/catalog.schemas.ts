/**
 * HTTP API schemas of the storefront's catalogue (issue 21 §1; DESIGN.md "HTTP API, next
 * capabilities"): `GET /api/catalog?locale=&variant=&emailOrder=`, and the price book and product
 * shapes the staff's schemas (admin-catalog.schemas.ts) build on. Money is integer minor units of
 * the book's currency. zod/mini (issue 9): the storefront parses the catalogue answer with it; the
 * staff's schemas live apart so the storefront's bundle does not carry them.
 */
import * as z from 'zod/mini';
import { colors, type ProductType, productTypes, sizes } from '../catalog.ts';
import { locales } from '../locales.ts';
import { priceBookIds, storefrontVariants } from '../pricing.ts';

/** Highest item price or fee a book takes, in minor units (10,000.00): anything above is a typo. */
export const maxPriceMinor = 1_000_000;
/** Highest advertised discount, in percent. */
export const maxDiscountPercent = 90;
/** Longest product name and materials text per language. */
export const maxProductNameLength = 60;
export const maxMaterialsLength = 300;
/** Print area bounds in inches (a garment's front is never wider than this). */
export const maxPrintAreaInches = 30;

/** An item's price: whole minor units, at least 1 (nothing is given away by a typo), at most {@link maxPriceMinor}. */
const itemPriceSchema = z.int().check(z.minimum(1), z.maximum(maxPriceMinor));
/** The transformation fee: whole minor units, 0 (no fee) up to {@link maxPriceMinor}. */
const feeSchema = z.int().check(z.minimum(0), z.maximum(maxPriceMinor));

/** One price per product type: every product is priced in every book, and no other key is taken. */
const itemsSchema = z.strictObject(
  Object.fromEntries(productTypes.map((type) => [type, itemPriceSchema])) as Record<
    ProductType,
    typeof itemPriceSchema
  >,
);

/** Item prices and the transformation fee of one price set (original or discounted). */
export const priceSetSchema = z.strictObject({ items: itemsSchema, transformationFeeMinor: feeSchema });

/** A price book as the storefront and the server price with it (`PriceBook` of src/shared/pricing.ts). */
export const priceBookSchema = z.object({
  id: z.enum(priceBookIds),
  currency: z.enum(['USD', 'EUR']),
  original: priceSetSchema,
  discounted: priceSetSchema,
  discountPercent: z.int(),
  discountAlwaysApplied: z.boolean(),
  version: z.int(),
});

const hexColorSchema = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb'));

export const catalogColorSchema = z.strictObject({
  key: z.enum(colors),
  swatchHex: hexColorSchema,
  mockupTintHex: hexColorSchema,
});

/** `GET /api/catalog` query: the storefront's language and variant, and the email-order page's book. */
export const catalogQuerySchema = z.object({
  locale: z.enum(locales),
  variant: z._default(z.enum(storefrontVariants), 'wowanimatedtees'),
  /** `true` for the email-order page's prices (charged only with a valid link; SPEC §9). */
  emailOrder: z._default(z.enum(['true', 'false']), 'false'),
});

/** A product on sale as one storefront shows it: its name and materials in the page's language. */
export const storefrontProductSchema = z.object({
  type: z.enum(productTypes),
  name: z.string(),
  materials: z.string(),
  sizes: z.array(z.enum(sizes)),
  colors: z.array(catalogColorSchema),
  printArea: z.object({ widthIn: z.number(), heightIn: z.number() }),
});
export type StorefrontProduct = z.infer<typeof storefrontProductSchema>;

/**
 * `GET /api/catalog?locale=`: the products on sale (active ones, in the shop's order) and the price
 * book of that storefront with its version. Served from an in-process cache (at most a minute old).
 */
export const catalogResponseSchema = z.object({
  locale: z.enum(locales),
  variant: z.enum(storefrontVariants),
  priceBookId: z.enum(priceBookIds),
  priceBookVersion: z.int(),
  currency: z.enum(['USD', 'EUR']),
  priceBook: priceBookSchema,
  products: z.array(storefrontProductSchema),
});
export type CatalogResponse = z.infer<typeof catalogResponseSchema>;
