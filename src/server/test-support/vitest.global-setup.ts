/**
 * Vitest global setup of the unit and API tests (issue 18 §6): makes the run's database templates
 * once, before any test file starts, and removes them afterwards.
 * - PGlite: a migrated data folder dumped to a temporary file (`pgliteTemplate`), and the same as a
 *   shop's data folder on disk (`pgliteDataFolder`) for the tests that start the shop as a process;
 * - PostgreSQL (when `DATABASE_URL` is set): a migrated database (`postgresTemplate`) each API test
 *   file copies with `CREATE DATABASE … TEMPLATE`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  createPostgresTemplate,
  dropDatabase,
  writePgliteDataFolder,
  writePgliteTemplate,
} from './database-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File of the dumped, migrated PGlite data folder. */
    pgliteTemplate: string;
    /** A shop's data folder (`DATA_DIR`) holding that database, to copy (test-support/data-folder.ts). */
    pgliteDataFolder: string;
    /** Name of the migrated template database on `DATABASE_URL`'s server; '' without one. */
    postgresTemplate: string;
  }
}

let folder: string | undefined;
let postgresTemplate = '';

export async function setup(project: TestProject): Promise<void> {
  folder = await mkdtemp(path.join(os.tmpdir(), 'wowtees-template-'));
  const file = path.join(folder, 'pglite-template.tar');
  const dataFolder = path.join(folder, 'data');
  const serverUrl = process.env.DATABASE_URL;
  postgresTemplate = serverUrl ? `wowtees_template_${process.pid}_${Math.random().toString(36).slice(2, 8)}` : '';
  await Promise.all([
    writePgliteTemplate(file).then(() => writePgliteDataFolder(file, dataFolder)),
    serverUrl ? createPostgresTemplate(serverUrl, postgresTemplate) : Promise.resolve(),
  ]);
  project.provide('pgliteTemplate', file);
  project.provide('pgliteDataFolder', dataFolder);
  project.provide('postgresTemplate', postgresTemplate);
}

export async function teardown(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl && postgresTemplate) await dropDatabase(serverUrl, postgresTemplate);
  if (folder) await rm(folder, { recursive: true, force: true });
}
