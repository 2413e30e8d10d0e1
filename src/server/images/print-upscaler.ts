/**
 * The print file of an artwork (issue 8, SPEC §4 print area): the artwork scaled with Lanczos
 * (sharp's `lanczos3`) so it fills the print area with its aspect kept, as a lossless PNG tagged
 * with the print resolution. Runs in a worker thread (`ImageWorkerPool.upscaleForPrint`).
 */
import sharp from 'sharp';
import { printArea } from '#shared/artwork.ts';
import { AppError } from '#shared/errors.ts';
import { imageTimeoutError, isSharpTimeout, sharpTimeoutSeconds } from './image-deadlines.ts';

/** A print file: always PNG. */
export interface PrintFile {
  body: Buffer;
  contentType: 'image/png';
  width: number;
  height: number;
  /** Whether the image was enlarged to reach the print size (Lanczos adds pixels, not detail). */
  upscaled: boolean;
}

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

/**
 * @param artwork encoded artwork (PNG, JPEG or WebP).
 * @param options.maxWidth, options.maxHeight the print area in pixels (3600 x 4800 at 300 DPI).
 * @param options.timeoutSeconds sharp's timeout of the scaling and encoding (issue 17 point 2);
 *   unset: none (the caller's own deadline applies).
 * @throws AppError IMAGE_UNREADABLE when `artwork` cannot be decoded; IMAGE_PROCESSING_TIMEOUT.
 */
export async function upscaleForPrint(
  artwork: Buffer,
  options: { maxWidth: number; maxHeight: number; timeoutSeconds?: number },
): Promise<PrintFile> {
  let width: number;
  let height: number;
  try {
    const metadata = await sharp(artwork).metadata();
    width = metadata.autoOrient.width;
    height = metadata.autoOrient.height;
  } catch {
    throw new AppError('IMAGE_UNREADABLE', 'The artwork is damaged or incomplete');
  }
  const size = printSize(width, height, options.maxWidth, options.maxHeight);
  try {
    const { data, info } = await sharp(artwork, { failOn: 'error' })
      .timeout({ seconds: options.timeoutSeconds ? sharpTimeoutSeconds(options.timeoutSeconds) : 0 })
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .resize({ ...size, fit: 'fill', kernel: 'lanczos3' })
      .toColourspace('srgb')
      .withDensity(printArea.dpi)
      // Level 6 without adaptive filtering: a 17 MP print file in a few seconds, not tens.
      .png({ compressionLevel: 6, adaptiveFiltering: false })
      .toBuffer({ resolveWithObject: true });
    return {
      body: data,
      contentType: 'image/png',
      width: info.width,
      height: info.height,
      upscaled: info.width > width || info.height > height,
    };
  } catch (error) {
    if (isSharpTimeout(error)) throw imageTimeoutError(options.timeoutSeconds ?? 0);
    throw new AppError('IMAGE_UNREADABLE', 'The artwork is damaged or incomplete');
  }
}
