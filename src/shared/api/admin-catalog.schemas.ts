/**
 * HTTP API schemas of the staff's catalogue and price books (issue 21 §1; pages /admin/prices and
 * /admin/catalog): `GET/PUT /api/admin/price-books/:id`, `GET/PUT /api/admin/products/:type` and the
 * change history `GET /api/admin/catalog-changes`, plus the check-on-save warnings. Money is integer
 * minor units of the book's currency. zod/mini (issue 9), like every shared schema.
 */
import * as z from 'zod/mini';
import { colors, productTypes, type Size, sizes } from '../catalog.ts';
import { type Locale, locales } from '../locales.ts';
import { priceBookIds } from '../pricing.ts';
import {
  catalogColorSchema,
  maxDiscountPercent,
  maxMaterialsLength,
  maxPrintAreaInches,
  maxProductNameLength,
  priceBookSchema,
  priceSetSchema,
} from './catalog.schemas.ts';

/**
 * What the check on save found (issue 21 §1), for staff to read before they save:
 * `discount-raises-fee` (the discounted set's transformation fee above the original one: SPEC §9's
 * German Ghibli fee rising from 6.67 to 10 "with discount"), `discount-raises-total` (a product's
 * discounted total above its original total), `above-other-offer` (an email order's discounted total
 * above a storefront's offer for the same product in the same currency: SPEC §9's email-order $52.76 +
 * $10 sweatshirt against the storefront's $49.99 + $10). Amounts are minor units of `currency`.
 */
export const priceWarningSchema = z.object({
  kind: z.enum(['discount-raises-fee', 'discount-raises-total', 'above-other-offer']),
  priceBookId: z.enum(priceBookIds),
  /** The product compared (none for the fee). */
  productType: z.optional(z.enum(productTypes)),
  currency: z.enum(['USD', 'EUR']),
  /** The discounted amount: the fee, or the product's total. */
  totalMinor: z.int(),
  /** What it is compared with: the original fee or total, or the other book's offer. */
  comparedTotalMinor: z.int(),
  /** The other book (`above-other-offer` only). */
  otherPriceBookId: z.optional(z.enum(priceBookIds)),
});
export type PriceWarning = z.infer<typeof priceWarningSchema>;

/** A price book as staff see it: who saved it last, when, and the storefront pages charging from it. */
export const adminPriceBookSchema = z.extend(priceBookSchema, {
  updatedAt: z.string(),
  /** The staff account that saved the version; null for SPEC §9's seed. */
  updatedBy: z.nullable(z.string()),
  /** The storefront paths that show this book, e.g. `/de/wowanimatedtees`. */
  storefronts: z.array(z.string()),
  /** The check on save for this book against the other books as they are now. */
  warnings: z.array(priceWarningSchema),
});
export type AdminPriceBook = z.infer<typeof adminPriceBookSchema>;

export const adminPriceBookListSchema = z.object({ priceBooks: z.array(adminPriceBookSchema) });

export const priceBookParamsSchema = z.object({ id: z.string().check(z.maxLength(64)) });

/**
 * `PUT /api/admin/price-books/:id`: the whole book as staff edited it, with the `version` they
 * started from (409 CATALOG_VERSION_CONFLICT when someone saved in between). 422 CATALOG_INVALID
 * names the failing field (a negative, fractional or absurd price, an unknown product).
 * The currency is the storefront's and not editable.
 */
export const savePriceBookBodySchema = z.strictObject({
  version: z.int().check(z.minimum(1)),
  original: priceSetSchema,
  discounted: priceSetSchema,
  discountPercent: z.int().check(z.minimum(0), z.maximum(maxDiscountPercent)),
  discountAlwaysApplied: z.boolean(),
});
export type SavePriceBookBody = z.infer<typeof savePriceBookBodySchema>;

const localizedSchema = (max: number, min: number) =>
  z.strictObject(
    Object.fromEntries(
      locales.map((locale) => [locale, z.string().check(z.trim(), z.minLength(min), z.maxLength(max))]),
    ) as Record<Locale, z.ZodMiniString<string>>,
  );

const inchesSchema = z.number().check(z.minimum(1), z.maximum(maxPrintAreaInches));

/** Sizes offered: at least one, no repeats (stored smallest first). */
const offeredSizesSchema = z.array(z.enum(sizes)).check(
  z.minLength(1),
  z.maxLength(sizes.length),
  z.refine((list: Size[]) => new Set(list).size === list.length, 'a size is listed twice'),
);

/** Colours offered: at least one, no repeats; the first is the default. */
const offeredColorsSchema = z.array(catalogColorSchema).check(
  z.minLength(1),
  z.maxLength(colors.length),
  z.refine((list) => new Set(list.map((c) => c.key)).size === list.length, 'a colour is listed twice'),
);

/**
 * `PUT /api/admin/products/:type`: the whole product with the `version` staff started from. 422
 * CATALOG_INVALID naming the field; 409 CATALOG_VERSION_CONFLICT; the last product on sale cannot
 * be deactivated.
 */
export const saveProductBodySchema = z.strictObject({
  version: z.int().check(z.minimum(1)),
  names: localizedSchema(maxProductNameLength, 1),
  materials: localizedSchema(maxMaterialsLength, 0),
  sizes: offeredSizesSchema,
  colors: offeredColorsSchema,
  printArea: z.strictObject({ widthIn: inchesSchema, heightIn: inchesSchema }),
  active: z.boolean(),
});
export type SaveProductBody = z.infer<typeof saveProductBodySchema>;

/** A product as staff see it (`CatalogProduct`), with who saved it last and when. */
export const adminProductSchema = z.object({
  type: z.enum(productTypes),
  names: z.record(z.enum(locales), z.string()),
  materials: z.record(z.enum(locales), z.string()),
  sizes: z.array(z.enum(sizes)),
  colors: z.array(catalogColorSchema),
  printArea: z.object({ widthIn: z.number(), heightIn: z.number() }),
  active: z.boolean(),
  version: z.int(),
  updatedAt: z.string(),
  updatedBy: z.nullable(z.string()),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductListSchema = z.object({ products: z.array(adminProductSchema) });

export const productParamsSchema = z.object({ type: z.string().check(z.maxLength(64)) });

/** The kinds of catalogue rows with a history. */
export const catalogEntities = ['price_book', 'product'] as const;
export type CatalogEntity = (typeof catalogEntities)[number];

/** `GET /api/admin/catalog-changes?entity=&entityId=&page=`: newest first, 50 a page, page 0 first. */
export const catalogChangesQuerySchema = z.object({
  entity: z.optional(z.enum(catalogEntities)),
  entityId: z.optional(z.string().check(z.maxLength(64))),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000)), 0),
});
export type CatalogChangesQuery = Partial<z.output<typeof catalogChangesQuerySchema>>;

/** One field that changed, as a dotted path (`discounted.items.tshirt`) and its values as JSON text. */
export const catalogFieldChangeSchema = z.object({
  path: z.string(),
  before: z.nullable(z.string()),
  after: z.nullable(z.string()),
});
export type CatalogFieldChange = z.infer<typeof catalogFieldChangeSchema>;

/** One saved version: who (null: the seed of a new shop), when, which row, and what changed. */
export const catalogChangeSchema = z.object({
  id: z.string(),
  at: z.string(),
  entity: z.enum(catalogEntities),
  entityId: z.string(),
  version: z.int(),
  staffEmail: z.nullable(z.string()),
  /** The book's currency, for showing money fields (price books only). */
  currency: z.nullable(z.enum(['USD', 'EUR'])),
  changes: z.array(catalogFieldChangeSchema),
});
export type CatalogChange = z.infer<typeof catalogChangeSchema>;

export const catalogChangesPageSize = 50;

export const catalogChangesPageSchema = z.object({
  changes: z.array(catalogChangeSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type CatalogChangesPage = z.infer<typeof catalogChangesPageSchema>;
