/**
 * Test support: one migrated database per test run instead of one migration per test file (issue 18
 * §6). Creating and migrating a PGlite database costs ~5 s and installing pg-boss's schema more;
 * loading a dumped data folder costs a fraction of that. On PostgreSQL a migrated template database
 * is copied with `CREATE DATABASE … TEMPLATE`.
 *
 * The templates are made by the Vitest global setup (`vitest.global-setup.ts`) from the current
 * migrations, so they never go stale, and handed to the test files through Vitest's `provide`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { openDatabase, pgliteExtensions } from '../db/client.ts';
import { startJobQueue } from '../jobs/job-queue.ts';

const silent = pino({ level: 'silent' });

/** The job settings of a start without environment (the queues' retry policies are part of the template). */
function defaultJobsConfig() {
  return loadConfig({ LOG_LEVEL: 'silent' }).jobs;
}

/**
 * Makes a migrated PGlite database with pg-boss's schema and the shop's queues installed and writes
 * its dumped data folder to `file`.
 * @returns the dump's size in bytes.
 */
export async function writePgliteTemplate(file: string): Promise<number> {
  const database = await openDatabase({ dataDir: '/nonexistent', inMemory: true });
  try {
    const jobs = await startJobQueue(database, { jobs: defaultJobsConfig() }, silent);
    await jobs.stop();
    const dump = await database.pglite!.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    await writeFile(file, bytes);
    return bytes.byteLength;
  } finally {
    await database.close();
  }
}

/**
 * A Blob over bytes already in memory whose `arrayBuffer()` is one copy. PGlite reads its
 * `loadDataDir` with `arrayBuffer()`, which Node's Blob serves by streaming and concatenating
 * chunks: ~250 ms for the 43 MB template, against ~100 ms for one copy of the 34 MB one, once per
 * test app (ADR 0034).
 */
class InMemoryBlob extends Blob {
  readonly #bytes: Uint8Array<ArrayBuffer>;

  constructor(bytes: Uint8Array<ArrayBuffer>) {
    super([bytes]);
    this.#bytes = bytes;
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    // A copy every time (Uint8Array's slice; a Buffer's would share memory): the database writes
    // into what it loads, and the next test app must start from the untouched template.
    return Uint8Array.prototype.slice.call(this.#bytes).buffer;
  }
}

/**
 * Writes a data folder as the shop keeps one (`DATA_DIR`, the database in `db/`) holding the
 * migrated template of `templateFile`, for the tests that start the shop or the staff command as
 * a process: each copies it and starts as on a merchant's second day, instead of creating and
 * migrating the database (~8 s of CPU per process). The first start on an empty folder stays
 * covered by the end-to-end run's shop (e2e/support/global-setup.ts).
 */
export async function writePgliteDataFolder(templateFile: string, folder: string): Promise<void> {
  const dir = path.join(folder, 'db');
  await mkdir(dir, { recursive: true });
  const database = await PGlite.create(dir, {
    loadDataDir: new Blob([await readFile(templateFile)]),
    extensions: pgliteExtensions,
  });
  await database.close();
}

let cachedTemplate: { file: string; blob: Promise<Blob> } | undefined;

/** The dumped PGlite template of `file` as a Blob, read once per test worker. */
export function readPgliteTemplate(file: string): Promise<Blob> {
  if (cachedTemplate?.file !== file) {
    cachedTemplate = { file, blob: readFile(file).then((bytes) => new InMemoryBlob(bytes)) };
  }
  return cachedTemplate.blob;
}

/** `DATABASE_URL` with another database name. */
export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Waits until nobody is connected to database `name` (a template must have no sessions to be copied or dropped). */
export async function waitForNoConnections(client: pg.Client, name: string): Promise<void> {
  // pg's pool.end() resolves before its sockets close.
  for (let i = 0; i < 250; i++) {
    const open = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (open.rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Creates database `name` on the server of `serverUrl`, migrated and with pg-boss's schema and the
 * shop's queues, for `CREATE DATABASE … TEMPLATE name`.
 */
export async function createPostgresTemplate(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const database = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), dataDir: '/nonexistent' });
    try {
      const jobs = await startJobQueue(database, { jobs: defaultJobsConfig() }, silent);
      await jobs.stop();
    } finally {
      await database.close();
    }
    await waitForNoConnections(admin, name);
  } finally {
    await admin.end();
  }
}

/**
 * Copies template database `template` to a new database `name`. PostgreSQL refuses the copy while
 * another session is connected to the template (an earlier copy's own connection can linger for a
 * moment): retried for a few seconds.
 */
export async function createDatabaseFromTemplate(serverUrl: string, name: string, template: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        return;
      } catch (error) {
        const busy = error instanceof Error && /being accessed by other users/.test(error.message);
        if (!busy || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.end();
  }
}

/** Drops database `name` once nobody uses it. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await waitForNoConnections(client, name);
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
