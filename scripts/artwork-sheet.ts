/**
 * `npm run artwork:sheet -- [photo...]` (issue 20 §8): a contact sheet for people to judge the
 * artwork. For every photo given (default: the repository's example photos in e2e/fixtures) it makes
 * every style with every provider the shop's configuration names, the same way the shop does: the
 * photo normalised as an upload, the local stylizer (painterly, cel) on the image worker threads, and
 * each provider of the style (`STYLIZER`, `ARTWORK_PROVIDERS_{STYLE}` and their keys: hosted ones
 * called for real, which costs money, see `ARTWORK_COST_*`; a merchant's ONNX model run locally). One self-contained HTML page, with the time each
 * took, its size and the effective DPI its print file would have with `PRINT_UPSCALER`, is written
 * to artwork-sheets/ (gitignored); its path is printed at the end.
 * Options: `--out=FILE` another file name; `--providers=local,replicate` only these.
 */
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { createStylizers } from '#server/artwork/create-stylizers.ts';
import { localMaxLongSidePx } from '#server/artwork/local-stylizer.ts';
import { createReplicateUpscaler } from '#server/artwork/replicate-upscaler.ts';
import type { Stylizer } from '#server/artwork/stylizer.ts';
import { loadConfig } from '#server/config.ts';
import { createImageWorkerPool } from '#server/images/image-worker-pool.ts';
import { startOnnxRunner } from '#server/images/onnx-runner.ts';
import {
  type ArtworkProvider,
  type ArtworkStyle,
  artworkStyles,
  detailPrintDpi,
  effectivePrintDpi,
  previewLongSidePx,
  renderPrintDpi,
} from '#shared/artwork.ts';
import {
  renderSheet,
  type SheetCell,
  type SheetColumn,
  type SheetData,
  type SheetPhoto,
} from './artwork-sheet-page.ts';

const root = path.resolve(import.meta.dirname, '..');
const examplesDir = path.join(root, 'e2e/fixtures');
const outDir = path.join(root, 'artwork-sheets');
/** Size of the images in the page (data URIs: the page stays a few MB). */
const thumbPx = 480;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, providers: { type: 'string' } },
});

/** The photos to use: the arguments, else every example photo. */
async function photoFiles(): Promise<string[]> {
  if (positionals.length > 0) return positionals.map((file) => path.resolve(file));
  const names = (await readdir(examplesDir)).filter((name) => /\.(png|jpe?g|webp|avif)$/i.test(name)).sort();
  return names.map((name) => path.join(examplesDir, name));
}

async function thumb(image: Buffer): Promise<string> {
  const webp = await sharp(image)
    .resize({ width: thumbPx, height: thumbPx, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  return `data:image/webp;base64,${webp.toString('base64')}`;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 400);

const config = loadConfig();
const images = createImageWorkerPool(config.imageWorkers);
// A merchant's ONNX model (issue 20 §7) runs in a process of its own, started as the server starts it.
const onnx = config.stylizer.onnx
  ? await startOnnxRunner(config.stylizer.onnx, {
      timeoutSeconds: config.imageWorkers.artwork.printTimeoutSeconds,
      maxQueue: config.imageWorkers.artwork.maxQueue,
      threads: config.imageWorkers.artwork.threads,
    })
  : null;
const stylizers = await createStylizers(config.stylizer, images, onnx);
// Only its detail scale is read here; nothing is sent to Replicate for the sheet.
const detailScale = config.printUpscaler.replicate
  ? createReplicateUpscaler(config.printUpscaler.replicate, images.upscaleForPrint).detailScale
  : 1;
const only = values.providers?.split(',').map((name) => name.trim());

// Per style: the local stylizer, then its hosted providers in the order the shop tries them.
const columns: Array<SheetColumn & { style: ArtworkStyle; stylizer: Stylizer }> = [];
for (const style of artworkStyles) {
  const providers: ArtworkProvider[] = ['local', ...stylizers.chainFor(style)];
  for (const provider of providers) {
    const stylizer = stylizers.forProvider(provider);
    if (stylizer && (!only || only.includes(provider))) columns.push({ style, provider, stylizer });
  }
}

/** The print DPI of a render, as the storefront tells the customer before paying. */
function printDpi(provider: string, photo: SheetPhoto, width: number, height: number): number {
  return provider === 'local'
    ? renderPrintDpi(photo.width, photo.height, localMaxLongSidePx, detailScale)
    : detailPrintDpi(width, height, detailScale);
}

const rows: SheetData['rows'] = [];
try {
  for (const file of await photoFiles()) {
    const name = path.basename(file);
    let source: Buffer | null = null;
    let photo: SheetPhoto;
    try {
      const upload = await images.normalizeUpload(await readFile(file), config.uploadMaxPixels);
      source = upload.body;
      const { width, height } = upload;
      photo = { name, thumb: await thumb(source), width, height, dpi: effectivePrintDpi(width, height), error: null };
    } catch (error) {
      photo = { name, thumb: null, width: 0, height: 0, dpi: 0, error: reason(error) };
      console.log(`${name}: not used: ${reason(error)}`);
    }
    const cells: SheetCell[] = [];
    for (const { style, provider, stylizer } of columns) {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      if (!source) {
        cells.push({ ok: false, ms: 0, error: 'The photo could not be read' });
        continue;
      }
      try {
        const longSidePx = provider === 'local' ? previewLongSidePx : stylizer.maxLongSidePx;
        const image = await stylizer.stylize(source, style, { longSidePx });
        const ms = elapsed();
        cells.push({
          ok: true,
          ms,
          thumb: await thumb(image.body),
          width: image.width,
          height: image.height,
          printDpi: printDpi(provider, photo, image.width, image.height),
          costMinor: config.artworkLimits.costMinor[provider] ?? 0,
        });
        console.log(`${name} ${style} ${provider}: ${ms} ms, ${image.width} x ${image.height} px`);
      } catch (error) {
        cells.push({ ok: false, ms: elapsed(), error: reason(error) });
        console.log(`${name} ${style} ${provider}: failed after ${elapsed()} ms: ${reason(error)}`);
      }
    }
    rows.push({ photo, cells });
  }
} finally {
  await Promise.all([images.close(), onnx?.close()]);
}

const html = renderSheet({
  generatedAt: new Date(),
  settings: [
    ['STYLIZER', config.stylizer.kind],
    ['PRINT_UPSCALER', config.printUpscaler.method],
    ['print render of the local styles', `${localMaxLongSidePx} px`],
    ['upscaler detail scale', `${detailScale}x`],
  ],
  columns: columns.map(({ style, provider }) => ({ style, provider })),
  rows,
  currency: config.artworkLimits.currency,
});
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const target = values.out ? path.resolve(values.out) : path.join(outDir, `artwork-sheet-${stamp}.html`);
await mkdir(path.dirname(target), { recursive: true });
// Written whole, then renamed: a reader never sees half a page.
await writeFile(`${target}.tmp`, html);
await rename(`${target}.tmp`, target);
console.log(target);
