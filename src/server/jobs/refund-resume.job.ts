/**
 * Resumes refunds left `pending` (issue 19 §5; queue `order.refund-resume`): a pg-boss cron job every
 * 10 minutes, one job per occurrence whatever the number of instances. The work is
 * `resumeStalePendingRefunds` (modules/refunds/refunds.service.ts): each refund the shop wrote but
 * never heard back about is asked for again with its own idempotency key, so the provider answers
 * the refund it made (or makes it now), never a second one. Safe to run twice at once.
 */
import { resumeStalePendingRefunds } from '#server/modules/refunds/refunds.service.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { queueNames } from '#server/ports/job-queue.ts';

/** Every 10 minutes (UTC), off the full hour's other work. */
export const refundResumeCron = '3-59/10 * * * *';

/** Schedules the resume and starts this process's worker of it. Called once by buildApp. */
export async function startRefundResumeJob(ctx: AppContext): Promise<void> {
  await ctx.jobs.schedule(queueNames.refundResume, refundResumeCron);
  await ctx.jobs.work(queueNames.refundResume, 1, async (_job, log) => {
    const resumed = await resumeStalePendingRefunds({ ...ctx, log });
    if (resumed.orders > 0) log.info(resumed, 'pending refunds resumed');
  });
}
