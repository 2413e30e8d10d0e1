import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lanczosPrintFile } from '#server/images/lanczos-upscaler.ts';
import type { PrintScaler } from '#server/images/print-upscaler.ts';
import { type FakeReplicateServer, startFakeReplicateServer } from '#server/test-support/fake-replicate-server.ts';
import { fixturePhoto } from '#server/test-support/test-app.ts';
import { detailPrintDpi } from '#shared/artwork.ts';
import { createReplicateUpscaler, replicateScale } from './replicate-upscaler.ts';

/** A pinned Real-ESRGAN version as a merchant configures it. */
const model = `nightmareai/real-esrgan:${'f121d640'.padEnd(64, '0')}`;
/** A small print area keeps the test fast; the maths is the same as at 3600 x 4800. */
const area = { maxWidth: 900, maxHeight: 1200 };
/** The pool's Lanczos, run in this thread: the same function the worker runs. */
const lanczos: PrintScaler = (image, options) => lanczosPrintFile(image, options);

describe('the replicate print upscaler against a local fake of Replicate (issue 20 §3)', () => {
  let replicate: FakeReplicateServer;
  let artwork: Buffer;

  beforeAll(async () => {
    replicate = await startFakeReplicateServer();
    // A 300 x 200 artwork: 3x short of the 900 px print width.
    artwork = await sharp(await readFile(fixturePhoto('coffee.png')))
      .resize(300, 200)
      .png()
      .toBuffer();
  });
  afterAll(async () => replicate?.close());
  beforeEach(() => {
    replicate.mode = 'ok';
    replicate.completeAfterMs = 100;
    replicate.requests.length = 0;
  });

  const upscaler = (overrides: { baseUrl?: string; waitSeconds?: number } = {}) =>
    createReplicateUpscaler(
      {
        apiToken: 'r8_test_token',
        baseUrl: overrides.baseUrl ?? replicate.baseUrl,
        model,
        timeoutMs: 5000,
        waitSeconds: overrides.waitSeconds ?? 10,
      },
      lanczos,
    );

  it('asks Real-ESRGAN for the whole factor, downloads its output and finishes at the exact print size', async () => {
    const file = await upscaler().makePrintFile(artwork, area);
    expect(file).toMatchObject({ method: 'replicate', upscaled: true, fallbackReason: null, width: 900, height: 600 });
    // Real-ESRGAN's 3x output (900 x 600) is the detail: 900 px over 12 in.
    expect(file.effectiveDpi).toBe(detailPrintDpi(900, 600));
    const meta = await sharp(file.body).metadata();
    expect([meta.format, meta.width, meta.height, meta.density]).toEqual(['png', 900, 600, 300]);

    const create = replicate.requests.find((r) => r.method === 'POST');
    expect(create?.path).toBe('/v1/predictions');
    const body = JSON.parse(create?.body.toString('utf8') ?? '{}');
    expect(body.version).toBe(model.split(':')[1]);
    expect(body.input.scale).toBe(3);
    expect(body.input.image).toMatch(/^data:image\/jpeg;base64,/);
    expect(Object.keys(body.input).sort()).toEqual(['image', 'scale']);
  });

  it('falls back to Lanczos when Replicate is down, and says why', async () => {
    replicate.mode = 'down';
    const file = await upscaler().makePrintFile(artwork, area);
    expect(file).toMatchObject({ method: 'lanczos', upscaled: true, width: 900, height: 600 });
    expect(file.fallbackReason).toMatch(/^Real-ESRGAN on Replicate failed: Replicate answered 503/);
    expect(file.fallbackReason).not.toMatch(/r8_test_token/);
    // Lanczos adds no detail: the artwork's own 300 px across 12 in.
    expect(file.effectiveDpi).toBe(detailPrintDpi(300, 200));
    expect((await sharp(file.body).metadata()).width).toBe(900);
  });

  it('falls back when the model fails, when it never finishes in time (and cancels it), and when unreachable', async () => {
    replicate.mode = 'fail';
    const failed = await upscaler().makePrintFile(artwork, area);
    expect(failed.method).toBe('lanczos');
    expect(failed.fallbackReason).toMatch(/prediction failed: CUDA out of memory/);

    replicate.mode = 'hang';
    const slow = await upscaler({ waitSeconds: 1 }).makePrintFile(artwork, area);
    expect(slow.method).toBe('lanczos');
    expect(slow.fallbackReason).toMatch(/did not finish .* in time/);
    const hung = [...replicate.predictions.values()].at(-1);
    expect(hung?.status).toBe('canceled');

    const gone = await upscaler({ baseUrl: 'http://127.0.0.1:9/v1' }).makePrintFile(artwork, area);
    expect(gone.method).toBe('lanczos');
    expect(gone.fallbackReason).toMatch(/could not be reached/);
  });

  it('does not call Replicate for an image already at print size (method none)', async () => {
    const large = await sharp({ create: { width: 1000, height: 1400, channels: 3, background: '#c84' } })
      .png()
      .toBuffer();
    const file = await upscaler().makePrintFile(large, area);
    expect(file).toMatchObject({ method: 'none', upscaled: false, fallbackReason: null, width: 857, height: 1200 });
    // Its own pixels over the real 12 x 16 in area: 1400 px over 16 in.
    expect(file.effectiveDpi).toBe(87);
    expect(replicate.requests).toHaveLength(0);
  });
});

describe('replicateScale', () => {
  it('asks for the whole factor that covers the print size, 2 to 4', () => {
    expect(replicateScale(1024, 1536, { width: 3200, height: 4800 })).toBe(4);
    expect(replicateScale(1800, 2400, { width: 3600, height: 4800 })).toBe(2);
    expect(replicateScale(2400, 3200, { width: 3600, height: 4800 })).toBe(2);
    // 512 px needs 7x: Real-ESRGAN's 4x, Lanczos the rest.
    expect(replicateScale(512, 512, { width: 3600, height: 3600 })).toBe(4);
  });

  it('leaves a small enlargement of a large image to Lanczos (2x would pass 40 MP)', () => {
    expect(replicateScale(3300, 4400, { width: 3600, height: 4800 })).toBeNull();
  });
});
