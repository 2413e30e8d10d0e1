/**
 * Graph-based image segmentation (Felzenszwalb and Huttenlocher, "Efficient Graph-Based Image
 * Segmentation", IJCV 2004). Pixels are nodes, 8-neighbours are joined by edges weighted with
 * their Lab colour distance; edges are taken in increasing weight and two regions merge while the
 * edge is no heavier than either region's internal difference plus `k / size`. Large uniform
 * areas become one region, detailed areas (eyes, lettering) keep small ones: the flat colour
 * fields of a cel drawing.
 */
import { gaussianBlur } from './gaussian.ts';
import type { Planes } from './planes.ts';

export interface SegmentationOptions {
  /** Scale of the merge threshold (Lab units x pixels): larger gives fewer, larger regions. */
  k: number;
  /** Regions under this many pixels are merged into their most similar neighbour afterwards. */
  minSize: number;
  /**
   * Two regions never merge when their mean colours (Lab) differ by more than this, whatever the
   * edge between them: stops the original algorithm's chaining along slow gradients (a white cup
   * rim fading into coffee would otherwise become one region). Infinite when absent.
   */
  maxMeanDistance?: number;
}

/** Region of every pixel (0 .. count-1, row-major) and the number of regions. */
export interface Segmentation {
  labels: Int32Array;
  count: number;
}

/**
 * Segments a Lab image. Deterministic: ties keep the order of pixel index and direction.
 */
export function segmentImage(lab: Planes, options: SegmentationOptions): Segmentation {
  const { width, height } = lab;
  const [l, a, b] = lab.channels;
  const n = width * height;
  // Edge e = pixel * 4 + direction: 0 right, 1 down, 2 down-right, 3 down-left.
  const offsets = [1, width, width + 1, width - 1];
  const edgeCount = n * 4;
  const weights = new Float32Array(edgeCount).fill(-1);
  let validEdges = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      for (let d = 0; d < 4; d++) {
        if (d === 0 && x === width - 1) continue;
        if (d > 0 && y === height - 1) continue;
        if (d === 2 && x === width - 1) continue;
        if (d === 3 && x === 0) continue;
        const q = p + offsets[d];
        const dl = l[p] - l[q];
        const da = a[p] - a[q];
        const db = b[p] - b[q];
        weights[p * 4 + d] = Math.sqrt(dl * dl + da * da + db * db);
        validEdges++;
      }
    }
  }
  const sorted = sortEdgesByWeight(weights, validEdges);

  const parent = new Int32Array(n);
  const size = new Int32Array(n).fill(1);
  const internal = new Float32Array(n);
  // Colour sums per region, for the mean-distance limit.
  const sumL = Float64Array.from(l);
  const sumA = Float64Array.from(a);
  const sumB = Float64Array.from(b);
  const maxMean = options.maxMeanDistance ?? Number.POSITIVE_INFINITY;
  const maxMeanSquared = maxMean * maxMean;
  for (let i = 0; i < n; i++) parent[i] = i;
  const find = (x: number): number => {
    let root = x;
    while (parent[root] !== root) root = parent[root];
    while (parent[x] !== root) {
      const next = parent[x];
      parent[x] = root;
      x = next;
    }
    return root;
  };
  const union = (ra: number, rb: number, w: number): void => {
    if (size[ra] < size[rb]) {
      const t = ra;
      ra = rb;
      rb = t;
    }
    parent[rb] = ra;
    size[ra] += size[rb];
    sumL[ra] += sumL[rb];
    sumA[ra] += sumA[rb];
    sumB[ra] += sumB[rb];
    internal[ra] = w;
  };
  const meansClose = (ra: number, rb: number): boolean => {
    if (maxMean === Number.POSITIVE_INFINITY) return true;
    const dl = sumL[ra] / size[ra] - sumL[rb] / size[rb];
    const da = sumA[ra] / size[ra] - sumA[rb] / size[rb];
    const db = sumB[ra] / size[ra] - sumB[rb] / size[rb];
    return dl * dl + da * da + db * db <= maxMeanSquared;
  };

  for (let s = 0; s < validEdges; s++) {
    const e = sorted[s];
    const p = e >> 2;
    const ra = find(p);
    const rb = find(p + offsets[e & 3]);
    if (ra === rb) continue;
    const w = weights[e];
    if (w <= internal[ra] + options.k / size[ra] && w <= internal[rb] + options.k / size[rb] && meansClose(ra, rb)) {
      union(ra, rb, w);
    }
  }
  // Small leftovers (specular dots, noise) join a neighbour, lightest edge first.
  for (let s = 0; s < validEdges; s++) {
    const e = sorted[s];
    const p = e >> 2;
    const ra = find(p);
    const rb = find(p + offsets[e & 3]);
    if (ra !== rb && (size[ra] < options.minSize || size[rb] < options.minSize)) union(ra, rb, weights[e]);
  }

  const labels = new Int32Array(n);
  const index = new Int32Array(n).fill(-1);
  let count = 0;
  for (let p = 0; p < n; p++) {
    const root = find(p);
    if (index[root] < 0) index[root] = count++;
    labels[p] = index[root];
  }
  return { labels, count };
}

/**
 * Indices of the non-negative entries of `weights`, in increasing weight: an LSD radix sort on
 * the float bits (non-negative floats order like their bit patterns), two stable 16-bit passes.
 * Exact order matters: coarse buckets would leave ties in flat areas that merge in scan order
 * and draw straight horizontal borders.
 */
function sortEdgesByWeight(weights: Float32Array, validEdges: number): Int32Array {
  const bits = new Uint32Array(weights.buffer, weights.byteOffset, weights.length);
  let order = new Int32Array(validEdges);
  let next = new Int32Array(validEdges);
  let m = 0;
  for (let e = 0; e < weights.length; e++) if (weights[e] >= 0) order[m++] = e;
  const counts = new Int32Array(65537);
  for (let shift = 0; shift <= 16; shift += 16) {
    counts.fill(0);
    for (let i = 0; i < validEdges; i++) counts[((bits[order[i]] >>> shift) & 0xffff) + 1]++;
    for (let i = 1; i <= 65536; i++) counts[i] += counts[i - 1];
    for (let i = 0; i < validEdges; i++) {
      const e = order[i];
      next[counts[(bits[e] >>> shift) & 0xffff]++] = e;
    }
    const swap = order;
    order = next;
    next = swap;
  }
  return order;
}

/** Mean of each plane over each region: `means[c][region]`. */
export function regionMeans(image: Planes, segmentation: Segmentation): Float64Array[] {
  const { labels, count } = segmentation;
  const pixels = new Float64Array(count);
  for (let p = 0; p < labels.length; p++) pixels[labels[p]]++;
  return image.channels.map((plane) => {
    const sums = new Float64Array(count);
    for (let p = 0; p < labels.length; p++) sums[labels[p]] += plane[p];
    for (let r = 0; r < count; r++) sums[r] /= pixels[r];
    return sums;
  });
}

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
  for (let y = 0; y < height; y++) {
    const fy = Math.max(0, (y + 0.5) * scaleY - 0.5);
    const y0 = Math.min(smallHeight - 1, Math.floor(fy));
    const y1 = Math.min(smallHeight - 1, y0 + 1);
    for (let x = 0; x < width; x++) {
      const fx = Math.max(0, (x + 0.5) * scaleX - 0.5);
      const x0 = Math.min(smallWidth - 1, Math.floor(fx));
      const x1 = Math.min(smallWidth - 1, x0 + 1);
      const i = y * width + x;
      const pl = l[i];
      const pa = a[i];
      const pb = b[i];
      let best = -1;
      let bestDistance = Number.POSITIVE_INFINITY;
      for (let k = 0; k < 4; k++) {
        const candidate = small.labels[(k < 2 ? y0 : y1) * smallWidth + (k % 2 === 0 ? x0 : x1)];
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
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        const own = labels[i];
        const pl = l[i];
        const pa = a[i];
        const pb = b[i];
        let best = own;
        let bestDistance = Math.sqrt((pl - meanL[own]) ** 2 + (pa - meanA[own]) ** 2 + (pb - meanB[own]) ** 2) - bias;
        let kinds = 0;
        for (let dy = -radius; dy <= radius; dy++) {
          const sy = y + dy;
          if (sy < 0 || sy >= height) continue;
          for (let dx = -radius; dx <= radius; dx++) {
            const sx = x + dx;
            if (sx < 0 || sx >= width) continue;
            const label = labels[sy * width + sx];
            if (label === own) continue;
            let k = 0;
            while (k < kinds && seen[k] !== label) k++;
            if (k < kinds) continue;
            seen[kinds++] = label;
            const d = Math.sqrt((pl - meanL[label]) ** 2 + (pa - meanA[label]) ** 2 + (pb - meanB[label]) ** 2);
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
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const own = labels[i];
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
