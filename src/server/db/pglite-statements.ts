/**
 * Prepared statements on PGlite (issue 22 §4). PGlite's `query()` parses, describes and plans the
 * SQL text on every call, in six trips into its WebAssembly backend: a look-up by primary key took
 * about 1 ms there, 80 % of it planning. Drizzle's `.prepare()` names no statement on PGlite, so the
 * customer GET ran at 2-3 % of a hello-world. This client for Drizzle keeps each SQL text it sees as
 * a named statement of the backend (parsed once; PostgreSQL then reuses its plan, as it does for
 * node-postgres's named statements) and runs it with one message: Bind, Describe, Execute, Sync.
 * The same look-up takes about 0.2 ms.
 *
 * Statements are kept per SQL text, the {@link maxStatements} most recently used (an older one is
 * closed). Everything else (locking, transactions, parsers, serializers, errors) behaves as PGlite's
 * own `query()`: the same mutexes are taken, the same type serializers and parsers are used, a
 * database error is thrown with the query attached, and the files are synced after a write outside
 * a transaction. Only Drizzle's calls go through here; pg-boss keeps the PGlite instance itself.
 */
import {
  type PGlite,
  type Results as PgliteResults,
  parse,
  protocol,
  type QueryOptions,
  type Transaction,
} from '@electric-sql/pglite';

/** Statements kept prepared at once; the least recently used beyond this is closed. */
export const maxStatements = 200;

interface Statement {
  name: string;
  /** The type OIDs of the statement's parameters, as the backend described them. */
  paramTypes: number[];
}

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** PGlite's error shape for a failed query: the query, its parameters and options attached. */
function withQuery(error: unknown, text: string, params: unknown[] | undefined, options?: QueryOptions): unknown {
  if (error && typeof error === 'object') Object.assign(error, { query: text, params, queryOptions: options });
  return error;
}

/** The part of PGlite Drizzle's driver calls (`query`, `transaction`). */
export interface DrizzlePgliteClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<PgliteResults<T>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
}

/**
 * A client for `drizzle-orm/pglite` over `pglite` whose queries run as prepared statements (see the
 * file comment). Call it after the migrations: a statement prepared before a table changes shape
 * would fail once.
 */
export function preparedStatementClient(pglite: PGlite): DrizzlePgliteClient {
  const statements = new Map<string, Statement>();
  let counter = 0;

  /** The statement of `text`, parsed now if it is not kept; runs under the query mutex. */
  async function statementFor(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const kept = statements.get(text);
    if (kept) {
      // Most recently used last: the Map's order is the eviction order.
      statements.delete(text);
      statements.set(text, kept);
      return kept;
    }
    const name = `wowtees_${++counter}`;
    const described = await pglite.execProtocol(
      concat([
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described.messages) };
    statements.set(text, statement);
    if (statements.size > maxStatements) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      await pglite.execProtocol(concat([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]), {
        syncToFs: false,
      });
    }
    return statement;
  }

  /** Runs `text` as its prepared statement; the caller holds the locks. */
  async function run<T>(
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
  ): Promise<PgliteResults<T>> {
    try {
      const statement = await statementFor(text, options);
      const values = (params ?? []).map((value, index) => {
        if (value === null || value === undefined) return null;
        const type = statement.paramTypes[index];
        const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await pglite.execProtocol(
        concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      return parse.parseResults(messages, pglite.parsers, options)[0] as PgliteResults<T>;
    } catch (error) {
      throw withQuery(error, text, params, options);
    }
  }

  return {
    async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<PgliteResults<T>> {
      // COPY through /dev/blob needs PGlite's own handling.
      if (options?.blob) return pglite.query<T>(text, params, options);
      await pglite._checkReady();
      return pglite._runExclusiveTransaction(() =>
        pglite._runExclusiveQuery(async () => {
          const result = await run<T>(text, params, options);
          // As PGlite's query() outside a transaction: a write reaches the files now.
          await pglite.syncToFs();
          return result;
        }),
      );
    },
    transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      return pglite.transaction((tx) => {
        const prepared: Transaction = Object.create(tx, {
          query: {
            value: <R>(text: string, params?: unknown[], options?: QueryOptions): Promise<PgliteResults<R>> => {
              if (tx.closed) throw new Error('Transaction is closed');
              if (options?.blob) return tx.query<R>(text, params, options);
              return pglite._runExclusiveQuery(() => run<R>(text, params, options));
            },
          },
        });
        return callback(prepared);
      });
    },
  };
}
