/**
 * Which stored files nothing points at any more (issue 17 point 6): the deletions of customer data
 * remove rows first, in a transaction, then the files no row refers to. A file is kept while any
 * order prints it (its photo, its print file, its mockup), any artwork or staff image is made of it, any
 * abandoned-checkout reminder shows it, or any customer record shows it, so no row is ever left pointing at a missing file.
 */
import { sql } from 'drizzle-orm';
import { artworks, checkoutReminders, customers, orderLines, orders, staffImages } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';

/** How many keys one reference check asks about (one statement each). */
const keysPerCheck = 200;

/**
 * The keys of `keys` that no row refers to: not an order's photo or print file, not an artwork's
 * source, preview, master or print file, not a staff image, not a customer's photo (by key or URL)
 * or generated image (by URL).
 */
async function unreferencedKeys(ctx: AppContext, keys: string[]): Promise<string[]> {
  const { db } = ctx.database;
  const free: string[] = [];
  for (let start = 0; start < keys.length; start += keysPerCheck) {
    const chunk = keys.slice(start, start + keysPerCheck);
    const pairs = sql.join(
      chunk.map((key) => sql`(${key}::text, ${ctx.storage.url(key)}::text)`),
      sql`, `,
    );
    const result = await db.execute<{ key: string }>(sql`
      select k.key from (values ${pairs}) as k(key, url)
      where not exists (
        select 1 from ${orders} o where k.key in (o.image_key, o.print_file_key, o.mockup_key)
      )
        and not exists (
          select 1 from ${orderLines} l where k.key in (l.image_key, l.print_file_key)
        )
        and not exists (
          select 1 from ${artworks} a
          where k.key in (a.source_image_key, a.preview_key, a.master_key, a.print_key)
        )
        and not exists (select 1 from ${staffImages} s where s.storage_key = k.key)
        and not exists (
          select 1 from ${checkoutReminders} r where k.key in (r.print_image_key, r.mockup_key)
        )
        and not exists (
          select 1 from ${customers} c
          where c.image_key = k.key or c.image_url = k.url or c.generated_image = k.url
        )`);
    // node-postgres and PGlite both answer with `rows`.
    free.push(...(result as unknown as { rows: Array<{ key: string }> }).rows.map((row) => row.key));
  }
  return free;
}

/**
 * Deletes those of `keys` (null and repeats ignored) that no row refers to any more. Run after the
 * transaction that removed the rows committed. A file whose delete fails is logged and left: a
 * stray file costs storage, a row pointing at a missing file would break a page.
 * @returns how many files were deleted.
 */
export async function deleteUnreferencedFiles(ctx: AppContext, keys: Array<string | null>): Promise<number> {
  const candidates = [...new Set(keys.filter((key): key is string => Boolean(key)))];
  if (candidates.length === 0) return 0;
  let deleted = 0;
  for (const key of await unreferencedKeys(ctx, candidates)) {
    try {
      await ctx.storage.delete(key);
      deleted++;
    } catch (error) {
      ctx.log.warn({ err: { message: (error as Error).message } }, 'a stored file could not be deleted');
    }
  }
  return deleted;
}
