/**
 * Durable jobs (DESIGN.md "jobs": pg-boss on the same database; issue 8). One pg-boss per app: on
 * embedded PGlite through pg-boss's `fromPglite` adapter, on PostgreSQL through its own small pool
 * on `DATABASE_URL`. Jobs live in the database, so a job queued or running when a process stops or
 * dies is done after the next start (or by another instance):
 * - a clean stop gives running jobs `stopTimeoutMs`, then fails them, and they are retried;
 * - a process that dies stops sending heartbeats, and pg-boss retries its jobs about
 *   `heartbeatSeconds` later (checked every `superviseIntervalSeconds`).
 * Started by buildApp after the database, stopped on close before it.
 */

import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, type Job, type JobResult, type JobWithMetadata, PgBoss } from 'pg-boss';
import type { JobsConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';

/** The queues of the shop. */
export const queueNames = {
  /** Makes one artwork (data {@link RenderJobData}). */
  render: 'artwork.render',
  /** Render jobs that failed every attempt (also by timeout or a dead process): the artwork is marked failed. */
  renderDead: 'artwork.render.dead',
  /** Makes the print file of a paid order (data {@link PrintFileJobData}). */
  printFile: 'artwork.print-file',
} as const;
export type QueueName = (typeof queueNames)[keyof typeof queueNames];

export interface RenderJobData {
  artworkId: string;
}
export interface PrintFileJobData {
  orderId: string;
}

/** A job handler: gets one job (with its attempt count and limit); throwing fails the attempt. */
export type JobHandler<T> = (job: JobWithMetadata<T>) => Promise<void>;

export interface JobQueue {
  /**
   * Queues a job. `id` (a UUID) makes it idempotent: a second send with the same id while pg-boss
   * keeps the first changes nothing.
   * @returns the job id, or null when a job with that id exists.
   */
  send(queue: QueueName, data: object, options?: { id?: string }): Promise<string | null>;
  /** Runs `handler` for jobs of `queue`, at most `concurrency` at once in this process. */
  work<T>(queue: QueueName, concurrency: number, handler: JobHandler<T>): Promise<void>;
  /** The jobs of a queue (tests and staff tools). */
  find<T>(queue: QueueName, options?: { id?: string }): Promise<JobWithMetadata<T>[]>;
  /** Stops the workers (running jobs get `stopTimeoutMs`, then are failed and retried later). */
  stop(): Promise<void>;
}

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
  const timing = {
    superviseIntervalSeconds: jobs.superviseIntervalSeconds,
    monitorIntervalSeconds: jobs.superviseIntervalSeconds,
    // No cron schedules are used: no timekeeper polling.
    schedule: false,
  };
  const boss =
    database.driver === 'pglite' && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', ...timing })
      : new PgBoss({ connectionString: config.databaseUrl, max: 4, application_name: 'wowtees-jobs', ...timing });
  // Without a listener an 'error' event would end the process; the message names no customer data.
  boss.on('error', (error: Error) => log.warn({ err: { message: error.message } }, 'job queue error'));
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
    [queueNames.printFile, { ...retry, expireInSeconds: 900 }],
  ];
  for (const [name, options] of queues) {
    await boss.createQueue(name, options);
    // An existing queue keeps its options otherwise: apply the current ones.
    await boss.updateQueue(name, options);
  }

  return {
    send: (queue, data, options = {}) => boss.send(queue, data, options.id ? { id: options.id } : {}),
    async work<T>(queue: QueueName, concurrency: number, handler: JobHandler<T>) {
      // One worker fetching up to `concurrency` jobs at a time, each settled on its own; while
      // batches come back full it fetches again at once instead of waiting for the next poll.
      // No explicit type arguments: pg-boss infers the handler's shape from the literal options.
      await boss.work(
        queue,
        {
          batchSize: concurrency,
          includeMetadata: true,
          perJobResults: true,
          pollingIntervalSeconds: jobs.pollingIntervalSeconds,
          burstWhenBatchFull: true,
        },
        async (batch: JobWithMetadata<T>[]) =>
          Promise.all(
            batch.map(async (job): Promise<JobResult> => {
              try {
                await handler(job);
                return { id: job.id, status: 'completed' };
              } catch (error) {
                const message = error instanceof Error ? error.message : String(error);
                return { id: job.id, status: 'failed', output: { message } };
              }
            }),
          ),
      );
    },
    find: <T>(queue: QueueName, options: { id?: string } = {}) =>
      boss.findJobs<T>(queue, options.id ? { id: options.id } : {}),
    async stop() {
      // close: pg-boss's own pool (PostgreSQL); the PGlite instance is the app's and stays open.
      await boss.stop({ graceful: true, timeout: jobs.stopTimeoutMs, close: true });
    },
  };
}

export type { Job };
