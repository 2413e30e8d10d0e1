/**
 * Staff erasure of a customer on request (issue 19 §9; privacy page "erasure"): the customer's
 * photos, artworks, print files, the staff images kept for the customer's email, the email address
 * and the shipping addresses are removed. Orders stay for accounting (number, amounts, currency,
 * product, status, events) with `email` and `shipping_address` set to null (not a marker: null is
 * what the staff pages already show as "none"), `personal_data_erased_at` set, and their file
 * references removed (`files_removed_reason = 'erasure'`).
 *
 * Who counts as the customer: the record named, and every other record claiming the same email
 * (staff checked the request; the email is what the person asks about). Orders of those records or
 * placed with that email are erased too.
 *
 * Rows first, in one transaction holding the records' row locks (the lock uploads, artwork
 * completion and order recording take), then the files no row refers to any more
 * (stored-file-references.ts): a crash between the two leaves stray files, never a row pointing at a
 * missing file. Idempotent: erasing again finds nothing more.
 */
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  artworks,
  checkoutReminders,
  checkoutSessions,
  customers,
  emailOrderLinks,
  emailSent,
  emailVerifications,
  orderLines,
  orders,
  staffImages,
} from '#server/db/schema/index.ts';
import { normalizeEmail } from '#server/email/email-links.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { AppError } from '#shared/errors.ts';
import { deleteUnreferencedFiles } from './stored-file-references.ts';

/** What an erasure did: the order numbers kept without personal data, and the files deleted. */
export interface CustomerErasureResult {
  orderNumbers: string[];
  filesDeleted: number;
}

/**
 * Erases the customer `customerId` (see the file comment).
 * @throws AppError CUSTOMER_NOT_FOUND.
 */
export async function eraseCustomer(ctx: AppContext, customerId: string): Promise<CustomerErasureResult> {
  const { orderNumbers, keys } = await ctx.database.db.transaction(async (tx) => {
    const [target] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
    if (!target) throw new AppError('CUSTOMER_NOT_FOUND', 'No customer with that id');
    const email = target.email ? normalizeEmail(target.email) : null;
    const sameEmail = email
      ? await tx
          .select({ id: customers.id, imageKey: customers.imageKey })
          .from(customers)
          .where(sql`lower(${customers.email}) = ${email}`)
          .orderBy(customers.id)
          .for('update')
      : [];
    const records = [{ id: target.id, imageKey: target.imageKey }, ...sameEmail.filter((row) => row.id !== target.id)];
    const ids = records.map((row) => row.id);

    const erasedOrders = await tx
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        imageKey: orders.imageKey,
        printFileKey: orders.printFileKey,
        mockupKey: orders.mockupKey,
      })
      .from(orders)
      .where(
        email
          ? or(inArray(orders.customerId, ids), sql`lower(${orders.email}) = ${email}`)
          : inArray(orders.customerId, ids),
      )
      .orderBy(orders.createdAt)
      .for('update');
    // Issue 21 §4: a cart order's later lines name their own images and print files.
    const erasedOrderIds = erasedOrders.map((row) => row.id);
    const erasedLines =
      erasedOrderIds.length === 0
        ? []
        : await tx
            .select({ imageKey: orderLines.imageKey, printFileKey: orderLines.printFileKey })
            .from(orderLines)
            .where(inArray(orderLines.orderId, erasedOrderIds));
    if (erasedOrderIds.length > 0) {
      await tx
        .update(orderLines)
        .set({ imageKey: null, imageUrl: null, printFileKey: null })
        .where(inArray(orderLines.orderId, erasedOrderIds));
    }
    if (erasedOrders.length > 0) {
      await tx
        .update(orders)
        .set({
          email: null,
          shippingAddress: null,
          imageKey: null,
          imageUrl: null,
          printFileKey: null,
          mockupKey: null,
          filesRemovedAt: sql`coalesce(${orders.filesRemovedAt}, now())`,
          filesRemovedReason: sql`coalesce(${orders.filesRemovedReason}, 'erasure')`,
          personalDataErasedAt: sql`now()`,
        })
        .where(
          inArray(
            orders.id,
            erasedOrders.map((row) => row.id),
          ),
        );
    }
    const madeArtworks = await tx.delete(artworks).where(inArray(artworks.customerId, ids)).returning({
      sourceImageKey: artworks.sourceImageKey,
      previewKey: artworks.previewKey,
      masterKey: artworks.masterKey,
      printKey: artworks.printKey,
    });
    const staffMade = await tx
      .delete(staffImages)
      .where(
        email
          ? or(inArray(staffImages.customerId, ids), eq(staffImages.email, email))
          : inArray(staffImages.customerId, ids),
      )
      .returning({ storageKey: staffImages.storageKey });
    await tx
      .update(customers)
      .set({
        email: null,
        emailVerifiedAt: null,
        imageKey: null,
        imageUrl: null,
        generatedImageUrl: null,
        previewRequested: false,
        previewRequestedAt: null,
        previewProductType: null,
        previewColor: null,
        previewSentAt: null,
        updatedAt: sql`now()`,
      })
      .where(inArray(customers.id, ids));
    await tx.delete(emailVerifications).where(inArray(emailVerifications.customerId, ids));
    // Abandoned-checkout reminders hold the address and a mockup of the design (issue 21 §6).
    const reminders = await tx
      .delete(checkoutReminders)
      .where(
        email
          ? or(inArray(checkoutReminders.customerId, ids), eq(checkoutReminders.email, email))
          : inArray(checkoutReminders.customerId, ids),
      )
      .returning({ mockupKey: checkoutReminders.mockupKey, printImageKey: checkoutReminders.printImageKey });
    await tx
      .delete(emailOrderLinks)
      .where(
        email
          ? or(inArray(emailOrderLinks.customerId, ids), eq(emailOrderLinks.email, email))
          : inArray(emailOrderLinks.customerId, ids),
      );
    // The sent-email log keeps its counts (opens, kinds) without the address: the column is
    // required, so the address is blanked to ''.
    await tx
      .update(emailSent)
      .set({ email: '' })
      .where(
        email
          ? or(inArray(emailSent.customerId, ids), sql`lower(${emailSent.email}) = ${email}`)
          : inArray(emailSent.customerId, ids),
      );
    // The built-in test provider's sessions hold the email and address typed at its checkout.
    await tx
      .update(checkoutSessions)
      .set({ customerEmail: null, shippingAddress: null })
      .where(
        or(
          sql`${checkoutSessions.metadata}->>'customerId' in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
          email
            ? and(isNotNull(checkoutSessions.customerEmail), sql`lower(${checkoutSessions.customerEmail}) = ${email}`)
            : sql`false`,
        ),
      );
    return {
      orderNumbers: erasedOrders.map((row) => row.orderNumber),
      keys: [
        ...records.map((row) => row.imageKey),
        ...erasedOrders.flatMap((row) => [row.imageKey, row.printFileKey, row.mockupKey]),
        ...erasedLines.flatMap((row) => [row.imageKey, row.printFileKey]),
        ...madeArtworks.flatMap((row) => [row.sourceImageKey, row.previewKey, row.masterKey, row.printKey]),
        ...staffMade.map((row) => row.storageKey),
        ...reminders.flatMap((row) => [row.mockupKey, row.printImageKey]),
      ],
    };
  });
  const filesDeleted = await deleteUnreferencedFiles(ctx, keys);
  return { orderNumbers, filesDeleted };
}
