/**
 * HTTP API schemas of the cart (issue 21 §4; DESIGN.md "HTTP API, next capabilities"):
 * `GET/PUT /api/customers/:id/cart` and the cart form of `POST /api/checkout`. Money is integer minor
 * units of `currency`. zod/mini (issue 9): the storefront parses the answers; the server validates
 * through zod/v4/core with the same rules.
 */
import * as z from 'zod/mini';
import { colors, productTypes, sizes } from '../catalog.ts';
import { locales } from '../locales.ts';
import { storefrontVariants } from '../pricing.ts';
import { customerIdSchema, emailSchema } from './customers.schemas.ts';

/** Most lines a cart holds, and the quantity range of a line (issue 21 §4: 1-10). */
export const cartLimits = { maxLines: 20, minQuantity: 1, maxQuantity: 10 } as const;

/** Longest discount code kept on a cart (the discount module decides whether it is valid). */
const maxDiscountCodeLength = 40;

/** One line as the customer chose it. `artworkId`: a ready artwork of theirs; absent or null: their current photo. */
export const cartLineInputSchema = z.strictObject({
  productType: z.enum(productTypes),
  size: z.enum(sizes),
  color: z.enum(colors),
  quantity: z.int().check(z.minimum(cartLimits.minQuantity), z.maximum(cartLimits.maxQuantity)),
  artworkId: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
});
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

/**
 * `PUT /api/customers/:id/cart`: the whole cart (it replaces the saved one). `locale` and `variant`
 * name the storefront whose price book prices it; `discountApplied` is the order-now offer as the
 * customize page had it (docs/decisions/0025). Omitted: as saved before. `discountCode` (issue 21
 * §3): a string is checked at once and refused with its DISCOUNT_CODE_* error (nothing saved);
 * null removes the code; omitted keeps the saved one (reported in `discountCodeError` when it no
 * longer applies).
 */
export const cartBodySchema = z.strictObject({
  lines: z.array(cartLineInputSchema).check(z.maxLength(cartLimits.maxLines)),
  discountCode: z.optional(z.nullable(z.string().check(z.maxLength(maxDiscountCodeLength)))),
  locale: z.optional(z.enum(locales)),
  variant: z.optional(z.enum(storefrontVariants)),
  discountApplied: z.optional(z.boolean()),
});
export type CartBody = z.infer<typeof cartBodySchema>;

/** `GET /api/customers/:id/cart?locale=&variant=`: price the cart for this storefront (as saved when absent). */
export const cartQuerySchema = z.object({
  locale: z.optional(z.enum(locales)),
  variant: z.optional(z.enum(storefrontVariants)),
});

/** A priced line: unit price and line total in minor units; the artwork's preview for the thumbnail. */
export const pricedCartLineSchema = z.object({
  productType: z.enum(productTypes),
  size: z.enum(sizes),
  color: z.enum(colors),
  quantity: z.int(),
  artworkId: z.nullable(z.string()),
  artworkPreviewUrl: z.nullable(z.string()),
  unitPriceMinor: z.int(),
  lineTotalMinor: z.int(),
});
export type PricedCartLine = z.infer<typeof pricedCartLineSchema>;

/**
 * The priced cart: `subtotalMinor` (the lines), `feeMinor` (one transformation fee per distinct
 * artwork; lines of the photo count as one), `discountMinor` (the discount code's), `taxMinor`, `totalMinor`. `itemCount`
 * is the sum of quantities (the header's count).
 */
export const cartResponseSchema = z.object({
  lines: z.array(pricedCartLineSchema),
  itemCount: z.int(),
  subtotalMinor: z.int(),
  feeMinor: z.int(),
  discountMinor: z.int(),
  taxMinor: z.int(),
  totalMinor: z.int(),
  currency: z.string(),
  locale: z.enum(locales),
  variant: z.enum(storefrontVariants),
  discountApplied: z.boolean(),
  /** The saved discount code (issue 21 §3): normalised once it applies, as typed otherwise. */
  discountCode: z.nullable(z.string()),
  /**
   * Why the saved code takes nothing off now (a DISCOUNT_CODE_* error code the page translates:
   * expired, used up, minimum no longer met…), or null. Checkout refuses the cart with that error
   * until the code is removed or applies again.
   */
  discountCodeError: z.nullable(z.string()),
});
export type PricedCart = z.infer<typeof cartResponseSchema>;

/**
 * `POST /api/checkout` for the cart: `price` is the client's view of the cart's total (two
 * decimals), refused with 422 PRICE_MISMATCH when stale; the cart itself is the server's.
 */
export const cartCheckoutRequestSchema = z.strictObject({
  cart: z.literal(true),
  customerId: customerIdSchema,
  locale: z.enum(locales),
  variant: z._default(z.enum(storefrontVariants), 'wowanimatedtees'),
  currency: z.enum(['usd', 'eur', 'other']),
  price: z.string().check(z.regex(/^\d{1,7}\.\d{2}$/)),
  email: z.optional(emailSchema),
});
export type CartCheckoutRequest = z.input<typeof cartCheckoutRequestSchema>;
