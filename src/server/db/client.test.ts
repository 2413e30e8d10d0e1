/**
 * PostgreSQL in production shape (issue 10): TLS settings, pool size and statement timeout, and
 * migrations applied once when several instances start together. The server tests need
 * `DATABASE_URL` (as .ci/run sets it when PostgreSQL answers) and work in a database of their own.
 * The embedded database on disk (issue 22 §4): its buffer pool from the second start.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { seededDataFolder } from '../test-support/data-folder.ts';
import { migratePostgres, openDatabase, pgConnectionOptions } from './client.ts';

const serverUrl = process.env.DATABASE_URL;
const journal = JSON.parse(await readFile(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describe('PostgreSQL connection settings', () => {
  it('reads the pool, timeout and TLS keys with production defaults', () => {
    expect(loadConfig({}).postgres).toEqual({
      poolMax: 10,
      statementTimeoutMs: 15_000,
      ssl: undefined,
      sslCaFile: undefined,
    });
    const config = loadConfig({
      DATABASE_POOL_MAX: '25',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      DATABASE_SSL: 'verify-full',
      DATABASE_SSL_CA: '/etc/ssl/db-ca.pem',
    }).postgres;
    expect(config).toEqual({ poolMax: 25, statementTimeoutMs: 0, ssl: 'verify-full', sslCaFile: '/etc/ssl/db-ca.pem' });
    expect(() => loadConfig({ DATABASE_SSL: 'prefer' })).toThrow(/DATABASE_SSL/);
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
  });

  it('leaves the URL alone without DATABASE_SSL, and replaces its ssl parameters with it', async () => {
    const url = 'postgres://u:p@db.example.com:5432/shop?sslmode=require&application_name=x';
    expect(await pgConnectionOptions(url, { poolMax: 10, statementTimeoutMs: 0 })).toEqual({ connectionString: url });
    const required = await pgConnectionOptions(url, { poolMax: 10, statementTimeoutMs: 0, ssl: 'require' });
    expect(required).toEqual({
      connectionString: 'postgres://u:p@db.example.com:5432/shop?application_name=x',
      ssl: { rejectUnauthorized: false },
    });
    const disabled = await pgConnectionOptions(url, { poolMax: 10, statementTimeoutMs: 0, ssl: 'disable' });
    expect(disabled.ssl).toBe(false);
  });

  it('checks the certificate with verify-full, against DATABASE_SSL_CA when given', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'wowtees-ca-'));
    try {
      const caFile = path.join(dir, 'ca.pem');
      await import('node:fs/promises').then((fs) => fs.writeFile(caFile, '-----BEGIN CERTIFICATE-----\nx\n'));
      const url = 'postgres://db.example.com/shop';
      const options = await pgConnectionOptions(url, {
        poolMax: 1,
        statementTimeoutMs: 0,
        ssl: 'verify-full',
        sslCaFile: caFile,
      });
      expect(options.ssl).toEqual({ rejectUnauthorized: true, ca: '-----BEGIN CERTIFICATE-----\nx\n' });
      await expect(
        pgConnectionOptions(url, {
          poolMax: 1,
          statementTimeoutMs: 0,
          ssl: 'verify-full',
          sslCaFile: path.join(dir, 'missing.pem'),
        }),
      ).rejects.toThrow(/DATABASE_SSL_CA: cannot read/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!serverUrl)('on a PostgreSQL server', { timeout: 120_000 }, () => {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await drop?.();
    drop = undefined;
  });

  /** A fresh, empty database; dropped after the test. */
  async function freshDatabase(): Promise<string> {
    const name = `wowtees_db_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    drop = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    return url.toString();
  }

  it('applies migrations once when several instances start together (advisory lock)', async () => {
    const url = await freshDatabase();
    // Without the lock, concurrent runs collide on creating the migrations table or a first table.
    const results = await Promise.allSettled([1, 2, 3].map(() => migratePostgres({ connectionString: url })));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const applied = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied.rows[0].n).toBe(journal.entries.length);
      const tables = await client.query(`select relpersistence from pg_class where relname = 'rate_limit_counters'`);
      expect(tables.rows[0].relpersistence).toBe('u');
    } finally {
      await client.end();
    }
  });

  it('sizes the pool by DATABASE_POOL_MAX and cancels statements over DATABASE_STATEMENT_TIMEOUT_MS', async () => {
    const url = await freshDatabase();
    const database = await openDatabase({
      databaseUrl: url,
      postgres: { poolMax: 3, statementTimeoutMs: 300 },
      dataDir: os.tmpdir(),
    });
    try {
      expect(database.pool?.options.max).toBe(3);
      await expect(database.pool?.query('select pg_sleep(2)')).rejects.toThrow(/statement timeout/);
      // The pool goes on serving after a cancelled statement.
      expect((await database.pool?.query('select 1 as one'))?.rows[0].one).toBe(1);
    } finally {
      await database.close();
    }
  });
});

describe('the embedded database on disk', () => {
  it('starts with a 32 MB buffer pool from its second start, and keeps the postgresql.conf initdb wrote', async () => {
    const dataDir = await seededDataFolder('wowtees-buffers-');
    try {
      await (await openDatabase({ dataDir })).close();
      const database = await openDatabase({ dataDir });
      try {
        const { rows } = await database.pglite!.query<{ size: string }>(
          `select current_setting('shared_buffers') as size`,
        );
        expect(rows[0]?.size).toBe('32MB');
      } finally {
        await database.close();
      }
      // ALTER SYSTEM writes postgresql.auto.conf; initdb's file (time zone, locale) is left as it was.
      expect(await readFile(path.join(dataDir, 'db/postgresql.conf'), 'utf8')).toMatch(/^max_connections = /m);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
