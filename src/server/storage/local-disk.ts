/**
 * FileStorage on a local folder (the embedded default): files under `{root}/{key}`, with a
 * `.meta.json` beside each holding its content type and cache lifetime. Served by the app at
 * `/files/{key}`. Every write goes to a uniquely named temporary file, is flushed to disk (fsync) and
 * renamed into place, so a crash leaves either the whole file or none, plus at most a temporary file
 * that the next start removes.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { absoluteUrl } from '#shared/paths.ts';
import {
  assertSafeKey,
  assertSafePrefix,
  type FileStorage,
  type StoredFile,
  type StoredKeyPage,
} from './file-storage.ts';

const temporarySuffix = '.tmp';

/** Writes `body` to `file` atomically: unique temp file, fsync, rename. */
async function writeFileAtomic(file: string, body: Buffer | string): Promise<void> {
  const temp = `${file}.${randomBytes(8).toString('hex')}${temporarySuffix}`;
  const handle = await open(temp, 'wx');
  try {
    await handle.writeFile(body);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

export class LocalDiskStorage implements FileStorage {
  private readonly root: string;
  private readonly publicBase: string;

  /** @param root folder for the files; @param publicUrl the shop's origin. */
  constructor(root: string, publicUrl: string) {
    this.root = root;
    this.publicBase = publicUrl;
  }

  /**
   * Removes temporary files a crashed process left behind (issue 6 point 3). Call at start, before
   * serving: with one process per data folder, no write of another process can be under way.
   * @returns how many were removed.
   */
  async removeLeftoverTemporaryFiles(): Promise<number> {
    let removed = 0;
    let areas: string[];
    try {
      areas = await readdir(this.root);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    for (const area of areas) {
      const folder = path.join(this.root, area);
      if (!(await stat(folder)).isDirectory()) continue;
      for (const name of await readdir(folder)) {
        if (!name.endsWith(temporarySuffix)) continue;
        await rm(path.join(folder, name), { force: true });
        removed++;
      }
    }
    return removed;
  }

  async put(key: string, body: Buffer, options: { contentType: string; cacheSeconds: number }): Promise<void> {
    assertSafeKey(key);
    const file = path.join(this.root, key);
    await mkdir(path.dirname(file), { recursive: true });
    // Metadata first: a file is only visible (get/exists) once its body is in place.
    await writeFileAtomic(`${file}.meta.json`, JSON.stringify(options));
    await writeFileAtomic(file, body);
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

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    try {
      return (await stat(path.join(this.root, key))).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    const file = path.join(this.root, key);
    // Body first: a half-deleted file is invisible rather than served without its metadata.
    await rm(file, { force: true });
    await rm(`${file}.meta.json`, { force: true });
  }

  /** Cursor: the last key of the previous page (names are listed in order, after it). */
  async list(prefix: string, options: { cursor?: string; limit?: number } = {}): Promise<StoredKeyPage> {
    assertSafePrefix(prefix);
    const slash = prefix.indexOf('/');
    const area = prefix.slice(0, slash);
    const start = prefix.slice(slash + 1);
    const limit = options.limit ?? 1000;
    let names: string[];
    try {
      names = await readdir(path.join(this.root, area));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { keys: [], cursor: null };
      throw error;
    }
    const keys = names
      .filter((name) => name.startsWith(start) && !name.endsWith('.meta.json') && !name.endsWith(temporarySuffix))
      .map((name) => `${area}/${name}`)
      .filter((key) => options.cursor === undefined || key > options.cursor)
      .sort();
    const page = keys.slice(0, limit);
    return { keys: page, cursor: keys.length > limit ? (page.at(-1) ?? null) : null };
  }

  url(key: string): string {
    return absoluteUrl(this.publicBase, `/files/${key}`);
  }

  /** Local files have no signed URLs: they are served by the app's own routes. */
  async signedUrl(key: string): Promise<string | null> {
    assertSafeKey(key);
    return null;
  }

  async ping(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await stat(this.root);
  }
}
