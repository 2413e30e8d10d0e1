/**
 * Counters that every instance of the shop shares (issue 10, "Shared state only in the engines"):
 * the request rate limits and the failed-login throttle count here. One backend per process, chosen
 * by the configuration:
 * - `REDIS_URL` set: Redis (ioredis), keys under `REDIS_KEY_PREFIX`;
 * - else `DATABASE_URL` set: the PostgreSQL table `rate_limit_counters` (unlogged: counters need no
 *   crash safety, and writes skip the WAL);
 * - else (embedded PGlite, which allows one process only): this process's memory.
 *
 * Every counter is a fixed window: the first hit starts it, `windowMs` later it starts over.
 * Failures of the backend (Redis restarting, say) are thrown to the caller, which lets the request
 * through: a shop must not stop selling because a counter is briefly unreachable (fail open).
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
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

/** Keys kept at most in memory; the least recently hit are dropped first, so random keys cannot exhaust memory. */
const maxMemoryKeys = 10_000;

/** In-process counters (one instance only). `now` is injectable for tests. */
export class MemoryCounterStore implements CounterStore {
  readonly kind = 'memory';
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  async hit(key: string, windowMs: number): Promise<CounterState> {
    const now = this.#now();
    const current = this.#windows.get(key);
    const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
    window.count++;
    // Re-insert so the Map's order stays least recently hit first.
    this.#windows.delete(key);
    this.#windows.set(key, window);
    while (this.#windows.size > maxMemoryKeys) {
      const oldest = this.#windows.keys().next().value;
      if (oldest === undefined) break;
      this.#windows.delete(oldest);
    }
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async peek(key: string): Promise<CounterState> {
    const now = this.#now();
    const window = this.#windows.get(key);
    if (!window || window.resetAt <= now) return { count: 0, resetInMs: 0 };
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async reset(key: string): Promise<void> {
    this.#windows.delete(key);
  }

  async close(): Promise<void> {}
}

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

/** How often expired PostgreSQL counter rows are deleted, ms. */
const postgresSweepMs = 60_000;

/** Counters in the `rate_limit_counters` table, shared by every instance on the database. */
export class PostgresCounterStore implements CounterStore {
  readonly kind = 'postgres';
  readonly pool: pg.Pool;
  readonly #sweep: NodeJS.Timeout;

  constructor(pool: pg.Pool, log: FastifyBaseLogger) {
    this.pool = pool;
    this.#sweep = setInterval(() => {
      pool
        .query('delete from rate_limit_counters where reset_at < now()')
        .catch((error: Error) => log.warn(`Could not delete expired rate-limit counters: ${error.message}`));
    }, postgresSweepMs);
    this.#sweep.unref();
  }

  async hit(key: string, windowMs: number): Promise<CounterState> {
    // One statement: concurrent hits on the same key serialise on its row, none is lost.
    const result = await this.pool.query<{ count: number; reset_in_ms: number }>(
      `insert into rate_limit_counters as c (key, count, reset_at)
       values ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
       on conflict (key) do update set
         count = case when c.reset_at <= now() then 1 else c.count + 1 end,
         reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
       returning count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as reset_in_ms`,
      [key, windowMs],
    );
    return { count: result.rows[0].count, resetInMs: result.rows[0].reset_in_ms };
  }

  async peek(key: string): Promise<CounterState> {
    const result = await this.pool.query<{ count: number; reset_in_ms: number }>(
      `select count, ceil(extract(epoch from (reset_at - now())) * 1000)::int as reset_in_ms
       from rate_limit_counters where key = $1 and reset_at > now()`,
      [key],
    );
    const row = result.rows[0];
    return row ? { count: row.count, resetInMs: row.reset_in_ms } : { count: 0, resetInMs: 0 };
  }

  async reset(key: string): Promise<void> {
    await this.pool.query('delete from rate_limit_counters where key = $1', [key]);
  }

  async close(): Promise<void> {
    clearInterval(this.#sweep);
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

/** Picks the backend for the configuration (see the file comment). */
export function createCounterStore(
  options: { redis?: { url: string; keyPrefix: string }; pool?: pg.Pool },
  log: FastifyBaseLogger,
): CounterStore {
  if (options.redis) return new RedisCounterStore(openRedis(options.redis.url, log), options.redis.keyPrefix);
  if (options.pool) return new PostgresCounterStore(options.pool, log);
  return new MemoryCounterStore();
}
