/**
 * Preview requests for staff (issue 7 §3, SPEC §4 'Get preview to email later'): the customers who
 * asked for a preview and left an email (a request without an email cannot be answered, and SPEC
 * §4's dialog is what completes it), newest request first, with what staff need next: the photo,
 * the product choice, whether the customer proved the address (issue 17 §1), whether artwork exists
 * and whether an order-link email went out. Staff images count for a request only when attached to
 * its record, or kept for its email once the record proved the address.
 */
import { and, desc, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { artworks, customers, staffImages } from '#server/db/schema/index.ts';
import { type ArtworkRow, toArtwork } from '#server/modules/artworks/artwork-records.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { PreviewRequestsResponse, previewRequestsQuerySchema } from '#shared/api/admin-orders.schemas.ts';
import { colors, productTypes } from '#shared/catalog.ts';
import { isLocale } from '#shared/locales.ts';
import {
  artworkUrl,
  containsPattern,
  isoTime,
  lastOrderLinkSentAt,
  newestOwnedStaffImageKey,
  orderLinkEmailCount,
  photoUrl,
} from './artwork-lookup.ts';

export type PreviewRequestsQuery = z.output<typeof previewRequestsQuerySchema>;

/** When staff last stored a generated image the customer owns (see the file comment; a correlated subquery). */
const newestStaffArtworkAt = sql`(
  select max(${staffImages.createdAt}) from ${staffImages}
  where ${staffImages.kind} = 'generated'
    and (${staffImages.customerId} = ${customers.id}
      or (${customers.emailVerifiedAt} is not null and ${staffImages.customerId} is null
        and lower(${staffImages.email}) = lower(trim(${customers.email}))))
)`.mapWith(staffImages.createdAt);

/**
 * The artworks of each customer's current photo, newest first (one query for the page).
 * @param page the page's customers with their current photo key.
 */
async function currentArtworksOf(
  ctx: AppContext,
  page: Array<{ id: string; imageKey: string | null }>,
): Promise<Map<string, ArtworkRow[]>> {
  const byCustomer = new Map<string, ArtworkRow[]>(page.map((row) => [row.id, []]));
  if (page.length === 0) return byCustomer;
  const keys = new Map(page.map((row) => [row.id, row.imageKey]));
  const rows = await ctx.database.db
    .select()
    .from(artworks)
    .where(inArray(artworks.customerId, [...keys.keys()]))
    .orderBy(desc(artworks.createdAt), desc(artworks.id));
  for (const row of rows) {
    if (row.sourceImageKey === keys.get(row.customerId)) byCustomer.get(row.customerId)?.push(row);
  }
  return byCustomer;
}

/**
 * Ready to approve (issue 8): artwork from a real provider or staff is ready (an artwork of the
 * current photo, or an image staff generated for the email), the preview was not answered yet (one
 * click or PREVIEW_AUTO_SEND), and no order-link email went out since it became ready.
 */
function readyToApprove(
  current: ArtworkRow[],
  staffArtworkAt: Date | null,
  lastSentAt: Date | null,
  previewSentAt: Date | null,
): boolean {
  if (previewSentAt) return false;
  const times = current
    .filter((row) => row.status === 'ready' && row.provider !== 'local')
    .map((row) => (row.finishedAt ?? row.createdAt).getTime());
  if (staffArtworkAt) times.push(staffArtworkAt.getTime());
  if (times.length === 0) return false;
  return lastSentAt === null || lastSentAt.getTime() < Math.max(...times);
}

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
      staffArtworkKey: newestOwnedStaffImageKey('generated'),
      staffPhotoKey: newestOwnedStaffImageKey('upload'),
      emailVerifiedAt: customers.emailVerifiedAt,
      sentCount: orderLinkEmailCount(customers.email),
      lastSentAt: lastOrderLinkSentAt(customers.email),
      imageKey: customers.imageKey,
      previewSentAt: customers.previewSentAt,
      staffArtworkAt: newestStaffArtworkAt,
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
  const current = await currentArtworksOf(ctx, rows);
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
      artworks: (current.get(row.id) ?? []).map((artwork) => toArtwork(artwork, ctx.printUpscaler.detailScale)),
      emailVerified: row.emailVerifiedAt !== null,
      // Only a proven address may receive the customer's artwork (issue 17 §1).
      readyToApprove:
        row.emailVerifiedAt !== null &&
        readyToApprove(
          current.get(row.id) ?? [],
          row.staffArtworkAt ? new Date(row.staffArtworkAt) : null,
          row.lastSentAt ? new Date(row.lastSentAt) : null,
          row.previewSentAt,
        ),
      previewSentAt: row.previewSentAt ? isoTime(row.previewSentAt) : null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
