/**
 * Customer records (SPEC §3 users): created empty on first visit, read by the holder of their id (a
 * random UUID issued here). The record itself, below every module that reads a customer (artworks,
 * uploads, checkout, customer data); what a change of the record sets off (a preview request, the
 * email verification) is the customers module's (modules/customers).
 */
import { eq, fillPlaceholders, sql } from 'drizzle-orm';
import type { Database, Db } from '#server/db/client.ts';
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

type ViewColumn = keyof typeof viewColumns;
type ViewRow = Pick<CustomerRow, ViewColumn>;
/** Where each of the view's columns is in a row of its statement (the order of `viewColumns`). */
const viewColumnIndex = Object.fromEntries(Object.keys(viewColumns).map((name, index) => [name, index])) as Record<
  ViewColumn,
  number
>;

/** The API view of a customer row (no payment fields: those are for staff). */
export function toCustomer(row: ViewRow): Customer {
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

/** The name of the API view's statement (PostgreSQL parses it once per connection). */
const viewByIdStatementName = 'customers_view_by_id';

/** The API view's look-up by id, its `id` a placeholder. */
function viewById(db: Db) {
  return db
    .select(viewColumns)
    .from(customers)
    .where(eq(customers.id, sql.placeholder('id')))
    .limit(1);
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
    viewById: viewById(db).prepare(viewByIdStatementName),
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
 * The view's statement for node-postgres's own pool: Drizzle's SQL and parameters (built once, the
 * `id` left to fill in), under the name Drizzle prepares it with. Its columns (uuid, text, boolean,
 * jsonb) are parsed by node-postgres as under Drizzle, whose own type parsers differ only for dates,
 * times and intervals.
 */
function viewStatementOnPool(db: Db) {
  const query = viewById(db).toSQL();
  return { name: viewByIdStatementName, text: query.sql, params: query.params };
}

const poolStatementsByDb = new WeakMap<Db, ReturnType<typeof viewStatementOnPool>>();

/** Reads the view's row on node-postgres's pool, mapped as Drizzle maps it (each column's decoder). */
async function viewRowOnPool(pool: NonNullable<Database['pool']>, db: Db, id: string): Promise<ViewRow | undefined> {
  let statement = poolStatementsByDb.get(db);
  if (!statement) {
    statement = viewStatementOnPool(db);
    poolStatementsByDb.set(db, statement);
  }
  const { rows } = await pool.query<unknown[]>({
    name: statement.name,
    text: statement.text,
    values: fillPlaceholders(statement.params, { id }),
    rowMode: 'array',
  });
  const values = rows[0];
  if (!values) return undefined;
  // Each column through its decoder, as Drizzle maps rows; a literal, so the row has one shape.
  const value = <C extends ViewColumn>(name: C): ViewRow[C] => {
    const raw = values[viewColumnIndex[name]];
    return (raw === null ? null : viewColumns[name].mapFromDriverValue(raw as never)) as ViewRow[C];
  };
  return {
    id: value('id'),
    email: value('email'),
    imageUrl: value('imageUrl'),
    generatedImageUrl: value('generatedImageUrl'),
    locale: value('locale'),
    previewRequested: value('previewRequested'),
    placement: value('placement'),
  };
}

/**
 * The API view of a customer (SPEC §3 users), read with one prepared statement of its columns only.
 * On PostgreSQL the statement runs on node-postgres's pool itself (issue 22 §4, round 2): still one
 * named statement parsed once per connection, without Drizzle's layers around each run (four async
 * frames, placeholder filling, its generic row mapper), ~5 % of the CPU of this hottest read.
 * @throws AppError CUSTOMER_NOT_FOUND
 */
export async function getCustomerView(database: Database, id: string): Promise<Customer> {
  const { pool, db } = database;
  const row = pool ? await viewRowOnPool(pool, db, id) : (await statements(db).viewById.execute({ id }))[0];
  if (!row) throw new AppError('CUSTOMER_NOT_FOUND', 'No customer with that id');
  return toCustomer(row);
}
