/** HTTP API schemas for checkout and orders (SPEC §3 "Checkout request", "Checkout session"; §7). */
import { z } from 'zod';
import { colors, productTypes, sizes } from '../catalog.ts';
import { locales } from '../locales.ts';
import { storefrontVariants } from '../pricing.ts';
import { customerIdSchema, emailSchema } from './customers.schemas.ts';

/**
 * The checkout request of SPEC §3. `price` is the client's view of the total (item + fee, two
 * decimals): the server checks it against its price book and never charges it. `imageUrl` is
 * accepted for compatibility but ignored: the server uses the customer's stored upload.
 * `variant` picks the storefront's price book (DESIGN.md table); it defaults to wowanimatedtees.
 */
export const checkoutRequestSchema = z.object({
  productType: z.enum(productTypes),
  size: z.enum(sizes),
  color: z.enum(colors),
  price: z.string().regex(/^\d{1,7}\.\d{2}$/),
  imageUrl: z.string().max(2048).optional(),
  customerId: customerIdSchema,
  email: emailSchema.optional(),
  discountApplied: z.boolean().default(false),
  fromEmailOrder: z.boolean().optional(),
  currency: z.enum(['usd', 'eur', 'other']),
  locale: z.enum(locales),
  variant: z.enum(storefrontVariants).default('wowanimatedtees'),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({ url: z.string() });

export const sessionLookupBodySchema = z.object({ sessionId: z.string().min(1).max(255) });

/** SPEC §3 "Checkout session" as the get-session call returns it. */
export const checkoutSessionResponseSchema = z.object({
  id: z.string(),
  payment_intent: z.string().nullable(),
  payment_status: z.string(),
  amount_total: z.number().int(),
  currency: z.string(),
  metadata: z.object({ customerId: z.string() }).catchall(z.string()),
});

export const shippingAddressSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  postalCode: z.string(),
  country: z.string(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const orderSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  checkoutSessionId: z.string(),
  paymentProvider: z.string(),
  paymentIntentId: z.string().nullable(),
  paymentStatus: z.string(),
  amountTotalMinor: z.number().int(),
  currency: z.string(),
  productType: z.enum(productTypes),
  size: z.enum(sizes),
  color: z.enum(colors),
  discountApplied: z.boolean(),
  priceBookId: z.string(),
  locale: z.enum(locales),
  email: z.string().nullable(),
  shippingAddress: shippingAddressSchema.nullable(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const confirmOrderResponseSchema = z.object({ created: z.boolean(), order: orderSchema });
