/**
 * Test support for "nothing more is sent" checks (issue 18 §6): instead of sleeping a fixed time
 * and hoping a wrongly sent message would have arrived by then, a test waits until the app has no
 * work left that could still send one: no deferred mail work (`mailer.defer`) and no job waiting,
 * retrying or running in the shop's queues. Then it counts.
 */
import type { FastifyInstance } from 'fastify';
import { type QueueName, queueNames } from '../ports/job-queue.ts';

/** Deferred mail work in flight, per app (counted by {@link trackDeferredMail}). */
const deferredInFlight = new WeakMap<FastifyInstance, Set<Promise<void>>>();

/**
 * Counts the app's deferred mail work so {@link waitUntilIdle} can wait for it; called by
 * `buildTestApp`. The work itself runs exactly as before, through the mailer's own `defer`.
 */
export function trackDeferredMail(app: FastifyInstance): void {
  const mailer = app.ctx.mailer;
  const defer = mailer.defer;
  const inFlight = new Set<Promise<void>>();
  deferredInFlight.set(app, inFlight);
  mailer.defer = (task) => {
    let finished = () => {};
    const done = new Promise<void>((resolve) => {
      finished = resolve;
    });
    inFlight.add(done);
    defer(async () => {
      try {
        await task();
      } finally {
        inFlight.delete(done);
        finished();
      }
    });
  };
}

/** Queues whose jobs send or make something on their own (the retention purge and the refund resume only run on their schedules). */
const scheduledQueues: QueueName[] = [queueNames.retentionPurge, queueNames.refundResume];
const workQueues: QueueName[] = Object.values(queueNames).filter((queue) => !scheduledQueues.includes(queue));
const unfinished = new Set(['created', 'retry', 'active']);

async function jobsInFlight(app: FastifyInstance, queues: QueueName[]): Promise<number> {
  const lists = await Promise.all(queues.map((queue) => app.ctx.jobs.find(queue)));
  return lists.flat().filter((job) => unfinished.has(job.state)).length;
}

/**
 * Waits until the app is idle: no deferred mail work and no unfinished job in `queues` (default:
 * every queue but the scheduled purge), checked twice in a row, since a job may defer mail and
 * deferred work may queue a job.
 * @throws Error after `timeoutMs` naming what is still under way.
 */
export async function waitUntilIdle(
  app: FastifyInstance,
  { queues = workQueues, timeoutMs = 30_000 }: { queues?: QueueName[]; timeoutMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quietChecks = 0;
  for (;;) {
    const inFlight = deferredInFlight.get(app);
    if (inFlight?.size) await Promise.allSettled([...inFlight]);
    const jobs = await jobsInFlight(app, queues);
    const deferred = inFlight?.size ?? 0;
    quietChecks = jobs === 0 && deferred === 0 ? quietChecks + 1 : 0;
    if (quietChecks >= 2) return;
    if (Date.now() > deadline) {
      throw new Error(`Still busy after ${timeoutMs} ms: ${jobs} unfinished jobs, ${deferred} deferred mail tasks`);
    }
    if (quietChecks === 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
