/**
 * The image worker pool (issue 6 point 2): decoding a 40 MP photo costs about 1.3 s of CPU, so it
 * runs in worker threads (piscina) with bounded concurrency and a bounded queue. A full queue
 * answers 503 SERVICE_BUSY with Retry-After instead of letting uploads pile up, and the main thread
 * stays free for pages, `/healthz` and the API. Artwork work (issue 8: stylising, print files) runs
 * in the same threads and queue through a second worker file, `artwork.worker.ts`.
 */
import { Piscina } from 'piscina';
import type { ArtworkStyle } from '#shared/artwork.ts';
import { AppError } from '#shared/errors.ts';
import type { StylizedImage } from '../artwork/local/local-filters.ts';
import type { ArtworkResult, ArtworkTask } from './artwork.worker.ts';
import type { PrintFile } from './print-upscaler.ts';
import type { NormalizedImage } from './upload-normalizer.ts';
import type { NormalizeResult } from './upload-normalizer.worker.ts';

/** Seconds a client is told to wait when the queue is full. */
export const busyRetryAfterSeconds = 5;

/** Thrown when the queue is full; the error handler adds `Retry-After`. */
export class ServiceBusyError extends AppError {
  readonly retryAfterSeconds = busyRetryAfterSeconds;
  constructor() {
    super('SERVICE_BUSY', 'Too many images are being processed; try again in a few seconds');
  }
}

export interface ImageWorkerPool {
  /**
   * Decodes, checks and re-encodes an upload in a worker (see `normalizeUpload`).
   * @throws AppError NOT_AN_IMAGE, IMAGE_UNREADABLE, IMAGE_TOO_MANY_PIXELS; ServiceBusyError (503)
   *   when `maxQueue` uploads already wait.
   */
  normalizeUpload(bytes: Buffer, maxPixels: number): Promise<NormalizedImage>;
  /**
   * Turns a stored photo into artwork with the local stylizer (issue 8) in a worker: decodes it
   * (EXIF orientation applied), scales it so its long side is `options.longSidePx` (1024 for the
   * preview, 2048 for a print source; small photos are enlarged), applies `style` and encodes the
   * result: up to 1024 px as WebP (quality 90, sharp colour subsampling; 40-130 KiB), larger as
   * lossless PNG (a print source). About 1 s of one core at 1024 px, 3-5 s at 2048 px.
   * @throws AppError IMAGE_UNREADABLE when `source` cannot be decoded; ServiceBusyError (503)
   *   when `maxQueue` tasks already wait; RangeError for a `longSidePx` outside 16..4096.
   */
  stylize(source: Buffer, style: ArtworkStyle, options: { longSidePx: number }): Promise<StylizedImage>;
  /**
   * Scales an artwork with Lanczos (lanczos3) so it fills `maxWidth` x `maxHeight` with its aspect
   * kept (up or down; for the 12 x 16 in print area at 300 DPI: 3600 x 4800), as a PNG tagged 300 DPI.
   * @throws AppError IMAGE_UNREADABLE; ServiceBusyError (503) when the queue is full.
   */
  upscaleForPrint(artwork: Buffer, options: { maxWidth: number; maxHeight: number }): Promise<PrintFile>;
  /** Finishes running tasks and stops the threads. */
  close(): Promise<void>;
}

/**
 * Starts the pool. Threads start lazily and retire after a minute idle, so an idle shop holds none.
 * @param options.threads worker threads (concurrent decodes); @param options.maxQueue waiting tasks.
 */
export function createImageWorkerPool(options: { threads: number; maxQueue: number }): ImageWorkerPool {
  const pool = new Piscina({
    filename: new URL('./upload-normalizer.worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: options.threads,
    maxQueue: options.maxQueue,
    idleTimeout: 60_000,
  });
  const artworkWorker = new URL('./artwork.worker.ts', import.meta.url).href;
  /** Runs an artwork task in the same threads and queue as uploads; a full queue is a 503. */
  async function runArtwork(task: ArtworkTask): Promise<Extract<ArtworkResult, { ok: true }>> {
    if (pool.queueSize >= options.maxQueue) throw new ServiceBusyError();
    let result: ArtworkResult;
    try {
      result = await pool.run(task, { filename: artworkWorker, transferList: [task.bytes.buffer] });
    } catch (error) {
      if (error instanceof Error && error.message === 'Task queue is at limit') throw new ServiceBusyError();
      throw error;
    }
    if (!result.ok) throw new AppError(result.code, result.message);
    return result;
  }
  return {
    async stylize(source, style, { longSidePx }) {
      const { body, contentType, width, height } = await runArtwork({
        kind: 'stylize',
        bytes: new Uint8Array(source),
        style,
        longSidePx,
      });
      return { body: Buffer.from(body.buffer, body.byteOffset, body.byteLength), contentType, width, height };
    },
    async upscaleForPrint(artwork, { maxWidth, maxHeight }) {
      const { body, width, height } = await runArtwork({
        kind: 'upscaleForPrint',
        bytes: new Uint8Array(artwork),
        maxWidth,
        maxHeight,
      });
      return {
        body: Buffer.from(body.buffer, body.byteOffset, body.byteLength),
        contentType: 'image/png',
        width,
        height,
      };
    },
    async normalizeUpload(bytes, maxPixels) {
      // A full queue is known before anything is sent; piscina would throw the same, untyped.
      if (pool.queueSize >= options.maxQueue) throw new ServiceBusyError();
      const copy = new Uint8Array(bytes);
      let result: NormalizeResult;
      try {
        result = await pool.run({ bytes: copy, maxPixels }, { transferList: [copy.buffer] });
      } catch (error) {
        if (error instanceof Error && error.message === 'Task queue is at limit') throw new ServiceBusyError();
        throw error;
      }
      if (!result.ok) throw new AppError(result.code, result.message);
      // Structured cloning turns the Buffer into a Uint8Array.
      return { ...result.image, body: Buffer.from(result.image.body) };
    },
    close: () => pool.close(),
  };
}
