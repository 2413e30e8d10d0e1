/**
 * The local stylizer (issue 8, `STYLIZER=local`, and the instant preview with any other provider):
 * the filters of `src/server/images/filters/` run on the image worker threads (`ctx.images.stylize`),
 * never on the event loop; no key, no network, the same output for the same input. It is a filter,
 * not a redraw: the shop calls it an "instant preview".
 */
import type { ImageWorkerPool } from '#server/images/image-worker-pool.ts';
import { ServiceBusyError } from '#server/images/image-worker-pool.ts';
import { AppError } from '#shared/errors.ts';
import { type Stylizer, StylizerError } from './stylizer.ts';

/**
 * The largest long side the local filters render, the print file's source (issue 20 §3): 2400 px is
 * 16 in at 150 DPI, so a photo large enough prints at the minimum without a warning.
 */
export const localMaxLongSidePx = 2400;

/** @param images the app's worker pool (its `stylize` runs the filters in a worker thread). */
export function createLocalStylizer(images: ImageWorkerPool): Stylizer {
  return {
    provider: 'local',
    maxLongSidePx: localMaxLongSidePx,
    async stylize(source, style, options) {
      const longSidePx = Math.min(options.longSidePx, localMaxLongSidePx);
      try {
        return await images.stylize(source, style, { longSidePx });
      } catch (error) {
        // A full worker queue passes; a photo the decoder refuses will be refused again. A render
        // past its deadline may have met a busy machine: pg-boss retries it later, with backoff.
        if (error instanceof ServiceBusyError) {
          throw new StylizerError('The image workers are busy', { retryable: true, cause: error });
        }
        if (error instanceof AppError && error.code === 'IMAGE_PROCESSING_TIMEOUT') {
          throw new StylizerError(`The photo could not be stylized in time: ${error.message}`, {
            retryable: true,
            cause: error,
          });
        }
        if (error instanceof AppError) {
          throw new StylizerError(`The photo could not be stylized: ${error.message}`, {
            retryable: false,
            cause: error,
          });
        }
        throw error;
      }
    },
  };
}
