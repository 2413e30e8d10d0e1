/**
 * The shop on S3 storage (issue 10): the real app (buildApp) with `S3_*` pointing at an S3-protocol
 * server started here, on PGlite and, with DATABASE_URL, PostgreSQL. Photos land in the bucket, not
 * on the local disk, load through the shop's URL, and checkout finds them there.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerWithPhoto, uploadPhoto } from '#server/test-support/customer-with-photo.ts';
import { type S3TestServer, startS3TestServer } from '#server/test-support/s3-test-server.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';

describe.each(databaseTargets())('the shop on S3 storage, database %s', (target) => {
  let s3: S3TestServer;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    t = await buildTestApp(target, { s3: s3.config });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const keyOf = (url: string) => new URL(url).pathname.replace(/^\/files\//, '');
  const bucketKeys = async () => (await t.app.ctx.storage.list('customer-uploads/')).keys;

  it('stores an uploaded photo in the bucket and serves it at the shop URL', async () => {
    const { imageUrl } = await customerWithPhoto(t.app);
    expect(imageUrl).toMatch(/^http:\/\/localhost:3000\/files\/customer-uploads\/[A-Za-z0-9_-]{22}\.png$/);
    expect(await bucketKeys()).toContain(keyOf(imageUrl));
    // Nothing on the local disk: the bucket is the only store.
    const local = await readdir(path.join(t.config.dataDir, 'files')).catch(() => []);
    expect(local).toEqual([]);

    const photo = await t.app.inject({ method: 'GET', url: new URL(imageUrl).pathname });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['cache-control']).toBe('private, max-age=3600');
    expect((await sharp(photo.rawPayload).metadata()).format).toBe('png');
  });

  it('deletes the replaced photo from the bucket when no order prints it', async () => {
    const { id, imageUrl: first } = await customerWithPhoto(t.app);
    const second = (await uploadPhoto(t.app, id, 'coffee.png')).json().imageUrl as string;
    const keys = await bucketKeys();
    expect(keys).toContain(keyOf(second));
    expect(keys).not.toContain(keyOf(first));
    expect((await t.app.inject({ method: 'GET', url: new URL(first).pathname })).statusCode).toBe(404);
  });

  it('opens a checkout for a customer whose photo is in the bucket', async () => {
    const { id } = await customerWithPhoto(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: {
        productType: 'hoodie',
        size: 'l',
        color: 'gray',
        price: '79.99',
        customerId: id,
        discountApplied: true,
        currency: 'usd',
        locale: 'en-us',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^http:\/\/localhost:3000\/pay\/cs_test_local_/);
  });

  it('answers IMAGE_MISSING at checkout when the photo is gone from the bucket', async () => {
    const { id, imageUrl } = await customerWithPhoto(t.app);
    await t.app.ctx.storage.delete(keyOf(imageUrl));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: {
        productType: 'tshirt',
        size: 'm',
        color: 'white',
        price: '54.43',
        customerId: id,
        discountApplied: false,
        currency: 'usd',
        locale: 'en-us',
      },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error.code).toBe('IMAGE_MISSING');
  });
});
