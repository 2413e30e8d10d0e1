/**
 * The `replicate` print upscaler (issue 20 §3; `PRINT_UPSCALER=replicate`): an image that must be
 * enlarged to reach the print size goes to a Real-ESRGAN model on Replicate (`REPLICATE_UPSCALER_MODEL`,
 * e.g. `nightmareai/real-esrgan:{version}`, input `{image, scale}`), which draws detail in at 2-4x;
 * its output is downloaded at once (Replicate deletes outputs after an hour) and scaled with Lanczos
 * to the exact print size in the artwork worker pool. When Replicate fails (down, refused, no answer
 * within ARTWORK_PROVIDER_WAIT_SECONDS, an unusable output) the file is made with Lanczos alone and
 * the order records why (`fallbackReason`). An image already at print size is only scaled (`none`).
 * Only `image` and `scale` are sent: choose a model version whose face enhancement (GFPGAN,
 * `face_enhance`) is off by default, as it repaints painted faces photo-like.
 */
import sharp from 'sharp';
import type { ReplicateUpscalerConfig } from '#server/config.ts';
import { ServiceBusyError } from '#server/images/image-worker-pool.ts';
import { createLanczosUpscaler } from '#server/images/lanczos-upscaler.ts';
import { type PrintScaler, type PrintUpscaler, printSize } from '#server/images/print-upscaler.ts';
import { detailPrintDpi } from '#shared/artwork.ts';
import { AppError } from '#shared/errors.ts';
import { waitForPrediction } from './provider-http.ts';
import { createReplicatePredictions } from './replicate-predictions.ts';
import { type StylizedImage, StylizerError } from './stylizer.ts';

/** Real-ESRGAN's networks enlarge 2x or 4x; more is plain resizing on their side. */
const minScale = 2;
const maxScale = 4;
/** The largest output asked for (the download check takes up to 40 MP). */
const maxOutputPixels = 40_000_000;
/** Replicate advises data URIs under 1 MB; JPEG quality steps down until the input fits. */
const dataUriBudgetBytes = 1024 * 1024;
const jpegQualities = [95, 90, 85];

/**
 * The whole factor Real-ESRGAN is asked for, so its output covers the print size `target` of a
 * `width` x `height` image (2 to 4; Lanczos scales the rest), or null when even 2x would pass
 * `maxOutputPixels` (the enlargement is small: Lanczos alone).
 */
export function replicateScale(
  width: number,
  height: number,
  target: { width: number; height: number },
): number | null {
  const needed = Math.max(target.width / width, target.height / height);
  const scale = Math.min(maxScale, Math.max(minScale, Math.ceil(needed)));
  for (let s = scale; s >= minScale; s--) if (width * height * s * s <= maxOutputPixels) return s;
  return null;
}

/** The image as a JPEG data URI (4:4:4, white under any transparency) within the data URI budget if it can be. */
async function imageDataUri(image: Buffer): Promise<string> {
  let jpeg = Buffer.alloc(0);
  for (const quality of jpegQualities) {
    jpeg = await sharp(image)
      .timeout({ seconds: 30 })
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, chromaSubsampling: '4:4:4' })
      .toBuffer();
    if (jpeg.length <= dataUriBudgetBytes) break;
  }
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/**
 * @param config token, API root, model, request timeout and how long to wait for a prediction.
 * @param scale the artwork pool's Lanczos (`ImageWorkerPool.upscaleForPrint`).
 */
export function createReplicateUpscaler(config: ReplicateUpscalerConfig, scale: PrintScaler): PrintUpscaler {
  const replicate = createReplicatePredictions(config, 'image');
  const lanczos = createLanczosUpscaler(scale);

  /** Real-ESRGAN's output of `image` enlarged `factor` times. @throws StylizerError */
  async function enlarge(image: Buffer, factor: number, signal?: AbortSignal): Promise<StylizedImage> {
    const id = await replicate.create(config.model, { image: await imageDataUri(image), scale: factor }, { signal });
    try {
      const output = await waitForPrediction(replicate, id, {
        provider: 'Replicate',
        deadline: Date.now() + config.waitSeconds * 1000,
        signal,
      });
      if (!output) throw new StylizerError('Replicate finished without an image', { retryable: false });
      return output;
    } catch (error) {
      await replicate.cancel(id);
      throw error;
    }
  }

  return {
    method: 'replicate',
    detailScale: maxScale,
    async makePrintFile(image, area, options = {}) {
      let size: { width: number; height: number };
      try {
        const meta = await sharp(image).metadata();
        size = { width: meta.autoOrient.width, height: meta.autoOrient.height };
      } catch {
        throw new AppError('IMAGE_UNREADABLE', 'The artwork is damaged or incomplete');
      }
      const target = printSize(size.width, size.height, area.maxWidth, area.maxHeight);
      const factor = replicateScale(size.width, size.height, target);
      if ((target.width <= size.width && target.height <= size.height) || factor === null) {
        return lanczos.makePrintFile(image, area);
      }
      try {
        const output = await enlarge(image, factor, options.signal);
        const { sourceWidth, sourceHeight, ...file } = await scale(output.body, { ...area, size: target });
        return {
          ...file,
          upscaled: true,
          method: 'replicate',
          effectiveDpi: detailPrintDpi(sourceWidth, sourceHeight),
          fallbackReason: null,
        };
      } catch (error) {
        // A stopping job or busy image workers: the job retries later. Anything else about
        // Replicate or its output: Lanczos alone, and the order says why.
        if (options.signal?.aborted || error instanceof ServiceBusyError) throw error;
        const reason = error instanceof StylizerError || error instanceof AppError ? error.message : String(error);
        const file = await lanczos.makePrintFile(image, area);
        return { ...file, fallbackReason: `Real-ESRGAN on Replicate failed: ${reason}`.slice(0, 500) };
      }
    },
  };
}
