/**
 * Makes the landing page's before/after gallery images (SPEC §2.3 "#gallery with before/after
 * examples") from the real photos in e2e/fixtures: for each photo a resized "before" and two
 * stylised "after" versions, one per art style (SPEC §1: Ghibli style and animated style), as WebP
 * in public/gallery/. Run: `node scripts/make-gallery-artwork.ts` with the project's Node 24
 * (`npx node ...` when the system node is older); it overwrites the files it makes.
 *
 * The artwork is a filter, not the product's AI transformation: smoothing flattens texture, palette
 * quantisation without dithering gives flat cel-like colour areas, and dark edge lines from a
 * Laplacian kernel are multiplied over it.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const sourceDir = path.resolve('e2e/fixtures');
const outDir = path.resolve('public/gallery');

/** Output size: 4:3, wide enough for a half-width card on a 1280 px screen at 2x density. */
const galleryImageSize = { width: 600, height: 450 } as const;

interface Photo {
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

interface Style {
  /** Median filter window: larger flattens more texture. */
  median: number;
  /** Second, smaller median pass: rounds off the blotches the first one leaves, like brush strokes. */
  median2: number;
  /** Colours left after quantisation. */
  colours: number;
  saturation: number;
  brightness: number;
  /** Linear contrast `a * x + b`: a < 1 with b > 0 lifts shadows into a soft, airy palette. */
  linear: [number, number];
  /** Multiplies the edge strength; higher gives darker, bolder outlines. */
  lineStrength: number;
  /** Edge strength below this is ignored, so flat areas keep no noise lines. */
  lineThreshold: number;
  /** Blur (sigma) before the edge kernel: larger keeps only the main contours, not fur or grain. */
  lineScale: number;
  /** Softens the lines (sigma); 0 keeps them crisp. */
  lineBlur: number;
  /** Colour of the outlines (ink). */
  ink: [number, number, number];
}

const styles: Record<'animated' | 'ghibli', Style> = {
  // Bold cartoon look: few saturated colours, crisp dark outlines.
  animated: {
    median: 7,
    median2: 3,
    colours: 20,
    saturation: 1.45,
    brightness: 1.04,
    linear: [1.08, -6],
    lineStrength: 9,
    lineThreshold: 6,
    lineScale: 1.1,
    lineBlur: 0.3,
    ink: [28, 22, 30],
  },
  // Soft hand-painted look: warm pastel colours, thin soft outlines.
  ghibli: {
    median: 9,
    median2: 5,
    colours: 32,
    saturation: 1.3,
    brightness: 1.1,
    linear: [0.84, 30],
    lineStrength: 8,
    lineThreshold: 5,
    lineScale: 1.6,
    lineBlur: 0.6,
    ink: [74, 50, 40],
  },
};

/** Edge lines as an RGB image: white where flat, `ink` where the Laplacian is strong. */
async function edgeLines(smoothed: Buffer, style: Style): Promise<Buffer> {
  const { width, height } = galleryImageSize;
  // Offset 128 keeps negative responses; their magnitude matters as much as the positive ones.
  const { data } = await sharp(smoothed, { raw: { width, height, channels: 3 } })
    .greyscale()
    .blur(style.lineScale)
    .convolve({ width: 3, height: 3, kernel: [-1, -1, -1, -1, 8, -1, -1, -1, -1], offset: 128 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const lines = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const strength = Math.max(0, Math.abs(data[i] - 128) - style.lineThreshold) * style.lineStrength;
    const t = Math.min(1, strength / 255);
    for (let c = 0; c < 3; c++) lines[i * 3 + c] = Math.round(255 - t * (255 - style.ink[c]));
  }
  let image = sharp(lines, { raw: { width, height, channels: 3 } });
  if (style.lineBlur > 0) image = image.blur(style.lineBlur);
  return image.png().toBuffer();
}

/** The stylised artwork of one resized photo (raw RGB), as WebP. */
async function artwork(photo: Buffer, style: Style): Promise<Buffer> {
  const { width, height } = galleryImageSize;
  const firstPass = await sharp(photo, { raw: { width, height, channels: 3 } })
    .median(style.median)
    .raw()
    .toBuffer();
  const smoothed = await sharp(firstPass, { raw: { width, height, channels: 3 } })
    .median(style.median2)
    .raw()
    .toBuffer();

  // Quantising to a small palette without dithering leaves flat colour areas (a posterize).
  const flat = await sharp(smoothed, { raw: { width, height, channels: 3 } })
    .modulate({ saturation: style.saturation, brightness: style.brightness })
    .linear(style.linear[0], style.linear[1])
    .png({ palette: true, colours: style.colours, dither: 0 })
    .toBuffer();

  return sharp(flat)
    .composite([{ input: await edgeLines(smoothed, style), blend: 'multiply' }])
    .removeAlpha()
    .webp({ quality: 80, effort: 6 })
    .toBuffer();
}

await mkdir(outDir, { recursive: true });
for (const photo of photos) {
  const resized = await sharp(path.join(sourceDir, photo.file))
    .rotate()
    .resize({ ...galleryImageSize, fit: 'cover', position: photo.position })
    .removeAlpha()
    .raw()
    .toBuffer();
  const raw = { raw: { ...galleryImageSize, channels: 3 as const } };
  const outputs: Array<[string, Buffer]> = [
    [`${photo.id}-photo.webp`, await sharp(resized, raw).webp({ quality: 78, effort: 6 }).toBuffer()],
    [`${photo.id}-animated.webp`, await artwork(resized, styles.animated)],
    [`${photo.id}-ghibli.webp`, await artwork(resized, styles.ghibli)],
  ];
  for (const [name, data] of outputs) {
    const file = path.join(outDir, name);
    await writeFile(file, data);
    const { size } = await stat(file);
    console.log(`${path.relative(process.cwd(), file)}  ${(size / 1024).toFixed(1)} KB`);
  }
}
