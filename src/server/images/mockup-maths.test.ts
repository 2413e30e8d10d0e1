/** Issue 20 §6: the pixel maths of the realistic mockups (displacement, hard-light shading) and the renderer. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mockupPrintAreas } from '#shared/mockup-maps.ts';
import {
  blankRgba,
  compositeOver,
  displace,
  hardLight,
  luminanceStats,
  type RawImage,
  reliefOffsets,
  shade,
} from './mockup-maths.ts';
import { renderMockup } from './mockup-renderer.ts';

/** A map of `width` x `height` with every pixel set to (r, g, 128). */
function uniformMap(width: number, height: number, r: number, g: number): RawImage {
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) data.set([r, g, 128], i * 3);
  return { data, width, height, channels: 3 };
}

const pixel = (image: RawImage, x: number, y: number) =>
  Array.from(image.data.subarray((y * image.width + x) * image.channels, (y * image.width + x + 1) * image.channels));

describe('displacement (feDisplacementMap on raw pixels)', () => {
  const source = blankRgba(8, 8);
  source.data.set([255, 0, 0, 255], (3 * 8 + 2) * 4); // one red pixel at (2, 3)

  it('leaves the image in place where the map is neutral grey', () => {
    const out = displace(source, uniformMap(8, 8, 128, 128), 0);
    expect(pixel(out, 2, 3)).toEqual([255, 0, 0, 255]);
    expect(pixel(out, 3, 3)[3]).toBe(0);
  });

  it('moves a known pixel by scale·(channel/255 − ½): the red dot shows 2 px left and 1 px up', () => {
    // Output (x, y) samples the source at (x + 2, y + 1): the dot at (2, 3) appears at (0, 2).
    const scale = 8;
    const r = Math.round((0.5 + 2 / scale) * 255);
    const g = Math.round((0.5 + 1 / scale) * 255);
    const out = displace(source, uniformMap(8, 8, r, g), scale);
    const [red, , , alpha] = pixel(out, 0, 2);
    expect(red).toBeGreaterThan(200);
    expect(alpha).toBeGreaterThan(200);
    expect(pixel(out, 2, 3)[3]).toBeLessThan(40);
  });

  it('places a smaller source at an offset and leaves the rest transparent', () => {
    const out = displace(source, uniformMap(16, 16, 128, 128), 0, 5, 4);
    expect(pixel(out, 7, 7)).toEqual([255, 0, 0, 255]);
    expect(pixel(out, 15, 15)[3]).toBe(0);
  });
});

describe('shading (hard light)', () => {
  it('keeps mid grey, multiplies below it and screens above it', () => {
    expect(hardLight(0.6, 0.5)).toBeCloseTo(0.6);
    expect(hardLight(0.6, 0.25)).toBeCloseTo(0.3);
    expect(hardLight(0.6, 1)).toBeCloseTo(1);
    expect(hardLight(0.2, 0.75)).toBeCloseTo(0.6);
  });

  it('darkens the ink in a fold and brightens it on a ridge, alpha untouched', () => {
    const image = blankRgba(3, 1);
    for (let x = 0; x < 3; x++) image.data.set([160, 120, 80, 200], x * 4);
    const map: RawImage = { data: new Uint8Array([128, 40, 220]), width: 3, height: 1, channels: 1 };
    shade(image, map);
    expect(pixel(image, 0, 0)).toEqual([160, 120, 80, 200]);
    expect(pixel(image, 1, 0)[0]).toBeLessThan(60);
    expect(pixel(image, 2, 0)[0]).toBeGreaterThan(200);
    expect(pixel(image, 1, 0)[3]).toBe(200);
  });

  it('derives the relief offsets from the slopes: none on flat cloth, down the slope of a fold', () => {
    const height: RawImage = { data: new Uint8Array([128, 128, 128, 64, 128, 128]), width: 6, height: 1, channels: 1 };
    const offsets = reliefOffsets(height, 10);
    expect(offsets[0]).toBeCloseTo(0);
    // Left of the valley (x = 2) the height falls to the right: the offset points right (+).
    expect(offsets[2 * 2]).toBeGreaterThan(0);
    expect(offsets[4 * 2]).toBeLessThan(0);
  });

  it('composites over with alpha', () => {
    const bottom = blankRgba(1, 1);
    bottom.data.set([0, 0, 255, 255]);
    const top = blankRgba(1, 1);
    top.data.set([255, 0, 0, 128]);
    compositeOver(bottom, top);
    const [r, , b, a] = pixel(bottom, 0, 0);
    expect(r).toBeGreaterThan(120);
    expect(b).toBeLessThan(135);
    expect(a).toBe(255);
  });
});

describe('renderMockup', () => {
  it('draws the artwork on the garment, shaded by the folds: not blank, not flat', async () => {
    const artwork = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#e0402a' } })
      .png()
      .toBuffer();
    const mockup = await renderMockup(artwork, { productType: 'tshirt', color: 'black', timeoutSeconds: 10 });
    expect(mockup.contentType).toBe('image/png');
    const { data, info } = await sharp(mockup.body).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([800, 800]);
    const area = mockupPrintAreas.tshirt;
    const crop = (x: number, y: number, w: number, h: number): RawImage => {
      const out = new Uint8Array(w * h * info.channels);
      for (let row = 0; row < h; row++) {
        const start = ((y + row) * info.width + x) * info.channels;
        out.set(data.subarray(start, start + w * info.channels), row * w * info.channels);
      }
      return { data: out, width: w, height: h, channels: info.channels };
    };
    // Inside the print area: the red ink, its brightness varying with the folds and the chest's curve.
    const print = crop(area.x * 2 + 20, area.y * 2 + 20, area.width * 2 - 40, area.height * 2 - 40);
    const inkRed = pixel(print, Math.floor(print.width / 2), Math.floor(print.height / 2));
    expect(inkRed[0]).toBeGreaterThan(150);
    expect(inkRed[1]).toBeLessThan(110);
    const inkStats = luminanceStats(print);
    expect(inkStats.stdDev).toBeGreaterThan(1.5);
    // Below the print, the black garment; the background corner is light.
    const fabric = luminanceStats(crop(380, 560, 40, 40));
    expect(fabric.mean).toBeLessThan(80);
    expect(pixel(crop(0, 0, 1, 1), 0, 0)[0]).toBeGreaterThan(220);
  });

  it('keeps the garment alone on a transparent background when asked (the landing mockups)', async () => {
    const artwork = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2a60e0' } })
      .png()
      .toBuffer();
    const mockup = await renderMockup(artwork, { productType: 'hoodie', color: 'gray', transparent: true });
    const { data, info } = await sharp(mockup.body).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
    expect(alphaAt(2, 2)).toBe(0);
    const area = mockupPrintAreas.hoodie;
    expect(alphaAt((area.x + area.width / 2) * 2, (area.y + 20) * 2)).toBe(255);
  });

  it('refuses an unreadable artwork with IMAGE_UNREADABLE', async () => {
    await expect(
      renderMockup(Buffer.from('not an image'), { productType: 'hoodie', color: 'gray' }),
    ).rejects.toMatchObject({
      code: 'IMAGE_UNREADABLE',
    });
  });
});
