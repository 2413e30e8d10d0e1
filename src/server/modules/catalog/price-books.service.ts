/**
 * Staff's price books (issue 21 §1; page /admin/prices): read them with the storefronts they price
 * and the check on save, and save a whole book as a new version. A save happens in one transaction
 * (the row locked, its version checked and raised, the history row written) or not at all; this
 * process's catalogue snapshot is dropped after it, other instances reload within a minute.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { catalogChanges, priceBooks, staffUsers } from '#server/db/schema/index.ts';
import type { AdminPriceBook, SavePriceBookBody } from '#shared/api/admin-catalog.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { priceWarningsOf } from '#shared/price-book-checks.ts';
import { isPriceBookId, type PriceBook, type PriceBookId, priceBookIds } from '#shared/pricing.ts';
import { storefrontPathsOfPriceBook } from '#shared/storefronts.ts';
import { invalidateCatalog } from './catalog.service.ts';
import {
  canonicalJson,
  type PriceBookRow,
  priceBookRecord,
  readPriceBookRows,
  toPriceBook,
} from './catalog-records.ts';

/** Who saves: the signed-in staff member. */
export interface CatalogEditor {
  id: string;
  email: string;
}

async function editorEmails(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ id: staffUsers.id, email: staffUsers.email }).from(staffUsers);
  return new Map(rows.map((row) => [row.id, row.email]));
}

function adminView(
  row: PriceBookRow & { id: PriceBookId },
  all: readonly PriceBook[],
  emails: Map<string, string>,
): AdminPriceBook {
  return {
    ...toPriceBook(row),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy ? (emails.get(row.updatedBy) ?? null) : null,
    storefronts: storefrontPathsOfPriceBook(row.id),
    warnings: priceWarningsOf(row.id, all),
  };
}

/** Every price book in `priceBookIds` order, as staff see it. */
export async function listPriceBooks(db: Db): Promise<AdminPriceBook[]> {
  const [rows, emails] = await Promise.all([readPriceBookRows(db), editorEmails(db)]);
  const all = rows.map(toPriceBook);
  const order = (id: PriceBookId) => priceBookIds.indexOf(id);
  return rows.sort((a, b) => order(a.id) - order(b.id)).map((row) => adminView(row, all, emails));
}

/** One price book as staff see it. @throws AppError PRICE_BOOK_NOT_FOUND. */
export async function getPriceBook(db: Db, id: string): Promise<AdminPriceBook> {
  const book = (await listPriceBooks(db)).find((b) => b.id === id);
  if (!book) throw new AppError('PRICE_BOOK_NOT_FOUND', `No price book ${id}`);
  return book;
}

/** Whether two books price the same (the version aside). */
function samePrices(a: PriceBook, b: PriceBook): boolean {
  return canonicalJson(priceBookRecord(a)) === canonicalJson(priceBookRecord(b));
}

/**
 * Saves `body` as the next version of price book `id` and records it in the history with `editor`.
 * Saving what is stored already changes nothing (no new version).
 * @returns the saved book with the check on save against the other books.
 * @throws AppError PRICE_BOOK_NOT_FOUND, CATALOG_VERSION_CONFLICT (`body.version` is not the stored one).
 */
export async function savePriceBook(
  db: Db,
  id: string,
  body: SavePriceBookBody,
  editor: CatalogEditor,
): Promise<AdminPriceBook> {
  if (!isPriceBookId(id)) throw new AppError('PRICE_BOOK_NOT_FOUND', `No price book ${id}`);
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(priceBooks).where(eq(priceBooks.id, id)).for('update');
    if (!row) throw new AppError('PRICE_BOOK_NOT_FOUND', `No price book ${id}`);
    if (row.version !== body.version) {
      throw new AppError(
        'CATALOG_VERSION_CONFLICT',
        `The price book is at version ${row.version}, the change was made to version ${body.version}`,
        'version',
      );
    }
    const before = toPriceBook({ ...row, id });
    const after: PriceBook = {
      ...before,
      original: body.original,
      discounted: body.discounted,
      discountPercent: body.discountPercent,
      discountAlwaysApplied: body.discountAlwaysApplied,
      version: row.version + 1,
    };
    if (samePrices(before, after)) return false;
    await tx
      .update(priceBooks)
      .set({
        original: after.original,
        discounted: after.discounted,
        discountPercent: after.discountPercent,
        discountAlwaysApplied: after.discountAlwaysApplied,
        version: after.version,
        updatedBy: editor.id,
        updatedAt: new Date(),
      })
      .where(and(eq(priceBooks.id, id), eq(priceBooks.version, row.version)));
    await tx.insert(catalogChanges).values({
      entity: 'price_book',
      entityId: id,
      version: after.version,
      staffUserId: editor.id,
      staffEmail: editor.email,
      before: priceBookRecord(before),
      after: priceBookRecord(after),
    });
    return true;
  });
  if (changed) invalidateCatalog(db);
  return getPriceBook(db, id);
}
