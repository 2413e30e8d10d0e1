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
import type pg from 'pg';
import type { CounterState, CounterStore } from './counter-store.ts';

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

/** Picks the backend for the configuration (see the file comment). */
export async function createCounterStore(
  options: { redis?: { url: string; keyPrefix: string }; pool?: pg.Pool },
  log: FastifyBaseLogger,
): Promise<CounterStore> {
  if (options.redis) {
    // ioredis loads only for a shop that uses Redis: it is ~0.15 s of a start (ADR 0034).
    const { RedisCounterStore, openRedis } = await import('./redis-counter-store.ts');
    return new RedisCounterStore(openRedis(options.redis.url, log), options.redis.keyPrefix);
  }
  if (options.pool) return new PostgresCounterStore(options.pool, log);
  return new MemoryCounterStore();
}
