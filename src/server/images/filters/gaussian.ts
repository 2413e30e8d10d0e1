/**
 * Separable Gaussian blur and Sobel gradients on single float planes (row-major, `width * height`).
 * Borders repeat the edge pixel, so the frame of an image does not darken or draw lines.
 */

/** Normalised 1-D Gaussian taps for `sigma` (radius ceil(3 sigma), at least 1). */
function gaussianKernel(sigma: number): Float32Array {
  const radius = Math.max(1, Math.ceil(3 * sigma));
  const kernel = new Float32Array(2 * radius + 1);
  let sum = 0;
  for (let i = -radius; i <= radius; i++) {
    const v = Math.exp((-i * i) / (2 * sigma * sigma));
    kernel[i + radius] = v;
    sum += v;
  }
  for (let i = 0; i < kernel.length; i++) kernel[i] /= sum;
  return kernel;
}

/**
 * Gaussian blur of one plane. Rows first, then columns, each pass a direct convolution: the
 * sigmas used here (at most a few pixels) keep kernels short. The kernel is symmetric, so each
 * pair of taps at the same distance shares one multiplication.
 */
export function gaussianBlur(plane: Float32Array, width: number, height: number, sigma: number): Float32Array {
  if (sigma <= 0) return plane.slice();
  const kernel = gaussianKernel(sigma);
  const radius = (kernel.length - 1) >> 1;
  const centre = kernel[radius];
  const tmp = new Float32Array(plane.length);
  const row = new Float32Array(width + 2 * radius);
  for (let y = 0; y < height; y++) {
    const offset = y * width;
    // A padded copy of the row avoids a bounds test per tap.
    for (let x = -radius; x < width + radius; x++) {
      row[x + radius] = plane[offset + (x < 0 ? 0 : x >= width ? width - 1 : x)];
    }
    for (let x = 0; x < width; x++) {
      const c = x + radius;
      let sum = centre * row[c];
      for (let k = 1; k <= radius; k++) sum += kernel[radius + k] * (row[c - k] + row[c + k]);
      tmp[offset + x] = sum;
    }
  }
  // Columns: whole rows at a time (reads and writes in memory order), one pair of source rows
  // per symmetric tap.
  const out = new Float32Array(plane.length);
  for (let y = 0; y < height; y++) {
    const offset = y * width;
    for (let x = 0; x < width; x++) out[offset + x] = centre * tmp[offset + x];
    for (let k = 1; k <= radius; k++) {
      const above = Math.max(0, y - k) * width;
      const below = Math.min(height - 1, y + k) * width;
      const weight = kernel[radius + k];
      for (let x = 0; x < width; x++) out[offset + x] += weight * (tmp[above + x] + tmp[below + x]);
    }
  }
  return out;
}

/** Sobel derivatives of one plane: `gx` (rightwards) and `gy` (downwards), each divided by 8. */
export function sobel(plane: Float32Array, width: number, height: number): { gx: Float32Array; gy: Float32Array } {
  const gx = new Float32Array(plane.length);
  const gy = new Float32Array(plane.length);
  for (let y = 0; y < height; y++) {
    const up = (y > 0 ? y - 1 : 0) * width;
    const mid = y * width;
    const down = (y < height - 1 ? y + 1 : y) * width;
    for (let x = 0; x < width; x++) {
      const l = x > 0 ? x - 1 : 0;
      const r = x < width - 1 ? x + 1 : x;
      const tl = plane[up + l];
      const tr = plane[up + r];
      const ml = plane[mid + l];
      const mr = plane[mid + r];
      const bl = plane[down + l];
      const br = plane[down + r];
      gx[mid + x] = (tr + 2 * mr + br - tl - 2 * ml - bl) / 8;
      gy[mid + x] = (bl + 2 * plane[down + x] + br - tl - 2 * plane[up + x] - tr) / 8;
    }
  }
  return { gx, gy };
}

/**
 * Length of the Sobel gradient of one plane, |(gx, gy)| with `gx` and `gy` as `sobel` gives them
 * (rounded to float like its planes), without keeping the two derivative planes.
 */
export function sobelMagnitude(plane: Float32Array, width: number, height: number): Float32Array {
  const out = new Float32Array(plane.length);
  for (let y = 0; y < height; y++) {
    const up = (y > 0 ? y - 1 : 0) * width;
    const mid = y * width;
    const down = (y < height - 1 ? y + 1 : y) * width;
    for (let x = 0; x < width; x++) {
      const l = x > 0 ? x - 1 : 0;
      const r = x < width - 1 ? x + 1 : x;
      const tl = plane[up + l];
      const tr = plane[up + r];
      const bl = plane[down + l];
      const br = plane[down + r];
      const gx = Math.fround((tr + 2 * plane[mid + r] + br - tl - 2 * plane[mid + l] - bl) / 8);
      const gy = Math.fround((bl + 2 * plane[down + x] + br - tl - 2 * plane[up + x] - tr) / 8);
      out[mid + x] = Math.sqrt(gx * gx + gy * gy);
    }
  }
  return out;
}

/**
 * Unsharp mask in place: `plane + amount * (plane - blur(plane, sigma))`. Applied to paint on the
 * small image, it keeps the stroke borders crisp after enlarging.
 */
export function unsharpMask(plane: Float32Array, width: number, height: number, sigma: number, amount: number): void {
  const blurred = gaussianBlur(plane, width, height, sigma);
  for (let i = 0; i < plane.length; i++) plane[i] += amount * (plane[i] - blurred[i]);
}
