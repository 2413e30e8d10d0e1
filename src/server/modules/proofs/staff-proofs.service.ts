/**
 * Staff's side of proof approval (issue 20 §4): the proof card of the staff order page, and the two
 * ways staff answer a customer's change request before they send the next proof:
 * - their own artwork (stored like a staff image upload: the worker pool normalises it, it becomes a
 *   ready `staff` artwork of the order, now the order's artwork, and its print file is made again);
 * - "Regenerate": a new artwork of the order's photo by a provider they choose, with an optional
 *   addition to the style's prompt (modules/artworks/order-artworks.service.ts: the same provider
 *   pipeline, time limits, cost ledger and spend caps as a customer's). When ready it is the image
 *   the next proof shows; "Send new proof" makes it the order's artwork (proofs.service.ts).
 */
import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { artworks, orderProofs, orders, staffUsers } from '#server/db/schema/index.ts';
import { rowProvider, rowStatus } from '#server/modules/artworks/artwork-records.ts';
import {
  newestOrderArtwork,
  queueOrderArtwork,
  readOrderArtworkSource,
} from '#server/modules/artworks/order-artworks.service.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { type PrintFileJobData, queueNames } from '#server/ports/job-queue.ts';
import { newStorageKey } from '#server/storage/file-storage.ts';
import type { AdminOrderProof, ProofRegenerateBody } from '#shared/api/proofs.schemas.ts';
import {
  type ArtworkStyle,
  artworkFallbackReasons,
  artworkProviders,
  artworkStyles,
  type HostedArtworkProvider,
  hostedArtworkProviders,
} from '#shared/artwork.ts';
import { AppError } from '#shared/errors.ts';
import { absoluteUrl } from '#shared/paths.ts';
import { isProofState, maxProofChangeRounds } from '#shared/proofs.ts';

/** Staff artwork files may be cached a year: each has its own random key. */
const artworkCacheSeconds = 31_536_000;

const decisions = ['approve', 'change', 'auto_approve'] as const;

type OrderRow = typeof orders.$inferSelect;

/** The photo a regenerated artwork of `order` is made from: the customer's photo the order keeps; null when it prints another image. */
function regenerationSource(order: OrderRow): string | null {
  if (order.printSource === 'staff_artwork' || order.filesRemovedAt) return null;
  return order.imageKey;
}

const known = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** The proof card of the staff order page; null for an order without a proof. */
export async function adminOrderProof(ctx: AppContext, order: OrderRow): Promise<AdminOrderProof | null> {
  if (!isProofState(order.proofState)) return null;
  const { db } = ctx.database;
  const rows = await db
    .select({ proof: orderProofs, sentByEmail: staffUsers.email })
    .from(orderProofs)
    .leftJoin(staffUsers, eq(staffUsers.id, orderProofs.sentBy))
    .where(eq(orderProofs.orderId, order.id))
    .orderBy(asc(orderProofs.round));
  const latest = rows.at(-1)?.proof;
  const answering = latest && order.proofState === 'change_requested' && latest.decision === 'change';
  const [made, ready] = answering
    ? await Promise.all([
        newestOrderArtwork(db, order.id, latest.createdAt),
        newestOrderArtwork(db, order.id, latest.createdAt, { readyOnly: true }),
      ])
    : [null, null];
  const nextArtworkId = ready?.id ?? order.artworkId;
  const [next] = nextArtworkId
    ? await db.select({ url: artworks.previewUrl }).from(artworks).where(eq(artworks.id, nextArtworkId)).limit(1)
    : [];
  const regenerated = made && made.provider !== 'staff' ? made : null;
  return {
    state: order.proofState,
    changeRounds: rows.filter(({ proof }) => proof.decision === 'change').length,
    maxChangeRounds: maxProofChangeRounds,
    rounds: rows.map(({ proof, sentByEmail }) => ({
      round: proof.round,
      sentAt: proof.createdAt.toISOString(),
      sentByEmail: sentByEmail ?? null,
      imageUrl: proof.imageUrl,
      emailState: proof.emailState,
      decision: (decisions as readonly string[]).includes(proof.decision ?? '')
        ? (proof.decision as (typeof decisions)[number])
        : null,
      note: proof.note,
      decidedAt: proof.decidedAt?.toISOString() ?? null,
      autoApproveAt: proof.autoApproveAt?.toISOString() ?? null,
    })),
    canSendNewProof: Boolean(answering),
    nextImageUrl: next?.url ? absoluteUrl(ctx.config.publicUrl, next.url) : null,
    regenerateProviders: answering && regenerationSource(order) ? ctx.stylizers.configured : [],
    regeneration: regenerated
      ? {
          provider: rowProvider(regenerated),
          status: rowStatus(regenerated),
          promptAddition: regenerated.promptAddition,
          fallbacks: regenerated.fallbacks.map((f) => ({
            provider: known(artworkProviders, f.provider, 'local'),
            reason: known(artworkFallbackReasons, f.reason, 'failed'),
          })),
          error: regenerated.status === 'failed' ? regenerated.error : null,
        }
      : null,
  };
}

/**
 * "Regenerate" (issue 20 §4): queues a new artwork of the order's photo by `provider` (then the
 * style's other providers), with staff's addition to the style's prompt, for an order whose customer
 * asked for a change. The next proof shows it once it is ready (see `nextImageUrl`).
 * @returns the queued artwork's id and the provider making it.
 * @throws AppError ORDER_NOT_FOUND; PROOF_NOT_SENDABLE unless a change is asked for (or the order has
 *   no customer record); IMAGE_MISSING when the order prints no photo of the customer's or it is no
 *   longer stored; ARTWORK_PROVIDER_UNAVAILABLE; ARTWORK_LIMIT_REACHED (every provider at its cap).
 */
export async function regenerateProofArtwork(
  ctx: AppContext,
  orderId: string,
  body: ProofRegenerateBody,
): Promise<{ artworkId: string; provider: HostedArtworkProvider }> {
  const { db } = ctx.database;
  const [before] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!before) throw new AppError('ORDER_NOT_FOUND', 'No order with that number');
  const notSendable = () =>
    new AppError('PROOF_NOT_SENDABLE', 'A new artwork is made only for an order whose customer asked for a change');
  if (before.proofState !== 'change_requested' || !before.customerId) throw notSendable();
  const key = regenerationSource(before);
  if (!key) throw new AppError('IMAGE_MISSING', "This order prints no photo of the customer's to make artwork from");
  const source = await readOrderArtworkSource(ctx, key);
  const row = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order?.customerId || order.proofState !== 'change_requested') throw notSendable();
    const style: ArtworkStyle = known(artworkStyles, order.artworkStyle ?? '', 'painterly');
    return queueOrderArtwork(
      ctx,
      tx,
      {
        orderId,
        customerId: order.customerId,
        style,
        provider: body.provider,
        promptAddition: body.promptAddition || null,
      },
      source,
    );
  });
  return { artworkId: row.id, provider: known(hostedArtworkProviders, row.provider, body.provider) };
}

/**
 * Stores `bytes` (staff's own artwork) as the artwork of an order whose customer asked for a change:
 * normalised like every upload, stored in the public `artworks` area, recorded as a ready `staff`
 * artwork of the order's customer, made the order's artwork, and the print file queued to be made
 * again from it (a fresh job id: the first print-file job's id is the order id). The proof is sent
 * by a separate "Send new proof".
 * @returns the artwork's public URL.
 * @throws AppError ORDER_NOT_FOUND; PROOF_NOT_SENDABLE unless a change is asked for (or the order has
 *   no customer record to keep the artwork with); NOT_AN_IMAGE, IMAGE_UNREADABLE, IMAGE_TOO_MANY_PIXELS,
 *   SERVICE_BUSY from the image workers (nothing stored).
 */
export async function storeProofArtwork(ctx: AppContext, orderId: string, bytes: Buffer): Promise<string> {
  const { db } = ctx.database;
  const [before] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!before) throw new AppError('ORDER_NOT_FOUND', 'No order with that number');
  const notSendable = () =>
    new AppError('PROOF_NOT_SENDABLE', 'A new artwork is taken only for an order whose customer asked for a change');
  if (before.proofState !== 'change_requested' || !before.customerId) throw notSendable();
  const image = await ctx.images.normalizeUpload(bytes, ctx.config.uploadMaxPixels);
  const key = newStorageKey('artworks', image.extension);
  await ctx.storage.put(key, image.body, { contentType: image.contentType, cacheSeconds: artworkCacheSeconds });
  const url = ctx.storage.url(key);
  try {
    await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order?.customerId || order.proofState !== 'change_requested') throw notSendable();
      const [artwork] = await tx
        .insert(artworks)
        .values({
          customerId: order.customerId,
          sourceImageKey: null,
          style: order.artworkStyle ?? 'painterly',
          provider: 'staff',
          status: 'ready',
          attempts: 1,
          startedAt: sql`now()`,
          finishedAt: sql`now()`,
          durationMs: 0,
          previewKey: key,
          previewUrl: url,
          // Stored whole: the print file is made from it.
          masterKey: key,
          masterWidth: image.width,
          masterHeight: image.height,
          orderId,
        })
        .returning({ id: artworks.id });
      if (!artwork) throw new Error('The artwork was not written');
      await tx
        .update(orders)
        .set({
          artworkId: artwork.id,
          artworkProvider: 'staff',
          printSource: 'artwork',
          // The print file is made again (the job replaces the old file and removes it when unused).
          printFileWidthPx: null,
          printFileHeightPx: null,
          printFileDpi: null,
          printFileUpscaled: null,
          printFileMethod: null,
          printFileEffectiveDpi: null,
          printFileUpscaleNote: null,
        })
        .where(eq(orders.id, orderId));
      await ctx.jobs.send(queueNames.printFile, { orderId } satisfies PrintFileJobData, { id: randomUUID(), tx });
    });
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
  return absoluteUrl(ctx.config.publicUrl, url);
}
