/**
 * HTTP API schemas of the customer's order status page and the order lookup (issue 19 §7; DESIGN.md
 * "HTTP API, next capabilities": `GET /api/orders/status/:token`, `POST /api/orders/lookup`).
 * zod/mini: the storefront parses the answers, and mini keeps its bundle small.
 */
import * as z from 'zod/mini';
import { emailMaxLength, emailPattern } from '../email.ts';
import { locales } from '../locales.ts';
import { orderLineSchema } from './order-lines.schemas.ts';

/**
 * A status link's token (43 base64url characters). Any string is accepted here so that a malformed
 * token is answered like a wrong one (404 ORDER_LINK_INVALID), not as a validation error.
 */
export const orderStatusTokenParamsSchema = z.object({
  token: z.string(),
});

/**
 * What the customer sees of an order's status (never on_hold: an order held by staff shows the
 * status it was held from; its reason is internal).
 */
export const customerOrderStatuses = [
  'paid',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type CustomerOrderStatus = (typeof customerOrderStatuses)[number];

/** One step of the customer's timeline: when the order reached `status` (ISO time). */
export const orderStatusEventSchema = z.object({ status: z.enum(customerOrderStatuses), at: z.string() });

export const orderStatusShipmentSchema = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.nullable(z.string()),
  shippedAt: z.string(),
});

export const orderStatusRefundSchema = z.object({
  amountMinor: z.number(),
  currency: z.string(),
  at: z.string(),
});

/** `GET /api/orders/status/:token`: the order as its customer may see it, without personal data. */
export const orderStatusSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(customerOrderStatuses),
  /** The order's language: the page shows itself in it. */
  locale: z.enum(locales),
  placedAt: z.string(),
  testMode: z.boolean(),
  /**
   * Every item of the order (issue 21 §4: a cart's order has several), in order, each with its
   * quantity, line total and its artwork's preview (absolute, public storage) or null for the photo.
   */
  lines: z.array(orderLineSchema),
  /** The artwork preview of the first line (a public image), or null (the plain photo, or files removed). */
  designImageUrl: z.nullable(z.string()),
  /** The transformation fees charged (one per distinct artwork), minor units; null for orders from before. */
  feeMinor: z.nullable(z.int()),
  /** The discount code taken off the total, or null. */
  discountCode: z.nullable(z.object({ code: z.string(), amountMinor: z.int() })),
  /** Minor units of `currency` (ISO 4217, upper case). */
  amountPaidMinor: z.number(),
  amountRefundedMinor: z.number(),
  currency: z.string(),
  events: z.array(orderStatusEventSchema),
  shipments: z.array(orderStatusShipmentSchema),
  refunds: z.array(orderStatusRefundSchema),
  /** Inclusive `YYYY-MM-DD` dates, once shipped and until delivered (src/shared/delivery-window.ts). */
  expectedDelivery: z.nullable(z.object({ from: z.string(), to: z.string() })),
  /** Where the help link writes to. */
  supportEmail: z.string(),
  /** Issue 21 §2: the invoice (`GET /api/orders/status/:token/invoice.pdf`); null for orders from before. */
  invoiceNumber: z.nullable(z.string()),
  /**
   * The tax in the amount paid: minor units, the VAT rate in basis points (1900 = 19 %; null for
   * Stripe Tax) and the destination country; null on orders from before.
   */
  tax: z.nullable(
    z.object({ taxMinor: z.number(), rateBasisPoints: z.nullable(z.number()), country: z.nullable(z.string()) }),
  ),
});
export type OrderStatusView = z.infer<typeof orderStatusSchema>;

/**
 * `POST /api/orders/lookup`: an order number (`WT-7K3M9Q`; case, spaces and a missing `WT-` are
 * forgiven) and the email it was ordered with (any case). Answer 202 whether or not the pair
 * exists. `locale` is the form's language, accepted for the record: the email and the page it links
 * to are in the order's own language.
 */
export const orderLookupBodySchema = z.strictObject({
  orderNumber: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
  email: z.string().check(z.trim(), z.maxLength(emailMaxLength), z.regex(emailPattern)),
  locale: z.optional(z.enum(locales)),
});
export type OrderLookupBody = z.infer<typeof orderLookupBodySchema>;
export const orderLookupResponseSchema = z.object({ accepted: z.literal(true) });

/** An order number as typed to its stored form: trimmed, upper case, `WT-` added when missing. */
export function normalizeOrderNumber(input: string): string {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  const bare = compact.startsWith('WT-') ? compact.slice(3) : compact.startsWith('WT') ? compact.slice(2) : compact;
  return `WT-${bare.replace(/^-/, '')}`;
}
