/**
 * What the build scripts that make committed assets share (make-gallery-artwork.ts,
 * make-gallery-mockups.ts): a hash of their inputs, stored beside them, says whether the committed
 * files are still what the inputs make; each file is written atomically.
 */
import { createHash } from 'node:crypto';
import { access, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** SHA-256 (hex) of `files`' paths relative to `root` and their contents, in the order given. */
export async function hashOfFiles(root: string, files: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex');
}

/** Writes through a temporary file and a rename, so a stopped build leaves no half file. */
export async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/**
 * Whether the outputs need no remaking: `hashFile` holds `expected`, every one of `outputs` (absolute
 * paths) exists, and the command line has no `--force`.
 */
export async function upToDate(hashFile: string, expected: string, outputs: readonly string[]): Promise<boolean> {
  if (process.argv.includes('--force')) return false;
  const previous = await readFile(hashFile, 'utf8').catch(() => '');
  if (previous.trim() !== expected) return false;
  const present = await Promise.all(
    outputs.map((file) =>
      access(file).then(
        () => true,
        () => false,
      ),
    ),
  );
  return present.every(Boolean);
}
