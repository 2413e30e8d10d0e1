/**
 * Staff artwork (issue 8; SPEC §2.12 image admin "generated image"): an image staff upload as a
 * customer's generated artwork becomes a ready artwork of provider `staff` for the customer's current
 * photo. It answers a waiting `staff` request (STYLIZER=manual) when there is one, else it is a new
 * artwork in the style last asked for. Staff rank above every provider, so it becomes the chosen one.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { artworks, customers } from '#server/db/schema/index.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import { type ArtworkStyle, artworkStyles } from '#shared/artwork.ts';
import { chooseArtwork, ofPhoto } from './artwork-records.ts';

/**
 * Records `storageKey` (a normalised staff image of `size` pixels) as the customer's staff artwork.
 * Run inside the transaction that stores the staff image, holding the customer's row lock.
 * @returns the artwork's id.
 */
export async function recordStaffArtwork(
  tx: Db,
  storage: Pick<FileStorage, 'url'>,
  customerId: string,
  storageKey: string,
  size: { width: number; height: number },
): Promise<string> {
  const [customer] = await tx
    .select({ imageKey: customers.imageKey })
    .from(customers)
    .where(eq(customers.id, customerId));
  const sourceKey = customer?.imageKey ?? null;
  const ready = {
    status: 'ready',
    error: null,
    previewKey: storageKey,
    previewUrl: storage.url(storageKey),
    // Staff images are stored whole: the print file is made from this one.
    masterKey: storageKey,
    masterWidth: size.width,
    masterHeight: size.height,
    finishedAt: sql`now()`,
  };
  const [waiting] = await tx
    .select({ id: artworks.id })
    .from(artworks)
    .where(and(ofPhoto(customerId, sourceKey), eq(artworks.provider, 'staff'), eq(artworks.status, 'queued')))
    .orderBy(desc(artworks.createdAt))
    .limit(1);
  let id: string;
  if (waiting) {
    await tx
      .update(artworks)
      .set({
        ...ready,
        attempts: 1,
        startedAt: sql`${artworks.queuedAt}`,
        durationMs: sql`(extract(epoch from now() - ${artworks.queuedAt}) * 1000)::int`,
      })
      .where(eq(artworks.id, waiting.id));
    id = waiting.id;
  } else {
    // The style and the photo's size come from the newest artwork of the same photo, if any.
    const [latest] = await tx
      .select({
        style: artworks.style,
        sourceWidth: artworks.sourceWidth,
        sourceHeight: artworks.sourceHeight,
        sourceDpi: artworks.sourceDpi,
      })
      .from(artworks)
      .where(ofPhoto(customerId, sourceKey))
      .orderBy(desc(artworks.createdAt))
      .limit(1);
    const style: ArtworkStyle = (artworkStyles as readonly string[]).includes(latest?.style ?? '')
      ? (latest?.style as ArtworkStyle)
      : 'painterly';
    const [inserted] = await tx
      .insert(artworks)
      .values({
        ...ready,
        customerId,
        sourceImageKey: sourceKey,
        style,
        provider: 'staff',
        attempts: 1,
        startedAt: sql`now()`,
        durationMs: 0,
        sourceWidth: latest?.sourceWidth ?? null,
        sourceHeight: latest?.sourceHeight ?? null,
        sourceDpi: latest?.sourceDpi ?? null,
      })
      .returning({ id: artworks.id });
    id = inserted.id;
  }
  await chooseArtwork(tx, customerId);
  return id;
}
