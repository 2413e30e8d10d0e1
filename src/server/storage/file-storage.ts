/**
 * Stored files (customer uploads, artwork, print files): one interface, a local folder by default or
 * an S3-compatible bucket when `S3_BUCKET` is set (docs/decisions/0008). Callers never learn which.
 * Every file is stored under a random key of its own, `{area}/{random}{ext}` (e.g.
 * `customer-uploads/3q2-7wEvrsY0dKkA6xU2Fg.jpg`), never derived from the customer id, which is the
 * customer's credential (docs/decisions/0006; SPEC §3 "Storage areas" yields there). Keys are never
 * overwritten: a replacement is a new key, so a record can switch to it atomically.
 */
import { randomBytes } from 'node:crypto';

export interface StoredFile {
  body: Buffer;
  contentType: string;
  cacheSeconds: number;
}

/** One page of `list`: keys in key order, and the cursor of the next page (`null` on the last). */
export interface StoredKeyPage {
  keys: string[];
  cursor: string | null;
}

export interface FileStorage {
  /**
   * Writes a file completely before it becomes visible under `key` (no reader sees half a file).
   * @param options.cacheSeconds how long browsers may keep it (`Cache-Control` max-age).
   */
  put(key: string, body: Buffer, options: { contentType: string; cacheSeconds: number }): Promise<void>;
  /** @returns the file, or `null` when no file has that key. */
  get(key: string): Promise<StoredFile | null>;
  /** Whether a file has that key. */
  exists(key: string): Promise<boolean>;
  /** Removes a file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Keys starting with `prefix` (an area and optionally the start of a name, e.g. `artworks/`),
   * in key order, `limit` (default 1000) per page; pass the returned cursor to get the next page.
   */
  list(prefix: string, options?: { cursor?: string; limit?: number }): Promise<StoredKeyPage>;
  /**
   * The stable, absolute URL a browser loads the file from, safe to keep in records and emails:
   * for a public area (`artworks`) on a bucket with `S3_PUBLIC_URL`, the bucket's public URL; else
   * the shop's `/files/{key}` route, which serves the bytes from storage (never for `print-files`).
   */
  url(key: string): string;
  /**
   * A short-lived URL that hands one private file to someone outside the shop (a signed GET on S3,
   * default 15 minutes); `null` on backends without one (local disk: serve it through the app).
   */
  signedUrl(key: string, options?: { expiresSeconds?: number }): Promise<string | null>;
  /** Resolves when the storage answers (readiness checks); rejects with the backend's error. */
  ping(): Promise<void>;
}

/**
 * SPEC §3 storage areas, plus issue 8's `artworks` (previews and provider renders, public URLs) and
 * `print-files` (full-size print files, only ever handed out by the staff order download), `mockups`
 * (an order's artwork drawn on its garment, issue 20 §6: shown in emails, so public like `artworks`).
 */
export type StorageArea = 'customer-uploads' | 'user-images' | 'artworks' | 'print-files' | 'mockups';

/**
 * Areas whose files may sit at a public bucket URL: artwork previews and renders show a style, not
 * a person. Customer uploads and staff `user-images` are photos of people, print files are
 * full-size production files: those stay private (docs/decisions/0008).
 */
export const publicAreas: ReadonlySet<string> = new Set<StorageArea>(['artworks', 'mockups']);

/** Whether `key` lies in a public area (see `publicAreas`). */
export function isPublicKey(key: string): boolean {
  return publicAreas.has(key.slice(0, key.indexOf('/')));
}

/** Default lifetime of `signedUrl`, seconds. */
export const signedUrlSeconds = 15 * 60;

/**
 * A fresh, unguessable key in `area` (128 random bits, URL-safe).
 * @param extension with the dot, e.g. `.jpg`.
 */
export function newStorageKey(area: StorageArea, extension: string): string {
  return `${area}/${randomBytes(16).toString('base64url')}${extension}`;
}

/** Rejects list prefixes that could escape an area: `{area}/` plus the start of a name. */
export function assertSafePrefix(prefix: string): void {
  if (!/^[a-z0-9-]+\/[A-Za-z0-9._-]*$/.test(prefix) || prefix.includes('..')) {
    throw new Error(`Unsafe storage prefix: ${prefix}`);
  }
}

/** Rejects keys that could escape their area (`..`, absolute paths, odd characters). */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9-]+\/[A-Za-z0-9._-]+$/.test(key) || key.includes('..')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
