/**
 * "Delete my photo" (issue 17 point 6, probe F5; privacy page "erasure"): the holder of a customer
 * id removes the photo and every artwork made for that record. Rows first, in one transaction
 * under the customer's row lock (the lock every upload, artwork completion and order recording of
 * the customer takes, so none of them interleaves); the files after it commits, each only when no
 * row refers to it any more. Orders keep what they print: an artwork an order names keeps its row
 * and files, and a photo an order prints stays stored (stored-file-references.ts).
 *
 * Not touched: staff images stored for the customer's email (the image admin's, by email) and the
 * orders' own records. The staff erasure of a whole email comes with the fulfilment issue.
 */
import { and, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import { artworks, customers, orders } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { AppError } from '#shared/errors.ts';
import { deleteUnreferencedFiles } from './stored-file-references.ts';

type CustomerRow = typeof customers.$inferSelect;

/**
 * Deletes the customer's photo and artworks: the customer's image fields and preview request are
 * cleared, its artworks deleted (but those an order names), then the files nothing refers to.
 * Idempotent: a customer without a photo is answered as it is.
 * @returns the customer record as it is afterwards.
 * @throws AppError CUSTOMER_NOT_FOUND.
 */
export async function deleteCustomerPhoto(ctx: AppContext, customerId: string): Promise<CustomerRow> {
  const { row, keys } = await ctx.database.db.transaction(async (tx) => {
    const [current] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
    if (!current) throw new AppError('CUSTOMER_NOT_FOUND', 'No customer with that id');
    // Artworks an order names stay for that order (the print-file job and the staff order page read
    // them). Checkout only ever names the customer's own artwork (checkout.service.ts).
    const ordered = tx
      .select({ id: orders.artworkId })
      .from(orders)
      .where(and(isNotNull(orders.artworkId), eq(orders.customerId, customerId)));
    const removed = await tx
      .delete(artworks)
      .where(and(eq(artworks.customerId, customerId), notInArray(artworks.id, ordered)))
      .returning({ previewKey: artworks.previewKey, masterKey: artworks.masterKey, printKey: artworks.printKey });
    const [updated] = await tx
      .update(customers)
      .set({
        imageKey: null,
        imageUrl: null,
        generatedImageUrl: null,
        // A preview of a photo that is gone cannot be made: the request goes with it.
        previewRequested: false,
        previewRequestedAt: null,
        previewProductType: null,
        previewColor: null,
        previewSentAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(customers.id, customerId))
      .returning();
    const files = removed.flatMap((artwork) => [artwork.previewKey, artwork.masterKey, artwork.printKey]);
    return { row: updated, keys: [current.imageKey, ...files] };
  });
  await deleteUnreferencedFiles(ctx, keys);
  return row;
}
