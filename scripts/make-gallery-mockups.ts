/**
 * Makes the landing's garment mockups (issue 22 §1, §4): every example artwork the hero and the
 * gallery show (gallery-data.ts `galleryMockups`), drawn onto its garment and colour by the server's
 * own mockup renderer (src/server/images/mockup-renderer.ts: the same drawings, folds and shading as
 * the customize page and the order emails), on a transparent background, written to
 * public/gallery/mockups/ at each of `galleryMockupWidths` as AVIF and WebP. The landing then sends
 * small images instead of ~15 KB of inline SVG with filters per mockup.
 *
 * Runs after scripts/make-gallery-artwork.ts in `npm run build` and `npm run dev` (it reads that
 * script's 960 px artworks). Like the gallery, the images and scripts/make-gallery-mockups.hash are
 * committed, and the work is skipped when every image exists and the hash of the inputs matches;
 * `--force` remakes them. Run alone: `node scripts/make-gallery-mockups.ts`.
 */
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import {
  type GalleryMockupFormat,
  galleryMockupFormats,
  galleryMockupSrc,
  galleryMockups,
  galleryMockupWidths,
  gallerySrc,
} from '#client/lib/gallery-data.ts';
import { renderMockup } from '#server/images/mockup-renderer.ts';
import { hashOfFiles, upToDate, writeAtomically } from './committed-assets.ts';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'public');
const outDir = path.join(publicDir, 'gallery/mockups');
// Outside public/, so the stamp is not served; committed with the images.
const hashFile = path.join(root, 'scripts/make-gallery-mockups.hash');

const mockups = galleryMockups();
const outputs = mockups.flatMap((mockup) =>
  galleryMockupWidths.flatMap((width) =>
    galleryMockupFormats.map((format) => ({ mockup, width, format, url: galleryMockupSrc(mockup, width, format) })),
  ),
);

/** Files of a folder, sorted, as absolute paths (none when it does not exist). */
async function filesOf(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => []);
  return names.sort().map((name) => path.join(dir, name));
}

/** Hash of everything the mockups depend on: the artworks, the renderer, its drawings and maps. */
async function inputsHash(): Promise<string> {
  const artworks = [...new Set(mockups.map((m) => path.join(publicDir, gallerySrc(m.id, m.style, 960, 'webp'))))];
  const files = [
    ...artworks.sort(),
    ...['mockup-renderer.ts', 'mockup-maths.ts', 'mockup-assets.ts'].map((file) =>
      path.join(root, 'src/server/images', file),
    ),
    ...(await filesOf(path.join(root, 'src/server/images/mockup-assets'))),
    ...(await filesOf(path.join(publicDir, 'mockups'))),
    path.join(root, 'src/shared/mockup-maps.ts'),
    path.join(root, 'src/client/lib/gallery-data.ts'),
    import.meta.filename,
  ];
  return hashOfFiles(root, files);
}

/** Encoder settings: small slots, so quality can stay moderate; alpha kept by both. */
function encode(image: Sharp, format: GalleryMockupFormat): Promise<Buffer> {
  if (format === 'avif') return image.avif({ quality: 60, effort: 4 }).toBuffer();
  return image.webp({ quality: 82, alphaQuality: 90, effort: 6 }).toBuffer();
}

const fileOf = (url: string) => path.join(publicDir, url);
const expected = await inputsHash();
if (
  await upToDate(
    hashFile,
    expected,
    outputs.map(({ url }) => fileOf(url)),
  )
) {
  console.log('gallery mockups: up to date (public/gallery/mockups)');
  process.exit(0);
}

await mkdir(outDir, { recursive: true });
const started = performance.now();
for (const mockup of mockups) {
  const artwork = await readFile(fileOf(gallerySrc(mockup.id, mockup.style, 960, 'webp')));
  const rendered = await renderMockup(artwork, {
    productType: mockup.productType,
    color: mockup.color,
    transparent: true,
  });
  for (const output of outputs.filter((o) => o.mockup === mockup)) {
    const resized = sharp(rendered.body).resize(output.width, output.width, { kernel: 'lanczos3' });
    await writeAtomically(fileOf(output.url), await encode(resized, output.format));
  }
}
// Drop mockups no longer shown (an example moved to another garment).
const wanted = new Set(outputs.map(({ url }) => fileOf(url)));
for (const file of await filesOf(outDir)) {
  if (!wanted.has(file)) await rm(file);
}
await writeAtomically(hashFile, `${expected}\n`);
console.log(
  `gallery mockups: ${outputs.length} images of ${mockups.length} mockups in public/gallery/mockups (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
