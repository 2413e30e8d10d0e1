/**
 * The catalogue service (issue 21 §1): products and price books as the storefront and checkout use
 * them. Storefront reads (`GET /api/catalog`) come from an in-process snapshot that is dropped when
 * this process saves a change and reloaded when older than {@link catalogCacheTtlMs}, so a change made
 * through another instance shows within a minute without a restart (ADR 0021). Checkout never uses
 * the snapshot: it reads the product and the price book from the database, so it charges a new price
 * at once, whichever instance saved it.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { priceBooks, products } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { CatalogResponse } from '#shared/api/catalog.schemas.ts';
import type { CatalogProduct, Color, ProductType, Size } from '#shared/catalog.ts';
import { AppError } from '#shared/errors.ts';
import { type PriceBook, type PriceBookId, priceBookIdFor, type StorefrontContext } from '#shared/pricing.ts';
import { toStorefrontProduct } from '#shared/storefront-catalog.ts';
import { isProductType, readPriceBookRows, readProductRows, toCatalogProduct, toPriceBook } from './catalog-records.ts';

/** How old the snapshot may grow before a read reloads it: other instances' saves show within this. */
export const catalogCacheTtlMs = 30_000;

/** Every product (active or not, in the shop's order) and every price book, as loaded at `loadedAt`. */
export interface CatalogSnapshot {
  products: CatalogProduct[];
  priceBooks: Partial<Record<PriceBookId, PriceBook>>;
  loadedAt: number;
}

interface CacheEntry {
  snapshot?: CatalogSnapshot;
  loading?: Promise<CatalogSnapshot>;
  /** Raised by every invalidation: a load that started before one does not store its result. */
  generation: number;
}

const cacheByDb = new WeakMap<Db, CacheEntry>();

function entryFor(db: Db): CacheEntry {
  let entry = cacheByDb.get(db);
  if (!entry) {
    entry = { generation: 0 };
    cacheByDb.set(db, entry);
  }
  return entry;
}

/** Reads the whole catalogue from the database (two small tables). */
export async function loadCatalog(db: Db): Promise<CatalogSnapshot> {
  const [productRows, bookRows] = await Promise.all([readProductRows(db), readPriceBookRows(db)]);
  const books: Partial<Record<PriceBookId, PriceBook>> = {};
  for (const row of bookRows) books[row.id] = toPriceBook(row);
  return { products: productRows.map(toCatalogProduct), priceBooks: books, loadedAt: Date.now() };
}

/**
 * The catalogue snapshot of this process, at most {@link catalogCacheTtlMs} old; concurrent readers
 * share one load.
 */
export async function currentCatalog(db: Db): Promise<CatalogSnapshot> {
  const entry = entryFor(db);
  if (entry.snapshot && Date.now() - entry.snapshot.loadedAt < catalogCacheTtlMs) return entry.snapshot;
  if (!entry.loading) {
    const generation = entry.generation;
    const loading = loadCatalog(db).finally(() => {
      if (entry.loading === loading) entry.loading = undefined;
    });
    entry.loading = loading;
    const snapshot = await loading;
    if (entry.generation === generation) entry.snapshot = snapshot;
    return snapshot;
  }
  return entry.loading;
}

/** Drops this process's snapshot: the next read loads the catalogue again (called after every save). */
export function invalidateCatalog(db: Db): void {
  const entry = entryFor(db);
  entry.generation += 1;
  entry.snapshot = undefined;
  entry.loading = undefined;
}

/** The price book of `id` in a snapshot. @throws Error when the database lacks it (seeding failed). */
function bookOf(snapshot: CatalogSnapshot, id: PriceBookId): PriceBook {
  const book = snapshot.priceBooks[id];
  if (!book) throw new Error(`The price book ${id} is missing from the database`);
  return book;
}

/**
 * `GET /api/catalog`: the products on sale and the price book of one storefront (DESIGN.md table).
 */
export async function storefrontCatalog(ctx: AppContext, context: StorefrontContext): Promise<CatalogResponse> {
  const snapshot = await currentCatalog(ctx.database.db);
  const book = bookOf(snapshot, priceBookIdFor(context));
  return {
    locale: context.locale,
    variant: context.variant,
    priceBookId: book.id,
    priceBookVersion: book.version,
    currency: book.currency,
    priceBook: book,
    products: snapshot.products.filter((p) => p.active).map((p) => toStorefrontProduct(p, context.locale)),
  };
}

/**
 * What checkout charges from (issue 21 §1): the product and price book as the database has them now,
 * checked against the customer's choice. Drops this process's snapshot when the book moved on, so its
 * storefront answers follow at once.
 * @throws AppError PRODUCT_NOT_AVAILABLE (inactive product, or a size it is not offered in),
 *   COLOR_NOT_AVAILABLE (a colour it is not offered in).
 */
export async function checkoutPricing(
  ctx: AppContext,
  choice: { productType: ProductType; size: Size; color: Color },
  bookId: PriceBookId,
): Promise<{ product: CatalogProduct; book: PriceBook }> {
  const { db } = ctx.database;
  const [[productRow], [bookRow]] = await Promise.all([
    db.select().from(products).where(eq(products.type, choice.productType)),
    db.select().from(priceBooks).where(eq(priceBooks.id, bookId)),
  ]);
  if (!productRow || !isProductType(productRow.type) || !productRow.active) {
    throw new AppError('PRODUCT_NOT_AVAILABLE', `${choice.productType} is not on sale`);
  }
  if (!bookRow) throw new Error(`The price book ${bookId} is missing from the database`);
  const product = toCatalogProduct({ ...productRow, type: productRow.type });
  const book = toPriceBook({ ...bookRow, id: bookId });
  if (!product.sizes.includes(choice.size)) {
    throw new AppError('PRODUCT_NOT_AVAILABLE', `${choice.productType} is not offered in size ${choice.size}`);
  }
  if (!product.colors.some((c) => c.key === choice.color)) {
    throw new AppError('COLOR_NOT_AVAILABLE', `${choice.color} is not available for ${choice.productType}`);
  }
  const cached = entryFor(db).snapshot;
  const cachedBook = cached?.priceBooks[bookId];
  const cachedProduct = cached?.products.find((p) => p.type === product.type);
  if (cached && (cachedBook?.version !== book.version || cachedProduct?.version !== product.version)) {
    invalidateCatalog(db);
  }
  return { product, book };
}

/** The live price book of `id` from this process's snapshot (e.g. the email-order link's discount in an email). */
export async function currentPriceBook(db: Db, id: PriceBookId): Promise<PriceBook> {
  return bookOf(await currentCatalog(db), id);
}
