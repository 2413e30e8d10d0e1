/**
 * Rows of `products` and `price_books` as the shop's domain types (`CatalogProduct`, `PriceBook`),
 * and back (issue 21 §1). The database is the merchant's; a row the code cannot read (a product type
 * or price book id it does not know) is left out rather than failing the storefront.
 */
import { asc } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { priceBooks, products } from '#server/db/schema/index.ts';
import type { CatalogProduct, ProductType } from '#shared/catalog.ts';
import { productTypes } from '#shared/catalog.ts';
import { isPriceBookId, type PriceBook, type PriceBookId } from '#shared/pricing.ts';

export type ProductRow = typeof products.$inferSelect;
export type PriceBookRow = typeof priceBooks.$inferSelect;

/** Inches as stored (`real`) back to two decimals: 12.3 stays 12.3. */
const inches = (value: number) => Math.round(value * 100) / 100;

export function isProductType(value: unknown): value is ProductType {
  return typeof value === 'string' && (productTypes as readonly string[]).includes(value);
}

export function toCatalogProduct(row: ProductRow & { type: ProductType }): CatalogProduct {
  return {
    type: row.type,
    names: row.names,
    materials: row.materials,
    sizes: row.sizes,
    colors: row.colors,
    printArea: { widthIn: inches(row.printWidthIn), heightIn: inches(row.printHeightIn) },
    active: row.active,
    version: row.version,
  };
}

export function toPriceBook(row: PriceBookRow & { id: PriceBookId }): PriceBook {
  return {
    id: row.id,
    currency: row.currency === 'EUR' ? 'EUR' : 'USD',
    original: row.original,
    discounted: row.discounted,
    discountPercent: row.discountPercent,
    discountAlwaysApplied: row.discountAlwaysApplied,
    version: row.version,
  };
}

/**
 * JSON text with object keys sorted at every level: two records compare equal whatever order their
 * keys came in (jsonb stores objects in an order of its own).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

/** What a saved version of a product records in `catalog_changes` (everything staff edit). */
export function productRecord(product: CatalogProduct): Record<string, unknown> {
  const { version: _version, ...editable } = product;
  return editable;
}

/** What a saved version of a price book records in `catalog_changes`. */
export function priceBookRecord(book: PriceBook): Record<string, unknown> {
  const { version: _version, id: _id, ...editable } = book;
  return editable;
}

/** Every product row the code knows, in the shop's order. */
export async function readProductRows(db: Db): Promise<Array<ProductRow & { type: ProductType }>> {
  const rows = await db.select().from(products).orderBy(asc(products.position), asc(products.type));
  return rows.filter((row): row is ProductRow & { type: ProductType } => isProductType(row.type));
}

/** Every price book row the code knows. */
export async function readPriceBookRows(db: Db): Promise<Array<PriceBookRow & { id: PriceBookId }>> {
  const rows = await db.select().from(priceBooks);
  return rows.filter((row): row is PriceBookRow & { id: PriceBookId } => isPriceBookId(row.id));
}
