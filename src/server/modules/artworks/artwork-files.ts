/**
 * Storing a render in our own storage (issue 8; issue 20 §1: hosted outputs are copied at once,
 * providers delete theirs): the instant preview as it is; a provider's render whole as the print
 * file's source (`master_key`) plus a 1024 px WebP preview. Files go under new random keys in
 * `artworks/`. Used by the render job and by a webhook that finishes a render first.
 */
import sharp from 'sharp';
import type { StylizedImage } from '#server/artwork/stylizer.ts';
import { sharpTimeoutSeconds } from '#server/images/image-deadlines.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { newStorageKey } from '#server/storage/file-storage.ts';
import { previewLongSidePx } from '#shared/artwork.ts';
import { uploadCacheSeconds } from '../uploads/uploads.service.ts';
import type { RenderedFiles } from './artwork-records.ts';

const extensionByType: Record<string, string> = {
  'image/png': '.png',
  'image/webp': '.webp',
  'image/jpeg': '.jpg',
};

/** Stores `image` of an artwork made by `provider`. */
export async function storeRender(ctx: AppContext, provider: string, image: StylizedImage): Promise<RenderedFiles> {
  const put = async (body: Buffer, contentType: string) => {
    const key = newStorageKey('artworks', extensionByType[contentType] ?? '.png');
    await ctx.storage.put(key, body, { contentType, cacheSeconds: uploadCacheSeconds });
    return key;
  };
  if (provider === 'local') {
    return { previewKey: await put(image.body, image.contentType), masterKey: null, masterSize: null };
  }
  const masterKey = await put(image.body, image.contentType);
  // sharp works on libvips threads, off the event loop; the preview deadline bounds it (issue 17 point 2).
  const preview = await sharp(image.body)
    .timeout({ seconds: sharpTimeoutSeconds(ctx.config.imageWorkers.artwork.previewTimeoutSeconds) })
    .resize({ width: previewLongSidePx, height: previewLongSidePx, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 90 })
    .toBuffer();
  return {
    previewKey: await put(preview, 'image/webp'),
    masterKey,
    masterSize: { width: image.width, height: image.height },
  };
}

/** Deletes the files of a render that was not kept (another attempt or a webhook won). */
export async function deleteRenderFiles(ctx: AppContext, files: RenderedFiles): Promise<void> {
  await ctx.storage.delete(files.previewKey);
  if (files.masterKey) await ctx.storage.delete(files.masterKey);
}
