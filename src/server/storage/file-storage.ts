/**
 * Stored files (customer uploads, later artwork): one interface, a local folder by default.
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

export interface FileStorage {
  /** Writes a file completely before it becomes visible under `key` (no reader sees half a file). */
  put(key: string, body: Buffer, options: { contentType: string; cacheSeconds: number }): Promise<void>;
  /** @returns the file, or `null` when no file has that key. */
  get(key: string): Promise<StoredFile | null>;
  /** Whether a file has that key. */
  exists(key: string): Promise<boolean>;
  /** Removes a file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Absolute URL a browser can load the file from. */
  publicUrl(key: string): string;
}

/**
 * SPEC §3 storage areas, plus issue 8's `artworks` (previews and provider renders, public URLs) and
 * `print-files` (full-size print files, only ever handed out by the staff order download).
 */
export type StorageArea = 'customer-uploads' | 'user-images' | 'artworks' | 'print-files';

/**
 * A fresh, unguessable key in `area` (128 random bits, URL-safe).
 * @param extension with the dot, e.g. `.jpg`.
 */
export function newStorageKey(area: StorageArea, extension: string): string {
  return `${area}/${randomBytes(16).toString('base64url')}${extension}`;
}

/** Rejects keys that could escape their area (`..`, absolute paths, odd characters). */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9-]+\/[A-Za-z0-9._-]+$/.test(key) || key.includes('..')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
