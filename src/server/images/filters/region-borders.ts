/**
 * Where the regions of a segmentation meet (the `cel` style, issue 8): graph merging decides which
 * regions exist, these passes decide where exactly their borders run, so the borders follow the
 * photo's colour contours and read as drawn shapes rather than the traces of the merge order.
 */
import { gaussianBlur } from './gaussian.ts';
import type { Planes } from './planes.ts';
import { regionMeans, type Segmentation } from './segmentation.ts';

/**
 * Carries a segmentation of a half-size (or any smaller) image to `width` x `height`: each pixel
 * takes, among the regions of the four nearest small pixels, the one whose mean colour is closest
 * to its own (joint upsampling), so borders follow the full-size edges instead of a coarse grid.
 * @param lab the full-size Lab image; @param means region means (L, a, b) of the small image.
 */
export function enlargeSegmentation(
  small: Segmentation,
  smallWidth: number,
  smallHeight: number,
  means: Float64Array[],
  lab: Planes,
): Segmentation {
  const { width, height } = lab;
  const [l, a, b] = lab.channels;
  const [meanL, meanA, meanB] = means;
  const labels = new Int32Array(width * height);
  const scaleX = smallWidth / width;
  const scaleY = smallHeight / height;
  const smallLabels = small.labels;
  // The two small columns around each full-size column, the same on every row.
  const left = new Int32Array(width);
  const right = new Int32Array(width);
  for (let x = 0; x < width; x++) {
    const fx = Math.max(0, (x + 0.5) * scaleX - 0.5);
    left[x] = Math.min(smallWidth - 1, Math.floor(fx));
    right[x] = Math.min(smallWidth - 1, left[x] + 1);
  }
  const candidates = new Int32Array(4);
  for (let y = 0; y < height; y++) {
    const fy = Math.max(0, (y + 0.5) * scaleY - 0.5);
    const y0 = Math.min(smallHeight - 1, Math.floor(fy));
    const row0 = y0 * smallWidth;
    const row1 = Math.min(smallHeight - 1, y0 + 1) * smallWidth;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const c0 = smallLabels[row0 + left[x]];
      const c1 = smallLabels[row0 + right[x]];
      const c2 = smallLabels[row1 + left[x]];
      const c3 = smallLabels[row1 + right[x]];
      // Inside a region all four agree: nothing to choose.
      if (c0 === c1 && c0 === c2 && c0 === c3) {
        labels[i] = c0;
        continue;
      }
      candidates[0] = c0;
      candidates[1] = c1;
      candidates[2] = c2;
      candidates[3] = c3;
      const pl = l[i];
      const pa = a[i];
      const pb = b[i];
      let best = -1;
      let bestDistance = Number.POSITIVE_INFINITY;
      for (let k = 0; k < 4; k++) {
        const candidate = candidates[k];
        if (candidate === best) continue;
        const dl = pl - meanL[candidate];
        const da = pa - meanA[candidate];
        const db = pb - meanB[candidate];
        const distance = dl * dl + da * da + db * db;
        if (distance < bestDistance) {
          bestDistance = distance;
          best = candidate;
        }
      }
      labels[i] = best;
    }
  }
  return { labels, count: small.count };
}

/**
 * 1 for each pixel whose window of `radius` pixels around it (clipped at the image's edges) holds
 * only its own label, else 0: run lengths along rows, then a check down the columns.
 */
function uniformWindows(labels: Int32Array, width: number, height: number, radius: number): Uint8Array {
  const rowUniform = new Uint8Array(labels.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let runStart = 0;
    for (let x = 0; x < width; x++) {
      if (x > 0 && labels[row + x] !== labels[row + x - 1]) runStart = x;
      // Uniform to the left when the run holding x starts at or before x - radius.
      rowUniform[row + x] = runStart <= Math.max(0, x - radius) ? 1 : 0;
    }
    let runEnd = width - 1;
    for (let x = width - 1; x >= 0; x--) {
      if (x < width - 1 && labels[row + x] !== labels[row + x + 1]) runEnd = x;
      if (runEnd < Math.min(width - 1, x + radius)) rowUniform[row + x] = 0;
    }
  }
  const uniform = new Uint8Array(labels.length);
  for (let y = 0; y < height; y++) {
    const yMin = Math.max(0, y - radius);
    const yMax = Math.min(height - 1, y + radius);
    for (let x = 0; x < width; x++) {
      const own = labels[y * width + x];
      let all = 1;
      for (let sy = yMin; sy <= yMax; sy++) {
        const j = sy * width + x;
        if (rowUniform[j] === 0 || labels[j] !== own) {
          all = 0;
          break;
        }
      }
      uniform[y * width + x] = all;
    }
  }
  return uniform;
}

/**
 * Moves region borders onto the colour boundary between the regions: each pass gives every pixel
 * the region, among those present within `radius` pixels, whose mean colour is nearest to its
 * own (its current region wins ties and gets a small `bias` in Lab units). Graph merging decides
 * which regions exist; this decides where exactly they meet, so borders follow the photo's
 * contours instead of the order in which the merge happened to grow. Updates the labels and
 * returns the recomputed means.
 */
export function refineLabels(
  lab: Planes,
  segmentation: Segmentation,
  radius: number,
  passes: number,
  bias: number,
): Float64Array[] {
  const { width, height } = lab;
  const [l, a, b] = lab.channels;
  let means = regionMeans(lab, segmentation);
  let labels = segmentation.labels;
  let next: Int32Array = new Int32Array(labels.length);
  const seen = new Int32Array((2 * radius + 1) * (2 * radius + 1));
  for (let pass = 0; pass < passes; pass++) {
    const [meanL, meanA, meanB] = means;
    // A pixel whose whole window is its own region keeps it: only pixels near a border search.
    const interior = uniformWindows(labels, width, height, radius);
    for (let y = 0; y < height; y++) {
      const yMin = Math.max(0, y - radius);
      const yMax = Math.min(height - 1, y + radius);
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        const own = labels[i];
        if (interior[i] === 1) {
          next[i] = own;
          continue;
        }
        const pl = l[i];
        const pa = a[i];
        const pb = b[i];
        let best = own;
        const ol = pl - meanL[own];
        const oa = pa - meanA[own];
        const ob = pb - meanB[own];
        let bestDistance = Math.sqrt(ol * ol + oa * oa + ob * ob) - bias;
        let kinds = 0;
        for (let sy = yMin; sy <= yMax; sy++) {
          for (let dx = -radius; dx <= radius; dx++) {
            const sx = x + dx;
            if (sx < 0 || sx >= width) continue;
            const label = labels[sy * width + sx];
            if (label === own) continue;
            let k = 0;
            while (k < kinds && seen[k] !== label) k++;
            if (k < kinds) continue;
            seen[kinds++] = label;
            const dl = pl - meanL[label];
            const da = pa - meanA[label];
            const db = pb - meanB[label];
            const d = Math.sqrt(dl * dl + da * da + db * db);
            if (d < bestDistance) {
              bestDistance = d;
              best = label;
            }
          }
        }
        next[i] = best;
      }
    }
    const swap = labels;
    labels = next;
    next = swap;
    segmentation.labels = labels;
    means = regionMeans(lab, segmentation);
  }
  return means;
}

/**
 * Rounds region shapes like a brush would: the image of region mean colours is blurred with a
 * Gaussian of `sigma`, and each pixel takes, among the regions within two pixels, the one whose
 * mean is nearest to that blurred colour: a Gaussian-weighted majority vote that removes stair
 * steps and one-pixel spurs while keeping borders where the colours really change. In place.
 */
export function roundRegions(
  segmentation: Segmentation,
  means: Float64Array[],
  width: number,
  height: number,
  sigma: number,
): Segmentation {
  const { labels } = segmentation;
  const [meanL, meanA, meanB] = means;
  const n = width * height;
  const flatL = new Float32Array(n);
  const flatA = new Float32Array(n);
  const flatB = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    flatL[i] = meanL[labels[i]];
    flatA[i] = meanA[labels[i]];
    flatB[i] = meanB[labels[i]];
  }
  const blurL = gaussianBlur(flatL, width, height, sigma);
  const blurA = gaussianBlur(flatA, width, height, sigma);
  const blurB = gaussianBlur(flatB, width, height, sigma);
  const out = new Int32Array(n);
  const radius = 2;
  // Inside a region the only label around is its own: nothing to vote on.
  const interior = uniformWindows(labels, width, height, radius);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const own = labels[i];
      if (interior[i] === 1) {
        out[i] = own;
        continue;
      }
      let best = own;
      let bestDistance = Number.POSITIVE_INFINITY;
      let previous = -1;
      for (let dy = -radius; dy <= radius; dy++) {
        const sy = y + dy;
        if (sy < 0 || sy >= height) continue;
        for (let dx = -radius; dx <= radius; dx++) {
          const sx = x + dx;
          if (sx < 0 || sx >= width) continue;
          const label = labels[sy * width + sx];
          // Neighbours mostly repeat the last label seen: skip the repeat cheaply.
          if (label === previous) continue;
          previous = label;
          const dl = blurL[i] - meanL[label];
          const da = blurA[i] - meanA[label];
          const db = blurB[i] - meanB[label];
          const distance = dl * dl + da * da + db * db;
          if (distance < bestDistance || (distance === bestDistance && label === own)) {
            bestDistance = distance;
            best = label;
          }
        }
      }
      out[i] = best;
    }
  }
  segmentation.labels = out;
  return segmentation;
}

/**
 * Lets neighbouring regions of similar colour trade pixels: each pixel takes, among its region and
 * the regions adjacent to it whose mean lies within `maxDelta` (Lab), the one whose mean is
 * nearest to its colour (its own region gets `bias`). In a slow gradient (a sky) the border
 * between two such regions jumps to where the colour is halfway between their means, wherever
 * the merge order left it: bands then follow the gradient's contours. Updates the labels and
 * returns the recomputed means.
 */
export function relabelAmongNeighbours(
  lab: Planes,
  segmentation: Segmentation,
  maxDelta: number,
  bias: number,
): Float64Array[] {
  const { width, height } = lab;
  const [l, a, b] = lab.channels;
  const { labels, count } = segmentation;
  const means = regionMeans(lab, segmentation);
  const [meanL, meanA, meanB] = means;
  // Adjacent pairs of similar colour, as sorted lists per region.
  const pairs = new Set<number>();
  const limit = maxDelta * maxDelta;
  const consider = (p: number, q: number): void => {
    if (p === q) return;
    const dl = meanL[p] - meanL[q];
    const da = meanA[p] - meanA[q];
    const db = meanB[p] - meanB[q];
    if (dl * dl + da * da + db * db <= limit) pairs.add(p * count + q);
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (x < width - 1) consider(labels[i], labels[i + 1]);
      if (y < height - 1) consider(labels[i], labels[i + width]);
    }
  }
  const neighbours: number[][] = Array.from({ length: count }, () => []);
  for (const pair of [...pairs].sort((x, y) => x - y)) {
    const p = Math.floor(pair / count);
    const q = pair - p * count;
    if (!neighbours[p].includes(q)) neighbours[p].push(q);
    if (!neighbours[q].includes(p)) neighbours[q].push(p);
  }
  const out = new Int32Array(labels.length);
  for (let i = 0; i < labels.length; i++) {
    const own = labels[i];
    const candidates = neighbours[own];
    let best = own;
    if (candidates.length > 0) {
      const dl = l[i] - meanL[own];
      const da = a[i] - meanA[own];
      const db = b[i] - meanB[own];
      let bestDistance = Math.sqrt(dl * dl + da * da + db * db) - bias;
      for (const candidate of candidates) {
        const cl = l[i] - meanL[candidate];
        const ca = a[i] - meanA[candidate];
        const cb = b[i] - meanB[candidate];
        const distance = Math.sqrt(cl * cl + ca * ca + cb * cb);
        if (distance < bestDistance) {
          bestDistance = distance;
          best = candidate;
        }
      }
    }
    out[i] = best;
  }
  segmentation.labels = out;
  return regionMeans(lab, segmentation);
}
