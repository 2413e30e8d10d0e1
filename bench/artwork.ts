/**
 * Artwork figures for `npm run bench` (issue 8 "Benchmarks"): a 12 MP phone JPEG to each style's
 * 1024 px preview through the real image worker pool with two threads and two photos at a time
 * (both cores busy), median of 5 rounds; and the print file: the 2400 px render the print is made
 * from, then its Lanczos upscale to the 12 x 16 in area at 300 DPI. First each style on one core
 * (issue 22 §5: <= 1.5 s): one artwork thread, one photo at a time.
 */
import { localMaxLongSidePx } from '#server/artwork/local-stylizer.ts';
import { loadConfig } from '#server/config.ts';
import { createImageWorkerPool } from '#server/images/image-worker-pool.ts';
import { artworkStyles, previewLongSidePx, printArea } from '#shared/artwork.ts';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

/**
 * Appends its rows to `rows`. @param phone a 12 MP JPEG (with an EXIF orientation, as phones write).
 */
export async function benchArtwork(rows: Array<[string, string]>, phone: Buffer): Promise<void> {
  await benchOneCore(rows, phone);
  // Two artwork threads (the pair of renders below runs side by side), the default deadlines.
  const defaults = loadConfig({}).imageWorkers;
  const pool = createImageWorkerPool({ ...defaults, artwork: { ...defaults.artwork, threads: 2, maxQueue: 8 } });
  try {
    // Warm-up: threads start, modules load, the JIT compiles the kernels.
    await Promise.all(artworkStyles.map((style) => pool.stylize(phone, style, { longSidePx: previewLongSidePx })));
    for (const style of artworkStyles) {
      const latencies: number[] = [];
      const rounds: number[] = [];
      let size = 0;
      for (let round = 0; round < 5; round++) {
        const started = performance.now();
        const pair = await Promise.all(
          [0, 1].map(() => timed(() => pool.stylize(phone, style, { longSidePx: previewLongSidePx }))),
        );
        rounds.push(performance.now() - started);
        for (const { ms, value } of pair) {
          latencies.push(ms);
          size = value.body.length;
        }
      }
      rows.push([
        `12 MP JPEG -> ${style} 1024 px preview, 2 at a time on 2 threads`,
        `median ${median(latencies).toFixed(0)} ms each (min ${Math.min(...latencies).toFixed(0)}, max ${Math.max(...latencies).toFixed(0)}), ${((2 * 1000) / median(rounds)).toFixed(2)}/s, ${(size / 1024).toFixed(0)} KiB WebP`,
      ]);
    }

    const print = {
      maxWidth: printArea.widthInches * printArea.dpi,
      maxHeight: printArea.heightInches * printArea.dpi,
    };
    for (const style of artworkStyles) {
      const renders: number[] = [];
      const upscales: number[] = [];
      let file = { width: 0, height: 0, bytes: 0 };
      for (let i = 0; i < 3; i++) {
        const render = await timed(() => pool.stylize(phone, style, { longSidePx: localMaxLongSidePx }));
        const upscale = await timed(() => pool.upscaleForPrint(render.value.body, print));
        renders.push(render.ms);
        upscales.push(upscale.ms);
        file = { width: upscale.value.width, height: upscale.value.height, bytes: upscale.value.body.length };
      }
      rows.push([
        `print file, ${style}: ${localMaxLongSidePx} px render + Lanczos to ${file.width}x${file.height} PNG`,
        `median ${median(renders).toFixed(0)} ms + ${median(upscales).toFixed(0)} ms (one at a time), ${(file.bytes / 1024 / 1024).toFixed(1)} MiB`,
      ]);
    }
  } finally {
    await pool.close();
  }
}

/**
 * Issue 22 §5: each style's 1024 px preview of the 12 MP JPEG on one core (one artwork thread,
 * libvips single-threaded in it, one render at a time), median of 5 after a warm-up; printed as
 * `painterly 1024 px median of 5: X s` as well as added to `rows`.
 */
export async function benchOneCore(rows: Array<[string, string]>, phone: Buffer): Promise<void> {
  const defaults = loadConfig({}).imageWorkers;
  const pool = createImageWorkerPool({ ...defaults, artwork: { ...defaults.artwork, threads: 1, maxQueue: 8 } });
  try {
    for (const style of artworkStyles) await pool.stylize(phone, style, { longSidePx: previewLongSidePx });
    for (const style of artworkStyles) {
      const latencies: number[] = [];
      for (let round = 0; round < 5; round++) {
        latencies.push((await timed(() => pool.stylize(phone, style, { longSidePx: previewLongSidePx }))).ms);
      }
      const label = `${style} ${previewLongSidePx} px median of 5`;
      const figure = `${(median(latencies) / 1000).toFixed(2)} s`;
      console.log(`${label}: ${figure}`);
      rows.push([
        `${label} (12 MP JPEG, one thread, one at a time)`,
        `${figure} (min ${(Math.min(...latencies) / 1000).toFixed(2)}, max ${(Math.max(...latencies) / 1000).toFixed(2)})`,
      ]);
    }
  } finally {
    await pool.close();
  }
}
