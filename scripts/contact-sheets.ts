/**
 * `npm run contact-sheets` (issue 8): renders every photo in e2e/fixtures in both styles of the
 * local stylizer and writes one contact sheet per photo (photo | painterly | cel, each at the
 * 1024 px preview size, from the encoded preview a customer would get) plus `all.png`, all rows
 * at a third of the size, to e2e/screenshots/contact-sheets/ (gitignored). Look at them after
 * changing a filter: the tests check bounds, only eyes can tell a painting from a smear.
 */
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { stylizeLocal } from '#server/images/filters/local-filters.ts';
import { artworkStyles, previewLongSidePx } from '#shared/artwork.ts';

const fixturesDir = path.resolve('e2e/fixtures');
const outDir = path.resolve('e2e/screenshots/contact-sheets');
const gap = 16;
const background = { r: 255, g: 255, b: 255 };

/** Lays `panels` (encoded images of the same height) side by side with a gap, as PNG. */
async function row(panels: Buffer[], height: number): Promise<{ png: Buffer; width: number }> {
  const resized = await Promise.all(panels.map((panel) => sharp(panel).resize({ height }).png().toBuffer()));
  const widths = await Promise.all(resized.map(async (panel) => (await sharp(panel).metadata()).width));
  const width = widths.reduce((sum, w) => sum + w, 0) + gap * (panels.length + 1);
  let left = gap;
  const composites = resized.map((input, i) => {
    const placed = { input, left, top: gap };
    left += widths[i] + gap;
    return placed;
  });
  const png = await sharp({ create: { width, height: height + 2 * gap, channels: 3, background } })
    .composite(composites)
    .png()
    .toBuffer();
  return { png, width };
}

await mkdir(outDir, { recursive: true });
const files = (await readdir(fixturesDir)).filter((file) => /\.(png|jpe?g|webp)$/i.test(file)).sort();
const rows: Array<{ png: Buffer; width: number; height: number }> = [];
for (const file of files) {
  const source = await readFile(path.join(fixturesDir, file));
  const photo = await sharp(source)
    .autoOrient()
    .resize({ width: previewLongSidePx, height: previewLongSidePx, fit: 'inside' })
    .png()
    .toBuffer();
  const panels: Buffer[] = [photo];
  const timings: string[] = [];
  for (const style of artworkStyles) {
    const started = performance.now();
    const artwork = await stylizeLocal(source, style, { longSidePx: previewLongSidePx });
    timings.push(
      `${style} ${(performance.now() - started).toFixed(0)} ms, ${(artwork.body.length / 1024).toFixed(0)} KiB`,
    );
    panels.push(artwork.body);
  }
  const { height } = await sharp(photo).metadata();
  const sheet = await row(panels, height);
  const name = `${path.parse(file).name}.png`;
  await sharp(sheet.png).toFile(path.join(outDir, name));
  const small = await row(panels, Math.round(height / 3));
  rows.push({ png: small.png, width: small.width, height: Math.round(height / 3) + 2 * gap });
  console.log(`${path.relative(process.cwd(), path.join(outDir, name))}  ${timings.join('; ')}`);
}
const width = Math.max(...rows.map((r) => r.width));
let top = 0;
const composites = rows.map((r) => {
  const placed = { input: r.png, left: 0, top };
  top += r.height;
  return placed;
});
await sharp({ create: { width, height: top, channels: 3, background } })
  .composite(composites)
  .png()
  .toFile(path.join(outDir, 'all.png'));
console.log(path.relative(process.cwd(), path.join(outDir, 'all.png')));
