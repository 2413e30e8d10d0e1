/**
 * The artwork methods of the image worker pool through real worker threads (issue 8): `stylize`
 * gives the same bytes as the stylizer in this thread, `upscaleForPrint` fills the print area
 * with the aspect kept, a full queue answers ServiceBusyError and undecodable bytes a stable code.
 * Issue 17 point 2: a task past its deadline is aborted (its thread terminated) and the pool keeps
 * working; uploads have their own threads and queue, so renders never make them wait. A waiting
 * preview goes before waiting print work.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { printArea } from '#shared/artwork.ts';
import type { ImageWorkersConfig } from '../config.ts';
import { stylizeLocal } from './filters/local-filters.ts';
import { createImageWorkerPool, ServiceBusyError } from './image-worker-pool.ts';
import { printSize } from './print-upscaler.ts';

const fixtures = path.resolve(import.meta.dirname, '../../../e2e/fixtures');
const print = { maxWidth: printArea.widthInches * printArea.dpi, maxHeight: printArea.heightInches * printArea.dpi };
/** One thread per pool, the given queue bound and deadlines (seconds). */
function poolConfig(
  maxQueue: number,
  timeouts: { upload?: number; preview?: number; print?: number } = {},
): ImageWorkersConfig {
  return {
    upload: { threads: 1, maxQueue, timeoutSeconds: timeouts.upload ?? 5 },
    artwork: {
      threads: 1,
      maxQueue,
      previewTimeoutSeconds: timeouts.preview ?? 30,
      printTimeoutSeconds: timeouts.print ?? 120,
    },
  };
}

const pool = createImageWorkerPool(poolConfig(1));
afterAll(() => pool.close());

describe('image worker pool: artwork', () => {
  it('stylizes in a worker thread, byte for byte like the in-thread stylizer', async () => {
    const source = await readFile(path.join(fixtures, 'chelsea.png'));
    const result = await pool.stylize(source, 'cel', { longSidePx: 640 });
    expect(result.contentType).toBe('image/webp');
    expect([result.width, result.height]).toEqual([640, 426]);
    expect(Buffer.isBuffer(result.body)).toBe(true);
    const local = await stylizeLocal(source, 'cel', { longSidePx: 640 });
    expect(result.body.equals(local.body)).toBe(true);
  });

  it('upscales an artwork with its aspect kept to fill the print area, as a 300 DPI PNG', async () => {
    const source = await readFile(path.join(fixtures, 'rocket.jpg'));
    const artwork = await pool.stylize(source, 'painterly', { longSidePx: 768 });
    const file = await pool.upscaleForPrint(artwork.body, print);
    // 768 x 512 (3:2 landscape) fills the 3600 px width of the portrait area.
    expect([file.contentType, file.width, file.height]).toEqual(['image/png', 3600, 2400]);
    const metadata = await sharp(file.body).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.density]).toEqual(['png', 3600, 2400, 300]);

    const portrait = await sharp({ create: { width: 300, height: 500, channels: 3, background: '#88aacc' } })
      .png()
      .toBuffer();
    const tall = await pool.upscaleForPrint(portrait, print);
    expect([tall.width, tall.height, tall.upscaled]).toEqual([2880, 4800, true]);
    expect(file.upscaled).toBe(true);
  });

  it('says when a print file was not upscaled: an image larger than the area is scaled down', async () => {
    const large = await sharp({ create: { width: 4000, height: 6000, channels: 3, background: '#446688' } })
      .png()
      .toBuffer();
    const file = await pool.upscaleForPrint(large, print);
    expect([file.width, file.height, file.upscaled]).toEqual([3200, 4800, false]);
  });

  it('computes the print size of any aspect within the area', () => {
    expect(printSize(1024, 1024, 3600, 4800)).toEqual({ width: 3600, height: 3600 });
    expect(printSize(4000, 8000, 3600, 4800)).toEqual({ width: 2400, height: 4800 });
    expect(printSize(10000, 10, 3600, 4800)).toEqual({ width: 3600, height: 4 });
  });

  it('answers ServiceBusyError when the queue is full, and IMAGE_UNREADABLE for bytes that are no image', async () => {
    const source = await readFile(path.join(fixtures, 'astronaut.png'));
    const results = await Promise.allSettled(
      [0, 1, 2, 3].map(() => pool.stylize(source, 'painterly', { longSidePx: 256 })),
    );
    const busy = results.filter((r) => r.status === 'rejected' && r.reason instanceof ServiceBusyError);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);

    await expect(pool.stylize(Buffer.from('no image here'), 'cel', { longSidePx: 256 })).rejects.toMatchObject({
      code: 'IMAGE_UNREADABLE',
    });
    await expect(pool.upscaleForPrint(Buffer.from('no image here'), print)).rejects.toMatchObject({
      code: 'IMAGE_UNREADABLE',
    });
  });
});

describe('image worker pool: deadlines and separate queues', () => {
  // Renders above the preview size get the print deadline: 0.2 s here, so a 2048 px render (3-5 s
  // of the local filters' JavaScript, which sharp's own timeout cannot stop) always runs past it.
  const strict = createImageWorkerPool(poolConfig(4, { print: 0.2 }));
  afterAll(() => strict.close());

  it('aborts a task past its deadline with IMAGE_PROCESSING_TIMEOUT, and the pool keeps working', async () => {
    const source = await readFile(path.join(fixtures, 'rocket.jpg'));
    // The render takes the only thread; the preview waits in the queue behind it.
    const [render, preview] = await Promise.allSettled([
      strict.stylize(source, 'painterly', { longSidePx: 2048 }),
      strict.stylize(source, 'cel', { longSidePx: 256 }),
    ]);
    expect(render.status === 'rejected' && render.reason).toMatchObject({ code: 'IMAGE_PROCESSING_TIMEOUT' });
    // A fresh thread replaces the terminated one and takes the waiting task.
    expect(preview.status === 'fulfilled' && [preview.value.contentType, preview.value.width]).toEqual([
      'image/webp',
      256,
    ]);
    // The deadline holds for every later task too.
    await expect(strict.stylize(source, 'cel', { longSidePx: 2048 })).rejects.toMatchObject({
      code: 'IMAGE_PROCESSING_TIMEOUT',
    });
    const upload = await strict.normalizeUpload(source, 40_000_000);
    expect(upload.contentType).toBe('image/jpeg');
  });

  it('takes a waiting preview before print work queued earlier, and print work in its own order', async () => {
    const ordered = createImageWorkerPool(poolConfig(8));
    try {
      const photo = await readFile(path.join(fixtures, 'chelsea.png'));
      const artwork = (await ordered.stylize(photo, 'cel', { longSidePx: 256 })).body;
      const finished: string[] = [];
      const track = (name: string, work: Promise<unknown>) => work.then(() => finished.push(name));
      const area = { maxWidth: 1200, maxHeight: 1600 };
      // The first print task takes the only thread; the other two and the preview wait.
      await Promise.all([
        track('print 1', ordered.upscaleForPrint(artwork, area)),
        track('print 2', ordered.upscaleForPrint(artwork, area)),
        track('print 3', ordered.stylize(photo, 'painterly', { longSidePx: 1200 })),
        track('preview', ordered.stylize(photo, 'painterly', { longSidePx: 256 })),
      ]);
      expect(finished).toEqual(['print 1', 'preview', 'print 2', 'print 3']);
    } finally {
      await ordered.close();
    }
  });

  it('decodes an upload while the artwork thread and queue are full', async () => {
    const busy = createImageWorkerPool(poolConfig(1));
    try {
      const photo = await readFile(path.join(fixtures, 'astronaut.png'));
      // More renders than the artwork thread and its queue take: at least one is refused.
      const renders = Promise.all(
        [0, 1, 2].map((): Promise<unknown> => busy.stylize(photo, 'painterly', { longSidePx: 768 }).catch((e) => e)),
      );
      let rendersDone = false;
      void renders.then(() => {
        rendersDone = true;
      });
      const upload = await busy.normalizeUpload(await readFile(path.join(fixtures, 'rocket.jpg')), 40_000_000);
      expect(upload.contentType).toBe('image/jpeg');
      // The upload came back while the renders (seconds, one after the other) still ran.
      expect(rendersDone).toBe(false);
      expect((await renders).some((result) => result instanceof ServiceBusyError)).toBe(true);
    } finally {
      await busy.close();
    }
  });
});
