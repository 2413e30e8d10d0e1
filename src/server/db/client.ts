/**
 * Opens the database: embedded PGlite (default) or a PostgreSQL server (`DATABASE_URL`), both
 * through Drizzle with the same schema, and applies the generated migrations at start. On
 * PostgreSQL (issue 10): a pool of `DATABASE_POOL_MAX` connections with a statement timeout, TLS
 * per `DATABASE_SSL`, and migrations under an advisory lock so that instances starting together
 * apply them once, one after the other.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { PostgresConfig } from '../config.ts';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';
import { preparedStatementClient } from './pglite-statements.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The embedded PGlite instance (driver `pglite` only), for pg-boss's `fromPglite` adapter (src/server/jobs). */
  pglite?: PGlite;
  /** How to reach the PostgreSQL server (driver `postgres` only), for pg-boss's own pool. */
  connection?: PgConnectionOptions;
  /** The app's pool (driver `postgres` only): readiness checks and shared counters use it directly. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Connection string and TLS settings for node-postgres (also handed to pg-boss). */
export interface PgConnectionOptions {
  connectionString: string;
  /** `undefined`: the URL's `sslmode` decides. */
  ssl?: false | { rejectUnauthorized: boolean; ca?: string };
}

/** Defaults of {@link PostgresConfig} for callers without a loaded configuration (scripts, tests). */
export const defaultPostgresConfig: PostgresConfig = { poolMax: 10, statementTimeoutMs: 15_000 };

/**
 * Applies `DATABASE_SSL` / `DATABASE_SSL_CA` to a connection string. Unset `ssl`: the URL is used as
 * it is (node-postgres honours its `sslmode`). Set: the URL's own `ssl*` parameters are removed,
 * since node-postgres lets them override the `ssl` option.
 * @throws Error when the CA file cannot be read (a clear start-up failure, not a TLS error later).
 */
export async function pgConnectionOptions(databaseUrl: string, config: PostgresConfig): Promise<PgConnectionOptions> {
  if (!config.ssl) return { connectionString: databaseUrl };
  const url = new URL(databaseUrl);
  for (const name of [...url.searchParams.keys()]) {
    if (name.startsWith('ssl') || name === 'uselibpqcompat') url.searchParams.delete(name);
  }
  const connectionString = url.toString();
  if (config.ssl === 'disable') return { connectionString, ssl: false };
  if (config.ssl === 'require') return { connectionString, ssl: { rejectUnauthorized: false } };
  let ca: string | undefined;
  if (config.sslCaFile) {
    try {
      ca = await readFile(config.sslCaFile, 'utf8');
    } catch (error) {
      throw new Error(`DATABASE_SSL_CA: cannot read ${config.sslCaFile} (${(error as Error).message})`);
    }
  }
  return { connectionString, ssl: { rejectUnauthorized: true, ...(ca ? { ca } : {}) } };
}

/** Key of the advisory lock held while migrations run (any fixed 64-bit number; "wowtees-m" in ASCII). */
export const migrationLockKey = 0x776f77746565736dn;

/**
 * Applies pending migrations on a connection of its own, under a session advisory lock: a second
 * instance starting at the same time waits for the first, then finds nothing left to apply. No
 * statement timeout here: a long migration must not fail half-way, nor the wait for it.
 */
export async function migratePostgres(connection: PgConnectionOptions): Promise<void> {
  const client = new pg.Client({ ...connection, application_name: 'wowtees-migrate' });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey.toString()]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey.toString()]);
    }
  } finally {
    await client.end();
  }
}

/** The PGlite extensions every embedded database loads: pg_trgm, for the trigram indexes of the staff order search (migration 0011). */
export const pgliteExtensions = { pg_trgm };

/**
 * The buffer pool of the embedded database on disk (issue 22 §4, a lean server): 32 MB instead of
 * PostgreSQL's 128 MB. PGlite keeps the pool in the process's WebAssembly memory, resident from the
 * start, and the data files under it are in the operating system's page cache as well. With it the
 * shop's RSS after a start on an existing folder went from ~570-600 to ~480-515 MiB; the staff search
 * over 100,000 orders and the customer GET kept their speed (`npm run bench`).
 *
 * Set with ALTER SYSTEM (the folder's postgresql.auto.conf), so it takes effect from the next
 * start. Not as a start parameter: given any, PGlite's first start on an empty folder peaked ~200 MiB
 * higher. Not with `postgresqlconf`: PGlite writes that over the folder's postgresql.conf.
 */
const onDiskSharedBuffers = '32MB';

/**
 * Opens and migrates the database.
 * @param options.databaseUrl PostgreSQL connection string; without it PGlite is used.
 * @param options.postgres pool size, statement timeout and TLS (PostgreSQL only; defaults {@link defaultPostgresConfig}).
 * @param options.dataDir folder for PGlite's files (`dataDir/db`); ignored with `inMemory`.
 * @param options.template see below; only with `inMemory`.
 * @throws DataDirLockedError when another process uses `dataDir/db` (only one may, see data-dir-lock.ts).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  postgres?: PostgresConfig;
  dataDir: string;
  inMemory?: boolean;
  /**
   * Tests only: a PGlite data folder dumped by `dumpDataDir` (already migrated, see
   * test-support/database-template.ts) that an in-memory database starts from, instead of
   * creating and migrating one (~5 s) per test file.
   */
  template?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const settings = options.postgres ?? defaultPostgresConfig;
    const connection = await pgConnectionOptions(options.databaseUrl, settings);
    await migratePostgres(connection);
    const pool = new pg.Pool({
      ...connection,
      max: settings.poolMax,
      // A runaway query is cancelled by the server instead of holding a connection for good.
      ...(settings.statementTimeoutMs > 0 ? { statement_timeout: settings.statementTimeoutMs } : {}),
      // A pool whose connections are all busy makes the next request wait at most this long, then fail.
      connectionTimeoutMillis: 10_000,
      application_name: 'wowtees',
    });
    // An idle connection the server ends (restart, failover) is dropped and replaced by the pool;
    // without a listener its 'error' would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    return { db: db as unknown as Db, driver: 'postgres', connection, pool, close: () => pool.end() };
  }
  let dir: string | undefined;
  let lock: DataDirLock | undefined;
  if (!options.inMemory) {
    dir = path.join(options.dataDir, 'db');
    await mkdir(dir, { recursive: true });
    // Before PGlite touches the files: a second process on the folder stops here (issue 6).
    lock = await lockDataDir(dir);
  }
  let client: PGlite | undefined;
  const close = async () => {
    try {
      await client?.close();
    } finally {
      await lock?.release();
    }
  };
  try {
    client = dir
      ? await PGlite.create(dir, { extensions: pgliteExtensions })
      : await PGlite.create({
          ...(options.template ? { loadDataDir: options.template } : {}),
          extensions: pgliteExtensions,
          // In memory (tests) the data files already live in this process's memory: the default
          // 128 MB buffer pool only holds a second copy, and setting it up was half of each test
          // app's start (1.2-1.5 s -> 0.6 s per database, ADR 0034). A start parameter: PGlite's
          // `postgresqlconf` replaces the postgresql.conf initdb wrote (time zone, text search).
          startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
          // 1 MB WAL segments instead of 16 MB: the migrated folder the tests copy per app (a 16 MB
          // segment of it mostly zeros) shrinks from 43 to 34 MB.
          initDbStartParams: ['--wal-segsize=1'],
        });
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    if (dir) await client.exec(`ALTER SYSTEM SET shared_buffers = '${onDiskSharedBuffers}'`);
    // After the migrations (a statement prepared before a table changed would fail): the app's
    // queries run as prepared statements (pglite-statements.ts, issue 22 §4).
    const db = drizzlePglite({ client: preparedStatementClient(client) as unknown as PGlite, schema });
    return { db: db as unknown as Db, driver: 'pglite', pglite: client, close };
  } catch (error) {
    await close();
    throw error;
  }
}
