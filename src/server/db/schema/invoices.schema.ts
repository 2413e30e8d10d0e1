/**
 * Invoice numbering (issue 21 §2). Part of the database schema re-exported by index.ts.
 */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The last invoice number given out, per series (`live`, and `test` for test orders, so test
 * orders leave no gaps in the real sequence). Raised by one in the transaction that records an
 * order (modules/invoices/invoice-numbers.ts): the row lock queues concurrent orders, and a
 * transaction that rolls back gives its number back, so the sequence has neither gaps nor repeats.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
