/**
 * Worker-thread entry of the image pool (piscina): decodes and re-encodes one upload with
 * `normalizeUpload`, off the main event loop. Errors cross the thread boundary as a plain result,
 * since an AppError's class would not survive structured cloning.
 */
import sharp from 'sharp';
import { AppError, type ErrorCode } from '#shared/errors.ts';
import { type NormalizedImage, normalizeUpload } from './upload-normalizer.ts';

// One libvips thread per worker: the pool's size is the concurrency limit, not libvips'.
sharp.concurrency(1);
sharp.cache(false);

/** What a worker answers: the image, or the stable code of why it was refused. */
export type NormalizeResult = { ok: true; image: NormalizedImage } | { ok: false; code: ErrorCode; message: string };

/** piscina's task function. @param task the uploaded bytes (transferred) and the pixel limit. */
export default async function normalizeTask(task: { bytes: Uint8Array; maxPixels: number }): Promise<NormalizeResult> {
  try {
    const image = await normalizeUpload(
      Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength),
      task.maxPixels,
    );
    return { ok: true, image };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}
