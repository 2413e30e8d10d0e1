/**
 * The image worker pool (issue 6 point 2): decoding a 40 MP photo costs about 1.3 s of CPU, so it
 * runs in worker threads (piscina) with bounded concurrency and a bounded queue. A full queue
 * answers 503 SERVICE_BUSY with Retry-After instead of letting uploads pile up, and the main thread
 * stays free for pages, `/healthz` and the API. Later image work (stylisation) uses the same pool.
 */
import { Piscina } from 'piscina';
import { AppError } from '#shared/errors.ts';
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
  return {
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
