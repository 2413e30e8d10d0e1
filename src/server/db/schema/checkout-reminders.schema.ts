/**
 * Abandoned-checkout reminders (issue 21 §6) and the addresses that asked for none.
 * Part of the database schema re-exported by index.ts.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.schema.ts';

/**
 * One reminder per started checkout with the customer's consent ("remind me" ticked): `pending`
 * until it is due (`due_at`), then claimed by one run of the reminder job (`sent_at` set in the
 * same statement that checks it is null), or dropped (`cancelled_at`: paid, unsubscribed, or a newer
 * checkout of the same customer took its place). At most one pending reminder per customer: a new
 * checkout replaces what the reminder shows and moves its due time.
 */
export const checkoutReminders = pgTable(
  'checkout_reminders',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The address the customer gave, trimmed and lower-cased. */
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    variant: text('variant').notNull(),
    /** The payment provider's checkout session the customer left (the latest one). */
    checkoutSessionId: text('checkout_session_id').notNull(),
    /** What was in the checkout (one line today; the cart of issue 21 §4 may replace it). */
    productType: text('product_type').notNull(),
    size: text('size').notNull(),
    color: text('color').notNull(),
    artworkId: uuid('artwork_id'),
    /** Storage key of the image the order would print when there is no artwork. */
    printImageKey: text('print_image_key'),
    amountTotalMinor: integer('amount_total_minor').notNull(),
    currency: text('currency').notNull(),
    /** SHA-256 of the link token (back to the cart, and unsubscribe); the token is only in the email. */
    tokenHash: text('token_hash').unique(),
    /** The garment mockup shown in the email (stored under a random key). */
    mockupKey: text('mockup_key'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** `paid`, `unsubscribed`, `replaced` or `no-artwork` (nothing left to show). */
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    uniqueIndex('checkout_reminders_one_pending_idx')
      .on(t.customerId)
      .where(sql`${t.sentAt} is null and ${t.cancelledAt} is null`),
    index('checkout_reminders_due_idx').on(t.dueAt),
    index('checkout_reminders_email_idx').on(t.email),
  ],
);

/** Addresses that followed a reminder's unsubscribe link: no reminder goes to them again. */
export const reminderUnsubscribes = pgTable('reminder_unsubscribes', {
  /** Trimmed and lower-cased. */
  email: text('email').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
