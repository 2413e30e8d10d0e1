/**
 * The `lanczos` print upscaler (issue 8, issue 20 §3; `PRINT_UPSCALER=lanczos`, the default): sharp's
 * `lanczos3` scales the image to fill the print area, with an unsharp mask after an enlargement so
 * edges stay crisp. It adds pixels, not detail, so the effective DPI is the image's own. The scaling
 * runs in the artwork worker pool (`lanczosPrintFile` is the worker's half) within
 * IMAGE_PRINT_TIMEOUT_SECONDS.
 */
import sharp from 'sharp';
import { detailPrintDpi, printArea } from '#shared/artwork.ts';
import { AppError } from '#shared/errors.ts';
import { imageTimeoutError, isSharpTimeout, sharpTimeoutSeconds } from './image-deadlines.ts';
import { type PrintScaler, type PrintUpscaler, printSize, type ScaledPrintFile } from './print-upscaler.ts';

/**
 * The unsharp mask's radius (sigma, px of the output) for an enlargement by `scale`: a wider one the
 * more Lanczos had to spread each source pixel; none when the image is not enlarged.
 */
export function sharpenSigma(scale: number): number | null {
  if (scale <= 1.05) return null;
  return Math.min(2, Math.round(0.4 * scale * 100) / 100);
}

/**
 * Worker half: scales `artwork` to fill the print area (or to exactly `options.size`) as a PNG
 * tagged 300 DPI.
 * @param artwork encoded artwork (PNG, JPEG or WebP).
 * @param options.maxWidth, options.maxHeight the print area in pixels (3600 x 4800 at 300 DPI).
 * @param options.size the exact output size instead (its aspect is the caller's business).
 * @param options.timeoutSeconds sharp's timeout of the scaling and encoding (issue 17 point 2);
 *   unset: none (the caller's own deadline applies).
 * @throws AppError IMAGE_UNREADABLE when `artwork` cannot be decoded; IMAGE_PROCESSING_TIMEOUT.
 */
export async function lanczosPrintFile(
  artwork: Buffer,
  options: { maxWidth: number; maxHeight: number; size?: { width: number; height: number }; timeoutSeconds?: number },
): Promise<ScaledPrintFile> {
  let width: number;
  let height: number;
  try {
    const metadata = await sharp(artwork).metadata();
    width = metadata.autoOrient.width;
    height = metadata.autoOrient.height;
  } catch {
    throw new AppError('IMAGE_UNREADABLE', 'The artwork is damaged or incomplete');
  }
  const size = options.size ?? printSize(width, height, options.maxWidth, options.maxHeight);
  const sigma = sharpenSigma(Math.max(size.width / width, size.height / height));
  try {
    let pipeline = sharp(artwork, { failOn: 'error' })
      .timeout({ seconds: options.timeoutSeconds ? sharpTimeoutSeconds(options.timeoutSeconds) : 0 })
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .resize({ ...size, fit: 'fill', kernel: 'lanczos3' });
    if (sigma !== null) pipeline = pipeline.sharpen({ sigma });
    const { data, info } = await pipeline
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
      sourceWidth: width,
      sourceHeight: height,
    };
  } catch (error) {
    if (isSharpTimeout(error)) throw imageTimeoutError(options.timeoutSeconds ?? 0);
    throw new AppError('IMAGE_UNREADABLE', 'The artwork is damaged or incomplete');
  }
}

/** @param scale the artwork pool's `upscaleForPrint`. */
export function createLanczosUpscaler(scale: PrintScaler): PrintUpscaler {
  return {
    method: 'lanczos',
    detailScale: 1,
    async makePrintFile(image, area) {
      const { sourceWidth, sourceHeight, ...file } = await scale(image, area);
      return {
        ...file,
        method: file.upscaled ? 'lanczos' : 'none',
        effectiveDpi: detailPrintDpi(sourceWidth, sourceHeight),
        fallbackReason: null,
      };
    },
  };
}
