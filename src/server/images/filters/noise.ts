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
  // The hashed lattice corners, computed once each (not four times per pixel).
  const columns = Math.floor((width - 1) * inv) + 2;
  const rows = Math.floor((height - 1) * inv) + 2;
  const lattice = new Float64Array(columns * rows);
  for (let ly = 0; ly < rows; ly++) {
    for (let lx = 0; lx < columns; lx++) lattice[ly * columns + lx] = hash2d(lx, ly, seed);
  }
  // Per column: its lattice cell and smoothstep weight (the same on every row).
  const column = new Int32Array(width);
  const weightX = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    const fx = x * inv;
    const x0 = Math.floor(fx);
    const tx = fx - x0;
    column[x] = x0;
    weightX[x] = tx * tx * (3 - 2 * tx);
  }
  for (let y = 0; y < height; y++) {
    const fy = y * inv;
    const y0 = Math.floor(fy);
    let ty = fy - y0;
    ty = ty * ty * (3 - 2 * ty);
    const top = y0 * columns;
    const bottom = top + columns;
    for (let x = 0; x < width; x++) {
      const x0 = column[x];
      const tx = weightX[x];
      const a = lattice[top + x0];
      const b = lattice[top + x0 + 1];
      const c = lattice[bottom + x0];
      const d = lattice[bottom + x0 + 1];
      const upper = a + (b - a) * tx;
      const lower = c + (d - c) * tx;
      out[y * width + x] = upper + (lower - upper) * ty;
    }
  }
  return out;
}
