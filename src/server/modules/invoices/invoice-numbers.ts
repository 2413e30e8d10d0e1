/**
 * Sequential invoice numbers (issue 21 §2): given in the transaction that records an order, from a
 * counter row (`invoice_counters`) raised by one with `insert … on conflict do update … returning`.
 * The row lock queues concurrent orders, and a transaction that rolls back takes its raise with
 * it, so numbers are unique and without gaps. Test orders count in a series of their own.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { invoiceCounters, orders } from '#server/db/schema/index.ts';

/** A transaction (or the database) to write in. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** The printed invoice number of `n` in its series, e.g. `INV-000042`, `TEST-INV-000003`. */
export function formatInvoiceNumber(n: number, testMode: boolean): string {
  return `${testMode ? 'TEST-' : ''}INV-${String(n).padStart(6, '0')}`;
}

/**
 * Gives the order `orderId` the next invoice number of its series, in `tx` (the transaction that
 * inserted the order: call it only after the insert succeeded, so a lost race takes no number).
 * @returns the invoice number written to `orders.invoice_number`.
 */
export async function assignInvoiceNumber(tx: Tx, orderId: string, testMode: boolean): Promise<string> {
  const series = testMode ? 'test' : 'live';
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.series, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  const invoiceNumber = formatInvoiceNumber(counter.lastNumber, testMode);
  await tx.update(orders).set({ invoiceNumber }).where(eq(orders.id, orderId));
  return invoiceNumber;
}
