/**
 * Display-size renditions at `/files/{area}/{name}?w=` (issue 22; src/server/storage/image-renditions.ts):
 * through the app, as the email-order page's `srcset` asks for them.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '#server/test-support/multipart.ts';
import { buildTestApp, fixturePhoto, type TestApp } from '#server/test-support/test-app.ts';

describe('display-size renditions of stored images', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(async () => t?.close());

  /** A phone-sized JPEG (1600 px wide) of a real photo. */
  const largePhoto = async () =>
    sharp(await readFile(fixturePhoto('rocket.jpg')))
      .resize({ width: 1600 })
      .jpeg()
      .toBuffer();

  /** A new customer with the JPEG `body` uploaded; its stored path (`/files/customer-uploads/…`). */
  async function customerWithPhoto(body?: Buffer): Promise<{ id: string; path: string }> {
    const id = (await t.app.inject({ method: 'POST', url: '/api/customers' })).json().id as string;
    const { payload, headers } = multipartBody(
      {},
      { field: 'file', filename: 'photo.jpg', contentType: 'image/jpeg', body: body ?? (await largePhoto()) },
    );
    const res = await t.app.inject({ method: 'PUT', url: `/api/customers/${id}/image`, payload, headers });
    expect(res.statusCode).toBe(200);
    return { id, path: new URL(res.json().imageUrl as string).pathname };
  }

  it('answers the photo at most 448 or 672 px wide as WebP, aspect kept, with the original cache lifetime', async () => {
    const { path } = await customerWithPhoto();
    const original = await t.app.inject({ method: 'GET', url: path });
    const source = await sharp(original.rawPayload).metadata();
    expect(source.width).toBeGreaterThan(672);
    for (const width of [448, 672]) {
      const res = await t.app.inject({ method: 'GET', url: `${path}?w=${width}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe(original.headers['cache-control']);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(Math.round(((source.height ?? 0) * width) / (source.width ?? 1)));
      expect(res.rawPayload.length).toBeLessThan(original.rawPayload.length);
    }
  });

  it('never enlarges a smaller photo, and answers requests that arrive at once with the same rendition', async () => {
    const { path } = await customerWithPhoto(await readFile(fixturePhoto('rocket.jpg')));
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.app.inject({ method: 'GET', url: `${path}?w=448` })),
    );
    const again = await t.app.inject({ method: 'GET', url: `${path}?w=448` });
    for (const res of [...answers, again]) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(answers[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    }
    const wider = await t.app.inject({ method: 'GET', url: `${path}?w=672` });
    // rocket.jpg is 640 px wide: its 672 px rendition stays 640.
    expect((await sharp(wider.rawPayload).metadata()).width).toBe(640);
  });

  it('refuses a width it does not make with 400 VALIDATION_FAILED', async () => {
    const { path } = await customerWithPhoto();
    for (const w of ['500', '0', 'x', '4480']) {
      const res = await t.app.inject({ method: 'GET', url: `${path}?w=${w}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers 404 for a rendition once the photo is deleted, though it was made before', async () => {
    const { id, path } = await customerWithPhoto();
    expect((await t.app.inject({ method: 'GET', url: `${path}?w=448` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/customers/${id}/photo` })).statusCode).toBeLessThan(300);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'GET', url: `${path}?w=448` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('answers 404 for a file that does not exist and for the private print files', async () => {
    for (const url of ['/files/customer-uploads/AAAAAAAAAAAAAAAAAAAAAA.jpg?w=448', '/files/print-files/x.png?w=448']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
  });
});
