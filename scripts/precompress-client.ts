/**
 * Precompresses the built client's text files (issue 9): next to every html, js, css, json, svg,
 * txt, xml and webmanifest file of `<BUILD_DIR or build>/client` of at least 1 KiB it writes
 * `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9), which the server sends with
 * @fastify/static's `preCompressed` (src/server/plugins/static-client.ts). Run by `npm run build`
 * after `react-router build`: `node scripts/precompress-client.ts [clientDir]`.
 *
 * Smaller files are left alone (as nginx's gzip_min_length and most build plugins do: the framing
 * costs about what it saves); the server compresses those on the fly. A variant that would not be
 * smaller than the file is not written, so the server falls back to the file itself.
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { paths } from '../src/shared/paths.ts';
import { storefronts } from '../src/shared/storefronts.ts';

const textExtensions = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);
/** Files below this many bytes are not precompressed. */
const minimumBytes = 1024;

/**
 * Brotli quality of the pages and other unhashed files (issue 23 point 1: the first start waits for
 * this). Quality 10 takes about a third of 11's time on the 5 MB of prerendered pages for 2 % more
 * bytes (about 0.2 KiB a page); hashed assets, cached for a year by every visitor, keep 11, and so
 * do the storefronts' landing pages (`landingPages`).
 */
const pageQuality = 10;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const clientDir = path.resolve(process.argv[2] ?? path.join(process.env.BUILD_DIR || 'build', 'client'));

/**
 * The landing pages (`index.html` of every storefront's root), brotli 11 like the hashed assets:
 * the most requested HTML, whose bytes set the landing GET's throughput (issue 22 §4, `npm run
 * bench`'s same-bytes row). 2.5 % fewer bytes (0.4 KiB) for ~0.1 s more per page, 8 pages.
 */
const landingPages = new Set(
  storefronts.map(({ locale, variant }) => path.join(clientDir, paths.storefront(locale, variant), 'index.html')),
);

/** Every file below `dir`, as absolute paths. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `target` when `compressed` is smaller than the original, else removes a stale one. */
async function writeIfSmaller(target: string, compressed: Buffer, originalBytes: number): Promise<number> {
  if (compressed.length >= originalBytes) {
    await rm(target, { force: true });
    return 0;
  }
  await writeFile(target, compressed);
  return compressed.length;
}

/**
 * Compresses one file to .br and .gz.
 * @returns bytes of the file, its .br and its .gz (0 for a variant not written).
 */
async function precompress(file: string): Promise<[number, number, number]> {
  const content = await readFile(file);
  const quality =
    file.includes(`${path.sep}assets${path.sep}`) || landingPages.has(file)
      ? constants.BROTLI_MAX_QUALITY
      : pageQuality;
  // zlib's callback forms run on libuv's thread pool, so files compress in parallel.
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  return [
    content.length,
    await writeIfSmaller(`${file}.br`, br, content.length),
    await writeIfSmaller(`${file}.gz`, gz, content.length),
  ];
}

const started = performance.now();
const candidates: string[] = [];
for (const file of await listFiles(clientDir)) {
  if (!textExtensions.has(path.extname(file))) continue;
  if ((await stat(file)).size < minimumBytes) continue;
  candidates.push(file);
}
// The largest first, so the longest brotli runs do not end up last on the pool.
const sizes = new Map(await Promise.all(candidates.map(async (file) => [file, (await stat(file)).size] as const)));
candidates.sort((a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0));
const totals = [0, 0, 0];
await Promise.all(
  candidates.map(async (file) => {
    const bytes = await precompress(file);
    for (let i = 0; i < 3; i++) totals[i] += bytes[i];
  }),
);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
console.log(
  `precompressed ${candidates.length} files in ${path.relative(process.cwd(), clientDir) || '.'}: ` +
    `${kib(totals[0])} -> br ${kib(totals[1])}, gz ${kib(totals[2])} ` +
    `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
