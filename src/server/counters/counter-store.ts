/**
 * The shape of a shared counter backend (shared-counters.ts picks one; issue 10), apart from the
 * backends so the Redis one can load only when it is used.
 */
import type { Redis } from 'ioredis';
import type pg from 'pg';

/** A counter's state: hits in the current window and milliseconds until the window ends. */
export interface CounterState {
  count: number;
  resetInMs: number;
}

export interface CounterStore {
  readonly kind: 'redis' | 'postgres' | 'memory';
  /** Adds one to `key` (starting a window of `windowMs` when none runs) and returns the new state. */
  hit(key: string, windowMs: number): Promise<CounterState>;
  /** The state of `key` without changing it (`count` 0 when no window runs). */
  peek(key: string): Promise<CounterState>;
  /** Forgets `key`. */
  reset(key: string): Promise<void>;
  /** The ioredis client (kind `redis` only), for @fastify/rate-limit's own Redis store. */
  readonly redis?: Redis;
  /** Prefix of every key this store writes in Redis. */
  readonly keyPrefix?: string;
  /** The pool (kind `postgres` only), for the rate-limit store over the same table. */
  readonly pool?: pg.Pool;
  close(): Promise<void>;
}
