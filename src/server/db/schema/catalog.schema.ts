/**
 * The catalogue and price books as merchant data (issue 21 §1), seeded from SPEC §9 on a shop's first
 * start (modules/catalog/catalog-seed.service.ts) and edited by staff at /admin/catalog and
 * /admin/prices. Every saved version is kept in `catalog_changes` (who, when, before and after), so
 * an order's `price_book_id` + `price_book_version` name the exact prices it was charged from.
 * Part of the database schema re-exported by index.ts.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CatalogColor, Size } from '#shared/catalog.ts';
import type { Locale } from '#shared/locales.ts';
import type { PriceSet } from '#shared/pricing.ts';

/** One row per product type the code can draw and print (`productTypes`); what is sold is data. */
export const products = pgTable('products', {
  /** `tshirt`, `hoodie`, `sweatshirt`. */
  type: text('type').primaryKey(),
  /** The storefront's order of products (lowest first). */
  position: integer('position').notNull(),
  names: jsonb('names').notNull().$type<Record<Locale, string>>(),
  materials: jsonb('materials').notNull().$type<Record<Locale, string>>(),
  sizes: jsonb('sizes').notNull().$type<Size[]>(),
  colors: jsonb('colors').notNull().$type<CatalogColor[]>(),
  printWidthIn: real('print_width_in').notNull(),
  printHeightIn: real('print_height_in').notNull(),
  active: boolean('active').notNull(),
  version: integer('version').notNull().default(1),
  /** The staff account that saved this version; null for the seed. Kept as a plain id so it outlives the account. */
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One price book per storefront context (`priceBookIds`; which pages use which is DESIGN.md's table in
 * src/shared/pricing.ts). Money columns are integer minor units of `currency`.
 */
export const priceBooks = pgTable('price_books', {
  id: text('id').primaryKey(),
  /** `USD` or `EUR`: the storefront's, fixed. */
  currency: text('currency').notNull(),
  /** Item prices per product type and the transformation fee, without the discount (`PriceSet`). */
  original: jsonb('original').notNull().$type<PriceSet>(),
  /** The same with the discount. */
  discounted: jsonb('discounted').notNull().$type<PriceSet>(),
  /** The advertised discount in percent (10 on storefronts, 5 on email orders). */
  discountPercent: integer('discount_percent').notNull(),
  /** Email orders always apply their discount; storefronts only when the customer chooses it. */
  discountAlwaysApplied: boolean('discount_always_applied').notNull(),
  version: integer('version').notNull().default(1),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every version of a product or price book (the audit trail of issue 21 §1): version 1 is the seed
 * (no staff, `before` null); each save adds the next, written in the transaction that raises the
 * row's version. Unique per row and version, so concurrent seeding writes one.
 */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** `price_book` or `product`. */
    entity: text('entity').notNull(),
    /** The price book's id or the product's type. */
    entityId: text('entity_id').notNull(),
    version: integer('version').notNull(),
    staffUserId: uuid('staff_user_id'),
    /** The staff member's email when they saved it (the account may change later). */
    staffEmail: text('staff_email'),
    /** The row as it was before (null for the seed) and as saved (the whole editable record). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').notNull().$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('catalog_changes_entity_version_idx').on(t.entity, t.entityId, t.version),
    index('catalog_changes_at_idx').on(t.at),
  ],
);
