/**
 * Test support: builds the real app (buildApp) on a fresh database for API tests. An API test runs
 * on embedded PGlite and, when DATABASE_URL is set, also on that PostgreSQL server, in a database of
 * its own that is dropped afterwards; image-work files run on one of them (`oneDatabaseTarget`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { trackDeferredMail } from './app-idle.ts';
import { seededDataFolder } from './data-folder.ts';
import { createDatabaseFromTemplate, databaseUrlFor, dropDatabase, readPgliteTemplate } from './database-template.ts';

/** The run's templates from the Vitest global setup; none outside Vitest (benches, scripts). */
function providedTemplates(): { pglite?: string; postgres?: string } {
  try {
    return { pglite: inject('pgliteTemplate') || undefined, postgres: inject('postgresTemplate') || undefined };
  } catch {
    return {};
  }
}

/** The run's built test checkout assets (payments/local-checkout/checkout-assets.global-setup.ts); none outside Vitest. */
function providedCheckoutAssetsDir(): string | undefined {
  try {
    return inject('checkoutAssetsDir') || undefined;
  } catch {
    return undefined;
  }
}

export type DatabaseTarget = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (as .ci/run does when it answers). */
export function databaseTargets(): DatabaseTarget[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * One database for a file whose subject is image work (stylizing, upscaling, placing, print files),
 * where the database only keeps the records the test sets up: PostgreSQL when DATABASE_URL is set,
 * else PGlite. Running such a file twice ran the same image kernels twice (ADR 0035); the shop's
 * embedded database runs these flows in the end-to-end suite. Files about stored state (money,
 * claims, limits, jobs, proofs, staff) keep `databaseTargets()`.
 */
export function oneDatabaseTarget(): DatabaseTarget[] {
  return process.env.DATABASE_URL ? ['postgres'] : ['pglite'];
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * Builds the app on a fresh database of `target`, files in a temporary folder. The database starts
 * from the run's migrated template (vitest.global-setup.ts) when there is one: PGlite in memory from
 * the dumped data folder, PGlite on disk from a copy of the run's data folder (`seededDataFolder`),
 * PostgreSQL as a copy of the template database.
 */
export async function buildTestApp(target: DatabaseTarget, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const inMemory = overrides.inMemoryDatabase ?? target === 'pglite';
  // PGlite on disk (tests that restart on the same database) starts from the run's migrated data
  // folder, as on a shop's second day, instead of creating one (~7 s). A caller's own folder is its own.
  const dataDir =
    target === 'pglite' && !inMemory && !overrides.dataDir
      ? await seededDataFolder('wowtees-test-')
      : await mkdtemp(path.join(os.tmpdir(), 'wowtees-test-'));
  let databaseUrl: string | undefined;
  let removeDatabase = async () => {};
  const templates = providedTemplates();
  if (target === 'postgres') {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('DATABASE_URL is not set');
    const name = `wowtees_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    if (templates.postgres) await createDatabaseFromTemplate(serverUrl, name, templates.postgres);
    else {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
    }
    databaseUrl = databaseUrlFor(serverUrl, name);
    removeDatabase = () => dropDatabase(serverUrl, name);
  }
  const databaseTemplate =
    target === 'pglite' && inMemory && templates.pglite ? await readPgliteTemplate(templates.pglite) : undefined;
  // The defaults of a start without environment, on a private folder and without the client build.
  const defaults = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  });
  const config: AppConfig = {
    ...defaults,
    clientDir: undefined,
    checkoutAssetsDir: providedCheckoutAssetsDir() ?? defaults.checkoutAssetsDir,
    databaseUrl,
    inMemoryDatabase: target === 'pglite',
    databaseTemplate,
    // Instant previews at a quarter of the shop's 1024 px: the same kernels and jobs at a sixteenth
    // of the pixels. A 1024 px preview was a third of the unit run's CPU; tests that are about the
    // preview's size set it back (`previewLongSidePx`).
    previewLongSidePx: 256,
    ...overrides,
  };
  const app = await buildApp(config);
  await app.ready();
  // "Nothing more is sent" checks wait for deferred mail work (app-idle.ts).
  trackDeferredMail(app);
  return {
    app,
    config,
    async close() {
      await app.close();
      await removeDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Path of a real photo in e2e/fixtures (see its LICENSES.md). */
export function fixturePhoto(name: string): string {
  return path.resolve(import.meta.dirname, '../../../e2e/fixtures', name);
}
