/**
 * Failed-login throttle (issue 7 §2): after {@link maxFailures} failed logins within
 * {@link windowMs} from one address, or for one account (normalised email), further attempts are
 * refused with 429 RATE_LIMITED until the oldest failure leaves the window. Counts live in this
 * process's memory for now: with several instances each counts on its own (the scale-out issue
 * moves them to Redis or PostgreSQL), and a restart forgets them.
 */

export const maxFailures = 10;
export const windowMs = 60 * 1000;
/** Keys kept at most; the oldest are dropped first, so random emails cannot exhaust memory. */
const maxKeys = 10_000;

export class LoginThrottle {
  readonly #failures = new Map<string, number[]>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /**
   * Seconds until one more attempt is allowed for any of `keys`, or 0 when it is allowed now.
   */
  retryAfterSeconds(keys: string[]): number {
    const now = this.#now();
    let waitMs = 0;
    for (const key of keys) {
      const times = this.#recent(key, now);
      if (times.length >= maxFailures) waitMs = Math.max(waitMs, times[times.length - maxFailures] + windowMs - now);
    }
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  /** Records one failed attempt against each of `keys`. */
  recordFailure(keys: string[]): void {
    const now = this.#now();
    for (const key of keys) {
      const times = this.#recent(key, now);
      times.push(now);
      // Re-insert so the Map's order stays oldest-touched first.
      this.#failures.delete(key);
      this.#failures.set(key, times.slice(-maxFailures));
    }
    while (this.#failures.size > maxKeys) {
      const oldest = this.#failures.keys().next().value;
      if (oldest === undefined) break;
      this.#failures.delete(oldest);
    }
  }

  /** Forgets the failures of `keys` (an account after a successful login). */
  clear(keys: string[]): void {
    for (const key of keys) this.#failures.delete(key);
  }

  #recent(key: string, now: number): number[] {
    const times = (this.#failures.get(key) ?? []).filter((time) => time > now - windowMs);
    if (times.length === 0) this.#failures.delete(key);
    return times;
  }
}
