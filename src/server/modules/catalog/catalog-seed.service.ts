/**
 * Seeds the catalogue on a shop's first start (issue 21 §1): the products of SPEC §3 and the price
 * books of SPEC §9 (`seedProducts`, `seedPriceBooks`), each as version 1 with its first history row,
 * so a new shop sells exactly what the code sold before prices were data. Idempotent and safe when
 * several instances start at once: every insert skips rows that exist (`ON CONFLICT DO NOTHING` on
 * the primary key and on the history's row-and-version index), so staff changes are never
 * overwritten and a product type added to the code later is seeded on the next start.
 */
import type { Db } from '#server/db/client.ts';
import { catalogChanges, priceBooks, products } from '#server/db/schema/index.ts';
import { seedProducts } from '#shared/catalog-seed.ts';
import { priceBookIds, seedPriceBooks } from '#shared/pricing.ts';
import { priceBookRecord, productRecord } from './catalog-records.ts';

/**
 * Inserts the seed rows that are missing, in one transaction.
 * @returns how many products and price books were inserted (0 and 0 on every start but the first).
 */
export async function seedCatalog(db: Db): Promise<{ products: number; priceBooks: number }> {
  return db.transaction(async (tx) => {
    const insertedProducts = await tx
      .insert(products)
      .values(
        seedProducts.map((product, position) => ({
          type: product.type,
          position,
          names: product.names,
          materials: product.materials,
          sizes: product.sizes,
          colors: product.colors,
          printWidthIn: product.printArea.widthIn,
          printHeightIn: product.printArea.heightIn,
          active: product.active,
          version: 1,
        })),
      )
      .onConflictDoNothing()
      .returning({ type: products.type });
    const insertedBooks = await tx
      .insert(priceBooks)
      .values(
        priceBookIds.map((id) => {
          const book = seedPriceBooks[id];
          return {
            id,
            currency: book.currency,
            original: book.original,
            discounted: book.discounted,
            discountPercent: book.discountPercent,
            discountAlwaysApplied: book.discountAlwaysApplied,
            version: 1,
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: priceBooks.id });
    // Version 1 of each row, by nobody: the admin's history starts with SPEC §9's sets.
    await tx
      .insert(catalogChanges)
      .values([
        ...seedProducts.map((product) => ({
          entity: 'product',
          entityId: product.type,
          version: 1,
          after: productRecord(product),
        })),
        ...priceBookIds.map((id) => ({
          entity: 'price_book',
          entityId: id,
          version: 1,
          after: priceBookRecord(seedPriceBooks[id]),
        })),
      ])
      .onConflictDoNothing();
    return { products: insertedProducts.length, priceBooks: insertedBooks.length };
  });
}
