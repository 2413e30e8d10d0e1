/**
 * Decoding within limits (issue 17 point 2, security finding F3): a flood of files that are cheap to
 * send and costly to decode, each from its own address as a botnet would send them, must not keep
 * a real customer's photo from being uploaded.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animatedGif, blurBombSvg } from '#server/test-support/hostile-images.ts';
import { multipartBody } from '#server/test-support/multipart.ts';
import { buildTestApp, databaseTargets, fixturePhoto, type TestApp } from '#server/test-support/test-app.ts';

describe.each(databaseTargets())('an upload flood on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    // The defaults of a start without environment: rate limits on, the default image pools.
    t = await buildTestApp(target);
  });
  afterAll(async () => t?.close());

  /** A new customer, created from `address`. */
  async function newCustomer(address: string): Promise<string> {
    return (await t.app.inject({ method: 'POST', url: '/api/customers', remoteAddress: address })).json().id;
  }

  /** Uploads `body` for a new customer from `address`; the answer and how long it took, ms. */
  async function timedUpload(address: string, body: Buffer, filename: string, contentType: string) {
    const id = await newCustomer(address);
    const { payload, headers } = multipartBody({}, { field: 'file', filename, contentType, body });
    const started = performance.now();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${id}/image`,
      payload,
      headers,
      remoteAddress: address,
    });
    return { res, ms: performance.now() - started };
  }

  it('refuses or cuts off 20 blur-bomb SVGs and 20 huge animated GIFs within 5 s each while a real photo uploads within 10 s', async () => {
    // 1.6 gigapixels over 400 frames in 1 MB: refused from its header.
    const absurdGif = await animatedGif(2000, 2000, 400);
    // 40 frames of one megapixel: only the first frame is decoded.
    const longGif = await animatedGif(1000, 1000, 40);
    const photo = await readFile(fixturePhoto('rocket.jpg'));

    const svgs = Array.from({ length: 20 }, (_, i) =>
      timedUpload(`198.51.100.${i + 1}`, blurBombSvg, 'photo.svg', 'image/svg+xml'),
    );
    const gifs = Array.from({ length: 20 }, (_, i) =>
      timedUpload(`198.51.100.${i + 101}`, i % 2 ? longGif : absurdGif, 'photo.gif', 'image/gif'),
    );
    const real = timedUpload('203.0.113.7', photo, 'rocket.jpg', 'image/jpeg');
    const [svgResults, gifResults, photoResult] = await Promise.all([Promise.all(svgs), Promise.all(gifs), real]);

    // The one timing assertion of these tests: issue 17 demands these bounds ("refused or cut off
    // within 5 s each", "a real photo upload in parallel finishes within 10 s"). Generous on
    // purpose: the work itself takes well under a second; a bound missed means a decode ran long.
    for (const { res, ms } of svgResults) {
      expect(res.statusCode).toBe(415);
      expect(res.json().error.code).toBe('NOT_AN_IMAGE');
      expect(ms).toBeLessThan(5000);
    }
    for (const { res, ms } of gifResults) {
      expect(ms).toBeLessThan(5000);
      expect(res.statusCode).not.toBe(500);
      if (res.statusCode !== 200) continue;
      // Accepted: cut to its first frame, a still image.
      const stored = await t.app.inject({ method: 'GET', url: new URL(res.json().imageUrl).pathname });
      const metadata = await sharp(stored.rawPayload).metadata();
      expect([metadata.width, metadata.height, metadata.pages ?? 1]).toEqual([1000, 1000, 1]);
    }
    // The absurd animation is refused before anything is decoded.
    const absurd = gifResults.filter((_, i) => i % 2 === 0);
    expect(absurd.map(({ res }) => res.json().error?.code)).toEqual(Array(10).fill('IMAGE_TOO_MANY_PIXELS'));

    expect(photoResult.res.statusCode).toBe(200);
    expect(photoResult.ms).toBeLessThan(10_000);
  }, 120_000);
});
