/**
 * The `artworks` table (issue 8) as the service, the jobs and staff uploads use it: the API view,
 * which artworks are current (made from the customer's current photo), which one is chosen, and the
 * state changes of one render attempt. Every state change names the attempt it belongs to, so an
 * attempt that was given up on (its process stopped, a retry took over) cannot overwrite a later one.
 */
import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { localMaxLongSidePx } from '#server/artwork/local-stylizer.ts';
import type { Db } from '#server/db/client.ts';
import { artworks, customers } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import type { Artwork } from '#shared/api/artworks.schemas.ts';
import {
  type ArtworkFallbackReason,
  type ArtworkProvider,
  type ArtworkStatus,
  type ArtworkStyle,
  artworkFallbackReasons,
  artworkProviders,
  artworkStatuses,
  artworkStyles,
  detailPrintDpi,
  effectivePrintDpi,
  renderPrintDpi,
} from '#shared/artwork.ts';

export type ArtworkRow = typeof artworks.$inferSelect;

function known<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

export const rowStyle = (row: ArtworkRow): ArtworkStyle => known(artworkStyles, row.style, 'painterly');
export const rowProvider = (row: ArtworkRow): ArtworkProvider => known(artworkProviders, row.provider, 'local');
export const rowStatus = (row: ArtworkRow): ArtworkStatus => known(artworkStatuses, row.status, 'failed');

/**
 * The effective DPI the print file of artwork `row` will have (issue 20 §3; `detailPrintDpi`), known
 * before paying: a provider's or staff's master by its pixel size; a local artwork by the size its
 * filters render the print source at (the photo's aspect at `localMaxLongSidePx`), never more than
 * the photo's own DPI (a small photo is enlarged before it is painted). `detailScale` is the print
 * upscaler's (1 for Lanczos, 4 for Real-ESRGAN). Null while unknown (not made yet, or made before
 * sizes were recorded).
 */
export function artworkPrintDpi(row: ArtworkRow, detailScale: number): number | null {
  if (row.masterWidth && row.masterHeight) return detailPrintDpi(row.masterWidth, row.masterHeight, detailScale);
  if (rowProvider(row) !== 'local' || !row.sourceWidth || !row.sourceHeight) return null;
  return renderPrintDpi(row.sourceWidth, row.sourceHeight, localMaxLongSidePx, detailScale);
}

/**
 * The API view of an artwork row (`artworkSchema`).
 * @param detailScale the print upscaler's (`ctx.printUpscaler.detailScale`), for `printDpi`.
 */
export function toArtwork(row: ArtworkRow, detailScale: number): Artwork {
  return {
    id: row.id,
    style: rowStyle(row),
    provider: rowProvider(row),
    status: rowStatus(row),
    previewUrl: row.status === 'ready' ? row.previewUrl : null,
    error: row.error,
    sourceDpi: row.sourceDpi,
    printDpi: artworkPrintDpi(row, detailScale),
    fallbacks: row.fallbacks.map((f) => ({
      provider: known(artworkProviders, f.provider, 'local'),
      reason: known(artworkFallbackReasons, f.reason, 'failed'),
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The customer's own artworks of `sourceImageKey` (the customer's current photo; null matches null).
 * Artworks staff made for an order (`order_id`, issue 20 §4) are never among them.
 */
export function ofPhoto(customerId: string, sourceImageKey: string | null): SQL {
  return and(
    eq(artworks.customerId, customerId),
    isNull(artworks.orderId),
    sourceImageKey === null ? sql`${artworks.sourceImageKey} is null` : eq(artworks.sourceImageKey, sourceImageKey),
  ) as SQL;
}

/** Staff by hand beats a hosted provider, which beats the instant preview (issue 8, issue 20 §1). */
export const providerRank = sql`case ${artworks.provider} when 'staff' then 3 when 'local' then 1 else 2 end`;

/** The current artworks of a customer's photo, newest first. */
export function currentArtworks(db: Db, customerId: string, sourceImageKey: string | null): Promise<ArtworkRow[]> {
  return db
    .select()
    .from(artworks)
    .where(ofPhoto(customerId, sourceImageKey))
    .orderBy(desc(artworks.createdAt), desc(artworks.id));
}

/**
 * Points the customer's `generated_image` (SPEC §3) at the chosen artwork: of the ready artworks of
 * the current photo, the best provider's newest. Run inside the transaction holding the customer's
 * row lock. A customer with no ready artwork keeps what it has (e.g. an image staff set before).
 * @returns the chosen artwork, or null.
 */
export async function chooseArtwork(tx: Db, customerId: string): Promise<ArtworkRow | null> {
  const [customer] = await tx
    .select({ imageKey: customers.imageKey, generatedImageUrl: customers.generatedImageUrl })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) return null;
  const [chosen] = await tx
    .select()
    .from(artworks)
    .where(and(ofPhoto(customerId, customer.imageKey), eq(artworks.status, 'ready'), isNotNull(artworks.previewUrl)))
    .orderBy(desc(providerRank), desc(artworks.finishedAt), desc(artworks.id))
    .limit(1);
  if (chosen?.previewUrl && chosen.previewUrl !== customer.generatedImageUrl) {
    await tx
      .update(customers)
      .set({ generatedImageUrl: chosen.previewUrl, updatedAt: sql`now()` })
      .where(eq(customers.id, customerId));
  }
  return chosen ?? null;
}

/**
 * Pixel size and effective print DPI of a stored photo, read from its header only.
 * @returns null when the file is gone or unreadable.
 */
export async function photoPrintSize(
  storage: FileStorage,
  key: string,
): Promise<{ width: number; height: number; dpi: number } | null> {
  const file = await storage.get(key);
  if (!file) return null;
  try {
    const meta = await sharp(file.body).metadata();
    const width = meta.width ?? 0;
    const height = meta.pageHeight ?? meta.height ?? 0;
    if (width === 0 || height === 0) return null;
    return { width, height, dpi: effectivePrintDpi(width, height) };
  } catch {
    return null;
  }
}

/**
 * Starts an attempt: `running`, one more attempt, its start time.
 * @returns the attempt number, or null when the artwork is gone or already ready or failed.
 */
export async function startAttempt(ctx: AppContext, artworkId: string): Promise<number | null> {
  const [row] = await ctx.database.db
    .update(artworks)
    .set({ status: 'running', attempts: sql`${artworks.attempts} + 1`, startedAt: sql`now()` })
    .where(and(eq(artworks.id, artworkId), inArray(artworks.status, ['queued', 'running'])))
    .returning({ attempts: artworks.attempts });
  return row?.attempts ?? null;
}

/** Files of a finished render. */
export interface RenderedFiles {
  previewKey: string;
  masterKey: string | null;
  /** The master's pixel size (issue 20 §3); null for a local render, which keeps no master. */
  masterSize: { width: number; height: number } | null;
}

/** The artwork columns of `files`. */
const renderedColumns = (ctx: AppContext, files: RenderedFiles) => ({
  previewKey: files.previewKey,
  previewUrl: ctx.storage.url(files.previewKey),
  masterKey: files.masterKey,
  masterWidth: files.masterSize?.width ?? null,
  masterHeight: files.masterSize?.height ?? null,
});

/**
 * Marks attempt `attempt` ready with its files and makes the chosen artwork current on the
 * customer, in one transaction under the customer's row lock.
 * @returns false when the attempt was superseded (nothing changed; the caller deletes its files).
 */
export async function completeAttempt(
  ctx: AppContext,
  artwork: ArtworkRow,
  attempt: number,
  files: RenderedFiles,
  durationMs: number,
): Promise<boolean> {
  return ctx.database.db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, artwork.customerId)).for('update');
    const [done] = await tx
      .update(artworks)
      .set({
        status: 'ready',
        error: null,
        ...renderedColumns(ctx, files),
        finishedAt: sql`now()`,
        durationMs,
      })
      .where(and(eq(artworks.id, artwork.id), eq(artworks.status, 'running'), eq(artworks.attempts, attempt)))
      .returning({ id: artworks.id });
    if (!done) return false;
    await chooseArtwork(tx, artwork.customerId);
    return true;
  });
}

/**
 * Records a failed attempt: `failed` for good (`final`), else back to `queued` with the error
 * visible while the retry waits. An attempt number of null fails whatever attempt is current.
 * `fallback`: a hosted provider passed over for good (issue 20 §1), appended to `fallbacks`.
 */
export async function recordFailure(
  ctx: AppContext,
  artworkId: string,
  attempt: number | null,
  error: string,
  options: { final: boolean; durationMs?: number; fallback?: FallbackEntry },
): Promise<void> {
  const conditions = [eq(artworks.id, artworkId), inArray(artworks.status, ['queued', 'running'])];
  if (attempt !== null) conditions.push(eq(artworks.attempts, attempt));
  await ctx.database.db
    .update(artworks)
    .set({
      ...(options.final
        ? { status: 'failed', error, finishedAt: sql`now()`, durationMs: options.durationMs ?? null }
        : { status: 'queued', error }),
      ...(options.fallback ? { fallbacks: appendFallback(options.fallback) } : {}),
    })
    .where(and(...conditions));
}

/** @returns the artwork row, or null. */
export async function findArtworkRow(db: Db, id: string): Promise<ArtworkRow | null> {
  const [row] = await db.select().from(artworks).where(eq(artworks.id, id)).limit(1);
  return row ?? null;
}

/** Whether the artwork is finished (ready or failed), or gone. */
export async function isSettled(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ status: artworks.status }).from(artworks).where(eq(artworks.id, id)).limit(1);
  return !row || row.status === 'ready' || row.status === 'failed';
}

/**
 * Keeps the provider's id of the work attempt `attempt` started (issue 20 §1), so a webhook finds the
 * artwork and a retry waits for the same work instead of starting (and paying for) another.
 */
export async function recordProviderJob(
  ctx: AppContext,
  artworkId: string,
  attempt: number,
  jobId: string,
): Promise<void> {
  await ctx.database.db
    .update(artworks)
    .set({ providerJobId: jobId })
    .where(and(eq(artworks.id, artworkId), eq(artworks.status, 'running'), eq(artworks.attempts, attempt)));
}

/** `fallbacks` with `entry` appended (SQL). */
const appendFallback = (entry: FallbackEntry) =>
  sql`${artworks.fallbacks} || ${JSON.stringify([{ ...entry, at: new Date().toISOString() }])}::jsonb`;

/** One hosted provider passed over (issue 20 §1). */
export interface FallbackEntry {
  provider: string;
  reason: ArtworkFallbackReason;
  error: string;
}

/**
 * Marks the artwork whose provider work is `providerJobId` ready with its files (a webhook finished
 * it, issue 20 §1), whichever attempt is current, and makes the chosen artwork current on the customer.
 * @returns false when it was finished or handed on meanwhile (the caller deletes its files).
 */
export async function completeProviderJob(
  ctx: AppContext,
  artwork: ArtworkRow,
  providerJobId: string,
  files: RenderedFiles,
): Promise<boolean> {
  return ctx.database.db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, artwork.customerId)).for('update');
    const [done] = await tx
      .update(artworks)
      .set({
        status: 'ready',
        error: null,
        ...renderedColumns(ctx, files),
        finishedAt: sql`now()`,
        durationMs: sql`(extract(epoch from now() - coalesce(${artworks.startedAt}, ${artworks.queuedAt})) * 1000)::int`,
      })
      .where(
        and(
          eq(artworks.id, artwork.id),
          eq(artworks.providerJobId, providerJobId),
          inArray(artworks.status, ['queued', 'running']),
        ),
      )
      .returning({ id: artworks.id });
    if (!done) return false;
    await chooseArtwork(tx, artwork.customerId);
    return true;
  });
}
