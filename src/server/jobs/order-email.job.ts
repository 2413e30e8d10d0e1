/**
 * The order confirmation email as a durable job (issue 11, queue `order.confirmation-email`): queued
 * with the order itself (orders.service.ts, same transaction, job id = order id), sent by whichever
 * process runs the job, retried with backoff (5 attempts) when the mail server refuses or is down,
 * and done after a restart when the process that queued it stopped or died first.
 */

import type { Job } from 'pg-boss';
import { sendOrderConfirmation } from '#server/modules/orders/order-confirmation.service.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { type OrderConfirmationEmailJobData, queueNames } from '#server/ports/job-queue.ts';
import { AppError } from '#shared/errors.ts';

/** Emails one process sends at once (each waits on the mail server). */
const concurrency = 2;

/**
 * Runs one attempt: sends the email unless it went out before.
 * @throws Error when the send failed, so pg-boss retries the job; its message names only an error
 * code (the mail server's words may contain the address and end up in the log and the job table).
 */
export async function runOrderConfirmationEmailJob(
  ctx: AppContext,
  job: Job<OrderConfirmationEmailJobData> & { retryCount: number; retryLimit: number },
): Promise<void> {
  const { orderId } = job.data;
  try {
    await sendOrderConfirmation(ctx, orderId);
  } catch (error) {
    const code = error instanceof AppError ? error.code : error instanceof Error ? error.name : typeof error;
    if (job.retryCount >= job.retryLimit) {
      ctx.log.error({ orderId, code }, 'order confirmation email failed every attempt; not sent');
    }
    throw new Error(`Order confirmation email not sent (${code})`);
  }
}

/** Starts this process's worker of the confirmation email queue. Called once by buildApp. */
export async function startOrderEmailJobs(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<OrderConfirmationEmailJobData>(queueNames.orderConfirmationEmail, concurrency, (job, log) =>
    runOrderConfirmationEmailJob({ ...ctx, log }, job),
  );
}
