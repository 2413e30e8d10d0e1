/**
 * Preview requests for staff (issue 7 §3, SPEC §4 'Get preview to email later'): the customers who
 * asked for a preview and left an email (a request without an email cannot be answered, and SPEC
 * §4's dialog is what completes it), newest request first, with what staff need next: the photo,
 * the product choice, whether artwork exists and whether an order-link email went out.
 */
import { and, desc, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '#server/app-context.ts';
import { customers } from '#server/db/schema/index.ts';
import type { PreviewRequestsResponse, previewRequestsQuerySchema } from '#shared/api/admin-orders.schemas.ts';
import { colors, productTypes } from '#shared/catalog.ts';
import { isLocale } from '#shared/locales.ts';
import {
  artworkUrl,
  containsPattern,
  isoTime,
  lastOrderLinkSentAt,
  newestStaffImageKey,
  orderLinkEmailCount,
  photoUrl,
} from './artwork-lookup.ts';

export type PreviewRequestsQuery = z.output<typeof previewRequestsQuerySchema>;

function oneOfOrNull<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/**
 * One page of preview requests, newest first; only emails containing `q` when given.
 * @returns the page and how many requests match in all.
 */
export async function listPreviewRequests(
  ctx: AppContext,
  query: PreviewRequestsQuery,
): Promise<PreviewRequestsResponse> {
  const { db } = ctx.database;
  const conditions: SQL[] = [sql`${customers.previewRequested}`, isNotNull(customers.email)];
  if (query.q) conditions.push(sql`lower(${customers.email}) like ${containsPattern(query.q)}`);
  const where = and(...conditions);
  // Requests marked before preview_requested_at existed fall back to the record's last change.
  const requestedAt = sql`coalesce(${customers.previewRequestedAt}, ${customers.updatedAt})`.mapWith(
    customers.updatedAt,
  );
  const rows = await db
    .select({
      id: customers.id,
      email: customers.email,
      locale: customers.locale,
      imageUrl: customers.imageUrl,
      generatedImageUrl: customers.generatedImageUrl,
      productType: customers.previewProductType,
      color: customers.previewColor,
      requestedAt,
      staffArtworkKey: newestStaffImageKey(customers.email, 'generated'),
      staffPhotoKey: newestStaffImageKey(customers.email, 'upload'),
      sentCount: orderLinkEmailCount(customers.email),
      lastSentAt: lastOrderLinkSentAt(customers.email),
    })
    .from(customers)
    .where(where)
    .orderBy(desc(requestedAt), desc(customers.id))
    .limit(query.pageSize)
    .offset(query.page * query.pageSize);
  const [{ total }] = await db
    .select({ total: sql`count(*)`.mapWith(Number) })
    .from(customers)
    .where(where);
  return {
    requests: rows.map((row) => ({
      customerId: row.id,
      requestedAt: isoTime(row.requestedAt),
      email: row.email ?? '',
      locale: isLocale(row.locale) ? row.locale : null,
      photoUrl: photoUrl(ctx.storage, row.imageUrl, row.staffPhotoKey),
      productType: oneOfOrNull(productTypes, row.productType),
      color: oneOfOrNull(colors, row.color),
      artworkUrl: artworkUrl(ctx.storage, row.staffArtworkKey, row.generatedImageUrl),
      orderLinkEmailsSent: row.sentCount,
      lastOrderLinkSentAt: row.lastSentAt ? isoTime(row.lastSentAt) : null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
