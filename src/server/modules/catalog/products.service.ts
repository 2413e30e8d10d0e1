/**
 * Staff's catalogue (issue 21 §1; page /admin/catalog): read the products and save one as a new
 * version (names and materials per language, sizes, colours with swatch and mockup tint, print area,
 * on sale or not). A save is one transaction with its history row; the shop keeps at least one
 * product on sale, and a product goes on sale only when every price book prices it.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { catalogChanges, products, staffUsers } from '#server/db/schema/index.ts';
import type { AdminProduct, SaveProductBody } from '#shared/api/admin-catalog.schemas.ts';
import { type CatalogProduct, sizes } from '#shared/catalog.ts';
import { AppError } from '#shared/errors.ts';
import { invalidateCatalog } from './catalog.service.ts';
import {
  canonicalJson,
  isProductType,
  type ProductRow,
  productRecord,
  readPriceBookRows,
  readProductRows,
  toCatalogProduct,
} from './catalog-records.ts';
import type { CatalogEditor } from './price-books.service.ts';

function adminView(row: ProductRow, product: CatalogProduct, emails: Map<string, string>): AdminProduct {
  return {
    ...product,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy ? (emails.get(row.updatedBy) ?? null) : null,
  };
}

/** Every product in the shop's order, as staff see it. */
export async function listProducts(db: Db): Promise<AdminProduct[]> {
  const [rows, staff] = await Promise.all([
    readProductRows(db),
    db.select({ id: staffUsers.id, email: staffUsers.email }).from(staffUsers),
  ]);
  const emails = new Map(staff.map((s) => [s.id, s.email]));
  return rows.map((row) => adminView(row, toCatalogProduct(row), emails));
}

/** Whether two versions are the same product (the version aside). */
function sameProduct(a: CatalogProduct, b: CatalogProduct): boolean {
  return canonicalJson(productRecord(a)) === canonicalJson(productRecord(b));
}

/**
 * Saves `body` as the next version of product `type`, recorded with `editor`. Saving what is stored
 * changes nothing.
 * @throws AppError PRODUCT_NOT_FOUND; CATALOG_VERSION_CONFLICT; CATALOG_INVALID (field `active`) when
 *   the last product on sale would go off sale, or one goes on sale that a price book does not price.
 */
export async function saveProduct(
  db: Db,
  type: string,
  body: SaveProductBody,
  editor: CatalogEditor,
): Promise<AdminProduct> {
  if (!isProductType(type)) throw new AppError('PRODUCT_NOT_FOUND', `No product ${type}`);
  const changed = await db.transaction(async (tx) => {
    // Every product row locked, in one order: two saves deactivating the last two products at once
    // cannot both pass the "one stays on sale" check.
    const rows = await tx.select().from(products).orderBy(products.type).for('update');
    const row = rows.find((r) => r.type === type);
    if (!row) throw new AppError('PRODUCT_NOT_FOUND', `No product ${type}`);
    if (row.version !== body.version) {
      throw new AppError(
        'CATALOG_VERSION_CONFLICT',
        `The product is at version ${row.version}, the change was made to version ${body.version}`,
        'version',
      );
    }
    const before = toCatalogProduct({ ...row, type });
    const after: CatalogProduct = {
      type,
      names: body.names,
      materials: body.materials,
      sizes: sizes.filter((size) => body.sizes.includes(size)),
      colors: body.colors.map((c) => ({
        ...c,
        swatchHex: c.swatchHex.toLowerCase(),
        mockupTintHex: c.mockupTintHex.toLowerCase(),
      })),
      printArea: body.printArea,
      active: body.active,
      version: row.version + 1,
    };
    if (sameProduct(before, after)) return false;
    if (!after.active && !rows.some((r) => r.type !== type && r.active)) {
      throw new AppError('CATALOG_INVALID', 'The shop must keep at least one product on sale', 'active');
    }
    if (after.active) {
      const unpriced = (await readPriceBookRows(tx)).find(
        (book) => typeof book.original.items[type] !== 'number' || typeof book.discounted.items[type] !== 'number',
      );
      if (unpriced) {
        throw new AppError('CATALOG_INVALID', `Price book ${unpriced.id} has no price for ${type}`, 'active');
      }
    }
    await tx
      .update(products)
      .set({
        names: after.names,
        materials: after.materials,
        sizes: after.sizes,
        colors: after.colors,
        printWidthIn: after.printArea.widthIn,
        printHeightIn: after.printArea.heightIn,
        active: after.active,
        version: after.version,
        updatedBy: editor.id,
        updatedAt: new Date(),
      })
      .where(and(eq(products.type, type), eq(products.version, row.version)));
    await tx.insert(catalogChanges).values({
      entity: 'product',
      entityId: type,
      version: after.version,
      staffUserId: editor.id,
      staffEmail: editor.email,
      before: productRecord(before),
      after: productRecord(after),
    });
    return true;
  });
  if (changed) invalidateCatalog(db);
  const saved = (await listProducts(db)).find((p) => p.type === type);
  if (!saved) throw new AppError('PRODUCT_NOT_FOUND', `No product ${type}`);
  return saved;
}
