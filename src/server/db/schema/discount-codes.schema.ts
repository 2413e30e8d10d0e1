/**
 * Discount codes and their redemptions (issue 21 §3). Staff create codes at /admin/discounts; a
 * checkout reserves one use of its code when the checkout session is opened, the paid order makes
 * it final, and an unpaid reservation stops counting once its session expired (ADR 0024).
 * Part of the database schema re-exported by index.ts.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProductType } from '#shared/catalog.ts';

/**
 * One row per code. `code` is stored normalised (upper case, `normalizeDiscountCode`), so matching
 * is case-insensitive by construction. Money columns are integer minor units of `currency`.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    code: text('code').notNull().unique(),
    /** `percent` (of the eligible lines) or `fixed` (an amount in `currency`). */
    kind: text('kind').notNull(),
    /** Whole percent, 1-100; set for `percent` codes. */
    percent: integer('percent'),
    /** Minor units of `currency`; set for `fixed` codes. */
    amountMinor: integer('amount_minor'),
    /** `USD` or `EUR`: required for fixed codes and minimum orders; the code then works only in it. */
    currency: text('currency'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Uses overall (paid, plus checkouts still open); null: unlimited. */
    usageLimit: integer('usage_limit'),
    /** Uses per email the checkout is bound to; null: unlimited. */
    perEmailLimit: integer('per_email_limit'),
    /** The order's subtotal (before the code) must reach this, minor units of `currency`. */
    minimumMinor: integer('minimum_minor'),
    /** Product types the code applies to; null: all. */
    productTypes: jsonb('product_types').$type<ProductType[]>(),
    /** Whether the code applies on top of the storefront's order-now discount (default: not). */
    combinesWithOrderNow: boolean('combines_with_order_now').notNull().default(false),
    /** Staff deactivate a code instead of deleting it: its redemptions stay with their orders. */
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('discount_codes_percent_range', sql`${t.percent} is null or (${t.percent} between 1 and 100)`),
    check('discount_codes_amount_positive', sql`${t.amountMinor} is null or ${t.amountMinor} > 0`),
  ],
);

/**
 * One row per use of a code: `reserved` while its checkout session is open (counted until
 * `expires_at`), `redeemed` once the order is paid (counted for good). `reservation_key` is the
 * checkout's idempotency key: a double click reuses the reservation instead of taking a second use.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    codeId: uuid('code_id')
      .notNull()
      .references(() => discountCodes.id),
    reservationKey: text('reservation_key').notNull(),
    /** The email the checkout is bound to, lower case; null when the code has no per-email limit and none was known. */
    email: text('email'),
    status: text('status').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    currency: text('currency').notNull(),
    checkoutSessionId: text('checkout_session_id'),
    orderId: uuid('order_id'),
    /** A `reserved` row counts until then (its session's expiry plus a margin). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('discount_redemptions_key_idx').on(t.reservationKey),
    index('discount_redemptions_code_idx').on(t.codeId, t.status),
  ],
);
