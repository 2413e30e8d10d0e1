/** HTTP API schemas for checkout and orders (SPEC §3 "Checkout request", "Checkout session"; §7). */
import { z } from 'zod';
import { colors, productTypes, sizes } from '../catalog.ts';
import { locales } from '../locales.ts';
import { storefrontVariants } from '../pricing.ts';
import { customerIdSchema, emailSchema } from './customers.schemas.ts';
import { emailOrderSignatureSchema } from './email-orders.schemas.ts';

/**
 * The checkout request of SPEC §3. `price` is the client's view of the total (item + fee, two
 * decimals): the server checks it against its price book and never charges it. `imageUrl` is
 * accepted for compatibility but ignored: the server uses the customer's stored upload.
 * `variant` picks the storefront's price book (DESIGN.md table); it defaults to wowanimatedtees.
 * `fromEmailOrder` asks for the email-order prices (SPEC §9): only with `email` and its link's
 * `emailOrderSignature`.
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
  /** The email-order link's signature of `email`; required with `fromEmailOrder` (issue 7 §5). */
  emailOrderSignature: emailOrderSignatureSchema.optional(),
  currency: z.enum(['usd', 'eur', 'other']),
  locale: z.enum(locales),
  variant: z.enum(storefrontVariants).default('wowanimatedtees'),
  /**
   * The artwork shown and chosen on the customize page (issue 8): a ready artwork of the customer's
   * current photo, else 422 ARTWORK_NOT_READY / 404 ARTWORK_NOT_FOUND. Ignored on email orders (they
   * print the email's artwork). Without it the order prints the photo as before.
   */
  artworkId: z.string().max(100).optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({ url: z.string() });

export const sessionLookupBodySchema = z.object({ sessionId: z.string().min(1).max(255) });

/**
 * Optional `X-Customer-Id` of session look-ups: the caller's own customer id (localStorage). A
 * malformed value counts as absent, so it can only ever narrow the answer to the public view.
 */
export const sessionLookupHeadersSchema = z.object({
  'x-customer-id': customerIdSchema.optional().catch(undefined),
});

/** SPEC §3 "Checkout session" as the get-session call returns it. */
export const checkoutSessionResponseSchema = z.object({
  id: z.string(),
  payment_intent: z.string().nullable(),
  payment_status: z.string(),
  amount_total: z.number().int(),
  currency: z.string(),
  // `metadata.customerId` only for the session's own customer (header X-Customer-Id).
  metadata: z.object({ customerId: z.string().optional() }).catchall(z.string()),
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

/**
 * What anyone holding a checkout session id may see of its order (the success URL carries the id):
 * no email, address, customer id or photo (issue 6: the session id is no credential for those).
 */
export const publicOrderSchema = z.object({
  id: z.string(),
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
  createdAt: z.string(),
});
export type PublicOrder = z.infer<typeof publicOrderSchema>;

/** The order's personal part, only for its own customer (header `X-Customer-Id`). */
export const orderPersonalSchema = z.object({
  customerId: z.string().nullable(),
  email: z.string().nullable(),
  shippingAddress: shippingAddressSchema.nullable(),
  imageUrl: z.string().nullable(),
});

export const orderSchema = publicOrderSchema.extend(orderPersonalSchema.shape);
export type Order = z.infer<typeof orderSchema>;

/** POST /api/orders/confirm: the personal fields are present only for the order's own customer. */
export const confirmOrderResponseSchema = z.object({
  created: z.boolean(),
  order: publicOrderSchema.extend(orderPersonalSchema.partial().shape),
});
export type ConfirmedOrder = z.infer<typeof confirmOrderResponseSchema>['order'];

/** Header carrying the customer's own id (from localStorage) on session look-ups (DESIGN.md HTTP API). */
export const customerIdHeader = 'x-customer-id';
