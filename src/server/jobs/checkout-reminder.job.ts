/**
 * Abandoned-checkout reminders as a pg-boss cron job (issue 21 §6; queue `checkout.reminder`):
 * every 5 minutes, one job per occurrence whatever the number of instances. The work is
 * `sendDueCheckoutReminders` (modules/checkout-reminders), which claims each reminder before its
 * email, so a reminder goes out once even when two runs overlap.
 */
import { sendDueCheckoutReminders } from '#server/modules/checkout-reminders/checkout-reminders.service.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { queueNames } from '#server/ports/job-queue.ts';

/** Every 5 minutes (UTC): a reminder leaves at most 5 minutes after it is due. */
export const checkoutReminderCron = '*/5 * * * *';

/** Schedules the reminders and starts this process's worker of them. Called once by buildApp. */
export async function startCheckoutReminderJob(ctx: AppContext): Promise<void> {
  await ctx.jobs.schedule(queueNames.checkoutReminder, checkoutReminderCron);
  await ctx.jobs.work(queueNames.checkoutReminder, 1, async (_job, log) => {
    const result = await sendDueCheckoutReminders({ ...ctx, log });
    if (result.sent > 0 || result.failed > 0) log.info(result, 'checkout reminders sent');
  });
}
