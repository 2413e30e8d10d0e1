/**
 * The pixel maths of the realistic mockups (issue 20 §6), on raw 8-bit images, shared by the map
 * generator (scripts/make-mockup-maps.ts) and the server's mockup renderer (mockup-renderer.ts).
 * It does on the server what the customize page's SVG filter does in the browser
 * (src/client/components/garment-mockup/print.tsx), with the same maps and the same formulas:
 * - displacement: `feDisplacementMap` — the output pixel (x, y) takes the source at
 *   `(x + scale·(R/255 − ½), y + scale·(G/255 − ½))`, sampled bilinearly; sharp has no such
 *   operation, so it is done here;
 * - shading: a greyscale map applied as "hard light" — below mid grey it multiplies by `2m`
 *   (shadow), above it screens with `2m − 1` (light); mid grey (128) leaves a pixel unchanged.
 *   The browser builds the same from `feComponentTransfer` + `feBlend` multiply and screen.
 */

/** A raw image: `width · height · channels` bytes, row by row, channels interleaved. */
export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

/** A blank RGBA image (all transparent). */
export function blankRgba(width: number, height: number): RawImage {
  return { data: new Uint8Array(width * height * 4), width, height, channels: 4 };
}

/**
 * `feDisplacementMap` on raw pixels: every output pixel samples `source` (RGBA) at its own position
 * shifted by the map's red (x) and green (y) channels times `scalePx`; outside the source is
 * transparent. `map` has the output's size (at least 2 channels); `source` may be of any size and is
 * placed with its top-left corner at (`sourceX`, `sourceY`) of the output.
 * @param scalePx the map's full range in output pixels (the browser's `scale` times pixels per unit).
 */
export function displace(source: RawImage, map: RawImage, scalePx: number, sourceX = 0, sourceY = 0): RawImage {
  if (source.channels !== 4) throw new RangeError('The source must be RGBA');
  if (map.channels < 2) throw new RangeError('The map needs a red and a green channel');
  const { width, height } = map;
  const out = blankRgba(width, height);
  const sample = new Float64Array(4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const m = (y * width + x) * map.channels;
      // Pixel centres: output pixel x covers [x, x + 1).
      const sx = x + 0.5 + scalePx * ((map.data[m] ?? 128) / 255 - 0.5) - sourceX;
      const sy = y + 0.5 + scalePx * ((map.data[m + 1] ?? 128) / 255 - 0.5) - sourceY;
      bilinear(source, sx, sy, sample);
      const o = (y * width + x) * 4;
      for (let c = 0; c < 4; c++) out.data[o + c] = Math.round(sample[c] ?? 0);
    }
  }
  return out;
}

/**
 * The source's colour at the (fractional) pixel position, interpolated between the four nearest
 * pixel centres with premultiplied alpha (so transparent neighbours do not darken edges); outside
 * the image: transparent. Writes RGBA (0..255) into `into`.
 */
function bilinear(source: RawImage, x: number, y: number, into: Float64Array): void {
  into.fill(0);
  const fx = x - 0.5;
  const fy = y - 0.5;
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  const tx = fx - x0;
  const ty = fy - y0;
  let alpha = 0;
  for (let j = 0; j < 2; j++) {
    const py = y0 + j;
    if (py < 0 || py >= source.height) continue;
    const wy = j === 0 ? 1 - ty : ty;
    for (let i = 0; i < 2; i++) {
      const px = x0 + i;
      if (px < 0 || px >= source.width) continue;
      const w = wy * (i === 0 ? 1 - tx : tx);
      if (w === 0) continue;
      const s = (py * source.width + px) * 4;
      const a = (source.data[s + 3] ?? 0) * w;
      into[0] = (into[0] ?? 0) + (source.data[s] ?? 0) * a;
      into[1] = (into[1] ?? 0) + (source.data[s + 1] ?? 0) * a;
      into[2] = (into[2] ?? 0) + (source.data[s + 2] ?? 0) * a;
      alpha += a;
    }
  }
  if (alpha <= 0) return;
  into[0] = (into[0] ?? 0) / alpha;
  into[1] = (into[1] ?? 0) / alpha;
  into[2] = (into[2] ?? 0) / alpha;
  into[3] = alpha;
}

/**
 * Hard light of one channel (both 0..1): `map` below ½ multiplies `base` by `2·map`, above ½ screens
 * it with `2·map − 1`; ½ keeps it.
 */
export function hardLight(base: number, map: number): number {
  return map <= 0.5 ? base * 2 * map : 1 - (1 - base) * (2 - 2 * map);
}

/** A shading map byte as 0..1 with 128 exactly neutral (½), 0 → 0 and 255 → 1. */
export function shadeValue(byte: number): number {
  return byte <= 128 ? byte / 256 : 0.5 + (byte - 128) / 254;
}

/**
 * Shades the colour of `image` (RGBA, in place) with a greyscale `shade` map of the same size by
 * hard light, mixed in by `opacity` (0..1). Alpha is kept: only ink or fabric is shaded.
 */
export function shade(image: RawImage, shadeMap: RawImage, opacity = 1): void {
  if (image.channels !== 4) throw new RangeError('The image must be RGBA');
  if (shadeMap.width !== image.width || shadeMap.height !== image.height) {
    throw new RangeError('The shading map must have the image size');
  }
  const pixels = image.width * image.height;
  for (let i = 0; i < pixels; i++) {
    const m = shadeValue(shadeMap.data[i * shadeMap.channels] ?? 128);
    for (let c = 0; c < 3; c++) {
      const o = i * 4 + c;
      const base = (image.data[o] ?? 0) / 255;
      const lit = hardLight(base, m);
      image.data[o] = Math.round(255 * (base + (lit - base) * opacity));
    }
  }
}

/** Draws `top` (RGBA) over `bottom` (RGBA, same size, in place): Porter-Duff "over". */
export function compositeOver(bottom: RawImage, top: RawImage): void {
  if (bottom.width !== top.width || bottom.height !== top.height) throw new RangeError('Sizes differ');
  const pixels = bottom.width * bottom.height;
  for (let i = 0; i < pixels; i++) {
    const o = i * 4;
    const ta = (top.data[o + 3] ?? 0) / 255;
    if (ta === 0) continue;
    const ba = (bottom.data[o + 3] ?? 0) / 255;
    const a = ta + ba * (1 - ta);
    for (let c = 0; c < 3; c++) {
      const t = top.data[o + c] ?? 0;
      const b = bottom.data[o + c] ?? 0;
      bottom.data[o + c] = Math.round((t * ta + b * ba * (1 - ta)) / a);
    }
    bottom.data[o + 3] = Math.round(a * 255);
  }
}

/**
 * The displacement a fabric's relief gives a print: the ink on a fold's slope is seen shifted down
 * the slope. From a greyscale `height` map (dark = valley) it returns per pixel the `[dx, dy]`
 * offset in map pixels: `−strength ·` the height's central-difference gradient (height in 0..1).
 */
export function reliefOffsets(height: RawImage, strength: number): Float32Array {
  const { width, height: rows, channels } = height;
  const offsets = new Float32Array(width * rows * 2);
  const at = (x: number, y: number) => {
    const cx = Math.max(0, Math.min(width - 1, x));
    const cy = Math.max(0, Math.min(rows - 1, y));
    return (height.data[(cy * width + cx) * channels] ?? 128) / 255;
  };
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < width; x++) {
      const gx = (at(x + 1, y) - at(x - 1, y)) / 2;
      const gy = (at(x, y + 1) - at(x, y - 1)) / 2;
      offsets[(y * width + x) * 2] = -strength * gx;
      offsets[(y * width + x) * 2 + 1] = -strength * gy;
    }
  }
  return offsets;
}

/** Mean and standard deviation of the luminance (Rec. 601) of an RGBA image's opaque pixels. */
export function luminanceStats(image: RawImage): { mean: number; stdDev: number; opaque: number } {
  let sum = 0;
  let squares = 0;
  let opaque = 0;
  for (let i = 0; i < image.width * image.height; i++) {
    const o = i * image.channels;
    if (image.channels === 4 && (image.data[o + 3] ?? 0) < 128) continue;
    const l = 0.299 * (image.data[o] ?? 0) + 0.587 * (image.data[o + 1] ?? 0) + 0.114 * (image.data[o + 2] ?? 0);
    sum += l;
    squares += l * l;
    opaque++;
  }
  if (opaque === 0) return { mean: 0, stdDev: 0, opaque };
  const mean = sum / opaque;
  return { mean, stdDev: Math.sqrt(Math.max(0, squares / opaque - mean * mean)), opaque };
}
