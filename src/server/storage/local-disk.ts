/**
 * FileStorage on a local folder (the embedded default): files under `{dataDir}/files/{key}`, with a
 * `.meta.json` beside each holding its content type and cache lifetime. Served by the app at
 * `/files/{key}`.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { absoluteUrl } from '../../shared/paths.ts';
import { assertSafeKey, type FileStorage, type StoredFile } from './file-storage.ts';

export class LocalDiskStorage implements FileStorage {
  private readonly root: string;
  private readonly publicBase: string;

  /** @param root folder for the files; @param publicUrl the shop's origin. */
  constructor(root: string, publicUrl: string) {
    this.root = root;
    this.publicBase = publicUrl;
  }

  async put(key: string, body: Buffer, options: { contentType: string; cacheSeconds: number }): Promise<void> {
    assertSafeKey(key);
    const file = path.join(this.root, key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temp, body);
    await writeFile(`${file}.meta.json`, JSON.stringify(options));
    await rename(temp, file);
  }

  async get(key: string): Promise<StoredFile | null> {
    assertSafeKey(key);
    const file = path.join(this.root, key);
    try {
      const [body, meta] = await Promise.all([readFile(file), readFile(`${file}.meta.json`, 'utf8')]);
      const { contentType, cacheSeconds } = JSON.parse(meta) as { contentType: string; cacheSeconds: number };
      return { body, contentType, cacheSeconds };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    const file = path.join(this.root, key);
    await rm(file, { force: true });
    await rm(`${file}.meta.json`, { force: true });
  }

  publicUrl(key: string): string {
    return absoluteUrl(this.publicBase, `/files/${key}`);
  }
}
