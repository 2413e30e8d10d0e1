/**
 * The retention purge as a pg-boss cron job (issue 17 point 6; queue `privacy.retention-purge`):
 * scheduled hourly at minute 17, one job per hour whatever the number of instances (pg-boss files
 * one job per occurrence), run by whichever instance's worker fetches it. The work is
 * `purgeExpiredCustomerData` (modules/customer-data/retention-purge.service.ts), batched and safe
 * to run twice at once; a failed run is retried, and the next hour's run goes on where it stopped.
 */

import { purgeExpiredCustomerData } from '#server/modules/customer-data/retention-purge.service.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { queueNames } from '#server/ports/job-queue.ts';

/** Every hour at minute 17 (UTC): off the full hour, when other scheduled work tends to run. */
export const retentionPurgeCron = '17 * * * *';

/** Schedules the purge and starts this process's worker of it. Called once by buildApp. */
export async function startRetentionPurgeJob(ctx: AppContext): Promise<void> {
  await ctx.jobs.schedule(queueNames.retentionPurge, retentionPurgeCron);
  await ctx.jobs.work(queueNames.retentionPurge, 1, async (_job, log) => {
    const result = await purgeExpiredCustomerData({ ...ctx, log }, ctx.config.retention);
    if (result.customersDeleted > 0 || result.emailsCleared > 0 || result.ordersPurged > 0)
      log.info(result, 'retention purge');
  });
}
