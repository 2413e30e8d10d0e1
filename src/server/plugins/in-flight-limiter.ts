/**
 * Requests in progress per key, counted in this process (issue 17 point 2: one client cannot hold
 * more than its share of decode time). The rate limits (rate-limits.ts) bound how many requests a
 * client starts per minute; this bounds how many of its costly ones run at once. Per process is
 * enough: each instance's image threads are its own.
 */
import { AppError } from '#shared/errors.ts';

/** One limit a request must fit under: at most `max` in progress for `key`. */
export interface InFlightSlot {
  key: string;
  max: number;
}

/** The 429 of a client over its concurrency; the error handler adds `Retry-After`. */
export class TooManyInFlightError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super('RATE_LIMITED', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class InFlightLimiter {
  /** Only keys with something in progress are kept, so the map is as large as the work under way. */
  readonly #counts = new Map<string, number>();

  /**
   * Takes one place under every slot, or none when any is full.
   * @returns a release function (call it once, when the request is done), or null when a slot is full.
   */
  tryAcquire(slots: readonly InFlightSlot[]): (() => void) | null {
    if (slots.some(({ key, max }) => (this.#counts.get(key) ?? 0) >= max)) return null;
    for (const { key } of slots) this.#counts.set(key, (this.#counts.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const { key } of slots) {
        const left = (this.#counts.get(key) ?? 1) - 1;
        if (left > 0) this.#counts.set(key, left);
        else this.#counts.delete(key);
      }
    };
  }

  /** How many are in progress for `key`. */
  inFlight(key: string): number {
    return this.#counts.get(key) ?? 0;
  }
}
