/**
 * The catalogue's audit trail (issue 21 §1): every saved version of a product or price book with who
 * saved it and when, read by staff at /admin/prices and /admin/catalog as the fields that changed.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { catalogChanges } from '#server/db/schema/index.ts';
import {
  type CatalogChangesPage,
  type CatalogEntity,
  type CatalogFieldChange,
  catalogChangesPageSize,
} from '#shared/api/admin-catalog.schemas.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The leaves of a JSON value by dotted path (`discounted.items.tshirt`, `colors.0.swatchHex`). */
function leaves(value: unknown, prefix: string, into: Map<string, string>): void {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value as Record<string, Json>)) {
      leaves(child, prefix ? `${prefix}.${key}` : key, into);
    }
    return;
  }
  if (value !== undefined) into.set(prefix, JSON.stringify(value));
}

/**
 * The fields that differ between two versions, in the order of `after`'s fields then removed ones;
 * every field of `after` when there is no `before` (the seed).
 */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): CatalogFieldChange[] {
  const old = new Map<string, string>();
  const now = new Map<string, string>();
  if (before) leaves(before, '', old);
  leaves(after, '', now);
  const changes: CatalogFieldChange[] = [];
  for (const [path, value] of now) {
    const was = old.get(path) ?? null;
    if (was !== value) changes.push({ path, before: was, after: value });
  }
  for (const [path, value] of old) if (!now.has(path)) changes.push({ path, before: value, after: null });
  return changes;
}

/** One page of the history, newest first (page 0 first), of one kind or one row when asked. */
export async function listCatalogChanges(
  db: Db,
  query: { entity?: CatalogEntity; entityId?: string; page: number },
): Promise<CatalogChangesPage> {
  const filters: SQL[] = [];
  if (query.entity) filters.push(eq(catalogChanges.entity, query.entity));
  if (query.entityId) filters.push(eq(catalogChanges.entityId, query.entityId));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(catalogChanges)
      .where(where)
      .orderBy(desc(catalogChanges.at), desc(catalogChanges.version))
      .limit(catalogChangesPageSize)
      .offset(query.page * catalogChangesPageSize),
    db.select({ total: count() }).from(catalogChanges).where(where),
  ]);
  return {
    changes: rows.map((row) => {
      const currency = row.after.currency;
      return {
        id: row.id,
        at: row.at.toISOString(),
        entity: row.entity === 'product' ? 'product' : 'price_book',
        entityId: row.entityId,
        version: row.version,
        staffEmail: row.staffEmail,
        currency: currency === 'USD' || currency === 'EUR' ? currency : null,
        changes: fieldChanges(row.before ?? null, row.after),
      };
    }),
    total,
    page: query.page,
    pageSize: catalogChangesPageSize,
  };
}
