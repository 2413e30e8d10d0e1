/**
 * Per-address request limits (issue 6 point 2) with @fastify/rate-limit. The address is the socket's
 * unless `TRUST_PROXY` names the proxies in front of the shop, so a forged `X-Forwarded-For` buys no
 * fresh quota. Every mutating or costly route takes one of `routeLimits`; an exceeded limit answers
 * 429 RATE_LIMITED with `Retry-After` (seconds). `RATE_LIMITS=off` (benchmarks only) skips them all.
 *
 * Counts are shared by all instances (issue 10): @fastify/rate-limit's Redis store with `REDIS_URL`,
 * else the PostgreSQL counters of shared-counters.ts with `DATABASE_URL`, else this process's memory
 * (embedded PGlite runs one process only). When Redis or the table cannot be reached the request is
 * let through (`skipOnError`): selling goes on while the counter store recovers.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { CounterStore } from '#server/counters/counter-store.ts';
import { AppError } from '#shared/errors.ts';

interface RouteLimit {
  /** Requests per address per window. */
  max: number;
  timeWindow: string;
}

/**
 * Sized for real customers: a family behind one NAT address creating a few records and uploading a
 * few photos is far below these; a script creating thousands is not.
 */
export const routeLimits = {
  /** POST /api/customers: an empty record per visitor. */
  createCustomer: { max: 120, timeWindow: '1 minute' },
  /** GET /api/customers/:id: every customize page load. */
  readCustomer: { max: 300, timeWindow: '1 minute' },
  /** PATCH /api/customers/:id. */
  updateCustomer: { max: 60, timeWindow: '1 minute' },
  /** PUT /api/customers/:id/image: decoding costs about a second of CPU for a large photo. */
  upload: { max: 20, timeWindow: '1 minute' },
  /** POST /api/checkout: opens a session at the payment provider. */
  checkout: { max: 20, timeWindow: '1 minute' },
  /** POST /api/discount-codes/quote (issue 21 §3): a customer tries a code or two; guessing codes is kept slow. */
  discountQuote: { max: 30, timeWindow: '1 minute' },
  /** POST /api/checkout/session and /api/orders/confirm: each asks the payment provider. */
  sessionLookup: { max: 60, timeWindow: '1 minute' },
  /** The hosted test checkout's form posts. */
  payment: { max: 30, timeWindow: '1 minute' },
  /** POST /api/admin/session: each attempt costs a scrypt hash; failures have their own tighter count. */
  adminLogin: { max: 60, timeWindow: '1 minute' },
  /** GET /api/email-orders: signed links are checked here, so guessing is kept slow. */
  emailOrder: { max: 30, timeWindow: '1 minute' },
  /** POST /api/email-verifications: a customer opens one link; a mail scanner maybe a second. */
  emailVerification: { max: 30, timeWindow: '1 minute' },
  /** POST /api/email-orders/renewals: each one may send a mail (also limited per recipient a day). */
  emailOrderRenewal: { max: 10, timeWindow: '1 hour' },
  /** GET /api/orders/status/:token: a customer reloads a few times; guessing tokens is kept slow. */
  orderStatus: { max: 60, timeWindow: '1 minute' },
  /** POST /api/orders/lookup: each match sends a mail (also limited per email an hour). */
  orderLookup: { max: 10, timeWindow: '15 minutes' },
  /** GET and POST /api/proofs/:token (issue 20 §4): a customer looks and answers; guessing is kept slow. */
  proof: { max: 60, timeWindow: '1 minute' },
  /** POST /api/admin/orders/:orderNumber/proof/regenerate (issue 20 §4): each asks a paid artwork provider. */
  regenerate: { max: 20, timeWindow: '1 minute' },
} satisfies Record<string, RouteLimit>;

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store class over a {@link CounterStore} (the plugin instantiates it and
 * makes one child per route, whose keys carry the route).
 */
function counterStoreClass(counters: CounterStore) {
  return class CounterRateLimitStore {
    readonly #prefix: string;
    constructor(_globalParams?: unknown, prefix = 'rl:') {
      this.#prefix = prefix;
    }
    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      counters.hit(this.#prefix + key, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }
    read(key: string, callback: StoreCallback): void {
      counters.peek(this.#prefix + key).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }
    child(routeOptions: object): CounterRateLimitStore {
      // At run time the plugin hands the merged options with the route under `routeInfo` (as its Redis store reads them).
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return new CounterRateLimitStore(undefined, `${this.#prefix}${String(route.method)}${String(route.url)}-`);
    }
  };
}

/**
 * Registers the rate limiter (route-level only: routes opt in with `config.rateLimit`) on the
 * shared `counters` (see the file comment).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  enabled: boolean,
  counters: CounterStore,
): Promise<void> {
  if (!enabled) return;
  const store =
    counters.kind === 'redis' && counters.redis
      ? { redis: counters.redis, nameSpace: `${counters.keyPrefix ?? ''}rl:` }
      : counters.kind === 'postgres'
        ? { store: counterStoreClass(counters) }
        : {};
  await app.register(rateLimit, {
    ...store,
    // A counter store that does not answer lets the request through (fail open).
    skipOnError: true,
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests, try again in ${Math.ceil(context.ttl / 1000)} s`),
  });
}
