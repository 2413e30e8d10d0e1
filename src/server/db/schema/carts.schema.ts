/**
 * Carts and order lines (issue 21 §4; docs/decisions/0025-cart-and-order-lines.md). Part of the
 * database schema re-exported by index.ts.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Placement } from '#shared/placement.ts';
import { customers } from './customers.schema.ts';
import { orders } from './orders.schema.ts';

/** One cart line as stored: what the customer chose (prices are computed on every read). */
export interface StoredCartLine {
  productType: string;
  size: string;
  color: string;
  quantity: number;
  artworkId: string | null;
}

/**
 * The customer's cart, one per customer (the customer id is the key and the credential). `revision`
 * grows with every save, so a paid checkout empties the cart only when it is still the cart it
 * charged for (a change made in another tab while paying stays).
 */
export const carts = pgTable('carts', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  lines: jsonb('lines').$type<StoredCartLine[]>().notNull().default([]),
  /** The storefront the cart was last saved on: its price book prices the cart (locale + variant). */
  locale: text('locale').notNull().default('en-us'),
  variant: text('variant').notNull().default('wowanimatedtees'),
  /** The order-now offer as the customize page had it when the cart was saved (SPEC §9's discounted set). */
  discountApplied: boolean('discount_applied').notNull().default(false),
  /** A discount code the customer entered (priced by the discount module; kept as typed). */
  discountCode: text('discount_code'),
  revision: integer('revision').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A cart line as charged: the choice, its prices in minor units, and what it prints. */
export interface CartCheckoutLine {
  productType: string;
  size: string;
  color: string;
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
  artworkId: string | null;
  artworkStyle: string | null;
  artworkProvider: string | null;
  imageKey: string | null;
  imageUrl: string | null;
  printSource: string;
}

/**
 * The priced cart as a checkout session charged it (the session's metadata holds only its id: Stripe
 * allows 50 keys of 500 characters). The paid session's order lines are written from this row.
 */
export const cartCheckouts = pgTable(
  'cart_checkouts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    cartRevision: integer('cart_revision').notNull(),
    lines: jsonb('lines').$type<CartCheckoutLine[]>().notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    feeMinor: integer('fee_minor').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    taxMinor: integer('tax_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_checkouts_customer_idx').on(t.customerId)],
);

/**
 * The items of an order (issue 21 §4): one row per line, `position` from 0. Every order recorded since
 * carts has its lines here; line 0 is also described by the order's own columns (product, size,
 * colour, artwork, photo, placement, print file), so readers of single-item orders keep working.
 * Lines after the first get their own print file (`print_file_key`) unless they print the same as line 0.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productType: text('product_type').notNull(),
    size: text('size').notNull(),
    color: text('color').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    lineTotalMinor: integer('line_total_minor').notNull(),
    artworkId: uuid('artwork_id'),
    artworkStyle: text('artwork_style'),
    artworkProvider: text('artwork_provider'),
    /** Storage key and URL of the printed image (the photo, or an email order's staff image). */
    imageKey: text('image_key'),
    imageUrl: text('image_url'),
    printSource: text('print_source'),
    placement: jsonb('placement').$type<Placement>(),
    /** The line's print file (lines after the first; line 0's is the order's `print_file_key`). */
    printFileKey: text('print_file_key'),
  },
  (t) => [uniqueIndex('order_lines_order_position_idx').on(t.orderId, t.position)],
);
