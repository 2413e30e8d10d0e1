/**
 * The customer emails of issue 19 §6 and §7 as durable jobs: one per order event (queue
 * `order.event-email`, queued by the order lifecycle with the event, job id = event id), one per
 * refund (`order.refund-email`), and the status link an order lookup asked for
 * (`order.status-link-email`). Each is retried with backoff (5 attempts) when the mail server
 * refuses or is down; the services claim each email before sending, so a job that runs twice sends
 * it once (modules/order-status/order-status-emails.service.ts).
 */
import type { Job } from 'pg-boss';
import {
  sendOrderEventEmail,
  sendRefundEmail,
  sendStatusLinkEmail,
} from '#server/modules/order-status/order-status-emails.service.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import {
  type OrderEventEmailJobData,
  type OrderStatusLinkEmailJobData,
  type QueueName,
  queueNames,
  type RefundEmailJobData,
} from '#server/ports/job-queue.ts';
import { AppError } from '#shared/errors.ts';

/** Emails one process sends at once per queue (each waits on the mail server). */
const concurrency = 2;

type Attempt<T> = Job<T> & { retryCount: number; retryLimit: number };

/**
 * Runs one attempt of `send`.
 * @throws Error when the send failed, so pg-boss retries the job; its message names only an error
 * code (the mail server's words may contain the address and end up in the log and the job table).
 */
async function attempt<T>(ctx: AppContext, job: Attempt<T>, what: string, send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (error) {
    const code = error instanceof AppError ? error.code : error instanceof Error ? error.name : typeof error;
    if (job.retryCount >= job.retryLimit)
      ctx.log.error({ jobId: job.id, code }, `${what} failed every attempt; not sent`);
    throw new Error(`${what} not sent (${code})`);
  }
}

/** One attempt of an order event's customer email. */
export function runOrderEventEmailJob(ctx: AppContext, job: Attempt<OrderEventEmailJobData>): Promise<void> {
  return attempt(ctx, job, 'order status email', () => sendOrderEventEmail(ctx, job.data.eventId));
}

/** One attempt of a refund's customer email. */
export function runRefundEmailJob(ctx: AppContext, job: Attempt<RefundEmailJobData>): Promise<void> {
  return attempt(ctx, job, 'refund email', () => sendRefundEmail(ctx, job.data.refundId));
}

/** One attempt of a status link email (order lookup). */
export function runStatusLinkEmailJob(ctx: AppContext, job: Attempt<OrderStatusLinkEmailJobData>): Promise<void> {
  return attempt(ctx, job, 'status link email', () => sendStatusLinkEmail(ctx, job.data.orderId));
}

/** Starts this process's workers of the three queues. Called once by buildApp. */
export async function startOrderStatusEmailJobs(ctx: AppContext): Promise<void> {
  const work = <T>(queue: QueueName, run: (ctx: AppContext, job: Attempt<T>) => Promise<void>) =>
    ctx.jobs.work<T>(queue, concurrency, (job, log) => run({ ...ctx, log }, job));
  await work(queueNames.orderEventEmail, runOrderEventEmailJob);
  await work(queueNames.refundEmail, runRefundEmailJob);
  await work(queueNames.orderStatusLinkEmail, runStatusLinkEmailJob);
}
