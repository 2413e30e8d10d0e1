/**
 * The staff alert of waiting preview requests as a pg-boss cron job (issue 23 item 10; queue
 * `preview.staff-alert`): every 10 minutes, one job per occurrence whatever the number of instances,
 * run by whichever worker fetches it. The work is `alertWaitingPreviewRequests`
 * (modules/admin-orders/preview-alerts.service.ts), which claims each request before its email, so
 * a request is reported once even when two runs overlap.
 */
import { alertWaitingPreviewRequests } from '#server/modules/admin-orders/preview-alerts.service.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { queueNames } from '#server/ports/job-queue.ts';

/** Every 10 minutes (UTC): a request is reported between 60 and 70 minutes after it started waiting. */
export const previewAlertCron = '*/10 * * * *';

/** Schedules the alert and starts this process's worker of it. Called once by buildApp. */
export async function startPreviewAlertJob(ctx: AppContext): Promise<void> {
  await ctx.jobs.schedule(queueNames.previewStaffAlert, previewAlertCron);
  await ctx.jobs.work(queueNames.previewStaffAlert, 1, async (_job, log) => {
    const result = await alertWaitingPreviewRequests({ ...ctx, log });
    if (result.requests > 0) log.info(result, 'staff alerted of waiting preview requests');
  });
}
