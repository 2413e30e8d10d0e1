/**
 * Picks the file storage from the configuration: an S3-compatible bucket when `S3_BUCKET` is set,
 * else the local folder `{dataDir}/files` (docs/decisions/0008).
 */
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalDiskStorage } from './local-disk.ts';

/**
 * Builds the storage and tidies what an earlier stop may have left (local temporary files).
 * @returns the storage, a note for the start log (or null), and what to do on app close.
 */
export async function createFileStorage(
  config: Pick<AppConfig, 's3' | 'dataDir' | 'publicUrl'>,
): Promise<{ storage: FileStorage; note: string | null; close(): void }> {
  if (config.s3) {
    // The AWS SDK loads only for a shop that uses S3: it is ~0.3 s of a start (ADR 0034).
    const { S3Storage } = await import('./s3.ts');
    const storage = new S3Storage(config.s3, config.publicUrl);
    return { storage, note: null, close: () => storage.close() };
  }
  const storage = new LocalDiskStorage(path.join(config.dataDir, 'files'), config.publicUrl);
  const leftovers = await storage.removeLeftoverTemporaryFiles();
  const note = leftovers > 0 ? `Removed ${leftovers} temporary files left by an earlier stop` : null;
  return { storage, note, close: () => {} };
}
