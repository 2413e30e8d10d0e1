/**
 * The image worker pools (issue 6 point 2, issue 17 point 2): decoding a 40 MP photo costs about
 * 1.3 s of CPU and a render seconds more, so both run in worker threads (piscina), off the event
 * loop, each in a pool of its own: uploads (a customer waits) and artwork (background jobs:
 * stylising, print files). Renders can never hold the threads or fill the queue uploads need.
 *
 * Every task has a deadline that starts when a worker takes it (waiting in the queue is bounded by
 * the queue's size instead): sharp's `timeout` inside the worker, and past the deadline plus a grace
 * the pool aborts the task, which terminates its thread (piscina starts a fresh one). A full queue
 * answers 503 SERVICE_BUSY with Retry-After instead of letting work pile up.
 *
 * Uploads are checked on the calling thread first (magic bytes and header only, no pixel decoded,
 * `inspectUpload`), so files refused by format or size never take a place in the queue.
 */
import { MessageChannel } from 'node:worker_threads';
import PQueue from 'p-queue';
import { Piscina } from 'piscina';
import { type ArtworkStyle, previewLongSidePx } from '#shared/artwork.ts';
import type { Color, ProductType } from '#shared/catalog.ts';
import { AppError } from '#shared/errors.ts';
import type { Placement } from '#shared/placement.ts';
import type { ImageWorkersConfig } from '../config.ts';
import type { ArtworkResult, ArtworkTask } from './artwork.worker.ts';
import type { StylizedImage } from './filters/local-filters.ts';
import { imageTimeoutError, terminateAfterMs } from './image-deadlines.ts';
import type { MockupImage } from './mockup-renderer.ts';
import type { PlacedPrintFile } from './placed-print-renderer.ts';
import type { PrintScaler } from './print-upscaler.ts';
import { inspectUpload, type NormalizedImage } from './upload-normalizer.ts';
import type { NormalizeResult, NormalizeTask } from './upload-normalizer.worker.ts';

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
   * Checks (format by magic bytes, pixel and frame bounds from the header), then decodes the first
   * frame, applies the EXIF orientation and re-encodes an upload in the upload pool (see
   * `normalizeUpload`), within the upload deadline.
   * @throws AppError NOT_AN_IMAGE, IMAGE_UNREADABLE, IMAGE_TOO_MANY_PIXELS, IMAGE_PROCESSING_TIMEOUT;
   *   ServiceBusyError (503) when `maxQueue` uploads already wait.
   */
  normalizeUpload(bytes: Buffer, maxPixels: number): Promise<NormalizedImage>;
  /**
   * Turns a stored photo into artwork with the local stylizer (issue 8) in the artwork pool: decodes
   * it (EXIF orientation applied), scales it so its long side is `options.longSidePx` (1024 for the
   * preview, 2400 for a print source; small photos are enlarged), applies `style` and encodes the
   * result: up to 1024 px as WebP (quality 90, sharp colour subsampling; 40-130 KiB), larger as
   * lossless PNG (a print source). About 1 s of one core at 1024 px, 3-5 s at 2048 px, 4-7 s at 2400. Deadline:
   * the preview's up to 1024 px, the print file's above.
   * @throws AppError IMAGE_UNREADABLE when `source` cannot be decoded, IMAGE_PROCESSING_TIMEOUT;
   *   ServiceBusyError (503) when `maxQueue` tasks already wait; RangeError for a `longSidePx`
   *   outside 16..4096.
   */
  stylize(source: Buffer, style: ArtworkStyle, options: { longSidePx: number }): Promise<StylizedImage>;
  /**
   * Scales an artwork with Lanczos (lanczos3, sharpened after an enlargement; lanczos-upscaler.ts)
   * so it fills `maxWidth` x `maxHeight` with its aspect kept (up or down; for the 12 x 16 in print
   * area at 300 DPI: 3600 x 4800), or to exactly `size`, as a PNG tagged 300 DPI, in the artwork
   * pool within the print-file deadline. Also says the pixel size it was made from.
   * @throws AppError IMAGE_UNREADABLE, IMAGE_PROCESSING_TIMEOUT; ServiceBusyError (503) when the queue is full.
   */
  upscaleForPrint: PrintScaler;
  /**
   * The print file of a placed artwork (issue 20 §5, `renderPlacedPrint`): the whole `width` x
   * `height` print area, transparent, with the artwork scaled (Lanczos), cropped, rotated and
   * placed, and the text line drawn from the bundled font, as a PNG tagged 300 DPI, in the artwork
   * pool within the print-file deadline.
   * @throws AppError IMAGE_UNREADABLE, IMAGE_PROCESSING_TIMEOUT; ServiceBusyError (503) when the queue is full.
   */
  renderPlacedPrint(
    artwork: Buffer,
    options: { width: number; height: number; placement: Placement },
  ): Promise<PlacedPrintFile>;
  /**
   * The mockup image of an order line (issue 20 §6, `renderMockup`): the artwork drawn onto the
   * product's front in `color` with the fabric's folds and shading, an 800 px PNG, in the artwork
   * pool within the preview deadline.
   * @throws AppError IMAGE_UNREADABLE, IMAGE_PROCESSING_TIMEOUT; ServiceBusyError (503) when the queue is full.
   */
  renderMockup(artwork: Buffer, options: { productType: ProductType; color: Color }): Promise<MockupImage>;
  /** Finishes running tasks and stops the threads. */
  close(): Promise<void>;
}

/** A task as the pool is given it: the `started` port is added by the pool. */
type Unstarted<T> = T extends unknown ? Omit<T, 'started'> : never;

/** A piscina pool, started on first use, with its queue bound. */
interface BoundedPool {
  /** The pool (started by this call if it was not). */
  piscina(): Piscina;
  /** Tasks waiting for a thread (0 before the pool started). */
  queueSize(): number;
  maxQueue: number;
  close(): Promise<void>;
}

/**
 * A pool that starts with its first task, so an app that never handles an image starts no thread.
 * From then on one thread stays up; more start when work queues and retire after a minute idle. The
 * one is needed: after an abort piscina replaces terminated threads only up to `minThreads`, so with
 * none, tasks queued behind an aborted one would wait for the next task to arrive.
 */
function lazyPool(worker: string, threads: number, maxQueue: number): BoundedPool {
  let started: Piscina | undefined;
  const piscina = () => {
    started ??= new Piscina({
      filename: new URL(worker, import.meta.url).href,
      minThreads: 1,
      maxThreads: threads,
      maxQueue,
      idleTimeout: 60_000,
    });
    return started;
  };
  return {
    piscina,
    queueSize: () => started?.queueSize ?? 0,
    maxQueue,
    close: async () => started?.close(),
  };
}

/**
 * Runs one task with a deadline of `timeoutSeconds` from the moment a worker starts it (the worker
 * says so on the `started` port); past the deadline plus a grace the task is aborted, which
 * terminates its thread.
 * @throws ServiceBusyError when the queue is full; AppError IMAGE_PROCESSING_TIMEOUT when aborted.
 */
async function runWithDeadline<Result>(
  pool: BoundedPool,
  task: Unstarted<NormalizeTask | ArtworkTask>,
  transfer: ArrayBuffer,
  timeoutSeconds: number,
): Promise<Result> {
  // A full queue is known before anything is sent; piscina would throw the same, untyped.
  if (pool.queueSize() >= pool.maxQueue) throw new ServiceBusyError();
  const abort = new AbortController();
  const { port1, port2 } = new MessageChannel();
  let settled = false;
  let timer: NodeJS.Timeout | undefined;
  port1.once('message', () => {
    if (!settled) timer = setTimeout(() => abort.abort(), terminateAfterMs(timeoutSeconds));
  });
  try {
    return await pool
      .piscina()
      .run({ ...task, started: port2 }, { transferList: [transfer, port2], signal: abort.signal });
  } catch (error) {
    if (abort.signal.aborted) throw imageTimeoutError(timeoutSeconds);
    if (error instanceof Error && error.message === 'Task queue is at limit') throw new ServiceBusyError();
    throw error;
  } finally {
    settled = true;
    clearTimeout(timer);
    port1.close();
  }
}

/**
 * Starts the pools (sizes, queue bounds and deadlines from `config`, see `ImageWorkersConfig`).
 */
export function createImageWorkerPool(config: ImageWorkersConfig): ImageWorkerPool {
  const uploads = lazyPool('./upload-normalizer.worker.ts', config.upload.threads, config.upload.maxQueue);
  const artworks = lazyPool('./artwork.worker.ts', config.artwork.threads, config.artwork.maxQueue);
  // Artwork tasks wait here, not in piscina's queue (which never holds more than the threads take):
  // a waiting instant preview goes before waiting print work, each kind first in, first out. A
  // customer waits for a preview (issue 8: within seconds); print sources, print files and mockups
  // are after-sale work of several seconds each (in CI a preview waited over 30 s while another
  // test's three paid lines were printed). A running task is never interrupted.
  const artworkOrder = new PQueue({ concurrency: config.artwork.threads });

  /**
   * Runs an artwork task, a `preview` before waiting background work; a worker's refusal becomes its
   * AppError.
   * @throws ServiceBusyError when `maxQueue` artwork tasks already wait.
   */
  async function runArtwork(
    task: Unstarted<ArtworkTask>,
    lane: 'preview' | 'background' = 'background',
  ): Promise<Extract<ArtworkResult, { ok: true }>> {
    if (artworkOrder.size >= config.artwork.maxQueue) throw new ServiceBusyError();
    const result = await artworkOrder.add(
      () => runWithDeadline<ArtworkResult>(artworks, task, task.bytes.buffer, task.timeoutSeconds),
      { priority: lane === 'preview' ? 1 : 0 },
    );
    if (!result.ok) throw new AppError(result.code, result.message);
    return result;
  }

  return {
    async stylize(source, style, { longSidePx }) {
      const preview = longSidePx <= previewLongSidePx;
      const timeoutSeconds = preview ? config.artwork.previewTimeoutSeconds : config.artwork.printTimeoutSeconds;
      const { body, contentType, width, height } = await runArtwork(
        { kind: 'stylize', bytes: new Uint8Array(source), style, longSidePx, timeoutSeconds },
        preview ? 'preview' : 'background',
      );
      return { body: Buffer.from(body.buffer, body.byteOffset, body.byteLength), contentType, width, height };
    },
    async upscaleForPrint(artwork, { maxWidth, maxHeight, size }) {
      const { body, width, height, upscaled, sourceWidth, sourceHeight } = await runArtwork({
        kind: 'upscaleForPrint',
        bytes: new Uint8Array(artwork),
        maxWidth,
        maxHeight,
        size,
        timeoutSeconds: config.artwork.printTimeoutSeconds,
      });
      return {
        body: Buffer.from(body.buffer, body.byteOffset, body.byteLength),
        contentType: 'image/png',
        width,
        height,
        upscaled: upscaled === true,
        sourceWidth: sourceWidth ?? width,
        sourceHeight: sourceHeight ?? height,
      };
    },
    async renderPlacedPrint(artwork, { width, height, placement }) {
      const result = await runArtwork({
        kind: 'placedPrint',
        bytes: new Uint8Array(artwork),
        placement,
        width,
        height,
        timeoutSeconds: config.artwork.printTimeoutSeconds,
      });
      return {
        body: Buffer.from(result.body.buffer, result.body.byteOffset, result.body.byteLength),
        contentType: 'image/png',
        width: result.width,
        height: result.height,
        upscaled: result.upscaled === true,
        dpi: result.dpi ?? 0,
      };
    },
    async renderMockup(artwork, { productType, color }) {
      const { body, width, height } = await runArtwork({
        kind: 'mockup',
        bytes: new Uint8Array(artwork),
        productType,
        color,
        timeoutSeconds: config.artwork.previewTimeoutSeconds,
      });
      return {
        body: Buffer.from(body.buffer, body.byteOffset, body.byteLength),
        contentType: 'image/png',
        width,
        height,
      };
    },
    async normalizeUpload(bytes, maxPixels) {
      // Refusals by format and size cost no thread and no place in the queue (the worker checks again).
      await inspectUpload(bytes, maxPixels);
      const { timeoutSeconds } = config.upload;
      const copy = new Uint8Array(bytes);
      const result = await runWithDeadline<NormalizeResult>(
        uploads,
        { bytes: copy, maxPixels, timeoutSeconds },
        copy.buffer,
        timeoutSeconds,
      );
      if (!result.ok) throw new AppError(result.code, result.message);
      // Structured cloning turns the Buffer into a Uint8Array.
      return { ...result.image, body: Buffer.from(result.image.body) };
    },
    async close() {
      await Promise.all([uploads.close(), artworks.close()]);
    },
  };
}
