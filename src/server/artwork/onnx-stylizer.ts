/**
 * The ONNX stylizer (issue 20 §7, provider `onnx`, docs/decisions/0020): a merchant's own
 * image-to-image model, which they are licensed to use, run on this machine by images/onnx-runner.ts
 * (a child process, a deadline per render). It makes the final artwork of the styles whose provider
 * list names it (`STYLIZER=onnx` or `ARTWORK_PROVIDERS_{STYLE}=onnx,…`), after the instant preview;
 * the same model serves every style that names it. No network and no per-image cost; its
 * generations count against the local limits (issue 20 §2).
 */
import { ServiceBusyError } from '#server/images/image-worker-pool.ts';
import { OnnxModelError } from '#server/images/onnx-model.ts';
import type { OnnxRunner } from '#server/images/onnx-runner.ts';
import { AppError } from '#shared/errors.ts';
import { type Stylizer, StylizerError } from './stylizer.ts';

/** @param runner the app's model process, started (and the model checked) at start. */
export function createOnnxStylizer(runner: OnnxRunner): Stylizer {
  return {
    provider: 'onnx',
    maxLongSidePx: runner.maxLongSidePx,
    async stylize(source, _style, options) {
      try {
        return await runner.run(source, { longSidePx: options.longSidePx, signal: options.signal });
      } catch (error) {
        // A full queue, a render past its deadline and a process that died may pass; a photo the
        // decoder refuses, or a model that fails on it, will fail again.
        if (error instanceof ServiceBusyError) {
          throw new StylizerError('The ONNX model is busy', { retryable: true, cause: error });
        }
        if (error instanceof OnnxModelError) {
          throw new StylizerError(error.message, { retryable: false, cause: error });
        }
        if (error instanceof AppError) {
          throw new StylizerError(`The ONNX model could not make the artwork: ${error.message}`, {
            retryable: error.code === 'IMAGE_PROCESSING_TIMEOUT',
            cause: error,
          });
        }
        throw new StylizerError((error as Error).message, { retryable: true, cause: error });
      }
    },
  };
}
