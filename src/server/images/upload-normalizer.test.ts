/**
 * The upload normaliser's limits (issue 17 point 2): animations are cut to their first frame, an
 * absurd animation is refused from its header, and a polyglot that libvips would read as another
 * format than its magic bytes say is refused.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { animatedGif, blurBombSvg } from '#server/test-support/hostile-images.ts';
import { fixturePhoto } from '#server/test-support/test-app.ts';
import { inspectUpload, normalizeUpload } from './upload-normalizer.ts';

const limits = { maxPixels: 40_000_000, timeoutSeconds: 5 };

/** Three 40 x 30 frames: red, blue, green. */
async function threeFrames(): Promise<Buffer[]> {
  return Promise.all(
    ['#ff0000', '#0000ff', '#00ff00'].map((background) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
}

describe('upload normaliser', () => {
  it('keeps the first frame of an animated GIF only, stored as a still PNG', async () => {
    const gif = await sharp(await threeFrames(), { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);
    const image = await normalizeUpload(gif, limits);
    expect([image.contentType, image.extension, image.width, image.height]).toEqual(['image/png', '.png', 40, 30]);
    const stored = await sharp(image.body).metadata();
    expect(stored.pages ?? 1).toBe(1);
    const { data } = await sharp(image.body).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
  });

  it('keeps the first frame of an animated WebP only, as WebP', async () => {
    const webp = await sharp(await threeFrames(), { join: { animated: true } })
      .webp({ lossless: true })
      .toBuffer();
    const image = await normalizeUpload(webp, limits);
    expect([image.contentType, image.width, image.height]).toEqual(['image/webp', 40, 30]);
    expect((await sharp(image.body).metadata()).pages ?? 1).toBe(1);
  });

  it('refuses an animation of absurd size from its header with IMAGE_TOO_MANY_PIXELS', async () => {
    // 400 frames of 2000 x 2000: 1.6 gigapixels in a 1 MB file.
    const gif = await animatedGif(2000, 2000, 400);
    await expect(inspectUpload(gif, limits.maxPixels)).rejects.toMatchObject({ code: 'IMAGE_TOO_MANY_PIXELS' });
    // Below the bound, the first frame is all that is decoded.
    const long = await animatedGif(1000, 1000, 40);
    const image = await normalizeUpload(long, limits);
    expect([image.width, image.height]).toEqual([1000, 1000]);
  });

  it('refuses an SVG, and an SVG or a JPEG behind another format’s signature, with NOT_AN_IMAGE', async () => {
    await expect(normalizeUpload(blurBombSvg, limits)).rejects.toMatchObject({ code: 'NOT_AN_IMAGE' });
    const jpeg = await readFile(fixturePhoto('rocket.jpg'));
    const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    for (const disguised of [
      Buffer.concat([pngSignature, blurBombSvg]),
      Buffer.concat([Buffer.from('GIF89a'), jpeg]),
    ]) {
      await expect(normalizeUpload(disguised, limits)).rejects.toMatchObject({ code: 'NOT_AN_IMAGE' });
    }
  });
});
