/**
 * `GET /healthz` (issue 9): answers from a readiness flag instead of querying the database on
 * every call, so probes and load balancers polling it cost the (single-threaded, embedded) database
 * nothing. A background check (`select 1`) refreshes the flag at most once a second.
 *
 * `GET /readyz` (issue 10): whether this instance can serve real work, for a load balancer's
 * target health check: the database answers `select 1`, the file storage answers (`ping`), and the
 * job queue is started and reads its tables, each within {@link READY_CHECK_TIMEOUT_MS}. Checks run
 * when asked, at most once a second (callers in between share the latest result).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { errorBody } from './error-handler.ts';

/** How often the database is checked, in milliseconds. */
export const HEALTH_CHECK_INTERVAL_MS = 1_000;
/** A check still unanswered after this many milliseconds counts as a failed one. */
const HEALTH_CHECK_TIMEOUT_MS = 2_000;

/**
 * Registers `/healthz`: 200 `{ ok: true }` while the database answered its latest check (and no
 * check has been waiting longer than {@link HEALTH_CHECK_TIMEOUT_MS}); otherwise 503
 * `{ error: { code: 'SERVICE_BUSY' } }` with `Retry-After: 1`. Checks the database once before
 * resolving, so the first call after start already tells the truth; the background check stops when
 * the app closes.
 */
export async function registerHealth(app: FastifyInstance, database: Database): Promise<void> {
  let ready = false;
  /** When the check under way started (ms since epoch), or undefined when none runs. */
  let checkStartedAt: number | undefined;

  const check = async (): Promise<void> => {
    // One check at a time: a slow database is not given a queue of them.
    if (checkStartedAt !== undefined) return;
    checkStartedAt = Date.now();
    try {
      await database.db.execute('select 1');
      ready = true;
    } catch (error) {
      if (ready) app.log.warn(`Health check: the database does not answer (${(error as Error).message})`);
      ready = false;
    } finally {
      checkStartedAt = undefined;
    }
  };

  await check();
  const timer = setInterval(check, HEALTH_CHECK_INTERVAL_MS);
  // The timer alone must not keep the process alive (tests, scripts).
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.get('/healthz', async (_request, reply) => {
    const stuck = checkStartedAt !== undefined && Date.now() - checkStartedAt > HEALTH_CHECK_TIMEOUT_MS;
    if (ready && !stuck) return reply.send({ ok: true });
    return reply
      .status(503)
      .header('retry-after', '1')
      .send(errorBody('SERVICE_BUSY', 'The database does not answer; try again shortly'));
  });
}

/** One readiness check gets this long before it counts as failed, ms. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

/** The `/readyz` body: each dependency `ok`, or the reason it failed. */
export interface Readiness {
  status: 'ready' | 'unavailable';
  checks: Record<'database' | 'storage' | 'queue', { ok: true } | { ok: false; error: string }>;
}

/** Rejects when `work` takes longer than `ms`. */
async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      work,
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Registers `/readyz`: 200 `{ status: 'ready', checks }` when every dependency answered, else 503
 * `{ status: 'unavailable', checks }` (with `Retry-After: 1`) naming the ones that did not.
 */
export function registerReadiness(
  app: FastifyInstance,
  // The job queue as far as readiness needs it (`JobQueue.check`): plugins name no port.
  deps: { database: Database; storage: FileStorage; jobs: { check(): Promise<void> } },
): void {
  let latest: { at: number; result: Readiness } | undefined;
  let running: Promise<Readiness> | undefined;

  const probe = async (work: () => Promise<unknown>) => {
    try {
      await within(work(), READY_CHECK_TIMEOUT_MS);
      return { ok: true } as const;
    } catch (error) {
      return { ok: false, error: (error as Error).message } as const;
    }
  };
  const checkAll = async (): Promise<Readiness> => {
    const [database, storage, queue] = await Promise.all([
      probe(() => deps.database.db.execute('select 1')),
      probe(() => deps.storage.ping()),
      probe(() => deps.jobs.check()),
    ]);
    const checks = { database, storage, queue };
    const ready = database.ok && storage.ok && queue.ok;
    if (!ready && latest?.result.status !== 'unavailable') app.log.warn({ checks }, 'Not ready');
    return { status: ready ? 'ready' : 'unavailable', checks };
  };

  app.get('/readyz', async (_request, reply) => {
    if (!latest || Date.now() - latest.at >= HEALTH_CHECK_INTERVAL_MS) {
      running ??= checkAll().finally(() => {
        running = undefined;
      });
      const result = await running;
      latest = { at: Date.now(), result };
    }
    const { result } = latest;
    if (result.status === 'ready') return reply.header('cache-control', 'no-store').send(result);
    return reply.status(503).header('retry-after', '1').header('cache-control', 'no-store').send(result);
  });
}
