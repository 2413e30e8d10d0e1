/**
 * Entry of the local stylizer (issue 8, `STYLIZER=local`): decodes a stored photo with sharp,
 * scales it to the requested long side, runs the style's typed-array kernels and encodes the
 * result. CPU-heavy (about a second at 1024 px): call it from a worker thread
 * (`ImageWorkerPool.stylize`), never on the event loop.
 */
import sharp from 'sharp';
import { imageTimeoutError, isSharpTimeout, sharpTimeoutSeconds } from '#server/images/image-deadlines.ts';
import { type ArtworkStyle, previewLongSidePx } from '#shared/artwork.ts';
import { AppError } from '#shared/errors.ts';
import { cel } from './cel.ts';
import { painterly } from './painterly.ts';
import { type Planes, planesFromRaw, rawFromPlanes } from './planes.ts';

/** An encoded artwork. */
export interface StylizedImage {
  body: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
}

/** The largest render asked for: print sources are made at 2400, previews at 1024. */
export const maxLongSidePx = 4096;

const kernels: Record<ArtworkStyle, (image: Planes) => Planes> = { painterly, cel };

/** sharp's timeout option for `timeoutSeconds` (unset or 0: none). */
function sharpTimeout(timeoutSeconds: number | undefined): { seconds: number } {
  return { seconds: timeoutSeconds ? sharpTimeoutSeconds(timeoutSeconds) : 0 };
}

/**
 * Decodes `source` (a stored upload; its first frame, EXIF orientation applied, transparency
 * flattened on white) and scales it so its long side is `longSidePx` (small photos are enlarged,
 * so every preview has the same size and the filters the same scale).
 * @param timeoutSeconds sharp's timeout of the decode (issue 17 point 2); unset: none.
 * @throws RangeError for a `longSidePx` outside 16..4096; AppError IMAGE_UNREADABLE when sharp
 *   cannot decode `source`, IMAGE_PROCESSING_TIMEOUT past the timeout.
 */
export async function decodeForStylizing(source: Buffer, longSidePx: number, timeoutSeconds?: number): Promise<Planes> {
  if (!Number.isInteger(longSidePx) || longSidePx < 16 || longSidePx > maxLongSidePx) {
    throw new RangeError(`longSidePx must be an integer from 16 to ${maxLongSidePx}, not ${longSidePx}`);
  }
  try {
    const { data, info } = await sharp(source, { failOn: 'error' })
      .timeout(sharpTimeout(timeoutSeconds))
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .resize({ width: longSidePx, height: longSidePx, fit: 'inside', kernel: 'lanczos3' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return planesFromRaw(data, info.width, info.height, info.channels);
  } catch (error) {
    if (isSharpTimeout(error)) throw imageTimeoutError(timeoutSeconds ?? 0);
    throw new AppError('IMAGE_UNREADABLE', 'The photo is damaged or incomplete');
  }
}

/** Applies a style's kernels to decoded planes (synchronous, pure: same input, same output). */
export function applyStyle(image: Planes, style: ArtworkStyle): Planes {
  return kernels[style](image);
}

/**
 * Encodes a styled image. Previews (long side up to 1024 px): WebP at quality 90 with sharp colour
 * subsampling (`smartSubsample`, so thin ink lines keep their colour) at effort 2: 40-130 KiB,
 * about 40 % smaller than a 4:4:4 JPEG of the same fidelity (within 1 dB PSNR on the fixtures),
 * in about 100 ms; higher efforts cost twice the time for the same size. Larger renders are print
 * sources, enlarged again for the print file: lossless PNG, so no compression artefact is enlarged.
 * @param timeoutSeconds sharp's timeout of the encode; unset: none.
 * @throws AppError IMAGE_PROCESSING_TIMEOUT past the timeout.
 */
export async function encodeArtwork(image: Planes, timeoutSeconds?: number): Promise<StylizedImage> {
  const pixels = sharp(rawFromPlanes(image), {
    raw: { width: image.width, height: image.height, channels: 3 },
  }).timeout(sharpTimeout(timeoutSeconds));
  const size = { width: image.width, height: image.height };
  try {
    if (Math.max(image.width, image.height) > previewLongSidePx) {
      const body = await pixels.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
      return { body, contentType: 'image/png', ...size };
    }
    const body = await pixels.webp({ quality: 90, smartSubsample: true, effort: 2 }).toBuffer();
    return { body, contentType: 'image/webp', ...size };
  } catch (error) {
    if (isSharpTimeout(error)) throw imageTimeoutError(timeoutSeconds ?? 0);
    throw error;
  }
}

/**
 * Decodes, stylises and encodes (see `decodeForStylizing`, `applyStyle`, `encodeArtwork`).
 * `options.timeoutSeconds` limits each sharp pipeline; the filters between them are JavaScript,
 * which the worker pool's deadline stops (it terminates the thread).
 * @throws AppError IMAGE_UNREADABLE when `source` cannot be decoded, IMAGE_PROCESSING_TIMEOUT;
 *   RangeError for a bad size.
 */
export async function stylizeLocal(
  source: Buffer,
  style: ArtworkStyle,
  options: { longSidePx: number; timeoutSeconds?: number },
): Promise<StylizedImage> {
  const planes = await decodeForStylizing(source, options.longSidePx, options.timeoutSeconds);
  return encodeArtwork(applyStyle(planes, style), options.timeoutSeconds);
}
