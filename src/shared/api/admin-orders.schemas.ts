/**
 * HTTP API schemas of the staff pages Orders and Preview requests (DESIGN.md "HTTP API"
 * `GET /api/admin/orders`; SPEC §2.12, §3; issue 7 §3). Every route needs a staff session
 * (401 UNAUTHORIZED otherwise). Money is integer minor units plus an ISO 4217 currency; times are
 * ISO 8601 strings.
 */
import { z } from 'zod';
import { colors, productTypes, sizes } from '../catalog.ts';
import { emailMaxLength } from '../email.ts';
import { locales } from '../locales.ts';
import { shippingAddressSchema } from './checkout.schemas.ts';

/** How an order's price was discounted (orders.discount_kind): none, order-now 10%, email order 5%. */
export const adminDiscountKinds = ['none', 'storefront-10', 'email-order-5'] as const;
export type AdminDiscountKind = (typeof adminDiscountKinds)[number];

/** Columns the orders list can be sorted by: the order date or the amount paid. */
export const adminOrderSortFields = ['createdAt', 'amount'] as const;
export type AdminOrderSortField = (typeof adminOrderSortFields)[number];

/** Largest page a list answers (`pageSize`). */
export const adminListMaxPageSize = 100;

/**
 * An email search: a part of the address, matched case-insensitively. Blank means no search. A
 * query string repeated (`?q=a&q=b`) or longer than an email is a 400 VALIDATION_FAILED.
 */
const emailSearchSchema = z
  .string()
  .trim()
  .max(emailMaxLength)
  .optional()
  .transform((value) => (value ? value : undefined));

/** Page number (0 = first) and size of a list; sensible defaults, bounded. */
const pageSchema = z.coerce.number().int().min(0).max(100_000).default(0);
const pageSizeSchema = z.coerce.number().int().min(1).max(adminListMaxPageSize).default(25);

/**
 * `GET /api/admin/orders?q=&sort=&dir=&page=&pageSize=`: paid orders, newest first by default.
 * `sort=amount` orders by the amount in minor units (currencies are not converted), newest first
 * among equal amounts.
 */
export const adminOrdersQuerySchema = z.object({
  q: emailSearchSchema,
  sort: z.enum(adminOrderSortFields).default('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: pageSchema,
  pageSize: pageSizeSchema,
});
/** The list's parameters as a client sends them (each optional; the server fills in the defaults). */
export type AdminOrdersQuery = Partial<z.output<typeof adminOrdersQuerySchema>>;

/** One order as the orders list shows it. */
export const adminOrderSummarySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** The image the order prints (the customer's upload, or the artwork of an email order). */
  photoUrl: z.string().nullable(),
  /**
   * The artwork made for the customer: the newest image staff generated for the order's email,
   * else the customer's generated image; null when none exists yet.
   */
  artworkUrl: z.string().nullable(),
  productType: z.enum(productTypes),
  size: z.enum(sizes),
  color: z.enum(colors),
  amountTotalMinor: z.number().int(),
  /** ISO 4217, upper case (`USD`, `EUR`). */
  currency: z.string(),
  discountKind: z.enum(adminDiscountKinds),
  /** Set when the order cannot be fulfilled as recorded (e.g. unknown customer): staff must look. */
  needsReview: z.boolean(),
  reviewReason: z.string().nullable(),
  email: z.string().nullable(),
  shippingAddress: shippingAddressSchema.nullable(),
  locale: z.enum(locales),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

/** The answer of `GET /api/admin/orders`: one page and the number of matching orders. */
export const adminOrdersResponseSchema = z.object({
  orders: z.array(adminOrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;

/** `GET /api/admin/orders/:id` (and `/print-file`): any string; one that is no order id is a 404. */
export const adminOrderParamsSchema = z.object({ id: z.string().max(200) });

/**
 * `GET /api/admin/orders/:id`: everything about one order. 404 ORDER_NOT_FOUND for an unknown or
 * malformed id.
 */
export const adminOrderDetailSchema = adminOrderSummarySchema.extend({
  customerId: z.string().nullable(),
  checkoutSessionId: z.string(),
  paymentProvider: z.string(),
  paymentIntentId: z.string().nullable(),
  paymentStatus: z.string(),
  priceBookId: z.string(),
  /** Whether the print file is still in storage (`GET /api/admin/orders/:id/print-file` answers 200). */
  printFileAvailable: z.boolean(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** `GET /api/admin/preview-requests?q=&page=&pageSize=`: newest request first. */
export const previewRequestsQuerySchema = z.object({
  q: emailSearchSchema,
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export type PreviewRequestsQuery = Partial<z.output<typeof previewRequestsQuerySchema>>;

/**
 * A customer who asked for a preview by email (SPEC §4 offer panel and email dialog): a customer
 * record with preview_requested and an email.
 */
export const previewRequestSchema = z.object({
  customerId: z.string(),
  /** When the preview was first asked for. */
  requestedAt: z.string(),
  email: z.string(),
  locale: z.enum(locales).nullable(),
  photoUrl: z.string().nullable(),
  /** The product and colour chosen when asking; null for requests made before they were kept. */
  productType: z.enum(productTypes).nullable(),
  color: z.enum(colors).nullable(),
  /** The artwork: newest staff generated image for the email, else the customer's generated image. */
  artworkUrl: z.string().nullable(),
  /** Order-link emails sent to this address (email_sent), and the last one's time. */
  orderLinkEmailsSent: z.number().int(),
  lastOrderLinkSentAt: z.string().nullable(),
});
export type PreviewRequest = z.infer<typeof previewRequestSchema>;

export const previewRequestsResponseSchema = z.object({
  requests: z.array(previewRequestSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PreviewRequestsResponse = z.infer<typeof previewRequestsResponseSchema>;
