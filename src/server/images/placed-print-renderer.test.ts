/**
 * The placed print file (issue 20 §5) against an SVG drawing of the same placement made the way the
 * page draws it (the shared maths' numbers in an SVG `<g transform>` with a clip path, rendered by
 * librsvg): the whole transparent print area at 300 DPI, the image where the placement puts it,
 * cut and turned, the text line in its colour; an image of another aspect is kept inside.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '#shared/errors.ts';
import {
  clampPlacement,
  layoutText,
  type Placement,
  placedImageBounds,
  placeImage,
  printAreaUnits,
} from '#shared/placement.ts';
import { renderPlacedPrint } from './placed-print-renderer.ts';
import { loadPlacementFont } from './placement-fonts.ts';

const size = { width: 600, height: 800 };

/** A 400 x 300 test image: four coloured quarters, so a turn or a flip shows. */
async function quarters(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">
    <rect width="200" height="150" fill="#d22"/><rect x="200" width="200" height="150" fill="#2a2"/>
    <rect y="150" width="200" height="150" fill="#22d"/><rect x="200" y="150" width="200" height="150" fill="#dd2"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The placement drawn as the page's SVG draws it (print-area units), rendered at `size`. */
async function pageDrawing(image: Buffer, placement: Placement, aspect: number): Promise<Buffer> {
  const placed = placeImage(clampPlacement(placement, aspect), aspect);
  const { clip } = placed;
  const shape =
    clip.kind === 'circle'
      ? `<circle r="${clip.radius}"/>`
      : `<rect x="${-clip.width / 2}" y="${-clip.height / 2}" width="${clip.width}" height="${clip.height}" rx="${clip.radius}"/>`;
  const text = placement.text ? layoutText(await loadPlacementFont(placement.text.font), placement.text) : null;
  const href = `data:image/png;base64,${image.toString('base64')}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${size.width}" height="${size.height}" viewBox="0 0 ${printAreaUnits.width} ${printAreaUnits.height}">
    <g transform="translate(${placed.cx} ${placed.cy}) rotate(${placed.rotation})">
      <clipPath id="crop">${shape}</clipPath>
      <image xlink:href="${href}" x="${-placed.width / 2}" y="${-placed.height / 2}" width="${placed.width}" height="${placed.height}" preserveAspectRatio="none" clip-path="url(#crop)"/>
    </g>
    ${text ? `<path d="${text.d}" fill="${text.color}"/>` : ''}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Mean absolute difference (0..255) of two RGBA images at 60 x 80 over the pixels either has ink
 * on: colour weighted by alpha, and alpha.
 */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const raw = (image: Buffer) =>
    sharp(image).resize(60, 80, { fit: 'fill' }).ensureAlpha().raw().toBuffer({ resolveWithObject: false });
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  let sum = 0;
  let inked = 0;
  for (let i = 0; i < x.length; i += 4) {
    if ((x[i + 3] ?? 0) === 0 && (y[i + 3] ?? 0) === 0) continue;
    inked++;
    for (let c = 0; c < 3; c++) {
      sum += Math.abs(((x[i + c] ?? 0) * (x[i + 3] ?? 0) - (y[i + c] ?? 0) * (y[i + 3] ?? 0)) / 255);
    }
    sum += Math.abs((x[i + 3] ?? 0) - (y[i + 3] ?? 0));
  }
  return sum / (Math.max(1, inked) * 4);
}

describe('renderPlacedPrint', () => {
  it('draws what the page draws: moved, scaled, turned, cut to a circle, with the text line', async () => {
    const image = await quarters();
    const placement: Placement = {
      side: 'back',
      x: 0.45,
      y: 0.4,
      scale: 0.6,
      rotation: 25,
      crop: 'circle',
      text: { content: 'Luna 2026', font: 'pacifico', color: '#1d4ed8', x: 0.5, y: 0.85, size: 0.09 },
    };
    const print = await renderPlacedPrint(image, placement, size);
    expect(print).toMatchObject({ width: 600, height: 800, contentType: 'image/png', upscaled: false });
    const meta = await sharp(print.body).metadata();
    expect(meta).toMatchObject({ width: 600, height: 800, hasAlpha: true });
    const page = await pageDrawing(image, placement, 4 / 3);
    const same = await difference(print.body, page);
    // The comparison tells placements apart: unturned, it is far off.
    const unturned = await difference(print.body, await pageDrawing(image, { ...placement, rotation: 0 }, 4 / 3));
    expect(same).toBeLessThan(3);
    expect(unturned).toBeGreaterThan(same * 4);
  });

  it('keeps the rest of the print area transparent and reports the DPI at the placed size', async () => {
    const image = await quarters();
    const placement: Placement = { side: 'front', x: 0.5, y: 0.3, scale: 0.5, rotation: 0, crop: 'rounded' };
    const print = await renderPlacedPrint(image, placement, { width: 3600, height: 4800 });
    // 400 px over half of 12 in: 66 DPI, enlarged.
    expect(print).toMatchObject({ width: 3600, height: 4800, dpi: 66, upscaled: true });
    const { data } = await sharp(print.body).raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * 3600 + x) * 4 + 3];
    const box = placedImageBounds(placeImage(placement, 4 / 3));
    expect(alphaAt(5, 5)).toBe(0);
    expect(alphaAt(1800, 4700)).toBe(0);
    // The rounded corner is cut, the middle is ink.
    expect(alphaAt(Math.round(box.left * 3) + 2, Math.round(box.top * 3) + 2)).toBe(0);
    expect(alphaAt(1800, Math.round(((box.top + box.bottom) / 2) * 3))).toBe(255);
    expect((await sharp(print.body).metadata()).density).toBe(300);
  });

  it('keeps an image of another aspect inside the print area, as the page does', async () => {
    const tall = await sharp({ create: { width: 300, height: 600, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer();
    // Placed at the bottom edge for a wide image; the tall one would hang out: it moves up.
    const placement: Placement = { side: 'front', x: 0.5, y: 0.8, scale: 0.8, rotation: 0, crop: 'rectangle' };
    const print = await renderPlacedPrint(tall, placement, size);
    const page = await pageDrawing(tall, placement, 0.5);
    expect(await difference(print.body, page)).toBeLessThan(6);
    const { data } = await sharp(print.body).raw().toBuffer({ resolveWithObject: true });
    expect(data[(799 * 600 + 300) * 4 + 3]).toBe(255);
  });

  it('refuses an unreadable image', async () => {
    await expect(
      renderPlacedPrint(
        Buffer.from('not an image'),
        { side: 'front', x: 0.5, y: 0.5, scale: 1, rotation: 0, crop: 'rectangle' },
        size,
      ),
    ).rejects.toBeInstanceOf(AppError);
  });
});
