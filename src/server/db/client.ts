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
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens and migrates the database.
 * @param options.databaseUrl PostgreSQL connection string; without it PGlite is used.
 * @param options.dataDir folder for PGlite's files (`dataDir/db`); ignored with `inMemory`.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  inMemory?: boolean;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if (options.inMemory) {
    client = await PGlite.create();
  } else {
    const dir = path.join(options.dataDir, 'db');
    await mkdir(dir, { recursive: true });
    client = await PGlite.create(dir);
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}
