/**
 * Customers (SPEC §3 users) and the verification links of their email claims (issue 17 §1).
 * Part of the database schema re-exported by index.ts.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Placement } from '#shared/placement.ts';

/** SPEC §3 users: the anonymous customer record, with the payment fields of its latest order. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    email: text('email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Storage key of the current upload (`customer-uploads/{random}.ext`); `image_url` is its URL. */
    imageKey: text('image_key'),
    imageUrl: text('image_url'),
    generatedImageUrl: text('generated_image'),
    locale: text('locale'),
    previewRequested: boolean('preview_requested').notNull().default(false),
    /** When the customer first asked for a preview (staff list preview requests newest first). */
    previewRequestedAt: timestamp('preview_requested_at', { withTimezone: true }),
    /** The product and colour chosen when the preview was asked for (SPEC §3 preview request). */
    previewProductType: text('preview_product_type'),
    previewColor: text('preview_color'),
    /**
     * When the order-link email answering the preview request went out through the preview-requests
     * page (one click) or PREVIEW_AUTO_SEND (issue 8): auto-send sends only while this is null.
     */
    previewSentAt: timestamp('preview_sent_at', { withTimezone: true }),
    /**
     * When staff were emailed that this preview request had waited over an hour (issue 23 item 10,
     * jobs/preview-alert.job.ts): set by the claim before the email, so a request is reported once.
     */
    previewAlertedAt: timestamp('preview_alerted_at', { withTimezone: true }),
    stripeCheckoutSessionId: text('stripe_checkout_session_id'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    paymentStatus: text('payment_status'),
    /** Major units: amount_total / 100 (SPEC §3). */
    paymentAmount: numeric('payment_amount', { precision: 12, scale: 2, mode: 'number' }),
    productDetails: jsonb('product_details').$type<Record<string, string>>(),
    paymentDate: timestamp('payment_date', { withTimezone: true }),
    /**
     * Where the artwork goes in the print area, on which side, with which text line (issue 20 §5;
     * src/shared/placement.ts), as the placement editor saved it; copied onto the order at checkout.
     * Null: the artwork as large as fits, top-aligned on the front (as before placements).
     */
    placement: jsonb('placement').$type<Placement>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customers_email_idx').on(t.email),
    index('customers_session_idx').on(t.stripeCheckoutSessionId),
    // The retention purge (issue 17 point 6) walks old records and old unverified claims in batches.
    index('customers_created_idx').on(t.createdAt),
    index('customers_unverified_email_idx')
      .on(t.updatedAt)
      .where(sql`${t.email} is not null and ${t.emailVerifiedAt} is null`),
    // The staff alert (issue 23 item 10) looks every few minutes for requests nobody answered or reported.
    index('customers_preview_waiting_idx')
      .on(t.previewRequestedAt)
      .where(sql`${t.previewRequested} and ${t.previewSentAt} is null and ${t.previewAlertedAt} is null`),
  ],
);

/**
 * Email verification links (issue 17 §1, docs/decisions/0012): a customer's email is an unproven
 * claim until its owner opens the link mailed to it. Only the SHA-256 of the random token is stored;
 * a token expires and changes its record once (`used_at`), and only while the record still carries
 * `email`.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The address the link was mailed to, trimmed and lower-cased. */
    email: text('email').notNull(),
    /** SHA-256 of the token (hex); the token itself is only in the mail. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_verifications_customer_idx').on(t.customerId)],
);
