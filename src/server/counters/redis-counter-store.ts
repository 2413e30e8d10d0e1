/**
 * The Redis backend of the shared counters (shared-counters.ts, issue 10): `REDIS_URL` set. Loaded
 * only then, so a shop without Redis does not load ioredis at its start.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { CounterState, CounterStore } from './counter-store.ts';

/** INCR, and start the window's expiry on the first hit; returns the count and the milliseconds left. */
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/** Counters in Redis, shared by every instance on the same server and prefix. */
export class RedisCounterStore implements CounterStore {
  readonly kind = 'redis';
  readonly redis: Redis;
  readonly keyPrefix: string;

  constructor(redis: Redis, keyPrefix: string) {
    this.redis = redis;
    this.keyPrefix = keyPrefix;
  }

  async hit(key: string, windowMs: number): Promise<CounterState> {
    const [count, ttl] = (await this.redis.eval(hitScript, 1, this.#key(key), windowMs)) as [number, number];
    return { count, resetInMs: ttl };
  }

  async peek(key: string): Promise<CounterState> {
    const [value, ttl] = await Promise.all([this.redis.get(this.#key(key)), this.redis.pttl(this.#key(key))]);
    if (value === null || ttl <= 0) return { count: 0, resetInMs: 0 };
    return { count: Number(value), resetInMs: ttl };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.#key(key));
  }

  async close(): Promise<void> {
    // quit waits for pending replies; a client that never connected just disconnects.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }

  #key(key: string): string {
    return `${this.keyPrefix}c:${key}`;
  }
}

/**
 * Opens the Redis client of `REDIS_URL`. Never waits for Redis and never fails the start: while
 * Redis is unreachable, commands fail at once (no offline queue) and the callers fail open; the
 * client keeps reconnecting. One warning per outage, one info line when it answers again.
 */
export function openRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    // Settings @fastify/rate-limit recommends: a request must never wait long for a counter.
    connectTimeout: 1_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn(
      `Redis (REDIS_URL) does not answer: ${error.message}. Rate limits and the login throttle let requests through until it does`,
    );
  });
  redis.on('ready', () => {
    if (down) log.info('Redis (REDIS_URL) answers again');
    down = false;
  });
  return redis;
}
