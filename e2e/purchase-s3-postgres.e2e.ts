/**
 * The main job end to end on the production engines (issue 10 "Proof"): the same purchase as
 * purchase.e2e.ts against a shop started here on a fresh PostgreSQL database, the S3 peer (s3rver)
 * and Redis when `REDIS_URL` is set. The uploaded photo must be in the bucket (not in
 * DATA_DIR/files) and the order in PostgreSQL.
 *
 * Runs when `DATABASE_URL` names a PostgreSQL server (.ci/run sets it when the machine's answers);
 * skipped otherwise, since there is no server to create the database on.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '#server/storage/s3.ts';
import { freePort } from '#server/test-support/free-port.ts';
import { type S3TestServer, startS3TestServer } from '#server/test-support/s3-test-server.ts';
import { launchBrowser } from './support/browser.ts';
import { buyDiscountedHoodie } from './support/purchase-flow.ts';

const serverUrl = process.env.DATABASE_URL;

async function filesUnder(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

// Without a PostgreSQL server there is nothing to run on: the embedded path is purchase.e2e.ts.
describe.skipIf(!serverUrl)('photo upload to paid order on PostgreSQL + S3', () => {
  const database = `wowtees_e2e_${process.pid}`;
  let admin: pg.Client;
  let db: pg.Client;
  let s3: S3TestServer;
  let child: ChildProcess | undefined;
  let dataDir: string;
  let baseUrl: string;
  let browser: Browser;

  beforeAll(async () => {
    const adminUrl = new URL(serverUrl ?? '');
    adminUrl.pathname = '/postgres';
    admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
    s3 = await startS3TestServer('wowtees-e2e');
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wowtees-e2e-s3pg-'));
    const port = await freePort();
    baseUrl = `http://localhost:${port}`;
    child = spawn(process.execPath, ['src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl,
        S3_BUCKET: s3.config.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        REDIS_URL: process.env.REDIS_URL ?? '',
        REDIS_KEY_PREFIX: `wowtees-test:${randomUUID()}:`,
        STRIPE_SECRET_KEY: '',
        SMTP_URL: '',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const deadline = Date.now() + 110_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The shop exited with ${child.exitCode}`);
      try {
        // Ready: database, storage and queue answer.
        if ((await fetch(`${baseUrl}/readyz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('The shop did not get ready within 110 s');
      await new Promise((r) => setTimeout(r, 250));
    }
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await db?.end();
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    }
    await s3?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await admin?.query(`drop database if exists ${database} with (force)`);
    await admin?.end();
  });

  it('buys a discounted hoodie: the photo is in the bucket and the order in PostgreSQL', async () => {
    const { page, sessionId, customerId } = await buyDiscountedHoodie(browser, baseUrl);
    expect(sessionId).toMatch(/^cs_test_local_/);

    const { rows: customers } = await db.query<{ image_key: string | null }>(
      'select image_key from customers where id = $1',
      [customerId],
    );
    const imageKey = customers[0]?.image_key ?? '';
    expect(imageKey).toMatch(/^customer-uploads\/[A-Za-z0-9_-]{22}\.\w+$/);

    const { rows: orders } = await db.query<{
      amount_total_minor: number;
      product_type: string;
      size: string;
      color: string;
      image_key: string | null;
    }>('select * from orders where checkout_session_id = $1', [sessionId]);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ amount_total_minor: 7999, product_type: 'hoodie', size: 'l', color: 'gray' });

    // The photo (and the order's copy of it) is in the bucket; nothing is on the local disk.
    const bucket = new S3Storage(s3.config, baseUrl);
    expect(await bucket.exists(imageKey)).toBe(true);
    if (orders[0].image_key) expect(await bucket.exists(orders[0].image_key)).toBe(true);
    expect((await bucket.list('customer-uploads/')).keys).toContain(imageKey);
    expect(await filesUnder(path.join(dataDir, 'files'))).toEqual([]);

    // The shop hands the photo out from the bucket through its own private route.
    const customer = await (await fetch(`${baseUrl}/api/customers/${customerId}`)).json();
    const photo = await fetch(new URL(customer.imageUrl, baseUrl));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toMatch(/^image\//);
    await page.context().close();
  });
});
