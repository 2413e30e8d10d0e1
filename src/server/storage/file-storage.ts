/**
 * Stored files (customer uploads, later artwork): one interface, a local folder by default.
 * Keys look like `customer-uploads/{customerId}.jpg` (SPEC §3 "Storage areas").
 */
export interface StoredFile {
  body: Buffer;
  contentType: string;
  cacheSeconds: number;
}

export interface FileStorage {
  /** Writes (or overwrites) a file. */
  put(key: string, body: Buffer, options: { contentType: string; cacheSeconds: number }): Promise<void>;
  /** @returns the file, or `null` when no file has that key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes a file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Absolute URL a browser can load the file from. */
  publicUrl(key: string): string;
}

/** Rejects keys that could escape their area (`..`, absolute paths, odd characters). */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9-]+\/[A-Za-z0-9._-]+$/.test(key) || key.includes('..')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
