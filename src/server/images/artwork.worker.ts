/**
 * Worker-thread entry of the artwork pool (issue 8): stylising a photo with the local stylizer and
 * upscaling an artwork to its print file, off the main event loop. Like the upload worker, errors
 * cross the thread boundary as a plain result (an AppError's class would not survive structured
 * cloning).
 */
import type { MessagePort } from 'node:worker_threads';
import sharp from 'sharp';
import type { ArtworkStyle } from '#shared/artwork.ts';
import type { Color, ProductType } from '#shared/catalog.ts';
import { AppError, type ErrorCode } from '#shared/errors.ts';
import type { Placement } from '#shared/placement.ts';
import { stylizeLocal } from './filters/local-filters.ts';
import { lanczosPrintFile } from './lanczos-upscaler.ts';
import { renderMockup } from './mockup-renderer.ts';
import { renderPlacedPrint } from './placed-print-renderer.ts';

// One libvips thread per worker: the pool's size is the concurrency limit, not libvips'.
sharp.concurrency(1);
sharp.cache(false);

/** One task: the image bytes (transferred), what to do with them, and within how many seconds. */
export type ArtworkTask = (
  | { kind: 'stylize'; bytes: Uint8Array<ArrayBuffer>; style: ArtworkStyle; longSidePx: number }
  | {
      kind: 'upscaleForPrint';
      bytes: Uint8Array<ArrayBuffer>;
      maxWidth: number;
      maxHeight: number;
      size?: { width: number; height: number };
    }
  | { kind: 'mockup'; bytes: Uint8Array<ArrayBuffer>; productType: ProductType; color: Color }
  | { kind: 'placedPrint'; bytes: Uint8Array<ArrayBuffer>; placement: Placement; width: number; height: number }
) & {
  /** sharp's timeout of each pipeline, seconds (the pool's deadline covers the rest). */
  timeoutSeconds: number;
  /** Receives one message when the task starts (the pool's deadline clock starts then). */
  started: MessagePort;
};

/** What a worker answers: the encoded image, or the stable code of why it failed. */
export type ArtworkResult =
  | {
      ok: true;
      body: Uint8Array;
      contentType: 'image/png' | 'image/jpeg' | 'image/webp';
      width: number;
      height: number;
      /** Print files only: whether the image was enlarged, and the pixel size it was made from. */
      upscaled?: boolean;
      sourceWidth?: number;
      sourceHeight?: number;
      /** Placed print files only: the artwork's effective DPI in the print area. */
      dpi?: number;
    }
  | { ok: false; code: ErrorCode; message: string };

/** piscina's task function (run with `filename` pointing here). */
export default async function artworkTask(task: ArtworkTask): Promise<ArtworkResult> {
  task.started.postMessage(null);
  task.started.close();
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  const { timeoutSeconds } = task;
  try {
    const image =
      task.kind === 'stylize'
        ? await stylizeLocal(bytes, task.style, { longSidePx: task.longSidePx, timeoutSeconds })
        : task.kind === 'mockup'
          ? await renderMockup(bytes, { productType: task.productType, color: task.color, timeoutSeconds })
          : task.kind === 'placedPrint'
            ? await renderPlacedPrint(bytes, task.placement, { width: task.width, height: task.height, timeoutSeconds })
            : await lanczosPrintFile(bytes, {
                maxWidth: task.maxWidth,
                maxHeight: task.maxHeight,
                size: task.size,
                timeoutSeconds,
              });
    return { ok: true, ...image };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}
