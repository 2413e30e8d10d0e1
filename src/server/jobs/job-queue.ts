/**
 * Durable jobs (DESIGN.md "jobs": pg-boss on the same database; issue 8). One pg-boss per app: on
 * embedded PGlite through pg-boss's `fromPglite` adapter, on PostgreSQL through its own small pool
 * on `DATABASE_URL`. Jobs live in the database, so a job queued or running when a process stops or
 * dies is done after the next start (or by another instance):
 * - a clean stop gives running jobs `stopTimeoutMs`, then fails them, and they are retried;
 * - a process that dies stops sending heartbeats, and pg-boss retries its jobs about
 *   `heartbeatSeconds` later (checked every `superviseIntervalSeconds`).
 * Started by buildApp after the database, stopped on close before it.
 *
 * Wake-up (issue 22 §4, ADR 0029): with `notifyPollingIntervalSeconds` set, a job sent on a queue
 * wakes that queue's workers at once through pg-boss's LISTEN/NOTIFY (in-process on PGlite; on
 * PostgreSQL one listening connection per process, so a job sent by another instance wakes these
 * workers too). Idle workers then poll only every `notifyPollingIntervalSeconds` for what no notice
 * announces: a retry that came due, a job left by a stopped or dead process. Without a listener
 * (it failed to start, or the connection dropped) pg-boss polls every `pollingIntervalSeconds`.
 *
 * Request ids (issue 10): a job sent while serving a request carries that request's id in its data
 * (`requestId`); its handler runs with a child logger bound to it (and to the job's id and queue),
 * and jobs it queues in turn carry the same id.
 */

import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  type JobResult,
  type JobWithMetadata,
  PgBoss,
} from 'pg-boss';
import type { JobsConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { type JobHandler, type JobQueue, type JobTrace, type QueueName, queueNames } from '#server/ports/job-queue.ts';
import { currentRequestId, requestContext } from '#server/request-context.ts';

/**
 * Starts pg-boss on `database` and creates the shop's queues with their retry policy.
 * @throws Error when pg-boss cannot install or read its schema.
 */
export async function startJobQueue(
  database: Database,
  config: { databaseUrl?: string; jobs: JobsConfig },
  log: FastifyBaseLogger,
): Promise<JobQueue> {
  const { jobs } = config;
  // Every queue opts in or out alike (`notify` is stored with the queue; a send reads it from there).
  const notify = jobs.notifyPollingIntervalSeconds !== undefined;
  const timing = {
    superviseIntervalSeconds: jobs.superviseIntervalSeconds,
    monitorIntervalSeconds: jobs.superviseIntervalSeconds,
    // Cron schedules (the retention purge, hourly): its timekeeper looks for due occurrences every
    // 30 s instead of every 5 s, which an hourly job does not need.
    schedule: true,
    cronWorkerIntervalSeconds: 30,
    useListenNotify: notify,
  };
  const boss =
    database.driver === 'pglite' && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', ...timing })
      : new PgBoss({
          // The app's connection settings (TLS included); the URL only when called without them.
          ...(database.connection ?? { connectionString: config.databaseUrl }),
          max: 4,
          application_name: 'wowtees-jobs',
          ...timing,
        });
  // Without a listener an 'error' event would end the process; the message names no customer data.
  boss.on('error', (error: Error) => log.warn({ err: { message: error.message } }, 'job queue error'));
  // A listener that cannot start (or a connection that refuses LISTEN) leaves the workers polling
  // every `pollingIntervalSeconds`: slower to wake, more queries, but nothing is lost.
  boss.on('warning', (warning: { message: string; data?: { type?: string } }) => {
    if (warning.data?.type === 'listen_notify_unavailable') log.warn({ reason: warning.message }, 'job wake-up off');
  });
  await boss.start();

  const retry = {
    retryLimit: jobs.retryLimit,
    retryDelay: jobs.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 300,
    heartbeatSeconds: jobs.heartbeatSeconds,
  };
  const queues: Array<[QueueName, Parameters<PgBoss['createQueue']>[1]]> = [
    [queueNames.renderDead, { retryLimit: 2, retryDelay: 1 }],
    // A render waits minutes at most for a provider; 10 min is the hard limit of one attempt.
    [queueNames.render, { ...retry, expireInSeconds: 600, deadLetter: queueNames.renderDead }],
    [queueNames.renderHosted, { ...retry, expireInSeconds: 600, deadLetter: queueNames.renderDead }],
    [queueNames.printFile, { ...retry, expireInSeconds: 900 }],
    // 5 attempts (backoff) for a mail server that is down or refusing; the mailer's own timeouts
    // end one attempt within a minute.
    [queueNames.orderConfirmationEmail, { ...retry, retryLimit: 4, expireInSeconds: 120 }],
    // One run works through a bounded number of batches within minutes; the next hour's run goes on.
    [queueNames.retentionPurge, { ...retry, retryLimit: 2, expireInSeconds: 1800 }],
    [queueNames.orderEventEmail, { ...retry, retryLimit: 4, expireInSeconds: 120 }],
    [queueNames.refundEmail, { ...retry, retryLimit: 4, expireInSeconds: 120 }],
    // A submission is a few vendor calls of 20 s at most each; after the last retry the order goes
    // on hold with the vendor's message (jobs/fulfilment.job.ts).
    [queueNames.fulfilmentSubmit, { ...retry, expireInSeconds: 180 }],
    [queueNames.fulfilmentPoll, { ...retry, retryLimit: 1, expireInSeconds: 600 }],
    [queueNames.orderStatusLinkEmail, { ...retry, retryLimit: 4, expireInSeconds: 120 }],
    // Each provider call has its own timeout (20 s for Stripe); the next run picks up what is left.
    [queueNames.refundResume, { ...retry, retryLimit: 1, expireInSeconds: 600 }],
    // Issue 20 §4: a proof email per round (retried like the other customer emails), the hourly auto-approval.
    [queueNames.proofEmail, { ...retry, retryLimit: 4, expireInSeconds: 120 }],
    [queueNames.proofAutoApprove, { ...retry, retryLimit: 1, expireInSeconds: 600 }],
    // Issue 23 item 10: a few emails at most; a failed run is retried, and the next run goes on.
    [queueNames.previewStaffAlert, { ...retry, retryLimit: 2, expireInSeconds: 300 }],
    // Issue 21 §6: up to 50 emails a run (a mockup each); a failed run is retried, the next goes on.
    [queueNames.checkoutReminder, { ...retry, retryLimit: 2, expireInSeconds: 600 }],
  ];
  for (const [name, queueOptions] of queues) {
    const options = { ...queueOptions, notify };
    await boss.createQueue(name, options);
    // An existing queue keeps its options otherwise: apply the current ones.
    await boss.updateQueue(name, options);
  }
  // updateQueue drops pg-boss's cached copy of the queue, and a send re-reads it on pg-boss's own
  // connection: on PGlite (one connection) a send inside an app transaction (`tx`) would then wait
  // for that very transaction forever. A worker's first fetch fills the cache too, but a send must
  // not depend on that: a look-up through the cache fills it now.
  for (const [name] of queues) await boss.findJobs(name, { id: '00000000-0000-4000-8000-000000000000' });

  let stopped = false;
  return {
    send(queue, data, options = {}) {
      const requestId = currentRequestId();
      const payload = requestId && !('requestId' in data) ? { ...data, requestId } : data;
      return boss.send(queue, payload, {
        ...(options.id ? { id: options.id } : {}),
        // drizzle's execute is typed `unknown` over both drivers; both resolve to a result with `rows`.
        ...(options.tx ? { db: fromDrizzle(options.tx as unknown as DrizzleTransactionLike, sql) } : {}),
      });
    },
    schedule: (queue, cron) => boss.schedule(queue, cron, null, { tz: 'UTC' }),
    async schedules() {
      return (await boss.getSchedules()).map((row) => ({ queue: row.name, cron: row.cron }));
    },
    async work<T>(queue: QueueName, concurrency: number, handler: JobHandler<T>) {
      // `concurrency` workers, each fetching one job at a time: a long job (a hosted provider's
      // wait) never holds up the next one as a shared batch would.
      // No explicit type arguments: pg-boss infers the handler's shape from the literal options.
      await boss.work(
        queue,
        {
          batchSize: 1,
          localConcurrency: concurrency,
          includeMetadata: true,
          perJobResults: true,
          pollingIntervalSeconds: jobs.pollingIntervalSeconds,
          // pg-boss refuses a backstop shorter than the base poll.
          ...(jobs.notifyPollingIntervalSeconds !== undefined
            ? {
                notifyPollingIntervalSeconds: Math.max(jobs.notifyPollingIntervalSeconds, jobs.pollingIntervalSeconds),
              }
            : {}),
        },
        async (batch: JobWithMetadata<T>[]) =>
          Promise.all(
            batch.map(async (job): Promise<JobResult> => {
              const requestId = (job.data as JobTrace | null)?.requestId;
              const jobLog = log.child({ queue, jobId: job.id, ...(requestId ? { requestId } : {}) });
              const run = async (): Promise<JobResult> => {
                const started = Date.now();
                try {
                  await handler(job, jobLog);
                  jobLog.debug({ durationMs: Date.now() - started }, 'job completed');
                  return { id: job.id, status: 'completed' };
                } catch (error) {
                  const message = error instanceof Error ? error.message : String(error);
                  jobLog.warn(
                    { attempt: job.retryCount + 1, durationMs: Date.now() - started, error: message },
                    'job attempt failed',
                  );
                  return { id: job.id, status: 'failed', output: { message } };
                }
              };
              return requestId ? requestContext.run({ requestId }, run) : run();
            }),
          ),
      );
    },
    find: <T>(queue: QueueName, options: { id?: string } = {}) =>
      boss.findJobs<T>(queue, options.id ? { id: options.id } : {}),
    async check() {
      if (stopped) throw new Error('The job queue is stopped');
      // A read on pg-boss's own connection: its pool (or PGlite) answers and its schema is there.
      if (!(await boss.getQueue(queueNames.render))) throw new Error('The job queues are missing');
    },
    async stop() {
      stopped = true;
      // close: pg-boss's own pool (PostgreSQL); the PGlite instance is the app's and stays open.
      await boss.stop({ graceful: true, timeout: jobs.stopTimeoutMs, close: true });
    },
  };
}
