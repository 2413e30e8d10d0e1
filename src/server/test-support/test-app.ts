/**
 * Test support: builds the real app (buildApp) on a fresh database for API tests. Every API test
 * runs on embedded PGlite and, when DATABASE_URL is set, also on that PostgreSQL server, in a
 * database of its own that is dropped afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';

export type DatabaseTarget = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (as .ci/run does when it answers). */
export function databaseTargets(): DatabaseTarget[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

/** Builds the app on a fresh database of `target`, files in a temporary folder. */
export async function buildTestApp(target: DatabaseTarget, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wowtees-test-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (target === 'postgres') {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('DATABASE_URL is not set');
    const name = `wowtees_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // pg's pool.end() resolves before its sockets close; dropping with force while one is still
      // open makes the server terminate it, and that client's 'error' has no listener any more.
      for (let i = 0; i < 100; i++) {
        const open = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (open.rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  // The defaults of a start without environment, on a private folder and without the client build.
  const config: AppConfig = {
    ...loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    }),
    clientDir: undefined,
    databaseUrl,
    inMemoryDatabase: target === 'pglite',
    ...overrides,
  };
  const app = await buildApp(config);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Path of a real photo in e2e/fixtures (see its LICENSES.md). */
export function fixturePhoto(name: string): string {
  return path.resolve(import.meta.dirname, '../../../e2e/fixtures', name);
}
