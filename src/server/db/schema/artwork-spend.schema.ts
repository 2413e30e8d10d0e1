/**
 * What artwork generations cost (issue 20 §2): a ledger row per generation started, and a running
 * total per provider and UTC day that the daily spend cap is reserved against.
 * Part of the database schema re-exported by index.ts.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { artworks } from './artworks.schema.ts';

/**
 * One generation started at one provider for a customer's photo (local ones too, at cost 0: they
 * cost CPU and count against the limits). Written in the transaction that queues the artwork, and
 * again for each provider an artwork is handed to when one fails (issue 20 §1, §2). The
 * row whose `released_at` is null is the cache entry of its customer, photo content, style and
 * provider (the unique index), so the same photo and style is never made (nor charged) twice; it is
 * released when its artwork failed and a new one is asked for. The customer id is kept without a
 * foreign key so spend stays counted after a customer is erased.
 */
export const artworkGenerations = pgTable(
  'artwork_generations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    artworkId: uuid('artwork_id').references(() => artworks.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').notNull(),
    /** SHA-256 (hex) of the photo's stored bytes. */
    photoHash: text('photo_hash').notNull(),
    style: text('style').notNull(),
    provider: text('provider').notNull(),
    /**
     * What the provider charges for this generation, minor units of `currency` (configuration):
     * reserved when the call is queued, kept when it is billed, 0 when it is not (see `billed`).
     */
    costMinor: integer('cost_minor').notNull(),
    /**
     * Null while the call is under way (its cost reserved against the daily cap); true once the
     * provider made the artwork, or failed after accepting the work and is configured to bill such
     * failures (`ARTWORK_BILLED_FAILURES`); false when nothing was billed (cost 0, reservation released).
     */
    billed: boolean('billed'),
    /** ISO 4217, lower-case. */
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when its artwork failed and another generation replaced it as the cache entry. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('artwork_generations_cache_idx')
      .on(t.customerId, t.photoHash, t.style, t.provider)
      .where(sql`${t.releasedAt} is null`),
    index('artwork_generations_customer_idx').on(t.customerId, t.provider, t.createdAt),
    index('artwork_generations_artwork_idx').on(t.artworkId),
  ],
);

/**
 * Spend per provider and UTC day, the row the daily cap is reserved on: a reservation is one
 * `insert ... on conflict do update ... where spent + cost <= cap` (artwork-limits.service.ts), which
 * locks the row, so two requests at once cannot both pass the cap.
 */
export const artworkSpendDays = pgTable(
  'artwork_spend_days',
  {
    provider: text('provider').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Minor units of `currency`. */
    spentMinor: integer('spent_minor').notNull().default(0),
    currency: text('currency').notNull(),
    generations: integer('generations').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.provider, t.day] })],
);
