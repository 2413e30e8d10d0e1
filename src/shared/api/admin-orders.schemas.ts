/**
 * HTTP API schemas of the staff pages Orders and Preview requests (DESIGN.md "HTTP API"
 * `GET /api/admin/orders`; SPEC §2.12, §3; issue 7 §3). Every route needs a staff session
 * (401 UNAUTHORIZED otherwise). Money is integer minor units plus an ISO 4217 currency; times are
 * ISO 8601 strings. zod/mini (issue 9) like the storefront's schemas, so admin pages do not pull full
 * zod's method API into the chunk they share with customize.
 */

import * as z from 'zod/mini';
import { artworkProviders, artworkStyles, printSources, printUpscaleMethods } from '../artwork.ts';
import { colors, productTypes, sizes } from '../catalog.ts';
import { emailMaxLength } from '../email.ts';
import { locales } from '../locales.ts';
import { orderActorKinds, orderStatuses, orderTransitionTargets } from '../order-lifecycle.ts';
import { artworkSchema } from './artworks.schemas.ts';
import { shippingAddressSchema } from './checkout.schemas.ts';
import { storedPlacementSchema } from './customers.schemas.ts';
import { orderLineSchema } from './order-lines.schemas.ts';

import { adminOrderProofSchema } from './proofs.schemas.ts';

/** How an order's price was discounted (orders.discount_kind): none, order-now 10%, email order 5%. */
export const adminDiscountKinds = ['none', 'storefront-10', 'email-order-5'] as const;
export type AdminDiscountKind = (typeof adminDiscountKinds)[number];

/** Columns the orders list can be sorted by: the order date or the amount paid. */
export const adminOrderSortFields = ['createdAt', 'amount'] as const;
export type AdminOrderSortField = (typeof adminOrderSortFields)[number];

/**
 * Which orders the list shows (issue 17 point 4): `all`, only `live` (real money) or only `test`
 * orders (paid through a test payment provider).
 */
export const adminOrderModes = ['all', 'live', 'test'] as const;
export type AdminOrderMode = (typeof adminOrderModes)[number];

/** Largest page a list answers (`pageSize`). */
export const adminListMaxPageSize = 100;

/**
 * An email search: a part of the address, matched case-insensitively. Blank means no search. A
 * query string repeated (`?q=a&q=b`) or longer than an email is a 400 VALIDATION_FAILED.
 */
const emailSearchSchema = z.pipe(
  z.optional(z.string().check(z.trim(), z.maxLength(emailMaxLength))),
  z.transform((value: string | undefined) => (value ? value : undefined)),
);

/**
 * The orders list's search (issue 19 §1): a part of an order number, email, shipping name or postcode,
 * matched case-insensitively. Blank means no search; repeated or too long is a 400 VALIDATION_FAILED.
 */
const orderSearchSchema = emailSearchSchema;

/** A day (`2026-11-26`, UTC) bounding the list by the order's date; `from` and `to` both count in. */
const daySchema = z.optional(z.iso.date());

/** Page number (0 = first) and size of a list; sensible defaults, bounded. */
const pageSchema = z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000)), 0);
const pageSizeSchema = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(adminListMaxPageSize)), 25);

/**
 * The filters of the orders list and its CSV export (issue 19 §1): `q` (order number, email, name,
 * postcode), `status`, the days `from`..`to` (UTC, inclusive), `mode` real or test orders (default
 * all), and the order: newest first by default, `sort=amount` by the amount in minor units
 * (currencies are not converted), newest first among equal amounts.
 */
export const adminOrdersFilterSchema = z.object({
  q: orderSearchSchema,
  status: z.optional(z.enum(orderStatuses)),
  from: daySchema,
  to: daySchema,
  mode: z._default(z.enum(adminOrderModes), 'all'),
  sort: z._default(z.enum(adminOrderSortFields), 'createdAt'),
  dir: z._default(z.enum(['asc', 'desc']), 'desc'),
});

/** `GET /api/admin/orders?q=&status=&from=&to=&mode=&sort=&dir=&page=&pageSize=`: one page of the filtered orders. */
export const adminOrdersQuerySchema = z.extend(adminOrdersFilterSchema, { page: pageSchema, pageSize: pageSizeSchema });
/** The list's parameters as a client sends them (each optional; the server fills in the defaults). */
export type AdminOrdersQuery = Partial<z.output<typeof adminOrdersQuerySchema>>;

/** One order as the orders list shows it. */
export const adminOrderSummarySchema = z.object({
  id: z.string(),
  /** The order's name for customers and staff (issue 19 §1), e.g. `WT-7K3M9Q`. */
  orderNumber: z.string(),
  status: z.enum(orderStatuses),
  /** What was refunded so far (refunds `succeeded`), in minor units of `currency` (issue 19 §5). */
  refundedMinor: z.int(),
  createdAt: z.string(),
  /** The image the order prints (the customer's upload, or the artwork of an email order). */
  photoUrl: z.nullable(z.string()),
  /**
   * The artwork made for the customer: the newest image staff generated for the order's email,
   * else the customer's generated image; null when none exists yet.
   */
  artworkUrl: z.nullable(z.string()),
  productType: z.enum(productTypes),
  size: z.enum(sizes),
  color: z.enum(colors),
  amountTotalMinor: z.int(),
  /** ISO 4217, upper case (`USD`, `EUR`). */
  currency: z.string(),
  discountKind: z.enum(adminDiscountKinds),
  /** The discount code used (issue 21 §3) and what it took off, minor units; null without one. */
  discountCode: z.optional(z.nullable(z.string())),
  discountMinor: z.optional(z.nullable(z.int())),
  /** Set when the order cannot be fulfilled as recorded (e.g. unknown customer): staff must look. */
  needsReview: z.boolean(),
  reviewReason: z.nullable(z.string()),
  /** Paid through a test payment provider: no money moved, nothing to print (issue 17 point 4). */
  testMode: z.boolean(),
  email: z.nullable(z.string()),
  shippingAddress: z.nullable(shippingAddressSchema),
  locale: z.enum(locales),
  /** The artwork the customer chose at checkout (issue 8); null for orders of the plain photo. */
  artwork: z.nullable(z.object({ id: z.string(), style: z.enum(artworkStyles), provider: z.enum(artworkProviders) })),
  /**
   * Effective DPI of the source photo at the print size (12 x 16 in); below `minimumPrintDpi` (150)
   * the print will look soft. Null for orders recorded before it was measured.
   */
  sourceDpi: z.nullable(z.int()),
  /** The order's items (issue 21 §4): one for a buy-now order, one per cart line otherwise. */
  lines: z.array(orderLineSchema),
  /** The transformation fees charged, minor units; null on orders from before carts. */
  feeMinor: z.nullable(z.int()),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

/** The answer of `GET /api/admin/orders`: one page and the number of matching orders. */
export const adminOrdersResponseSchema = z.object({
  orders: z.array(adminOrderSummarySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;

/**
 * `GET /api/admin/orders/totals`: the paid real orders and what they brought in per currency (minor
 * units, upper-case ISO 4217, alphabetical); test orders are only counted apart (issue 17 point 4).
 * Refunds are shown apart, not hidden in the sum (issue 19 §5): `amountMinor` is what was paid,
 * `refundedMinor` what went back (succeeded refunds), `netMinor` the difference the shop kept.
 */
export const adminOrderTotalsSchema = z.object({
  orders: z.int(),
  amounts: z.array(z.object({ currency: z.string(), amountMinor: z.int(), refundedMinor: z.int(), netMinor: z.int() })),
  testOrders: z.int(),
});
export type AdminOrderTotals = z.infer<typeof adminOrderTotalsSchema>;

/**
 * `GET /api/admin/orders/:orderNumber` (and `/print-file`, `/transitions`): the order number
 * (`WT-7K3M9Q`, any case) or, for links made before issue 19, the order's UUID; anything else is a 404.
 */
export const adminOrderParamsSchema = z.object({ orderNumber: z.string().check(z.maxLength(200)) });

/** One status change of an order (issue 19 §2), as the staff timeline shows it. */
export const orderEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  actorKind: z.enum(orderActorKinds),
  /** The staff member who acted (actor `staff`), when the account still exists. */
  staffEmail: z.nullable(z.string()),
  from: z.enum(orderStatuses),
  to: z.enum(orderStatuses),
  note: z.nullable(z.string()),
  /** A status `move`, a `refund` (status kept, issue 19 §5) or a `proof` step (status kept, issue 20 §4). */
  kind: z.enum(['move', 'refund', 'proof']),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** A parcel recorded with the move to `shipped`. */
export const shipmentSchema = z.object({
  id: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.nullable(z.string()),
  createdAt: z.string(),
});

/** Where a refund is: `pending` until the payment provider moved the money (or not). */
export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * A refund of the order (issue 19 §5; `POST /api/admin/orders/:orderNumber/refunds` answers one).
 * Only `succeeded` ones count as refunded; `pending` ones are held back from what is left to refund.
 */
export const orderRefundSchema = z.object({
  id: z.string(),
  /** Minor units of `currency`. */
  amountMinor: z.int(),
  /** ISO 4217, upper case: the order's currency. */
  currency: z.string(),
  /** Staff's reason; for a refund made in the payment provider's dashboard, a note saying so. */
  reason: z.string(),
  status: z.enum(refundStatuses),
  /** The payment provider's reason for a `failed` refund. */
  failureReason: z.nullable(z.string()),
  createdAt: z.string(),
  /** Who asked for it; null for a refund made in the payment provider's dashboard. */
  staffEmail: z.nullable(z.string()),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** The fulfilment providers (`FULFILMENT_PROVIDER`; issue 19 §3). */
export const fulfilmentProviderNames = ['manual', 'printful', 'gelato'] as const;

/**
 * Where the order is with the fulfilment provider (issue 19 §3). `status` is the shop's reading
 * (`pending` until the provider accepted it, then `submitted`, `in_production`, `partially_shipped`,
 * `shipped`, `on_hold`, `failed`, `cancelled`), `providerStatus` the provider's own word; all null
 * while the order was never sent. The parcels are the order's `shipments`.
 */
export const adminOrderFulfilmentSchema = z.object({
  provider: z.enum(fulfilmentProviderNames),
  /** The provider's name for staff (`Printful`). */
  providerLabel: z.string(),
  /** Paid orders with a print file go to the provider without a click (FULFILMENT_AUTO_SUBMIT). */
  autoSubmit: z.boolean(),
  providerOrderId: z.nullable(z.string()),
  status: z.nullable(z.string()),
  providerStatus: z.nullable(z.string()),
  /** The provider's message of the last failure, or why it holds the order. */
  lastError: z.nullable(z.string()),
  attempts: z.int(),
  submittedAt: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
  /** Staff may press "Send to {provider}" (`POST …/fulfilment`): a real provider that does not have the order yet. */
  canSubmit: z.boolean(),
  /** A packing slip is offered (`GET …/packing-slip`): the `manual` provider. */
  packingSlip: z.boolean(),
});
export type AdminOrderFulfilment = z.infer<typeof adminOrderFulfilmentSchema>;

/** `POST /api/admin/orders/:orderNumber/fulfilment` answers 202 with this: the submission is queued. */
export const fulfilmentSubmitResponseSchema = z.object({ queued: z.literal(true) });

/**
 * The print file of an order (issue 19 §4): `url` the staff download, its pixel size, its DPI at the
 * 12 x 16 in print area, whether it was enlarged from a smaller image, and what it shows; how it was
 * enlarged and the detail it carries (issue 20 §3).
 */
export const printFileSchema = z.object({
  url: z.string(),
  widthPx: z.int(),
  heightPx: z.int(),
  dpi: z.int(),
  upscaled: z.boolean(),
  source: z.enum(printSources),
  /**
   * How it reached the print size (issue 20 §3): `lanczos` (sharp's Lanczos with sharpening),
   * `replicate` (Real-ESRGAN on Replicate, then Lanczos to the exact size) or `none` (no enlargement
   * needed); null for files made before it was recorded.
   */
  method: z.nullable(z.enum(printUpscaleMethods)),
  /**
   * Effective DPI of detail: the printed image's own pixels over the print area (Real-ESRGAN's output
   * counts, pixels Lanczos adds do not), at most 300; under 150 the print may look soft. Null for
   * files made before it was recorded.
   */
  effectiveDpi: z.nullable(z.int()),
  /** Why the configured upscaler was not used (English; e.g. Replicate was down), null when it was. */
  upscaleNote: z.nullable(z.string()),
});
export type PrintFileInfo = z.infer<typeof printFileSchema>;

/**
 * `GET /api/admin/orders/:orderNumber`: everything about one order. 404 ORDER_NOT_FOUND for an unknown or
 * malformed number.
 */
export const adminOrderDetailSchema = z.extend(adminOrderSummarySchema, {
  /** The status changes, oldest first. */
  events: z.array(orderEventSchema),
  shipments: z.array(shipmentSchema),
  refunds: z.array(orderRefundSchema),
  /**
   * What is left to refund, minor units: paid minus refunds succeeded or pending. A larger refund is
   * a 422 REFUND_EXCEEDS_PAID.
   */
  refundableMinor: z.int(),
  /** When the order was (last) marked delivered; null before (SPEC §1: returns within 30 days of it). */
  deliveredAt: z.nullable(z.string()),
  /** Whole days since `deliveredAt` (0 on the day); null before delivery. */
  daysSinceDelivery: z.nullable(z.int()),
  /** The statuses staff may move the order to now (`POST …/transitions`). */
  allowedTransitions: z.array(z.enum(orderTransitionTargets)),
  /** Why the order is on hold (the note of the move to `on_hold`); null unless on hold. */
  holdReason: z.nullable(z.string()),
  customerId: z.nullable(z.string()),
  checkoutSessionId: z.string(),
  paymentProvider: z.string(),
  paymentIntentId: z.nullable(z.string()),
  paymentStatus: z.string(),
  priceBookId: z.string(),
  /** The price book's version the order was charged from (issue 21 §1); null on orders from before. */
  priceBookVersion: z.nullable(z.int()),
  /**
   * What the order prints (issue 19 §4): `artwork` (style and provider in `artwork`), `staff_artwork`
   * (an image staff made for an email order) or `photo`; null when nothing is known.
   */
  printSource: z.nullable(z.enum(printSources)),
  /** The print file at print size, as made (issue 19 §4); null while it is not made. */
  printFile: z.nullable(printFileSchema),
  /**
   * Whether `GET /api/admin/orders/:orderNumber/print-file` answers 200: the print file, or while it
   * is not made the printed image as stored.
   */
  printFileAvailable: z.boolean(),
  /** The print file is still being made (the download serves the image as stored meanwhile). */
  printFilePending: z.boolean(),
  /**
   * The order line's mockup image (issue 20 §6): its artwork drawn onto the ordered garment in its
   * colour, an 800 x 800 PNG made with the print file after payment; null until made, for orders
   * without an artwork, and once the order's files were removed. A public storage URL (random key),
   * also meant for the customer's order status page.
   */
  mockupUrl: z.nullable(z.string()),
  /**
   * Where the customer placed the artwork (issue 20 §5): the garment side, position, scale,
   * rotation, crop and text line the print file was drawn from; null for the artwork as large as
   * fits on the front (orders from before placements, or never placed).
   */
  placement: z.nullable(storedPlacementSchema),
  /**
   * When and why the order's photo, artwork and print file were deleted (issue 19 §9): `retention`
   * (PURGE_FULFILLED_AFTER_DAYS after delivery or cancellation) or `erasure` (staff erased the
   * customer); null while the order keeps them.
   */
  filesRemoved: z.nullable(z.object({ at: z.string(), reason: z.enum(['retention', 'erasure']) })),
  /** When staff erased the customer's personal data (email and address are null since); null before. */
  personalDataErasedAt: z.nullable(z.string()),
  /** The order at its fulfilment provider (issue 19 §3). */
  fulfilment: adminOrderFulfilmentSchema,
  /** The customer's proof approval (issue 20 §4); null when none is asked of the customer. */
  proof: z.nullable(adminOrderProofSchema),
  /**
   * Issue 21 §2: the invoice number (`GET …/invoice.pdf` answers with the PDF), and the tax in the
   * total: minor units, the rate in basis points (1900 = 19 %, null for Stripe Tax or none) and the
   * country it was worked out for. All null on orders from before.
   */
  invoiceNumber: z.nullable(z.string()),
  taxMinor: z.nullable(z.int()),
  taxRateBasisPoints: z.nullable(z.int()),
  taxCountry: z.nullable(z.string()),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** Longest carrier name, tracking number and note staff may enter. */
export const shipmentFieldMaxLength = 100;
export const orderNoteMaxLength = 1000;

/**
 * `POST /api/admin/orders/:orderNumber/transitions` (issue 19 §2): move the order to `to`. `shipped`
 * needs `carrier` and `trackingNumber` (`trackingUrl` optional, http or https only); `on_hold` needs
 * the reason in `note`; `cancelled` (only before production) also refunds the payment in full through
 * the payment provider (issue 19 §5): the answer shows the refund (`succeeded`, or `failed` / `pending`
 * while the order stays cancelled; staff refund again from the order page). Answers the order; 409
 * INVALID_ORDER_TRANSITION for a move the lifecycle does
 * not allow from the order's status, 400 SHIPMENT_DETAILS_REQUIRED / HOLD_REASON_REQUIRED /
 * VALIDATION_FAILED for missing or bad fields.
 */
export const orderTransitionBodySchema = z.object({
  to: z.enum(orderTransitionTargets),
  note: z.optional(z.string().check(z.trim(), z.maxLength(orderNoteMaxLength))),
  carrier: z.optional(z.string().check(z.trim(), z.maxLength(shipmentFieldMaxLength))),
  trackingNumber: z.optional(z.string().check(z.trim(), z.maxLength(shipmentFieldMaxLength))),
  trackingUrl: z.optional(z.url({ protocol: /^https?$/ }).check(z.maxLength(2000))),
});
export type OrderTransitionBody = z.infer<typeof orderTransitionBodySchema>;

/** Longest refund reason staff may enter. */
export const refundReasonMaxLength = 500;
/** Largest single refund accepted, minor units (far above any order; keeps the integer column safe). */
const refundMaxMinor = 100_000_000;

/**
 * `POST /api/admin/orders/:orderNumber/refunds` (issue 19 §5): give back `amountMinor` (a positive
 * integer, minor units of the order's currency) for `reason` (required). Answers 201 with the refund
 * (`succeeded`, `pending`, or `failed` with the provider's reason); 422 REFUND_EXCEEDS_PAID for more
 * than is left to refund (nothing is written), 404 ORDER_NOT_FOUND, 409 REFUND_NOT_POSSIBLE, 502
 * PAYMENT_PROVIDER_ERROR when the provider does not answer (the refund stays pending and the next
 * refund of the order asks again with the same idempotency key).
 */
export const orderRefundBodySchema = z.object({
  amountMinor: z.int().check(z.positive(), z.maximum(refundMaxMinor)),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(refundReasonMaxLength)),
});
export type OrderRefundBody = z.infer<typeof orderRefundBodySchema>;

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
  locale: z.nullable(z.enum(locales)),
  photoUrl: z.nullable(z.string()),
  /** The product and colour chosen when asking; null for requests made before they were kept. */
  productType: z.nullable(z.enum(productTypes)),
  color: z.nullable(z.enum(colors)),
  /**
   * Whether the customer proved the address by opening the verification link (issue 17 §1); until
   * then nothing is mailed to it but that link, and the request cannot be approved.
   */
  emailVerified: z.boolean(),
  /**
   * The artwork: the newest image staff generated for this customer (attached to it, or kept for its
   * email once proven), else the customer's generated image.
   */
  artworkUrl: z.nullable(z.string()),
  /** Order-link emails sent to this address (email_sent), and the last one's time. */
  orderLinkEmailsSent: z.int(),
  lastOrderLinkSentAt: z.nullable(z.string()),
  /** The artworks of the customer's current photo, newest first, with status and error (issue 8). */
  artworks: z.array(artworkSchema),
  /**
   * Artwork from a real provider or staff is ready, the preview was not answered yet (`previewSentAt`
   * null) and no order-link email went out since: staff can approve and send it
   * (`POST /api/admin/preview-requests/:customerId/send`).
   */
  readyToApprove: z.boolean(),
  /** When the preview's order-link email went out by one click or PREVIEW_AUTO_SEND; null before. */
  previewSentAt: z.nullable(z.string()),
});
export type PreviewRequest = z.infer<typeof previewRequestSchema>;

export const previewRequestsResponseSchema = z.object({
  requests: z.array(previewRequestSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type PreviewRequestsResponse = z.infer<typeof previewRequestsResponseSchema>;

/** `POST /api/admin/preview-requests/:customerId/send`: the path's customer. */
export const previewSendParamsSchema = z.object({ customerId: z.string().check(z.maxLength(200)) });

/** Its answer: the sent order-link email's id (as `POST /api/admin/emails` answers). */
export const previewSendResponseSchema = z.object({ data: z.object({ id: z.string() }) });
