/**
 * Opens the database: embedded PGlite (default) or a PostgreSQL server (`DATABASE_URL`), both
 * through Drizzle with the same schema, and applies the generated migrations at start.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The embedded PGlite instance (driver `pglite` only), for pg-boss's `fromPglite` adapter (src/server/jobs). */
  pglite?: PGlite;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens and migrates the database.
 * @param options.databaseUrl PostgreSQL connection string; without it PGlite is used.
 * @param options.dataDir folder for PGlite's files (`dataDir/db`); ignored with `inMemory`.
 * @throws DataDirLockedError when another process uses `dataDir/db` (only one may, see data-dir-lock.ts).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  inMemory?: boolean;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover) is dropped and replaced by the pool;
    // without a listener its 'error' would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
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
    client = dir ? await PGlite.create(dir) : await PGlite.create();
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return { db: db as unknown as Db, driver: 'pglite', pglite: client, close };
  } catch (error) {
    await close();
    throw error;
  }
}
