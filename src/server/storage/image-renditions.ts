/**
 * Display-size renditions of stored images (issue 22; widths in src/shared/image-renditions.ts):
 * made on first request from the stored file, kept in a bounded in-memory cache, never stored. So a
 * deleted photo leaves no copy behind (the route asks the storage for the original first, every
 * time), nothing needs migrating, and every process of a scaled-out shop makes its own.
 */
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { imageTimeoutError, isSharpTimeout, sharpTimeoutSeconds } from '#server/images/image-deadlines.ts';
import type { RenditionWidthPx } from '#shared/image-renditions.ts';
import type { FileStorage, StoredFile } from './file-storage.ts';

/** Stored images a rendition is made of; anything else is answered as stored. */
const renderableTypes = new Set(['image/webp', 'image/jpeg', 'image/png', 'image/avif']);

/** WebP quality of a rendition: a display copy, not the print file (that is the stored original). */
const renditionQuality = 80;

export interface ImageRenditions {
  /**
   * The stored image at `key` at most `widthPx` wide (aspect kept, never enlarged) as WebP, with the
   * original's cache lifetime; the original itself when it is not an image sharp re-encodes.
   * @returns null when no file has that key.
   * @throws AppError IMAGE_PROCESSING_TIMEOUT when resizing runs past `timeoutSeconds`.
   */
  get(key: string, widthPx: RenditionWidthPx): Promise<StoredFile | null>;
}

/**
 * @param options.timeoutSeconds deadline of one resize (issue 17 point 2: every decode has one).
 * @param options.maxBytes the cache's bound, bytes of rendition bodies (default 16 MiB).
 */
export function createImageRenditions(
  storage: FileStorage,
  options: { timeoutSeconds: number; maxBytes?: number },
): ImageRenditions {
  const cache = new LRUCache<string, StoredFile>({
    maxSize: options.maxBytes ?? 16 * 1024 * 1024,
    sizeCalculation: (file) => Math.max(1, file.body.length),
  });
  // Two requests for the same rendition at once share one resize.
  const making = new Map<string, Promise<StoredFile | null>>();

  /** Resizes the original at `key` and caches the result under `id`; the original when it is no image to resize. */
  const make = async (id: string, key: string, widthPx: RenditionWidthPx): Promise<StoredFile | null> => {
    const original = await storage.get(key);
    if (!original || !renderableTypes.has(original.contentType)) return original;
    try {
      const body = await sharp(original.body, { failOn: 'error' })
        .timeout({ seconds: sharpTimeoutSeconds(options.timeoutSeconds) })
        .resize({ width: widthPx, withoutEnlargement: true })
        .webp({ quality: renditionQuality })
        .toBuffer();
      const rendition = { body, contentType: 'image/webp', cacheSeconds: original.cacheSeconds };
      cache.set(id, rendition);
      return rendition;
    } catch (error) {
      if (isSharpTimeout(error)) throw imageTimeoutError(options.timeoutSeconds);
      throw error;
    }
  };

  return {
    async get(key, widthPx) {
      const id = `${widthPx}:${key}`;
      // Ask the storage first even on a cache hit: a file deleted since (data deletion) is gone.
      if (!(await storage.exists(key))) {
        cache.delete(id);
        return null;
      }
      const cached = cache.get(id);
      if (cached) return cached;
      let pending = making.get(id);
      if (!pending) {
        pending = make(id, key, widthPx).finally(() => making.delete(id));
        making.set(id, pending);
      }
      return pending;
    },
  };
}
