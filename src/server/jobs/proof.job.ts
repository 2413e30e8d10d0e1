/**
 * The proof jobs (issue 20 §4): `order.proof-email` sends one proof round's email (retried with
 * backoff when the mail server refuses; the service claims the round so it goes out once), and
 * `order.proof-auto-approve`, hourly by cron, approves proofs nobody answered within
 * PROOF_AUTO_APPROVE_DAYS and releases their orders to the fulfilment provider.
 */
import { sendProofEmail } from '#server/modules/proofs/proof-emails.service.ts';
import { autoApproveDueProofs } from '#server/modules/proofs/proofs.service.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { type ProofEmailJobData, queueNames } from '#server/ports/job-queue.ts';
import { AppError } from '#shared/errors.ts';

/** Starts the workers and schedules the auto-approval. Called once by buildApp. */
export async function startProofJobs(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<ProofEmailJobData>(queueNames.proofEmail, 2, async (job, log) => {
    try {
      await sendProofEmail({ ...ctx, log }, job.data.proofId);
    } catch (error) {
      // Only the code: the mail server's words may carry the address.
      const code = error instanceof AppError ? error.code : error instanceof Error ? error.name : typeof error;
      throw new Error(`proof email not sent (${code})`);
    }
  });
  await ctx.jobs.schedule(queueNames.proofAutoApprove, ctx.config.proofs.autoApproveCron);
  await ctx.jobs.work(queueNames.proofAutoApprove, 1, async (_job, log) => {
    const approved = await autoApproveDueProofs({ ...ctx, log });
    if (approved > 0) log.info({ approved }, 'proofs approved automatically');
  });
}
