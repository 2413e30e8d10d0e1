/**
 * Wires the artwork jobs (issue 8) to their handlers, and queues what a crash may have left unqueued.
 * Called once by buildApp after the app context exists.
 */
import { and, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { orders } from '#server/db/schema/index.ts';
import { queuePrintFile, requeueUnfinishedArtworks } from '#server/modules/artworks/artworks.service.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { type PrintFileJobData, queueNames, type RenderJobData } from '#server/ports/job-queue.ts';
import { runRenderDeadJob, runRenderJob } from './artwork-render.job.ts';
import { runPrintFileJob } from './print-file.job.ts';

/** Starts the workers of the artwork queues and queues unfinished work (see the sweeps below). */
export async function startArtworkJobs(ctx: AppContext): Promise<void> {
  const { jobs } = ctx;
  // Each job's handler (and the services it calls) logs through the job's child logger (request id).
  await jobs.work<RenderJobData>(queueNames.render, ctx.config.jobs.renderConcurrency, (job, log) =>
    runRenderJob({ ...ctx, log }, job),
  );
  await jobs.work<RenderJobData>(queueNames.renderHosted, ctx.config.jobs.hostedRenderConcurrency ?? 8, (job, log) =>
    runRenderJob({ ...ctx, log }, job),
  );
  await jobs.work<RenderJobData>(queueNames.renderDead, 1, (job, log) => runRenderDeadJob({ ...ctx, log }, job));
  await jobs.work<PrintFileJobData>(queueNames.printFile, 1, (job, log) => runPrintFileJob({ ...ctx, log }, job));

  const renders = await requeueUnfinishedArtworks(ctx);
  // Paid orders of the last two weeks whose print file was never made (or never queued).
  const pending = await ctx.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        or(isNotNull(orders.artworkId), isNotNull(orders.imageKey)),
        // No file, or one made before its size and source were recorded (issue 19 §4): made again.
        isNull(orders.printFileWidthPx),
        isNull(orders.filesRemovedAt),
        sql`${orders.createdAt} > now() - interval '14 days'`,
      ),
    );
  for (const order of pending) await queuePrintFile(ctx, order.id);
  if (renders > 0) ctx.log.info(`Queued ${renders} artwork renders left unqueued by an earlier stop`);
}
