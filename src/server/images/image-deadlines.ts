/**
 * Time limits of image work (issue 17 point 2): every decode and render has one, enforced twice.
 * Inside the worker, sharp's `timeout` stops a libvips pipeline between tiles; the pool terminates
 * the worker thread when a task runs past its deadline plus a grace (a long native call, the local
 * stylizer's JavaScript filters). Both end as IMAGE_PROCESSING_TIMEOUT.
 */
import { AppError } from '#shared/errors.ts';

/** The error of a task that ran past its deadline of `seconds`. */
export function imageTimeoutError(seconds: number): AppError {
  return new AppError('IMAGE_PROCESSING_TIMEOUT', `The image took longer than ${seconds} s to process`);
}

/** Whether `error` is sharp's own timeout (its message starts "timeout: N% complete"). */
export function isSharpTimeout(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('timeout:');
}

/** sharp's `timeout({ seconds })` takes whole seconds, at least 1 (0 would mean none). */
export function sharpTimeoutSeconds(seconds: number): number {
  return Math.max(1, Math.ceil(seconds));
}

/**
 * When the pool terminates a running task, ms after it started: its deadline plus a grace of up to
 * 1 s, so sharp's own timeout (the cleaner end: the thread survives) normally fires first.
 */
export function terminateAfterMs(seconds: number): number {
  return seconds * 1000 + Math.min(1000, seconds * 1000);
}
