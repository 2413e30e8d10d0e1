/**
 * HTTP API schemas of discount codes (issue 21 §3; DESIGN.md "HTTP API, next capabilities"):
 * staff's `GET/POST /api/admin/discount-codes` and `PATCH /api/admin/discount-codes/:id`, and the
 * customer's `POST /api/discount-codes/quote`. Money is integer minor units; times are ISO 8601.
 * zod/mini (issue 9), like every shared schema.
 */
import * as z from 'zod/mini';
import { productTypes } from '../catalog.ts';
import { discountCodeMaxLength } from '../discount-codes.ts';
import { locales } from '../locales.ts';
import { storefrontVariants } from '../pricing.ts';
import { emailSchema } from './customers.schemas.ts';

/** Largest amount, minimum order or limit staff may set (a sanity bound, not a business rule). */
const maxMinor = 10_000_000;
const maxUses = 1_000_000;

/**
 * A code as a customer types it: at most a little over the longest code (spaces are dropped when it
 * is normalised); a longer one is a 400, not a lookup.
 */
export const discountCodeInputSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(discountCodeMaxLength + 16));

const isoTimeSchema = z.iso.datetime({ offset: true });

/**
 * POST /api/admin/discount-codes. `percent` (1-100) for `percent` codes; `amountMinor` and `currency`
 * for `fixed` ones; `currency` also with `minimumMinor`. `productTypes` limits the code to those
 * products; `combinesWithOrderNow` lets it apply on top of the storefront's order-now discount.
 * Cross-field rules are checked by the server (422 DISCOUNT_CODE_INVALID naming the field).
 */
export const createDiscountCodeBodySchema = z.strictObject({
  code: z.string().check(z.maxLength(discountCodeMaxLength + 16)),
  kind: z.enum(['percent', 'fixed']),
  percent: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
  amountMinor: z.optional(z.int().check(z.minimum(1), z.maximum(maxMinor))),
  currency: z.optional(z.enum(['USD', 'EUR'])),
  startsAt: z.optional(isoTimeSchema),
  endsAt: z.optional(isoTimeSchema),
  usageLimit: z.optional(z.int().check(z.minimum(1), z.maximum(maxUses))),
  perEmailLimit: z.optional(z.int().check(z.minimum(1), z.maximum(maxUses))),
  minimumMinor: z.optional(z.int().check(z.minimum(1), z.maximum(maxMinor))),
  productTypes: z.optional(z.array(z.enum(productTypes)).check(z.minLength(1), z.maxLength(productTypes.length))),
  combinesWithOrderNow: z.optional(z.boolean()),
});
export type CreateDiscountCodeBody = z.infer<typeof createDiscountCodeBodySchema>;

/** PATCH /api/admin/discount-codes/:id: staff switch a code off (or on again). */
export const updateDiscountCodeBodySchema = z.strictObject({ active: z.boolean() });
export const discountCodeParamsSchema = z.object({ id: z.string().check(z.maxLength(64)) });

/** A code as staff see it, with its uses: `redeemed` (paid orders) and `reserved` (open checkouts). */
export const adminDiscountCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  percent: z.nullable(z.int()),
  amountMinor: z.nullable(z.int()),
  currency: z.nullable(z.enum(['USD', 'EUR'])),
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  usageLimit: z.nullable(z.int()),
  perEmailLimit: z.nullable(z.int()),
  minimumMinor: z.nullable(z.int()),
  productTypes: z.nullable(z.array(z.enum(productTypes))),
  combinesWithOrderNow: z.boolean(),
  active: z.boolean(),
  createdAt: z.string(),
  redeemed: z.int(),
  reserved: z.int(),
});
export type AdminDiscountCode = z.infer<typeof adminDiscountCodeSchema>;

export const adminDiscountCodeListSchema = z.object({ discountCodes: z.array(adminDiscountCodeSchema) });

/**
 * POST /api/discount-codes/quote: what a code takes off the order the page shows (the same choice
 * the checkout request will carry). `email` is the one the checkout will be bound to, for codes
 * limited per email.
 */
export const discountQuoteBodySchema = z.object({
  code: discountCodeInputSchema,
  productType: z.enum(productTypes),
  discountApplied: z._default(z.boolean(), false),
  fromEmailOrder: z.optional(z.boolean()),
  locale: z.enum(locales),
  variant: z._default(z.enum(storefrontVariants), 'wowanimatedtees'),
  email: z.optional(emailSchema),
});
export type DiscountQuoteBody = z.input<typeof discountQuoteBodySchema>;

/** The priced code: `subtotalMinor` before it, `totalMinor` to pay (the checkout's `price`). */
export const discountQuoteSchema = z.object({
  code: z.string(),
  currency: z.enum(['USD', 'EUR']),
  subtotalMinor: z.int(),
  discountMinor: z.int(),
  totalMinor: z.int(),
});
export type DiscountQuote = z.infer<typeof discountQuoteSchema>;
