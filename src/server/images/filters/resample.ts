/**
 * Separable resampling of planes (Catmull-Rom cubic; area-widened when shrinking), so the
 * stylizer's pipelines can change scale between kernels without leaving typed arrays.
 */
import { createPlanes, type Planes } from './planes.ts';

interface Taps {
  /** First source index of each output sample. */
  start: Int32Array;
  /** Number of taps per output sample (the same for all). */
  count: number;
  weights: Float32Array;
}

function cubic(t: number): number {
  const x = Math.abs(t);
  if (x < 1) return 1.5 * x * x * x - 2.5 * x * x + 1;
  if (x < 2) return -0.5 * x * x * x + 2.5 * x * x - 4 * x + 2;
  return 0;
}

/** Filter taps mapping `source` samples onto `target` samples (pixel centres aligned). */
function taps(source: number, target: number): Taps {
  const scale = source / target;
  // Shrinking widens the kernel so every source pixel contributes (no aliasing).
  const stretch = Math.max(1, scale);
  const support = 2 * stretch;
  const count = Math.ceil(2 * support) + 1;
  const start = new Int32Array(target);
  const weights = new Float32Array(target * count);
  for (let i = 0; i < target; i++) {
    const centre = (i + 0.5) * scale - 0.5;
    const first = Math.floor(centre - support) + 1;
    start[i] = first;
    let sum = 0;
    for (let k = 0; k < count; k++) {
      const w = cubic((first + k - centre) / stretch);
      weights[i * count + k] = w;
      sum += w;
    }
    for (let k = 0; k < count; k++) weights[i * count + k] /= sum;
  }
  return trimZeroTaps({ start, count, weights }, target);
}

/**
 * Drops the leading and trailing taps that weigh exactly 0 for every output sample (enlarging,
 * the fifth Catmull-Rom tap always does): they only added zeros.
 */
function trimZeroTaps(taps: Taps, target: number): Taps {
  const { start, count, weights } = taps;
  const zeroColumn = (k: number): boolean => {
    for (let i = 0; i < target; i++) if (weights[i * count + k] !== 0) return false;
    return true;
  };
  let lead = 0;
  while (lead < count - 1 && zeroColumn(lead)) lead++;
  let trail = 0;
  while (trail < count - 1 - lead && zeroColumn(count - 1 - trail)) trail++;
  if (lead === 0 && trail === 0) return taps;
  const trimmed = count - lead - trail;
  const out = new Float32Array(target * trimmed);
  for (let i = 0; i < target; i++) {
    start[i] += lead;
    for (let k = 0; k < trimmed; k++) out[i * trimmed + k] = weights[i * count + lead + k];
  }
  return { start, count: trimmed, weights: out };
}

/** Resizes one plane from `width` x `height` to `toWidth` x `toHeight`. */
export function resizePlane(
  plane: Float32Array,
  width: number,
  height: number,
  toWidth: number,
  toHeight: number,
): Float32Array {
  const horizontal = taps(width, toWidth);
  const vertical = taps(height, toHeight);
  const tmp = new Float32Array(toWidth * height);
  const { start, count, weights } = horizontal;
  // A copy of each row padded with its edge pixels on both sides, so no tap needs a bounds test.
  const pad = Math.max(0, -start[0], start[toWidth - 1] + count - width);
  const row = new Float32Array(width + 2 * pad);
  for (let y = 0; y < height; y++) {
    const offset = y * width;
    for (let x = -pad; x < width + pad; x++) row[x + pad] = plane[offset + (x < 0 ? 0 : x >= width ? width - 1 : x)];
    const target = y * toWidth;
    for (let x = 0; x < toWidth; x++) {
      const first = start[x] + pad;
      const base = x * count;
      let sum = 0;
      for (let k = 0; k < count; k++) sum += weights[base + k] * row[first + k];
      tmp[target + x] = sum;
    }
  }
  const out = new Float32Array(toWidth * toHeight);
  for (let y = 0; y < toHeight; y++) {
    const first = vertical.start[y];
    const base = y * vertical.count;
    const row = y * toWidth;
    for (let k = 0; k < vertical.count; k++) {
      let sy = first + k;
      sy = sy < 0 ? 0 : sy >= height ? height - 1 : sy;
      const weight = vertical.weights[base + k];
      const source = sy * toWidth;
      for (let x = 0; x < toWidth; x++) out[row + x] += weight * tmp[source + x];
    }
  }
  return out;
}

/** Resizes every plane of an image. */
export function resize(image: Planes, toWidth: number, toHeight: number): Planes {
  const out = createPlanes(toWidth, toHeight, 0);
  out.channels = image.channels.map((plane) => resizePlane(plane, image.width, image.height, toWidth, toHeight));
  return out;
}
