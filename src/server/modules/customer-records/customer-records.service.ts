/**
 * Customer records (SPEC §3 users): created empty on first visit, read by the holder of their id (a
 * random UUID issued here). The record itself, below every module that reads a customer (artworks,
 * uploads, checkout, customer data); what a change of the record sets off (a preview request, the
 * email verification) is the customers module's (modules/customers).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { customers } from '#server/db/schema/index.ts';
import type { Customer } from '#shared/api/customers.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { isLocale } from '#shared/locales.ts';

export type CustomerRow = typeof customers.$inferSelect;

/** The columns of the API view: what `GET /api/customers/:id` reads (issue 22 §4: no `select *`). */
const viewColumns = {
  id: customers.id,
  email: customers.email,
  imageUrl: customers.imageUrl,
  generatedImageUrl: customers.generatedImageUrl,
  locale: customers.locale,
  previewRequested: customers.previewRequested,
  placement: customers.placement,
};

/** The API view of a customer row (no payment fields: those are for staff). */
export function toCustomer(row: Pick<CustomerRow, keyof typeof viewColumns>): Customer {
  return {
    id: row.id,
    email: row.email,
    imageUrl: row.imageUrl,
    generatedImageUrl: row.generatedImageUrl,
    locale: isLocale(row.locale) ? row.locale : null,
    previewRequested: row.previewRequested,
    placement: row.placement ?? null,
  };
}

/**
 * The hot statements, built once per database (issue 9: Drizzle rebuilding the same SQL was a sixth
 * of the API's busy time). Named, so PostgreSQL also plans each once per connection.
 */
function prepareStatements(db: Db) {
  return {
    create: db.insert(customers).values({}).returning({ id: customers.id }).prepare('customers_create'),
    findById: db
      .select()
      .from(customers)
      .where(eq(customers.id, sql.placeholder('id')))
      .limit(1)
      .prepare('customers_find_by_id'),
    viewById: db
      .select(viewColumns)
      .from(customers)
      .where(eq(customers.id, sql.placeholder('id')))
      .limit(1)
      .prepare('customers_view_by_id'),
  };
}

const statementsByDb = new WeakMap<Db, ReturnType<typeof prepareStatements>>();

function statements(db: Db): ReturnType<typeof prepareStatements> {
  let prepared = statementsByDb.get(db);
  if (!prepared) {
    prepared = prepareStatements(db);
    statementsByDb.set(db, prepared);
  }
  return prepared;
}

/** Creates an empty customer record (SPEC §7 users: insert). @returns its new id. */
export async function createCustomer(db: Db): Promise<string> {
  const [row] = await statements(db).create.execute();
  return row.id;
}

/** @returns the customer row, or `null` when the id is unknown. */
export async function findCustomer(db: Db, id: string): Promise<CustomerRow | null> {
  const [row] = await statements(db).findById.execute({ id });
  return row ?? null;
}

/** @throws AppError CUSTOMER_NOT_FOUND */
export async function getCustomer(db: Db, id: string): Promise<CustomerRow> {
  const row = await findCustomer(db, id);
  if (!row) throw new AppError('CUSTOMER_NOT_FOUND', 'No customer with that id');
  return row;
}

/**
 * The API view of a customer (SPEC §3 users), read with one prepared statement of its columns only.
 * @throws AppError CUSTOMER_NOT_FOUND
 */
export async function getCustomerView(db: Db, id: string): Promise<Customer> {
  const [row] = await statements(db).viewById.execute({ id });
  if (!row) throw new AppError('CUSTOMER_NOT_FOUND', 'No customer with that id');
  return toCustomer(row);
}
