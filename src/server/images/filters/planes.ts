/**
 * Planar float images, the working format of the local stylizer's kernels (issue 8): one
 * Float32Array per channel, row-major, `width * height` values each. Colour planes hold sRGB in
 * 0..1 unless a kernel says otherwise (Lab planes: L 0..100, a and b about -128..127).
 * Converting to and from sharp's interleaved raw bytes happens only here.
 */

/** A planar image: `channels[c][y * width + x]`. */
export interface Planes {
  width: number;
  height: number;
  channels: Float32Array[];
}

/** A new image of `count` zero-filled planes. */
export function createPlanes(width: number, height: number, count: number): Planes {
  const channels: Float32Array[] = [];
  for (let c = 0; c < count; c++) channels.push(new Float32Array(width * height));
  return { width, height, channels };
}

/** A deep copy (the kernels that work in place take a copy when the caller still needs the input). */
export function clonePlanes(image: Planes): Planes {
  return { width: image.width, height: image.height, channels: image.channels.map((plane) => plane.slice()) };
}

/**
 * Interleaved 8-bit raw pixels (sharp's `.raw()` output) to three sRGB planes in 0..1. With four
 * channels the alpha is ignored: the caller flattens transparency before.
 */
export function planesFromRaw(data: Uint8Array, width: number, height: number, channelCount: number): Planes {
  const out = createPlanes(width, height, 3);
  const [r, g, b] = out.channels;
  const n = width * height;
  const scale = 1 / 255;
  for (let i = 0, j = 0; i < n; i++, j += channelCount) {
    r[i] = data[j] * scale;
    g[i] = data[j + 1] * scale;
    b[i] = data[j + 2] * scale;
  }
  return out;
}

/** Three sRGB planes in 0..1 to interleaved 8-bit RGB, clamped and rounded. */
export function rawFromPlanes(image: Planes): Buffer {
  const n = image.width * image.height;
  const out = Buffer.allocUnsafe(n * 3);
  const [r, g, b] = image.channels;
  for (let i = 0, j = 0; i < n; i++, j += 3) {
    out[j] = toByte(r[i]);
    out[j + 1] = toByte(g[i]);
    out[j + 2] = toByte(b[i]);
  }
  return out;
}

/** 0..1 to 0..255, clamped. */
function toByte(value: number): number {
  const v = Math.round(value * 255);
  return v < 0 ? 0 : Math.min(v, 255);
}
