/**
 * A customer's artworks (issue 8; DESIGN.md GET/POST /api/customers/:id/artworks): asking for a
 * style of the current photo queues one artwork per provider in play (`artwork.render` jobs):
 * - `STYLIZER=local`: the instant preview (`local`);
 * - a hosted provider for the style (`STYLIZER=openai|replicate|fal|comfyui`, or the style's
 *   `ARTWORK_PROVIDERS_{STYLE}` list; issue 20 §1): the instant preview, shown at once, and one
 *   hosted artwork made by the first provider of the list (or the next ones, when one fails), which
 *   replaces it when ready (the best provider's newest ready artwork is the chosen one);
 * - `STYLIZER=manual`: the instant preview, and a `staff` artwork that waits (`queued`) until staff
 *   upload it in the image admin (staff-artworks.ts), no job; it replaces the preview when ready.
 * Only the artworks of the customer's current photo count: a new upload makes the earlier ones stale.
 */
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { artworks, customers } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { type PrintFileJobData, queueNames } from '#server/ports/job-queue.ts';
import type { Artwork, ArtworkLimitName } from '#shared/api/artworks.schemas.ts';
import type { ArtworkProvider, ArtworkStyle, HostedArtworkProvider } from '#shared/artwork.ts';
import { AppError } from '#shared/errors.ts';
import { isUuid } from '#shared/ids.ts';
import { getCustomer } from '../customer-records/customer-records.service.ts';
import {
  cachedArtwork,
  customerLimitReached,
  needsGeneration,
  photoContentHash,
  requestLimitReached,
} from './artwork-limits.service.ts';
import { type ArtworkRow, currentArtworks, ofPhoto, photoPrintSize, toArtwork } from './artwork-records.ts';
import { firstAffordable, type PassedOver, recordGeneration } from './artwork-spend.service.ts';

/** The queue that renders an artwork of `provider`: hosted providers wait in their own (issue 20 §1). */
const renderQueueOf = (provider: string) => (provider === 'local' ? queueNames.render : queueNames.renderHosted);

/**
 * `GET /api/customers/:id/artworks`: the artworks of the customer's current photo, newest first.
 * @throws AppError CUSTOMER_NOT_FOUND
 */
export async function listArtworks(ctx: AppContext, customerId: string): Promise<Artwork[]> {
  const customer = await getCustomer(ctx.database.db, customerId);
  if (!customer.imageKey) return [];
  const { detailScale } = ctx.printUpscaler;
  return (await currentArtworks(ctx.database.db, customerId, customer.imageKey)).map((row) =>
    toArtwork(row, detailScale),
  );
}

/** One artwork a request makes: the providers that may make it in order, and those whose artwork answers it. */
interface InPlay {
  /** Tried in this order (a hosted artwork may be handed down the list, issue 20 §1). */
  chain: ArtworkProvider[];
  /** An existing or cached artwork of one of these answers the request. */
  match: ArtworkProvider[];
  /** The provider the customer named: an artwork it was asked for (made, or handed on) answers too. */
  named?: HostedArtworkProvider;
}

/** The live artworks of `inPlay`: by one of its providers, or (a named provider) handed on from it. */
function answering(inPlay: InPlay): SQL {
  const by = inArray(artworks.provider, inPlay.match);
  if (!inPlay.named) return by;
  const handedOn = sql`${artworks.fallbacks} @> ${JSON.stringify([{ provider: inPlay.named }])}::jsonb`;
  return or(by, handedOn) as SQL;
}

/**
 * The artworks a request for `style` makes, the one shown first first. With `provider` (one of the
 * style's configured providers) the hosted artwork is that provider's, handed on to the style's
 * other providers when it fails; only that provider's artwork answers the request.
 * @throws AppError ARTWORK_PROVIDER_UNAVAILABLE when `provider` is not configured for `style`.
 */
function providersInPlay(ctx: AppContext, style: ArtworkStyle, provider?: HostedArtworkProvider): InPlay[] {
  const { instant } = ctx.stylizers;
  const chain = ctx.stylizers.chainFor(style);
  if (provider && !chain.includes(provider)) {
    throw new AppError(
      'ARTWORK_PROVIDER_UNAVAILABLE',
      `The provider ${provider} does not make ${style} artwork here (configured: ${chain.join(', ') || 'none'})`,
    );
  }
  const list: InPlay[] = [{ chain: [instant.provider], match: [instant.provider] }];
  if (provider) {
    list.push({ chain: [provider, ...chain.filter((p) => p !== provider)], match: [provider], named: provider });
  } else if (chain.length > 0) list.push({ chain, match: chain });
  // Manual: the final artwork waits for staff (issue 20 §7: the instant preview meanwhile).
  if (ctx.stylizers.byStaff) list.push({ chain: ['staff'], match: ['staff'] });
  return list;
}

/** What `requestArtwork` answers. */
export interface ArtworkRequestResult {
  /** The artwork shown first (the instant preview when there is one); null when a limit left none. */
  artwork: Artwork | null;
  /** Whether anything new was queued. */
  created: boolean;
  /** The generation limit that held for one of the providers (issue 20 §2), or null. */
  limit: ArtworkLimitName | null;
  /** The instant local preview of the photo the customer keeps (this style's, else the newest ready one). */
  localPreviewId: string | null;
}

/**
 * `POST /api/customers/:id/artworks {style, provider?}`: asks for `style` of the current photo.
 * Idempotent per artwork: one of that style by the same providers (the instant one, or any of the
 * style's hosted ones; only `provider`'s when one is named) for the same photo that is queued,
 * running or ready is kept instead of a new one (a failed one is asked again); so is one made from
 * the same photo content uploaded again (issue 20 §2 cache); a named provider's request is also
 * answered by an artwork handed on from it. A new generation goes to the first provider of its list
 * whose daily spend cap has room (the others recorded as passed over), once the customer's limits at
 * that provider allow it, and is recorded with its cost (artwork-spend.service.ts).
 * @returns the artwork shown first (the instant preview when there is one) and whether anything new
 *   was queued.
 * @param clientIp the request's address, for the per-address limit.
 * @throws AppError CUSTOMER_NOT_FOUND, IMAGE_REQUIRED (no photo), IMAGE_MISSING (its file is gone),
 *   ARTWORK_PROVIDER_UNAVAILABLE (`provider` is not one of the style's).
 */
export async function requestArtwork(
  ctx: AppContext,
  customerId: string,
  style: ArtworkStyle,
  clientIp = 'unknown',
  provider?: HostedArtworkProvider,
): Promise<ArtworkRequestResult> {
  const { db } = ctx.database;
  const providers = providersInPlay(ctx, style, provider);
  const customer = await getCustomer(db, customerId);
  if (!customer.imageKey) throw new AppError('IMAGE_REQUIRED', 'Upload a photo before asking for artwork');
  // Read before the lock (the header only matters); rechecked under the lock that the photo is the same.
  const size = await photoPrintSize(ctx.storage, customer.imageKey);
  const photoHash = size && (await photoContentHash(ctx.storage, customer.imageKey));
  if (!size || !photoHash) {
    throw new AppError('IMAGE_MISSING', 'The uploaded photo is no longer stored; upload it again');
  }
  const sourceKey = customer.imageKey;
  const photo = { customerId, photoHash, style };

  // Issue 20 §2: the request-wide limits count only requests that would make something new.
  const requestLimit = (await needsGeneration(
    db,
    photo,
    sourceKey,
    providers.map((p) => p.match),
  ))
    ? await requestLimitReached(ctx, clientIp)
    : null;
  const { rows, queued, limit } = await db.transaction(async (tx) => {
    // The row lock serialises one customer's requests (and uploads): no duplicate per provider.
    const [locked] = await tx
      .select({ imageKey: customers.imageKey })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    if (!locked) throw new AppError('CUSTOMER_NOT_FOUND', 'No customer with that id');
    if (locked.imageKey !== sourceKey) {
      throw new AppError('IMAGE_MISSING', 'The photo changed while the artwork was asked for; try again');
    }
    const rows: ArtworkRow[] = [];
    const queued: ArtworkRow[] = [];
    let limit: ArtworkLimitName | null = null;
    for (const inPlay of providers) {
      const { chain, match } = inPlay;
      const [existing] = await tx
        .select()
        .from(artworks)
        .where(
          and(
            ofPhoto(customerId, sourceKey),
            eq(artworks.style, style),
            answering(inPlay),
            inArray(artworks.status, ['queued', 'running', 'ready']),
          ),
        )
        .orderBy(desc(artworks.createdAt))
        .limit(1);
      if (existing) {
        rows.push(existing);
        continue;
      }
      let maker = chain[0];
      let passedOver: PassedOver[] = [];
      // Issue 20 §2: the cache, then the limits (staff artworks are neither generated nor charged).
      if (maker !== 'staff') {
        const cached = await cachedArtwork(tx, photo, match, sourceKey);
        if (cached) {
          rows.push(cached);
          continue;
        }
        if (requestLimit) {
          limit ??= requestLimit;
          continue;
        }
        // The provider to call: the first with room under its daily cap, and the customer's limits
        // at that provider (its generations are what they count).
        const affordable = await firstAffordable(ctx, tx, chain, (candidate) =>
          customerLimitReached(ctx, tx, { ...photo, provider: candidate }),
        );
        if (!affordable.provider) {
          limit ??= affordable.limit ?? 'dailySpendCap';
          continue;
        }
        maker = affordable.provider;
        passedOver = affordable.passedOver;
      }
      const [inserted] = await tx
        .insert(artworks)
        .values({
          customerId,
          sourceImageKey: sourceKey,
          style,
          provider: maker,
          fallbacks: passedOver,
          status: 'queued',
          sourceWidth: size.width,
          sourceHeight: size.height,
          sourceDpi: size.dpi,
        })
        .returning();
      if (maker !== 'staff') await recordGeneration(ctx, tx, { ...photo, provider: maker }, inserted.id);
      rows.push(inserted);
      queued.push(inserted);
    }
    return { rows, queued, limit };
  });
  // After the commit, so a worker always finds the row. The job id is the artwork id: a repeated
  // send (the start-up sweep) adds nothing. A send lost to a crash here is made by that sweep.
  for (const row of queued) {
    if (row.provider === 'staff') continue;
    await ctx.jobs.send(renderQueueOf(row.provider), { artworkId: row.id }, { id: row.id });
  }
  const local =
    rows.find((row) => row.provider === 'local') ??
    (limit ? await newestLocalPreview(ctx, customerId, sourceKey) : undefined);
  return {
    artwork: rows[0] ? toArtwork(rows[0], ctx.printUpscaler.detailScale) : null,
    created: queued.length > 0,
    limit,
    localPreviewId: local?.id ?? null,
  };
}

/** The newest ready instant preview of the photo (any style): what a customer over a limit keeps. */
async function newestLocalPreview(ctx: AppContext, customerId: string, sourceKey: string) {
  const [row] = await ctx.database.db
    .select({ id: artworks.id })
    .from(artworks)
    .where(and(ofPhoto(customerId, sourceKey), eq(artworks.provider, 'local'), eq(artworks.status, 'ready')))
    .orderBy(desc(artworks.createdAt))
    .limit(1);
  return row;
}

/**
 * The artwork a checkout names (issue 8 §5): it must be a ready artwork of this customer's current photo.
 * @throws AppError ARTWORK_NOT_FOUND (malformed id, unknown, or another customer's),
 *   ARTWORK_NOT_READY (not ready yet, failed, or made from an earlier photo).
 */
export async function findCheckoutArtwork(
  ctx: AppContext,
  customer: { id: string; imageKey: string | null },
  artworkId: string,
): Promise<ArtworkRow> {
  if (!isUuid(artworkId)) throw new AppError('ARTWORK_NOT_FOUND', 'No artwork with that id');
  const [row] = await ctx.database.db
    .select()
    .from(artworks)
    .where(and(eq(artworks.id, artworkId.toLowerCase()), eq(artworks.customerId, customer.id)))
    .limit(1);
  if (!row) throw new AppError('ARTWORK_NOT_FOUND', 'No artwork with that id');
  if (row.sourceImageKey !== customer.imageKey) {
    throw new AppError('ARTWORK_NOT_READY', 'This artwork was made from an earlier photo');
  }
  if (row.status !== 'ready') throw new AppError('ARTWORK_NOT_READY', 'This artwork is not ready yet');
  return row;
}

/**
 * Queues the render of every artwork still queued or running (start-up sweep): a job lost to a crash
 * between an artwork's insert and its send is sent now; existing jobs are left as they are.
 * @returns how many jobs were added.
 */
export async function requeueUnfinishedArtworks(ctx: AppContext): Promise<number> {
  const rows = await ctx.database.db
    .select({ id: artworks.id, provider: artworks.provider })
    .from(artworks)
    .where(
      and(
        inArray(artworks.status, ['queued', 'running']),
        sql`${artworks.provider} <> 'staff'`,
        sql`${artworks.queuedAt} > now() - interval '14 days'`,
      ),
    );
  let added = 0;
  for (const row of rows) {
    if (await ctx.jobs.send(renderQueueOf(row.provider), { artworkId: row.id }, { id: row.id })) added++;
  }
  return added;
}

/**
 * Queues the print file of a paid order with an artwork. The job id is the order id, so sending it
 * twice (a confirm and a webhook, the start-up sweep) makes one job. Never throws: the order is
 * recorded whatever happens here, and the start-up sweep queues it later.
 */
export async function queuePrintFile(ctx: AppContext, orderId: string): Promise<void> {
  try {
    await ctx.jobs.send(queueNames.printFile, { orderId } satisfies PrintFileJobData, { id: orderId });
  } catch (error) {
    ctx.log.warn({ orderId, err: { message: (error as Error).message } }, 'print file job not queued');
  }
}
