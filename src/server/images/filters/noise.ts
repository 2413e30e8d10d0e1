/**
 * Seeded, deterministic noise for the paper grain: an integer hash of the pixel position instead
 * of Math.random, so the same photo always gives the same artwork bytes (issue 8).
 */

/** A hash of (x, y, seed) to 0..1, uniform enough for grain (murmur3-style finaliser). */
export function hash2d(x: number, y: number, seed: number): number {
  let h = Math.imul(x | 0, 0x27d4eb2d) ^ Math.imul(y | 0, 0x165667b1) ^ Math.imul(seed | 0, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/**
 * Smooth value noise (0..1) with lattice cells of `cell` pixels: hashed corners, smoothstep
 * interpolation. Returns a `width * height` plane.
 */
export function valueNoise(width: number, height: number, cell: number, seed: number): Float32Array {
  const out = new Float32Array(width * height);
  const inv = 1 / cell;
  for (let y = 0; y < height; y++) {
    const fy = y * inv;
    const y0 = Math.floor(fy);
    let ty = fy - y0;
    ty = ty * ty * (3 - 2 * ty);
    for (let x = 0; x < width; x++) {
      const fx = x * inv;
      const x0 = Math.floor(fx);
      let tx = fx - x0;
      tx = tx * tx * (3 - 2 * tx);
      const a = hash2d(x0, y0, seed);
      const b = hash2d(x0 + 1, y0, seed);
      const c = hash2d(x0, y0 + 1, seed);
      const d = hash2d(x0 + 1, y0 + 1, seed);
      const top = a + (b - a) * tx;
      const bottom = c + (d - c) * tx;
      out[y * width + x] = top + (bottom - top) * ty;
    }
  }
  return out;
}
