/**
 * Emails sent (SPEC §3 email_sent), their recorded opens (email_tracking) and email-order links (SPEC §2.10).
 * Part of the database schema re-exported by index.ts.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.schema.ts';
import { staffUsers } from './staff.schema.ts';

/** SPEC §3 email_sent: one row per order-link email accepted by the mail server. */
export const emailSent = pgTable(
  'email_sent',
  {
    /** The email id of the tracking pixel `/t/{id}.gif`: random, unguessable. */
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    locale: text('locale').notNull(),
    /** `order-link`, `preview-ack` or `order-confirmation` (issue 11). */
    kind: text('kind').notNull().default('order-link'),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The latest recorded open (issue 17 point 5): an open is recorded only when this is null or at
     * least a minute old, set in the same statement, so a flood of pixel loads writes nothing.
     */
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
  },
  (t) => [index('email_sent_email_idx').on(t.email), index('email_sent_sent_idx').on(t.sentAt)],
);

/** SPEC §3 email_tracking: one row per recorded open of a sent email (at most one a minute, see `last_opened_at`). */
export const emailTracking = pgTable(
  'email_tracking',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    emailId: uuid('email_id')
      .notNull()
      .references(() => emailSent.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_tracking_email_idx').on(t.emailId)],
);

/**
 * Email-order links (SPEC §2.10; issue 17 §1 and §5, docs/decisions/0012): `sig` of
 * `/{lang}/wowanimatedtees/emailorder?email=…&sig=…` is a random token whose SHA-256 is stored here.
 * A link shows the artwork of the record staff chose (`customer_id`), or, without one, the images
 * staff stored for the email; it expires (`EMAIL_ORDER_LINK_DAYS`) and staff can revoke it.
 */
export const emailOrderLinks = pgTable(
  'email_order_links',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** SHA-256 of the link's token (hex); the token itself is only in the link. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The address the link is for, trimmed and lower-cased: the query's `email` must match it. */
    email: text('email').notNull(),
    /** The record whose artwork the link shows; null: the email's staff images. Gone with its record. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** The language of the link's page and of a renewal email. */
    locale: text('locale').notNull(),
    /** The staff member who made it; null for a renewal the link's holder asked for. */
    createdBy: uuid('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The order-link email that carried it (tracking row), when it was mailed. */
    emailSentId: uuid('email_sent_id').references(() => emailSent.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('email_order_links_email_idx').on(t.email),
    index('email_order_links_customer_idx').on(t.customerId),
    index('email_order_links_sent_idx').on(t.emailSentId),
  ],
);
