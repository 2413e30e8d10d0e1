/**
 * Paid orders, the built-in test provider's checkout sessions and the webhook events already handled.
 * Part of the database schema re-exported by index.ts.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { newOrderNumber } from '#shared/order-number.ts';
import type { Placement } from '#shared/placement.ts';
import { customers } from './customers.schema.ts';

/**
 * One row per paid checkout session; a customer may order many times. A paid session whose customer
 * is unknown is still recorded, without a customer and flagged for staff (`needs_review`).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id').references(() => customers.id),
    checkoutSessionId: text('checkout_session_id').notNull().unique(),
    paymentProvider: text('payment_provider').notNull(),
    paymentIntentId: text('payment_intent_id'),
    paymentStatus: text('payment_status').notNull(),
    amountTotalMinor: integer('amount_total_minor').notNull(),
    currency: text('currency').notNull(),
    productType: text('product_type').notNull(),
    size: text('size').notNull(),
    color: text('color').notNull(),
    discountApplied: boolean('discount_applied').notNull(),
    priceBookId: text('price_book_id').notNull(),
    /**
     * The version of the price book the order was charged from (issue 21 §1; its prices are in
     * `catalog_changes`); null on orders from before price books were data.
     */
    priceBookVersion: integer('price_book_version'),
    /** How the price was discounted: `none`, `storefront-10` (order now) or `email-order-5` (signed link). */
    discountKind: text('discount_kind').notNull().default('none'),
    /** The discount code used (issue 21 §3), normalised, and what it took off the total (minor units); null without one. */
    discountCode: text('discount_code'),
    discountMinor: integer('discount_minor'),
    /**
     * The transformation fees charged (issue 21 §4: once per distinct artwork of a cart), minor units;
     * null on orders from before carts (their fee is the price book's one fee).
     */
    feeMinor: integer('fee_minor'),
    locale: text('locale').notNull(),
    /**
     * The tax in `amount_total_minor` (issue 21 §2, src/shared/tax.ts `orderTaxOf`), minor units:
     * a euro order's VAT at the rate of `tax_country` (basis points), a dollar order's Stripe Tax.
     * Set when the order is recorded; null on orders from before.
     */
    taxMinor: integer('tax_minor'),
    taxRateBasisPoints: integer('tax_rate_basis_points'),
    /** ISO 3166-1 alpha-2 of the shipping address the tax was worked out for. */
    taxCountry: text('tax_country'),
    /**
     * The order's invoice number (issue 21 §2), e.g. `INV-000042` (`TEST-INV-…` for test orders):
     * sequential, given in the transaction that records the order. Null on orders from before.
     */
    invoiceNumber: text('invoice_number').unique(),
    email: text('email'),
    shippingAddress: jsonb('shipping_address').$type<{
      name: string;
      line1: string;
      line2: string | null;
      city: string;
      state: string | null;
      postalCode: string;
      country: string;
    }>(),
    imageUrl: text('image_url'),
    /** Storage key of the photo to print; the file is kept while an order points at it. */
    imageKey: text('image_key'),
    /** The artwork the customer saw and chose at checkout (issue 8); null for orders of the plain photo. */
    artworkId: uuid('artwork_id'),
    artworkStyle: text('artwork_style'),
    artworkProvider: text('artwork_provider'),
    /** Effective DPI of the source photo at the print size (see effectivePrintDpi in src/shared/artwork.ts). */
    sourceDpi: integer('source_dpi'),
    /** Storage key of the generated print file (`print-files/{random}.png`), once the print-file job made it. */
    printFileKey: text('print_file_key'),
    /**
     * What the order prints (issue 19 §4): `artwork` (the artwork of `artwork_id`, its style and
     * provider beside it), `staff_artwork` (an image staff made for an email order) or `photo` (the
     * customer's photo as the artwork). Set when the order is recorded; null on orders from before.
     */
    printSource: text('print_source'),
    /** The print file as made by the print-file job (issue 19 §4): pixel size, effective DPI at the print area. */
    printFileWidthPx: integer('print_file_width_px'),
    printFileHeightPx: integer('print_file_height_px'),
    printFileDpi: integer('print_file_dpi'),
    /** Whether the print file was enlarged from a smaller image (Lanczos; detail is not added). */
    printFileUpscaled: boolean('print_file_upscaled'),
    /**
     * How the print file reached the print size (issue 20 §3): `lanczos`, `replicate` (Real-ESRGAN,
     * then Lanczos to the exact size) or `none` (no enlargement). Null on files made before.
     */
    printFileMethod: text('print_file_method'),
    /**
     * Effective DPI of detail in the print file (issue 20 §3, `detailPrintDpi`): the printed image's own
     * pixels over the print area (Real-ESRGAN's output counts, Lanczos' added pixels do not; a local
     * artwork no more than its photo's). Null on files made before.
     */
    printFileEffectiveDpi: integer('print_file_effective_dpi'),
    /** Why the configured upscaler was not used for the print file (English, for staff); null when it was. */
    printFileUpscaleNote: text('print_file_upscale_note'),
    /**
     * Storage key of the order line's mockup image (issue 20 §6: `mockups/{random}.png`, the artwork
     * drawn onto the garment in its colour), made with the print file once the order is paid; shown
     * in the confirmation email and to staff. Null until made, or for orders without an artwork.
     */
    mockupKey: text('mockup_key'),
    /**
     * The order line's placement (issue 20 §5), as the customer saved it when the checkout started:
     * the print-file job draws the artwork (and text line) into the print area from it, on `side`.
     * Null: the artwork as large as fits the print area on the front, as before placements.
     */
    placement: jsonb('placement').$type<Placement>(),
    /**
     * The customer-facing order number (issue 11), e.g. `WT-7K3M9Q`: short, random (not guessable
     * from other orders), not secret. It is only shown, never used to look an order up.
     * The default covers rows written outside recordPaidCheckoutSession (tests, scripts).
     */
    orderNumber: text('order_number')
      .notNull()
      .unique()
      .$defaultFn(() => newOrderNumber()),
    /**
     * When the order confirmation email was claimed for sending (issue 11): set atomically by the one
     * request that sends it, cleared again when the send fails, so it goes out once per order.
     */
    confirmationEmailAt: timestamp('confirmation_email_at', { withTimezone: true }),
    /**
     * Paid through a test payment provider (the built-in one, or Stripe with a test key; issue 17
     * point 4): no money moved. Staff see it badged, it is left out of totals, and its emails say so.
     */
    testMode: boolean('test_mode').notNull().default(false),
    /** Set when the order cannot be fulfilled as recorded (e.g. unknown customer): staff must look. */
    needsReview: boolean('needs_review').notNull().default(false),
    reviewReason: text('review_reason'),
    /**
     * Where the order is in its lifecycle (issue 19 §2; `orderStatuses` of src/shared/order-lifecycle.ts).
     * Changed only by modules/order-lifecycle, which writes an `order_events` row with each change.
     */
    status: text('status').notNull().default('paid'),
    /**
     * When the order's photo, artwork and print file references were removed (issue 19 §9) and why:
     * `retention` (the purge, PURGE_FULFILLED_AFTER_DAYS after delivery or cancellation) or `erasure`
     * (staff erased the customer on request). The files go only after this row stopped naming them.
     */
    filesRemovedAt: timestamp('files_removed_at', { withTimezone: true }),
    filesRemovedReason: text('files_removed_reason'),
    /** When staff erased the customer (issue 19 §9): `email` and `shipping_address` are null since. */
    personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
    /**
     * Where the order's proof is (issue 20 §4; `proofStates` of src/shared/proofs.ts): null when no
     * proof is asked of the customer. Written only by modules/proofs; while `pending` or
     * `change_requested` the lifecycle refuses `in_production` and nothing goes to the provider.
     */
    proofState: text('proof_state'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_image_key_idx').on(t.imageKey),
    index('orders_proof_state_idx').on(t.proofState),
    index('orders_customer_idx').on(t.customerId),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_idx').on(t.status),
    // Issue 19 §1: the staff list finds `q` anywhere in these (admin-orders.service.ts `orderFilter`);
    // trigram indexes (pg_trgm, created by the migration) keep that fast over 100,000s of orders.
    index('orders_number_trgm_idx').using('gin', sql`lower(${t.orderNumber}) gin_trgm_ops`),
    index('orders_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('orders_ship_name_trgm_idx').using('gin', sql`lower(${t.shippingAddress} ->> 'name') gin_trgm_ops`),
    index('orders_ship_postcode_trgm_idx').using(
      'gin',
      sql`replace(lower(${t.shippingAddress} ->> 'postalCode'), ' ', '') gin_trgm_ops`,
    ),
  ],
);

/**
 * Every status change of an order (issue 19 §2), written in the transaction that changes
 * `orders.status`: who (a staff account, a fulfilment provider or the shop itself), from, to, and a note
 * (the reason of an on-hold, staff's remark).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** `staff`, `provider` or `system`. */
    actorKind: text('actor_kind').notNull(),
    /** The staff account that acted (actor `staff`); kept as a plain id so the history outlives the account. */
    staffUserId: uuid('staff_user_id'),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    /**
     * What an event that keeps the status is about: `proof` for the proof approval's steps (issue 20
     * §4); null for a status move, or a refund (from = to, issue 19 §5).
     */
    topic: text('topic'),
    /**
     * The customer email telling this change (issue 19 §6): `sending` while one job run holds the
     * claim (since `customer_email_at`), `sent` once it went out, `none` when no email belongs to it
     * (see order-status-emails.service.ts). Claimed with a conditional update before the send, so two
     * runs of the job send it once; a failed send clears the claim for the retry.
     */
    customerEmailState: text('customer_email_state'),
    customerEmailAt: timestamp('customer_email_at', { withTimezone: true }),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

/**
 * A parcel on its way (issue 19 §2, §3): recorded with the move to `shipped`, or on its own when a
 * fulfilment provider ships an order in several parcels.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    trackingUrl: text('tracking_url'),
    /**
     * The provider's own id of the parcel, prefixed with the provider (`printful:123`, `gelato:abc`);
     * null for parcels staff entered. Unique, so a webhook and a poll reporting the same parcel record it once.
     */
    providerShipmentId: text('provider_shipment_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipments_order_idx').on(t.orderId)],
);

/**
 * An order sent to a fulfilment provider (issue 19 §3): one row per order, written before the
 * provider is first asked, so retries and polls find it. `status` is ours (see
 * src/server/fulfilment/fulfilment-provider.ts `ProviderOrderStatus`), `provider_status` the
 * provider's own word for it.
 */
export const providerOrders = pgTable(
  'provider_orders',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    /** `printful` or `gelato`. */
    provider: text('provider').notNull(),
    /** The provider's order id; null until the provider accepted the order. */
    providerOrderId: text('provider_order_id'),
    /** `pending` (not accepted yet), `submitted`, `in_production`, `partially_shipped`, `shipped`, `on_hold`, `failed`, `cancelled`. */
    status: text('status').notNull().default('pending'),
    providerStatus: text('provider_status'),
    /** The provider's message of the last failed call or of a failed / held order. */
    lastError: text('last_error'),
    /** Submission attempts made. */
    attempts: integer('attempts').notNull().default(0),
    /**
     * The secret part of the URL the provider downloads the print file from
     * (`/api/fulfilment/print-files/{token}`): random, stable across retries, served while the row is open.
     */
    fileToken: text('file_token').notNull().unique(),
    /** A submission holds the row until then, so a staff click and the job never submit at once. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('provider_orders_status_idx').on(t.status)],
);

/** Checkout sessions of the built-in test payment provider (the local stand-in for Stripe's). */
export const checkoutSessions = pgTable('checkout_sessions', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  status: text('status').notNull(),
  paymentStatus: text('payment_status').notNull(),
  paymentIntentId: text('payment_intent_id'),
  currency: text('currency').notNull(),
  amountTotalMinor: integer('amount_total_minor').notNull(),
  lineItems: jsonb('line_items').notNull().$type<unknown[]>(),
  metadata: jsonb('metadata').notNull().$type<Record<string, string>>(),
  customerEmail: text('customer_email'),
  locale: text('locale').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  shippingAddress: jsonb('shipping_address').$type<Record<string, string | null>>(),
  /** After this the session can no longer be paid (as Stripe's `expires_at`); null: never. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/**
 * Refunds made by the built-in test payment provider (issue 19 §5): its own record of money it
 * "gave back", the local stand-in for Stripe's refund objects. The idempotency key is unique, so a
 * retried request with the same key answers the refund it first made (as Stripe's Idempotency-Key).
 */
export const localRefunds = pgTable('local_refunds', {
  /** `re_test_local_…` */
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  /** The payment refunded: the session's `pi_test_local_…`, or the checkout session id of an order without one. */
  paymentIntentId: text('payment_intent_id').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Webhook events already handled, so a replayed event changes nothing. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money given back on an order (issue 19 §5): full on a cancellation before production, full or
 * partial after shipping. A row is written before the payment provider is asked (status `pending`,
 * with the idempotency key sent to the provider), so a crash between the two never refunds twice;
 * the provider's answer or its `refund.*` webhook sets `succeeded` or `failed`. Only `succeeded` and
 * `pending` rows count against what is left to refund. Amounts are minor units of the order's currency.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** Staff's reason (shown to staff; the customer email shows the amount). */
    reason: text('reason').notNull(),
    /** `pending`, `succeeded` or `failed`. */
    status: text('status').notNull(),
    /** The provider's failure message for a `failed` refund. */
    failureReason: text('failure_reason'),
    /** The payment provider that moved the money (`local` or `stripe`) and its refund id (`re_…`). */
    provider: text('provider').notNull(),
    providerRefundId: text('provider_refund_id').unique(),
    /** Sent as the provider's idempotency key: a retried request never makes a second refund. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The staff account that asked; null for refunds made in the provider's dashboard (webhook). */
    staffUserId: uuid('staff_user_id'),
    /**
     * The customer email telling this refund (issue 19 §6): `sending` while one job run holds the
     * claim (since `customer_email_at`), `sent` once it went out, `none` when no email belongs to it
     * (see order-status-emails.service.ts). Claimed with a conditional update before the send, so two
     * runs of the job send it once; a failed send clears the claim for the retry.
     */
    customerEmailState: text('customer_email_state'),
    customerEmailAt: timestamp('customer_email_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refunds_order_idx').on(t.orderId)],
);

/**
 * Private order status links (issue 19 §7): the customer's way to the status page without an
 * account. Only the SHA-256 of each link's random token is stored (as email_order_links do), so a
 * database read yields no usable link. One row per link handed out (each email, the success page,
 * a lookup): tokens cannot be read back, so every message carries a new one. No expiry of its own:
 * a link works while its order is open and until the retention period after the order closed, and
 * never after staff erased the customer's personal data (order-status-links.service.ts).
 */
export const orderStatusLinks = pgTable(
  'order_status_links',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tokenHash: text('token_hash').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_links_order_idx').on(t.orderId)],
);

/**
 * The proofs sent to a customer (issue 20 §4), one per round: round 1 after the print file is made,
 * one more for each change the customer asked for (at most `maxProofChangeRounds`). Each carries the
 * SHA-256 of its email's private link token (never the token) and the image shown. The newest round is the
 * one a decision applies to; `decision` is written once (`approve`, `change` with `note`, or
 * `auto_approve` by the cron job after `auto_approve_at`).
 */
export const orderProofs = pgTable(
  'order_proofs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    /** Set when the proof email is sent (the token is only in the email); null before. */
    tokenHash: text('token_hash').unique(),
    /** The artwork image shown (public URL) and its mockup on the garment when one exists. */
    imageUrl: text('image_url'),
    mockupUrl: text('mockup_url'),
    /** When nobody answering approves it (null: never, PROOF_AUTO_APPROVE_DAYS=0). */
    autoApproveAt: timestamp('auto_approve_at', { withTimezone: true }),
    decision: text('decision'),
    note: text('note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The staff account that sent this round (null for the first, sent by the shop). */
    sentBy: uuid('sent_by'),
    /** The proof email: null (not sent), `sending` (claimed), `sent`, `none` (no address). */
    emailState: text('email_state'),
    emailAt: timestamp('email_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_proofs_order_round_idx').on(t.orderId, t.round),
    index('order_proofs_auto_approve_idx').on(t.autoApproveAt),
  ],
);
