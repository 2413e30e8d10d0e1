/**
 * HTTP API schemas for checkout and orders (SPEC §3 "Checkout request", "Checkout session"; §7).
 * zod/mini (issue 9): the storefront parses these answers, and mini keeps zod's full method API out
 * of its bundle; the server validates through zod/v4/core with the same rules and messages.
 */
import * as z from 'zod/mini';
import { colors, productTypes, sizes } from '../catalog.ts';
import { locales } from '../locales.ts';
import { storefrontVariants } from '../pricing.ts';
import { customerIdHeader, customerIdSchema, emailSchema } from './customers.schemas.ts';
import { discountCodeInputSchema } from './discount-codes.schemas.ts';
import { emailOrderSignatureSchema } from './email-orders.schemas.ts';
import { orderLineSchema } from './order-lines.schemas.ts';

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
  price: z.string().check(z.regex(/^\d{1,7}\.\d{2}$/)),
  imageUrl: z.optional(z.string().check(z.maxLength(2048))),
  customerId: customerIdSchema,
  email: z.optional(emailSchema),
  discountApplied: z._default(z.boolean(), false),
  fromEmailOrder: z.optional(z.boolean()),
  /** The email-order link's signature of `email`; required with `fromEmailOrder` (issue 7 §5). */
  emailOrderSignature: z.optional(emailOrderSignatureSchema),
  currency: z.enum(['usd', 'eur', 'other']),
  locale: z.enum(locales),
  variant: z._default(z.enum(storefrontVariants), 'wowanimatedtees'),
  /**
   * The artwork shown and chosen on the customize page (issue 8): a ready artwork of the customer's
   * current photo, else 422 ARTWORK_NOT_READY / 404 ARTWORK_NOT_FOUND. Ignored on email orders (they
   * print the email's artwork). Without it the order prints the photo as before.
   */
  artworkId: z.optional(z.string().check(z.maxLength(100))),
  /**
   * Issue 21 §6: the customer ticked "remind me" (never ticked by default). With `email`, one
   * reminder goes to it if no order is paid within ABANDONED_CHECKOUT_REMINDER_HOURS.
   */
  remindMe: z.optional(z.boolean()),
  /**
   * A discount code (issue 21 §3), as typed: the server prices it and `price` must then be the
   * discounted total (POST /api/discount-codes/quote tells it); refused with a DISCOUNT_CODE_* code.
   */
  discountCode: z.optional(discountCodeInputSchema),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({ url: z.string() });

export const sessionLookupBodySchema = z.object({ sessionId: z.string().check(z.minLength(1), z.maxLength(255)) });

/**
 * Optional `X-Customer-Id` of session look-ups: the caller's own customer id (localStorage). A
 * malformed value counts as absent, so it can only ever narrow the answer to the public view.
 */
export const sessionLookupHeadersSchema = z.object({
  [customerIdHeader]: z.catch(z.optional(customerIdSchema), undefined),
});

/** SPEC §3 "Checkout session" as the get-session call returns it. */
export const checkoutSessionResponseSchema = z.object({
  id: z.string(),
  payment_intent: z.nullable(z.string()),
  payment_status: z.string(),
  amount_total: z.int(),
  currency: z.string(),
  // `metadata.customerId` only for the session's own customer (header X-Customer-Id).
  metadata: z.catchall(z.object({ customerId: z.optional(z.string()) }), z.string()),
});

export const shippingAddressSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.nullable(z.string()),
  city: z.string(),
  state: z.nullable(z.string()),
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
  /** Customer-facing order number (issue 11), e.g. `WT-7K3M9Q`: shown, never a credential. */
  orderNumber: z.string(),
  checkoutSessionId: z.string(),
  paymentProvider: z.string(),
  paymentIntentId: z.nullable(z.string()),
  paymentStatus: z.string(),
  amountTotalMinor: z.int(),
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
  customerId: z.nullable(z.string()),
  email: z.nullable(z.string()),
  shippingAddress: z.nullable(shippingAddressSchema),
  imageUrl: z.nullable(z.string()),
  /**
   * The design for the success page's thumbnail (issue 11): the chosen artwork's preview, else the
   * printed photo. Only in the success page's answer to the order's own customer.
   */
  designImageUrl: z.optional(z.nullable(z.string())),
  /**
   * The order's private status page (issue 19 §7), absolute, with its token. Only in the success
   * page's answer to the order's own customer.
   */
  statusUrl: z.optional(z.nullable(z.string())),
});

export const orderSchema = z.extend(publicOrderSchema, orderPersonalSchema.shape);
export type Order = z.infer<typeof orderSchema>;

/**
 * The order's items for the success page (issue 21 §4): every line (a cart's order has several),
 * the transformation fees and the discount code. Line previews only for the order's own customer.
 */
export const orderItemsSchema = z.object({
  lines: z.array(orderLineSchema),
  feeMinor: z.nullable(z.int()),
  discountCode: z.nullable(z.object({ code: z.string(), amountMinor: z.int() })),
});

/** POST /api/orders/confirm: the personal fields are present only for the order's own customer. */
export const confirmOrderResponseSchema = z.object({
  created: z.boolean(),
  order: z.extend(z.extend(publicOrderSchema, z.partial(orderPersonalSchema).shape), z.partial(orderItemsSchema).shape),
});
export type ConfirmedOrder = z.infer<typeof confirmOrderResponseSchema>['order'];
