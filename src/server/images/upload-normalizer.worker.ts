/**
 * Worker-thread entry of the upload pool (piscina): decodes and re-encodes one upload with
 * `normalizeUpload`, off the main event loop. Errors cross the thread boundary as a plain result,
 * since an AppError's class would not survive structured cloning.
 */
import type { MessagePort } from 'node:worker_threads';
import sharp from 'sharp';
import { AppError, type ErrorCode } from '#shared/errors.ts';
import { type NormalizedImage, normalizeUpload } from './upload-normalizer.ts';

// One libvips thread per worker: the pool's size is the concurrency limit, not libvips'.
sharp.concurrency(1);
sharp.cache(false);

/** One task: the uploaded bytes (transferred), the limits, and the port told when work starts. */
export interface NormalizeTask {
  bytes: Uint8Array;
  maxPixels: number;
  timeoutSeconds: number;
  /** Receives one message when the task starts (the pool's deadline clock starts then). */
  started: MessagePort;
}

/** What a worker answers: the image, or the stable code of why it was refused. */
export type NormalizeResult = { ok: true; image: NormalizedImage } | { ok: false; code: ErrorCode; message: string };

/** piscina's task function. */
export default async function normalizeTask(task: NormalizeTask): Promise<NormalizeResult> {
  task.started.postMessage(null);
  task.started.close();
  try {
    const image = await normalizeUpload(Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength), {
      maxPixels: task.maxPixels,
      timeoutSeconds: task.timeoutSeconds,
    });
    return { ok: true, image };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}
