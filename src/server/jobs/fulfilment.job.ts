/**
 * The fulfilment jobs (issue 19 §3): `fulfilment.submit` sends one paid order to the provider
 * (retried with backoff; after the last attempt the order goes on hold with the provider's message),
 * and `fulfilment.poll`, every 15 minutes by cron, reconciles every open provider order with what its
 * provider says (webhooks can be unsigned, late or lost). Both only with a real provider.
 */
import { pollProviderOrders } from '#server/modules/fulfilment/fulfilment-reconcile.service.ts';
import { runSubmissionJob } from '#server/modules/fulfilment/fulfilment-submission.service.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { type FulfilmentSubmitJobData, queueNames } from '#server/ports/job-queue.ts';

/** Starts the workers and schedules the poll. Called once by buildApp. */
export async function startFulfilmentJobs(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<FulfilmentSubmitJobData>(queueNames.fulfilmentSubmit, 2, (job, log) =>
    runSubmissionJob({ ...ctx, log }, job),
  );
  if (!ctx.fulfilment.submits) return;
  await ctx.jobs.schedule(queueNames.fulfilmentPoll, ctx.config.fulfilment.pollCron);
  await ctx.jobs.work(queueNames.fulfilmentPoll, 1, async (_job, log) => {
    const read = await pollProviderOrders({ ...ctx, log });
    if (read > 0) log.info({ read }, 'fulfilment poll');
  });
}
