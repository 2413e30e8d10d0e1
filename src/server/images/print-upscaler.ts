/**
 * The print upscaler port (issue 8, issue 20 §3): makes an order's print file, an artwork scaled to
 * fill the print area (12 x 16 in at 300 DPI: at most 3600 x 4800 px) with its aspect kept, as a
 * lossless PNG tagged with the print resolution. Implementations, chosen by `PRINT_UPSCALER`:
 * `lanczos-upscaler.ts` (sharp's Lanczos with sharpening on the image worker threads; the default)
 * and `artwork/replicate-upscaler.ts` (a Real-ESRGAN model on Replicate, then Lanczos to the exact
 * size, falling back to Lanczos alone when Replicate fails).
 */
import type { PrintUpscaleMethod } from '#shared/artwork.ts';

/** A print file: always PNG. */
export interface PrintFile {
  body: Buffer;
  contentType: 'image/png';
  width: number;
  height: number;
  /** Whether the image was enlarged to reach the print size. */
  upscaled: boolean;
}

/** The print area in pixels: the file fills `maxWidth` x `maxHeight` with the image's aspect kept. */
export interface PrintPixels {
  maxWidth: number;
  maxHeight: number;
}

/** A print file and how it was made, as the order records it (issue 20 §3). */
export interface UpscaledPrintFile extends PrintFile {
  /** `none` when the image needed no enlargement. */
  method: PrintUpscaleMethod;
  /**
   * Effective DPI of detail (`detailPrintDpi`): the image's own pixels over the print area, or the
   * Real-ESRGAN output's; what Lanczos adds does not count. At most 300.
   */
  effectiveDpi: number;
  /** Why the configured upscaler was not used (English, for staff; no credential), null when it was. */
  fallbackReason: string | null;
}

/** Makes print files; see the module comment. */
export interface PrintUpscaler {
  /** The configured method (`PRINT_UPSCALER`). */
  readonly method: Exclude<PrintUpscaleMethod, 'none'>;
  /**
   * How many times it multiplies an image's pixels with real detail: 1 for Lanczos, up to 4 for
   * Real-ESRGAN. The customer's DPI warning before paying counts with it (`detailPrintDpi`).
   */
  readonly detailScale: number;
  /**
   * @param image an encoded image (PNG, JPEG or WebP): an artwork, a staff image or a photo.
   * @throws AppError IMAGE_UNREADABLE, IMAGE_PROCESSING_TIMEOUT; ServiceBusyError when the image
   *   workers' queue is full (the print-file job retries). A failed hosted upscaler is no error: the
   *   file is made with Lanczos and `fallbackReason` says why.
   */
  makePrintFile(image: Buffer, area: PrintPixels, options?: { signal?: AbortSignal }): Promise<UpscaledPrintFile>;
}

/** A Lanczos print file with the pixel size of the image it was made from. */
export interface ScaledPrintFile extends PrintFile {
  sourceWidth: number;
  sourceHeight: number;
}

/**
 * Scales with Lanczos to the print area, or to exactly `size` when given (the Real-ESRGAN output's
 * finish): `ImageWorkerPool.upscaleForPrint`, run in the artwork worker pool.
 */
export type PrintScaler = (
  image: Buffer,
  options: PrintPixels & { size?: { width: number; height: number } },
) => Promise<ScaledPrintFile>;

/**
 * Size that fills `maxWidth` x `maxHeight` with the aspect of `width` x `height` kept: the limiting
 * side is exactly at its maximum, the other rounded (at least 1 px, never over its maximum).
 */
export function printSize(
  width: number,
  height: number,
  maxWidth: number,
  maxHeight: number,
): { width: number; height: number } {
  const scale = Math.min(maxWidth / width, maxHeight / height);
  return {
    width: Math.max(1, Math.min(maxWidth, Math.round(width * scale))),
    height: Math.max(1, Math.min(maxHeight, Math.round(height * scale))),
  };
}
