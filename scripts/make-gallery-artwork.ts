/**
 * Makes the landing page's hero and before/after gallery images (SPEC §2.3 "#gallery with
 * before/after examples"; issue 8: "made from the sample photos by the same stylizer at build
 * time") from the photos in e2e/fixtures: for each photo a "before" cropped to 4:3, and one
 * "after" per storefront art style, made by the shop's own local stylizer (`ghibli` = painterly,
 * `animated` = cel), as 600 x 450 WebP in public/gallery/ (gitignored; Vite copies public/ into
 * the client build).
 *
 * Part of `npm run build` and `npm run dev`, before the client build. The work (about a second per
 * image) is skipped when every image exists and node_modules/.cache/make-gallery-artwork.hash
 * matches a hash of the photos, the stylizer's source and this script, so repeated builds cost
 * nothing. `--force` remakes them.
 * Run alone: `node scripts/make-gallery-artwork.ts` with the project's Node 24.
 */
import { createHash } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { applyStyle, decodeForStylizing } from '#server/artwork/local/local-filters.ts';
import { rawFromPlanes } from '#server/artwork/local/planes.ts';
import { type ArtworkStyle, previewLongSidePx } from '#shared/artwork.ts';

const root = path.resolve(import.meta.dirname, '..');
const sourceDir = path.join(root, 'e2e/fixtures');
const stylizerDir = path.join(root, 'src/server/artwork/local');
const outDir = path.join(root, 'public/gallery');
// Outside public/, so the stamp is not copied into the client build and served.
const hashFile = path.join(root, 'node_modules/.cache/make-gallery-artwork.hash');

/** Output size: 4:3, wide enough for a half-width card on a 1280 px screen at 2x density. */
const galleryImageSize = { width: 600, height: 450 } as const;

interface Photo {
  /** The landing's example id (gallery-data.ts `ExampleId`), the file name prefix. */
  id: string;
  file: string;
  /** Where to crop to 4:3 (the astronaut's face is at the top of a square photo). */
  position: string;
}

const photos: Photo[] = [
  { id: 'astronaut', file: 'astronaut.png', position: 'north' },
  { id: 'cat', file: 'chelsea.png', position: 'centre' },
  { id: 'coffee', file: 'coffee.png', position: 'centre' },
  { id: 'rocket', file: 'rocket.jpg', position: 'centre' },
];

/** The landing's art style names (art-style.ts `ArtStyle`) and the stylizer style each shows. */
const landingStyles: Array<{ name: 'ghibli' | 'animated'; style: ArtworkStyle }> = [
  { name: 'ghibli', style: 'painterly' },
  { name: 'animated', style: 'cel' },
];

/** Hash of everything the images depend on. */
async function inputsHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = [
    ...photos.map((photo) => path.join(sourceDir, photo.file)),
    ...(await readdir(stylizerDir))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .sort()
      .map((file) => path.join(stylizerDir, file)),
    path.join(root, 'src/shared/artwork.ts'),
    import.meta.filename,
  ];
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex');
}

/** Writes through a temporary file and a rename, so a stopped build leaves no half image. */
async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

const outputNames = photos.flatMap((photo) => [
  `${photo.id}-photo.webp`,
  ...landingStyles.map(({ name }) => `${photo.id}-${name}.webp`),
]);
const expected = await inputsHash();
const previous = await readFile(hashFile, 'utf8').catch(() => '');
const present = await Promise.all(
  outputNames.map((name) =>
    access(path.join(outDir, name)).then(
      () => true,
      () => false,
    ),
  ),
);
if (previous.trim() === expected && present.every(Boolean) && !process.argv.includes('--force')) {
  console.log('gallery artwork: up to date (public/gallery)');
  process.exit(0);
}

await mkdir(outDir, { recursive: true });
const started = performance.now();
for (const photo of photos) {
  // Crop to 4:3 at the preview size first, so the stylizer works at the scale it was tuned for
  // (the 1024 px preview a customer sees), then shrink its result to the card size.
  const cropped = await sharp(await readFile(path.join(sourceDir, photo.file)))
    .autoOrient()
    .resize({ width: previewLongSidePx, height: (previewLongSidePx * 3) / 4, fit: 'cover', position: photo.position })
    .png()
    .toBuffer();
  const planes = await decodeForStylizing(cropped, previewLongSidePx);
  const outputs: Array<[string, Buffer]> = [
    [
      `${photo.id}-photo.webp`,
      await sharp(cropped).resize(galleryImageSize).webp({ quality: 78, effort: 6 }).toBuffer(),
    ],
  ];
  for (const { name, style } of landingStyles) {
    const artwork = applyStyle(planes, style);
    const webp = await sharp(rawFromPlanes(artwork), {
      raw: { width: artwork.width, height: artwork.height, channels: 3 },
    })
      .resize({ ...galleryImageSize, kernel: 'lanczos3' })
      .webp({ quality: 82, effort: 6 })
      .toBuffer();
    outputs.push([`${photo.id}-${name}.webp`, webp]);
  }
  for (const [name, data] of outputs) await writeAtomically(path.join(outDir, name), data);
}
await mkdir(path.dirname(hashFile), { recursive: true });
await writeAtomically(hashFile, `${expected}\n`);
console.log(
  `gallery artwork: ${outputNames.length} images in public/gallery (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
