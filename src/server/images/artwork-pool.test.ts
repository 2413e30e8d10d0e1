/**
 * The artwork methods of the image worker pool through real worker threads (issue 8): `stylize`
 * gives the same bytes as the stylizer in this thread, `upscaleForPrint` fills the print area
 * with the aspect kept, a full queue answers ServiceBusyError and undecodable bytes a stable code.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { printArea } from '#shared/artwork.ts';
import { stylizeLocal } from '../artwork/local/local-filters.ts';
import { createImageWorkerPool, ServiceBusyError } from './image-worker-pool.ts';
import { printSize } from './print-upscaler.ts';

const fixtures = path.resolve(import.meta.dirname, '../../../e2e/fixtures');
const print = { maxWidth: printArea.widthInches * printArea.dpi, maxHeight: printArea.heightInches * printArea.dpi };
const pool = createImageWorkerPool({ threads: 1, maxQueue: 1 });
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
    expect([tall.width, tall.height]).toEqual([2880, 4800]);
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
