/**
 * The retention of fulfilled orders' files (issue 19 §9), a part of the hourly retention purge
 * (retention-purge.service.ts): `fulfilledOrderDays` after an order was delivered or cancelled (the
 * time of its latest `order_events` row into `delivered` or `cancelled`), the order loses its photo,
 * artwork and print file. The order keeps its row (number, amounts, status, product), with
 * `files_removed_at` / `files_removed_reason = 'retention'` set, so the staff order page says the
 * files were removed by retention instead of showing a broken image.
 *
 * One batch is one transaction: the due orders are locked `FOR UPDATE SKIP LOCKED`, then their
 * customers the same way (an order whose customer is busy waits for the next run); the orders stop
 * naming their files, the artworks they printed (and those staff made for them) are deleted, and the customer's photo is cleared
 * when it is the order's photo and no order that still keeps its files prints it. Files go after the
 * commit, and only those no row refers to (stored-file-references.ts).
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/raw-rows.ts';
import { artworks, customers, orderEvents, orderLines, orders } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';

/** The statuses an order is in once delivered or cancelled (a refund may follow either). */
const finishedStatuses = sql`('delivered', 'cancelled', 'refunded')`;

/** A list of uuids as SQL (`$1::uuid, $2::uuid`). */
function uuidList(ids: string[]) {
  return sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
}

/**
 * One batch of orders delivered or cancelled more than `days` ago that still name files.
 * @returns how many orders were selected, how many lost their files, and the storage keys to check.
 */
export async function removeFulfilledOrderFilesBatch(
  ctx: AppContext,
  days: number,
  batchSize: number,
): Promise<{ selected: number; removed: number; keys: Array<string | null> }> {
  return ctx.database.db.transaction(async (tx) => {
    const due = rowsOf<{ id: string; customer_id: string | null }>(
      await tx.execute(sql`
        select o.id, o.customer_id from ${orders} o
        where o.files_removed_at is null
          and o.status in ${finishedStatuses}
          -- The move into delivered/cancelled; refund events (from = to) do not restart the clock.
          and (select max(e.at) from ${orderEvents} e
               where e.order_id = o.id and e.to_status in ('delivered', 'cancelled')
                 and e.from_status <> e.to_status)
              < now() - make_interval(days => ${days})
        order by o.created_at
        limit ${batchSize}
        for update of o skip locked`),
    );
    if (due.length === 0) return { selected: 0, removed: 0, keys: [] };
    const customerIds = [...new Set(due.flatMap((row) => (row.customer_id ? [row.customer_id] : [])))];
    // The customer's lock is the one uploads and order recording take: a busy record waits.
    const lockedCustomers =
      customerIds.length === 0
        ? []
        : rowsOf<{ id: string }>(
            await tx.execute(sql`
              select c.id from ${customers} c where c.id in (${uuidList(customerIds)})
              for update skip locked`),
          ).map((row) => row.id);
    const ready = due.filter((row) => row.customer_id === null || lockedCustomers.includes(row.customer_id));
    if (ready.length === 0) return { selected: due.length, removed: 0, keys: [] };
    const orderIds = uuidList(ready.map((row) => row.id));

    const cleared = rowsOf<{
      image_key: string | null;
      print_file_key: string | null;
      mockup_key: string | null;
      artwork_id: string | null;
    }>(
      await tx.execute(sql`
        update ${orders} o set image_key = null, image_url = null, print_file_key = null, mockup_key = null,
          files_removed_at = now(), files_removed_reason = 'retention'
        from (select id, image_key, print_file_key, mockup_key from ${orders} where id in (${orderIds})) old
        where o.id = old.id
        returning old.image_key, old.print_file_key, old.mockup_key, o.artwork_id`),
    );
    // Issue 21 §4: a cart order's later lines name their own images and print files.
    const clearedLines = rowsOf<{ image_key: string | null; print_file_key: string | null }>(
      await tx.execute(sql`
        update ${orderLines} l set image_key = null, image_url = null, print_file_key = null
        from (select id, image_key, print_file_key from ${orderLines} where order_id in (${orderIds})) old
        where l.id = old.id
        returning old.image_key, old.print_file_key`),
    );
    const photoKeys = [...new Set(cleared.flatMap((row) => (row.image_key ? [row.image_key] : [])))];
    const artworkIds = [...new Set(cleared.flatMap((row) => (row.artwork_id ? [row.artwork_id] : [])))];

    // The customer's photo goes when it was the order's and no order keeping its files prints it.
    const customerPhotos =
      photoKeys.length === 0 || lockedCustomers.length === 0
        ? []
        : rowsOf<{ image_key: string }>(
            await tx.execute(sql`
              update ${customers} c set image_key = null, image_url = null, generated_image = null,
                preview_requested = false, preview_requested_at = null, preview_product_type = null,
                preview_color = null, preview_sent_at = null, updated_at = now()
              from (select id, image_key from ${customers} where id in (${uuidList(lockedCustomers)})) old
              where c.id = old.id
                and old.image_key in (${sql.join(
                  photoKeys.map((key) => sql`${key}`),
                  sql`, `,
                )})
                and not exists (
                  select 1 from ${orders} o where o.image_key = old.image_key and o.files_removed_at is null)
              returning old.image_key`),
          );

    // The artworks the orders printed, those staff made for them (issue 20 §4: regenerated or
    // uploaded for a proof, sent or not), and those of a photo just cleared, unless still in use.
    const artworkFilter = [
      ...(artworkIds.length > 0 ? [sql`a.id in (${uuidList(artworkIds)})`] : []),
      sql`a.order_id in (${orderIds})`,
      ...(customerPhotos.length > 0 && lockedCustomers.length > 0
        ? [
            sql`(a.customer_id in (${uuidList(lockedCustomers)}) and a.source_image_key in (${sql.join(
              customerPhotos.map((row) => sql`${row.image_key}`),
              sql`, `,
            )}))`,
          ]
        : []),
    ];
    const made =
      artworkFilter.length === 0
        ? []
        : rowsOf<{
            source_image_key: string | null;
            preview_key: string | null;
            master_key: string | null;
            print_key: string | null;
          }>(
            await tx.execute(sql`
              delete from ${artworks} a
              where (${sql.join(artworkFilter, sql` or `)})
                and not exists (select 1 from ${orders} o where o.artwork_id = a.id and o.files_removed_at is null)
                and (a.order_id is not null
                  or not exists (select 1 from ${customers} c where c.id = a.customer_id and c.image_key = a.source_image_key))
              returning a.source_image_key, a.preview_key, a.master_key, a.print_key`),
          );

    const keys = [
      ...cleared.flatMap((row) => [row.image_key, row.print_file_key, row.mockup_key]),
      ...clearedLines.flatMap((row) => [row.image_key, row.print_file_key]),
      ...customerPhotos.map((row) => row.image_key),
      ...made.flatMap((row) => [row.source_image_key, row.preview_key, row.master_key, row.print_key]),
    ];
    return { selected: due.length, removed: cleared.length, keys };
  });
}
