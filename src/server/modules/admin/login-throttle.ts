/**
 * Failed-login throttle (issue 7 §2): after {@link maxFailures} failed logins from one address, or
 * for one account (normalised email), within a window of {@link windowMs} that starts at the first
 * failure, further attempts are refused with 429 RATE_LIMITED until that window ends. The counts
 * live in the shared counter store (plugins/shared-counters.ts: Redis, PostgreSQL or, on embedded
 * PGlite, this process), so every instance sees the same failures (issue 10). When the store does
 * not answer the attempt is allowed and a warning logged (fail open, like the rate limits); the
 * per-address request limit on the route and the scrypt cost of every attempt still hold.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CounterStore } from '#server/plugins/shared-counters.ts';

export const maxFailures = 10;
export const windowMs = 60 * 1000;

export class LoginThrottle {
  readonly #counters: CounterStore;
  readonly #log: FastifyBaseLogger | undefined;

  constructor(counters: CounterStore, log?: FastifyBaseLogger) {
    this.#counters = counters;
    this.#log = log;
  }

  /** Seconds until one more attempt is allowed for any of `keys`, or 0 when it is allowed now. */
  async retryAfterSeconds(keys: string[]): Promise<number> {
    try {
      const states = await Promise.all(keys.map((key) => this.#counters.peek(counterKey(key))));
      const waitMs = Math.max(0, ...states.filter((s) => s.count >= maxFailures).map((s) => s.resetInMs));
      return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
    } catch (error) {
      this.#warn(error);
      return 0;
    }
  }

  /** Records one failed attempt against each of `keys`. */
  async recordFailure(keys: string[]): Promise<void> {
    try {
      await Promise.all(keys.map((key) => this.#counters.hit(counterKey(key), windowMs)));
    } catch (error) {
      this.#warn(error);
    }
  }

  /** Forgets the failures of `keys` (an account after a successful login). */
  async clear(keys: string[]): Promise<void> {
    try {
      await Promise.all(keys.map((key) => this.#counters.reset(counterKey(key))));
    } catch (error) {
      this.#warn(error);
    }
  }

  #warn(error: unknown): void {
    this.#log?.warn(`Failed-login counts unavailable, attempt allowed: ${(error as Error).message}`);
  }
}

function counterKey(key: string): string {
  return `login:${key}`;
}
