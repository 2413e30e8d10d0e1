/**
 * `GET /healthz` (issue 9): answers from a readiness flag instead of querying the database on
 * every call, so probes and load balancers polling it cost the (single-threaded, embedded) database
 * nothing. A background check (`select 1`) refreshes the flag at most once a second.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
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
