/**
 * Customer records (SPEC §3 users): created empty on first visit, read and changed only by the
 * holder of their id (a random UUID issued here).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { customers } from '#server/db/schema/index.ts';
import type { Customer, UpdateCustomerBody } from '#shared/api/customers.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { isLocale } from '#shared/locales.ts';

type CustomerRow = typeof customers.$inferSelect;

/** The API view of a customer row (no payment fields: those are for staff). */
export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    email: row.email,
    imageUrl: row.imageUrl,
    generatedImageUrl: row.generatedImageUrl,
    locale: isLocale(row.locale) ? row.locale : null,
    previewRequested: row.previewRequested,
  };
}

/** Creates an empty customer record (SPEC §7 users: insert). @returns its new id. */
export async function createCustomer(db: Db): Promise<string> {
  const [row] = await db.insert(customers).values({}).returning({ id: customers.id });
  return row.id;
}

/** @returns the customer row, or `null` when the id is unknown. */
export async function findCustomer(db: Db, id: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row ?? null;
}

/** @throws AppError CUSTOMER_NOT_FOUND */
export async function getCustomer(db: Db, id: string): Promise<CustomerRow> {
  const row = await findCustomer(db, id);
  if (!row) throw new AppError('CUSTOMER_NOT_FOUND', 'No customer with that id');
  return row;
}

/**
 * Applies the SPEC §7 `users: update` changes a customer may make to its own record.
 * @throws AppError CUSTOMER_NOT_FOUND
 */
export async function updateCustomer(db: Db, id: string, changes: UpdateCustomerBody): Promise<CustomerRow> {
  const [row] = await db
    .update(customers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(customers.id, id))
    .returning();
  if (!row) throw new AppError('CUSTOMER_NOT_FOUND', 'No customer with that id');
  return row;
}
