/**
 * What the shop keeps for itself: generated settings and shared rate-limit counters.
 * Part of the database schema re-exported by index.ts.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Settings the shop generates once and keeps (e.g. the email-link secret when EMAIL_LINK_SECRET is unset). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rate-limit and failed-login counters shared by all instances when PostgreSQL is the only shared
 * engine (issue 10; plugins/shared-counters.ts). Unlogged in the migration: counters need no crash
 * safety, and their frequent writes skip the WAL. Expired rows are deleted every minute.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
