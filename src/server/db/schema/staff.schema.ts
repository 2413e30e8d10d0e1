/**
 * Staff accounts, their sessions and audit log (issue 7, issue 17 §3), and the images staff upload for customers.
 * Part of the database schema re-exported by index.ts.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.schema.ts';

/** Staff accounts for the admin area (issue 7; roles, forced change, TOTP and disabling: issue 17 §3, ADR 0013). */
export const staffUsers = pgTable('staff_users', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  email: text('email').notNull().unique(),
  /** `scrypt$N$r$p$salt$hash` (base64); never the password. */
  passwordHash: text('password_hash').notNull(),
  /** `owner` (manages staff accounts, reads the audit log) or `staff`. The first account is the owner. */
  role: text('role').notNull().default('staff'),
  /** Set for a password someone else chose or saw (generated, `npm run staff`, an owner's reset): nothing but a change works until then. */
  passwordChangeRequired: boolean('password_change_required').notNull().default(false),
  /** A disabled account cannot sign in and has no sessions. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  /** The TOTP secret, AES-256-GCM encrypted (staff-totp.service.ts); null without a second factor. */
  totpSecret: text('totp_secret'),
  /** A secret being enrolled (shown once as a QR code), encrypted; moves to `totp_secret` once a code confirms it. */
  totpPendingSecret: text('totp_pending_secret'),
  /** The last accepted TOTP time step (unix seconds / 30): a code of that step or an older one is refused (no replay). */
  totpLastStep: integer('totp_last_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Staff audit log (issue 17 §3): one row per staff mutation, sign-in and account change. Holds no
 * password, code, session id or customer id; `staff_email` is kept as it was at the time (and is the
 * typed address for a failed sign-in of an unknown account).
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffUserId: uuid('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email'),
    /** `sign_in`, `staff_disabled`, … or, for other admin mutations, `METHOD /route/:pattern`. */
    action: text('action').notNull(),
    /** What the action was done to: a staff account's email, an order id; never a customer id. */
    target: text('target'),
    /** The HTTP status of the answer. */
    status: integer('status'),
    requestId: text('request_id'),
    /** The client's address as the server sees it (TRUST_PROXY). */
    address: text('address'),
  },
  (t) => [index('staff_audit_log_at_idx').on(t.at)],
);

/**
 * Server-side staff sessions. The cookie carries a random token; only its SHA-256 is stored, so a
 * database read leaks no usable session. Idle and absolute expiry are checked on every request.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: text('id').primaryKey(),
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_sessions_staff_idx').on(t.staffUserId)],
);

/**
 * Images staff upload for a customer (SPEC §2.12 image admin, §3 user-images): kept by email, so an
 * email with no customer yet still gets its image; `customer_id` is filled when the customer appears.
 */
export const staffImages = pgTable(
  'staff_images',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** `upload` (the customer's photo) or `generated` (the artwork). */
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name'),
    locale: text('locale'),
    uploadedBy: uuid('uploaded_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_images_email_idx').on(t.email), index('staff_images_customer_idx').on(t.customerId)],
);
