/**
 * Makes the landing page's hero and before/after gallery images (SPEC §2.3 "#gallery with
 * before/after examples"; issue 8: "made from the sample photos by the same stylizer at build
 * time") from the photos in e2e/fixtures: for each photo a "before" cropped to 4:3, and one
 * "after" per storefront art style, made by the shop's own local stylizer (`ghibli` = painterly,
 * `animated` = cel). Each image is written in public/gallery/ (Vite copies public/ into the client
 * build) at every width of `galleryWidths` (4:3) as AVIF, WebP and JPEG, named
 * `{id}-{photo|ghibli|animated}-{width}.{avif|webp|jpg}`, for the pages' `<picture>` srcsets
 * (issue 9: no image larger than its slot needs).
 *
 * Part of `npm run build` and `npm run dev`, before the client build. The images and
 * scripts/make-gallery-artwork.hash (a hash of the photos, the stylizer's source and this script)
 * are committed (issue 23 point 1: making them takes 25-35 s, which a newcomer's first `npm start`
 * should not wait for), so the work is skipped when every image exists and the hash matches. A
 * change to the stylizer or the photos remakes them on the next build; commit the new images and
 * hash with that change. `--force` remakes them.
 * Run alone: `node scripts/make-gallery-artwork.ts` with the project's Node 24.
 */
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { type GalleryFormat, galleryFormats, galleryWidths } from '#client/lib/gallery-data.ts';
import { applyStyle, decodeForStylizing } from '#server/images/filters/local-filters.ts';
import { rawFromPlanes } from '#server/images/filters/planes.ts';
import { type ArtworkStyle, previewLongSidePx } from '#shared/artwork.ts';
import { hashOfFiles, upToDate, writeAtomically } from './committed-assets.ts';

const root = path.resolve(import.meta.dirname, '..');
const sourceDir = path.join(root, 'e2e/fixtures');
const stylizerDir = path.join(root, 'src/server/images/filters');
const outDir = path.join(root, 'public/gallery');
// Outside public/, so the stamp is not copied into the client build and served; committed with the images.
const hashFile = path.join(root, 'scripts/make-gallery-artwork.hash');

/**
 * Encoder settings per format. AVIF at sharp's default quality is about half the WebP's bytes at
 * the same look; the JPEG only serves browsers without either (mozjpeg, progressive).
 */
function encode(image: Sharp, format: GalleryFormat, artwork: boolean): Promise<Buffer> {
  if (format === 'avif') return image.avif({ quality: artwork ? 55 : 50, effort: 3 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: artwork ? 82 : 78, effort: 6 }).toBuffer();
  return image.jpeg({ quality: artwork ? 82 : 78, mozjpeg: true }).toBuffer();
}

/** Every width and format of one image (`raw` 4:3 pixels, larger than the widest variant). */
async function variants(name: string, source: () => Sharp, artwork: boolean): Promise<Array<[string, Buffer]>> {
  const out: Array<[string, Buffer]> = [];
  for (const width of galleryWidths) {
    const resized = source().resize({ width, height: (width * 3) / 4, kernel: 'lanczos3' });
    for (const format of galleryFormats) {
      out.push([`${name}-${width}.${format}`, await encode(resized.clone(), format, artwork)]);
    }
  }
  return out;
}

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
  const files = [
    ...photos.map((photo) => path.join(sourceDir, photo.file)),
    ...(await readdir(stylizerDir))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .sort()
      .map((file) => path.join(stylizerDir, file)),
    path.join(root, 'src/shared/artwork.ts'),
    path.join(root, 'src/client/lib/gallery-data.ts'),
    import.meta.filename,
  ];
  return hashOfFiles(root, files);
}

const outputNames = photos.flatMap((photo) =>
  [`${photo.id}-photo`, ...landingStyles.map(({ name }) => `${photo.id}-${name}`)].flatMap((name) =>
    galleryWidths.flatMap((width) => galleryFormats.map((format) => `${name}-${width}.${format}`)),
  ),
);
const expected = await inputsHash();
if (
  await upToDate(
    hashFile,
    expected,
    outputNames.map((name) => path.join(outDir, name)),
  )
) {
  console.log('gallery artwork: up to date (public/gallery)');
  process.exit(0);
}

await mkdir(outDir, { recursive: true });
const started = performance.now();
for (const photo of photos) {
  // Crop to 4:3 at the preview size first, so the stylizer works at the scale it was tuned for
  // (the 1024 px preview a customer sees), then shrink its result to each width.
  const cropped = await sharp(await readFile(path.join(sourceDir, photo.file)))
    .autoOrient()
    .resize({ width: previewLongSidePx, height: (previewLongSidePx * 3) / 4, fit: 'cover', position: photo.position })
    .png()
    .toBuffer();
  const planes = await decodeForStylizing(cropped, previewLongSidePx);
  const outputs = await variants(`${photo.id}-photo`, () => sharp(cropped), false);
  for (const { name, style } of landingStyles) {
    const artwork = applyStyle(planes, style);
    const raw = rawFromPlanes(artwork);
    const info = { raw: { width: artwork.width, height: artwork.height, channels: 3 as const } };
    outputs.push(...(await variants(`${photo.id}-${name}`, () => sharp(raw, info), true)));
  }
  for (const [name, data] of outputs) await writeAtomically(path.join(outDir, name), data);
}
// Drop images no longer made (e.g. the single-size `{id}-{kind}.webp` of earlier builds).
const wanted = new Set(outputNames);
for (const file of await readdir(outDir)) {
  if (/\.(avif|webp|jpg)$/.test(file) && !wanted.has(file)) await rm(path.join(outDir, file));
}
await mkdir(path.dirname(hashFile), { recursive: true });
await writeAtomically(hashFile, `${expected}\n`);
console.log(
  `gallery artwork: ${outputNames.length} images in public/gallery (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
