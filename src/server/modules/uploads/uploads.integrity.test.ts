/**
 * Stored files that are never lost or dangling (issue 6 point 3): concurrent uploads for one
 * customer, malformed and over-limit multipart bodies, a photo gone from storage, leftovers of a
 * crash, and a full image queue.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { customers, orders } from '#server/db/schema/index.ts';
import { LocalDiskStorage } from '#server/storage/local-disk.ts';
import { multipartBody } from '#server/test-support/multipart.ts';
import { paidOrderRow } from '#server/test-support/paid-order-row.ts';
import { buildTestApp, databaseTargets, fixturePhoto, type TestApp } from '#server/test-support/test-app.ts';
import { migrateLegacyUploads } from './legacy-uploads.ts';

describe.each(databaseTargets())('upload integrity on %s', (target) => {
  let t: TestApp;
  const photos: Record<string, { body: Buffer; contentType: string }> = {};
  beforeAll(async () => {
    // Limits are tested in rate-limits.test.ts; here many uploads come from one address on purpose.
    t = await buildTestApp(target, { rateLimit: false });
    const rocket = await readFile(fixturePhoto('rocket.jpg'));
    photos.jpg = { body: rocket, contentType: 'image/jpeg' };
    photos.png = { body: await sharp(rocket).resize(320).png().toBuffer(), contentType: 'image/png' };
    photos.webp = { body: await sharp(rocket).resize(320).webp().toBuffer(), contentType: 'image/webp' };
  });
  afterAll(async () => t?.close());

  async function newCustomer(): Promise<string> {
    return (await t.app.inject({ method: 'POST', url: '/api/customers' })).json().id;
  }

  function upload(customerId: string, format: keyof typeof photos) {
    const { body, contentType } = photos[format];
    const { payload, headers } = multipartBody({}, { field: 'file', filename: `photo.${format}`, contentType, body });
    return t.app.inject({ method: 'PUT', url: `/api/customers/${customerId}/image`, payload, headers });
  }

  async function storedFilesOf(area: string): Promise<string[]> {
    const names = await readdir(path.join(t.config.dataDir, 'files', area)).catch(() => []);
    return names.filter((name) => !name.endsWith('.meta.json'));
  }

  for (const [label, formats] of [
    ['the same format', ['jpg', 'jpg', 'jpg', 'jpg', 'jpg', 'jpg', 'jpg', 'jpg', 'jpg', 'jpg']],
    ['mixed formats', ['png', 'jpg', 'webp', 'png', 'jpg', 'webp', 'png', 'jpg', 'webp', 'png']],
  ] as const) {
    it(`takes 10 concurrent uploads of ${label} for one customer without an error, and the photo resolves`, async () => {
      const id = await newCustomer();
      const before = new Set(await storedFilesOf('customer-uploads'));
      const results = await Promise.all(formats.map((format) => upload(id, format)));
      expect(results.map((res) => res.statusCode)).toEqual(formats.map(() => 200));

      const customer = (await t.app.inject({ method: 'GET', url: `/api/customers/${id}` })).json();
      expect(results.map((res) => res.json().imageUrl)).toContain(customer.imageUrl);
      const stored = await t.app.inject({ method: 'GET', url: new URL(customer.imageUrl).pathname });
      expect(stored.statusCode).toBe(200);
      // Every replaced photo was deleted: exactly one new file is left for this customer.
      const added = (await storedFilesOf('customer-uploads')).filter((name) => !before.has(name));
      expect(added).toEqual([path.basename(new URL(customer.imageUrl).pathname)]);

      const checkout = await t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        payload: {
          productType: 'tshirt',
          size: 'm',
          color: 'white',
          price: '54.43',
          customerId: id,
          currency: 'usd',
          locale: 'en-us',
        },
      });
      expect(checkout.statusCode).toBe(200);
    });
  }

  it('refuses checkout with 422 IMAGE_MISSING when the stored photo is gone', async () => {
    const id = await newCustomer();
    expect((await upload(id, 'png')).statusCode).toBe(200);
    const [row] = await t.app.ctx.database.db.select().from(customers).where(eq(customers.id, id));
    await t.app.ctx.storage.delete(row.imageKey ?? '');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: {
        productType: 'tshirt',
        size: 'm',
        color: 'white',
        price: '54.43',
        customerId: id,
        currency: 'usd',
        locale: 'en-us',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('IMAGE_MISSING');
  });

  it('answers a malformed multipart body with 400 INVALID_MULTIPART', async () => {
    const id = await newCustomer();
    const boundary = 'wowteesBoundary';
    for (const payload of [
      // Cut off in the middle of the file part.
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nabc`,
      // A part without headers.
      `--${boundary}\r\n\r\n\r\n--${boundary}--\r\n`,
      // No boundary at all.
      'just some bytes',
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/customers/${id}/image`,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
      expect(res.json().error.code).toMatch(/^(INVALID_MULTIPART|FILE_MISSING)$/);
    }
    const missingBoundary = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${id}/image`,
      payload: 'x',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(missingBoundary.statusCode).toBe(400);
  });

  it('answers an over-limit upload sent in chunks (no Content-Length) with 413 and stores nothing', async () => {
    const id = await newCustomer();
    const boundary = 'wowteesChunked';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const mib = Buffer.alloc(1024 * 1024, 0xff);
    const chunks = [head, ...Array.from({ length: 21 }, () => mib), Buffer.from(`\r\n--${boundary}--\r\n`)];
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${id}/image`,
      payload: Readable.from(chunks),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.headers['content-length']).toBeDefined();
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('FILE_TOO_LARGE');
    const customer = (await t.app.inject({ method: 'GET', url: `/api/customers/${id}` })).json();
    expect(customer.imageUrl).toBeNull();
  });

  it('removes temporary files a crashed write left behind when the storage opens', async () => {
    const area = path.join(t.config.dataDir, 'files', 'customer-uploads');
    await writeFile(path.join(area, 'abc.jpg.0123456789abcdef.tmp'), 'half a file');
    const storage = new LocalDiskStorage(path.join(t.config.dataDir, 'files'), t.config.publicUrl);
    expect(await storage.removeLeftoverTemporaryFiles()).toBe(1);
    expect((await readdir(area)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

describe('a full image queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    const defaults = loadConfig({}).imageWorkers;
    t = await buildTestApp('pglite', {
      imageWorkers: { ...defaults, upload: { ...defaults.upload, threads: 1, maxQueue: 1 } },
      rateLimit: false,
    });
  });
  afterAll(async () => t?.close());

  it('answers 503 SERVICE_BUSY with Retry-After instead of queueing without bound, and /healthz still answers', async () => {
    const id = (await t.app.inject({ method: 'POST', url: '/api/customers' })).json().id;
    const body = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#5a7' } })
      .jpeg()
      .toBuffer();
    const { payload, headers } = multipartBody(
      {},
      { field: 'file', filename: 'a.jpg', contentType: 'image/jpeg', body },
    );
    const uploads = Array.from({ length: 6 }, () =>
      t.app.inject({ method: 'PUT', url: `/api/customers/${id}/image`, payload, headers }),
    );
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const results = await Promise.all(uploads);
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses).toContain(200);
    const busy = results.find((res) => res.statusCode === 503);
    expect(busy?.json().error.code).toBe('SERVICE_BUSY');
    expect(Number(busy?.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('uploads stored before random keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { rateLimit: false });
  });
  afterAll(async () => t?.close());

  it('move to a random key at start, with the customer and its orders, and the id-named file is gone', async () => {
    const { db } = t.app.ctx.database;
    const id = (await t.app.inject({ method: 'POST', url: '/api/customers' })).json().id;
    const legacyKey = `customer-uploads/${id}.png`;
    const legacyUrl = `${t.app.ctx.storage.url(legacyKey)}?v=1700000000000`;
    const body = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c84' } })
      .png()
      .toBuffer();
    await t.app.ctx.storage.put(legacyKey, body, { contentType: 'image/png', cacheSeconds: 3600 });
    await db.update(customers).set({ imageUrl: legacyUrl }).where(eq(customers.id, id));
    const [order] = await db.insert(orders).values(paidOrderRow(id, legacyUrl)).returning();

    expect(await migrateLegacyUploads(t.app.ctx)).toBe(1);
    expect(await migrateLegacyUploads(t.app.ctx)).toBe(0);

    const customer = (await t.app.inject({ method: 'GET', url: `/api/customers/${id}` })).json();
    expect(customer.imageUrl).not.toContain(id);
    const [moved] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(moved.imageUrl).toBe(customer.imageUrl);
    expect((await t.app.inject({ method: 'GET', url: new URL(customer.imageUrl).pathname })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/files/${legacyKey}` })).statusCode).toBe(404);
  });
});
