/**
 * The retention purge (issue 17 point 6, probe F5), run hourly by the `privacy.retention-purge`
 * job (jobs/retention-purge.job.ts) so the privacy page stays true (legal.json "retention": photos
 * and artwork of people who do not order are deleted within 90 days; an email is kept only as
 * long as needed):
 * - customer records that never ordered, created more than `unorderedCustomerDays` ago, are
 *   deleted with their artworks and files (creation comes before the upload, so the age of the
 *   record is at least the age of its photo);
 * - an email claim never verified (`email_verified_at` null) on a record untouched for
 *   `unverifiedEmailDays` loses the email;
 * - orders delivered or cancelled more than `fulfilledOrderDays` ago lose their photo, artwork and
 *   print file and keep their row (issue 19 §9, fulfilled-order-purge.service.ts).
 *
 * Batches of `batchSize` rows, each in its own short transaction that locks its rows with
 * `FOR UPDATE SKIP LOCKED`: two purges at once (two instances) take different rows, and a row an
 * upload, an order or a PATCH holds right now waits for the next run. Idempotent: a run finds only
 * what is still due. Files go after their batch committed, and only those no row refers to
 * (stored-file-references.ts), so an order keeps what it prints and nothing points at a deleted file.
 */
import { sql } from 'drizzle-orm';
import type { RetentionConfig } from '#server/config.ts';
import { rowsOf } from '#server/db/raw-rows.ts';
import { artworks, checkoutReminders, customers, orders } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { removeFulfilledOrderFilesBatch } from './fulfilled-order-purge.service.ts';
import { deleteUnreferencedFiles } from './stored-file-references.ts';

export interface PurgeOptions extends RetentionConfig {
  /** Rows per transaction (default 100). */
  batchSize?: number;
  /** Batches one run works through at most, per kind (default 50); the next run goes on. */
  maxBatches?: number;
}

export interface PurgeResult {
  customersDeleted: number;
  filesDeleted: number;
  emailsCleared: number;
  /** Orders whose files were removed, PURGE_FULFILLED_AFTER_DAYS after delivery or cancellation. */
  ordersPurged: number;
}

/**
 * One batch of records that never ordered and are older than `days`: deleted with their artworks
 * (cascade); email_sent and staff_images rows keep their own data and lose the link (set null).
 * @returns how many were deleted and the storage keys their rows named.
 */
async function deleteUnorderedBatch(
  ctx: AppContext,
  days: number,
  batchSize: number,
): Promise<{ deleted: number; keys: Array<string | null> }> {
  return ctx.database.db.transaction(async (tx) => {
    const due = rowsOf<{ id: string; image_key: string | null }>(
      await tx.execute(sql`
        select c.id, c.image_key from ${customers} c
        where c.created_at < now() - make_interval(days => ${days})
          and not exists (select 1 from ${orders} o where o.customer_id = c.id)
        order by c.created_at
        limit ${batchSize}
        for update of c skip locked`),
    );
    if (due.length === 0) return { deleted: 0, keys: [] };
    const ids = sql.join(
      due.map((row) => sql`${row.id}::uuid`),
      sql`, `,
    );
    const made = rowsOf<{
      source_image_key: string | null;
      preview_key: string | null;
      master_key: string | null;
      print_key: string | null;
    }>(
      await tx.execute(sql`
        delete from ${artworks} a where a.customer_id in (${ids})
        returning a.source_image_key, a.preview_key, a.master_key, a.print_key`),
    );
    // Their abandoned-checkout reminders go with them (cascade); the reminder emails' mockups too.
    const reminded = rowsOf<{ mockup_key: string | null; print_image_key: string | null }>(
      await tx.execute(sql`
        delete from ${checkoutReminders} r where r.customer_id in (${ids})
        returning r.mockup_key, r.print_image_key`),
    );
    await tx.execute(sql`delete from ${customers} c where c.id in (${ids})`);
    const keys = [
      ...due.map((row) => row.image_key),
      ...made.flatMap((row) => [row.source_image_key, row.preview_key, row.master_key, row.print_key]),
      ...reminded.flatMap((row) => [row.mockup_key, row.print_image_key]),
    ];
    return { deleted: due.length, keys };
  });
}

/** One batch of unverified email claims on records untouched for `days`: the email is cleared. @returns how many. */
async function clearUnverifiedEmailBatch(ctx: AppContext, days: number, batchSize: number): Promise<number> {
  const cleared = rowsOf<{ id: string }>(
    await ctx.database.db.execute(sql`
      update ${customers} set email = null, updated_at = now()
      where id in (
        select c.id from ${customers} c
        where c.email is not null and c.email_verified_at is null
          and c.updated_at < now() - make_interval(days => ${days})
        order by c.updated_at
        limit ${batchSize}
        for update skip locked
      )
      returning id`),
  );
  return cleared.length;
}

/**
 * Runs the three parts of the purge (see the file comment) until nothing is due or `maxBatches` batches
 * of each ran.
 * @returns how many records were deleted, files deleted, emails cleared and orders purged.
 */
export async function purgeExpiredCustomerData(ctx: AppContext, options: PurgeOptions): Promise<PurgeResult> {
  const batchSize = options.batchSize ?? 100;
  const maxBatches = options.maxBatches ?? 50;
  const result: PurgeResult = { customersDeleted: 0, filesDeleted: 0, emailsCleared: 0, ordersPurged: 0 };
  for (let batch = 0; batch < maxBatches; batch++) {
    const { deleted, keys } = await deleteUnorderedBatch(ctx, options.unorderedCustomerDays, batchSize);
    result.customersDeleted += deleted;
    result.filesDeleted += await deleteUnreferencedFiles(ctx, keys);
    if (deleted < batchSize) break;
  }
  for (let batch = 0; batch < maxBatches; batch++) {
    const cleared = await clearUnverifiedEmailBatch(ctx, options.unverifiedEmailDays, batchSize);
    result.emailsCleared += cleared;
    if (cleared < batchSize) break;
  }
  for (let batch = 0; batch < maxBatches; batch++) {
    const { selected, removed, keys } = await removeFulfilledOrderFilesBatch(
      ctx,
      options.fulfilledOrderDays,
      batchSize,
    );
    result.ordersPurged += removed;
    result.filesDeleted += await deleteUnreferencedFiles(ctx, keys);
    if (selected < batchSize) break;
  }
  return result;
}
