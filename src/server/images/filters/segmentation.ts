/**
 * Graph-based image segmentation (Felzenszwalb and Huttenlocher, "Efficient Graph-Based Image
 * Segmentation", IJCV 2004). Pixels are nodes, 8-neighbours are joined by edges weighted with
 * their Lab colour distance; edges are taken in increasing weight and two regions merge while the
 * edge is no heavier than either region's internal difference plus `k / size`. Large uniform
 * areas become one region, detailed areas (eyes, lettering) keep small ones: the flat colour
 * fields of a cel drawing.
 */
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
  // Small leftovers (specular dots, noise) join a neighbour, lightest edge first. Regions only
  // grow, so an edge whose two pixels both lie in large regions now never qualifies: only the
  // edges touching a small region need their roots looked up.
  const small = new Uint8Array(n);
  for (let p = 0; p < n; p++) small[p] = size[find(p)] < options.minSize ? 1 : 0;
  for (let s = 0; s < validEdges; s++) {
    const e = sorted[s];
    const p = e >> 2;
    const q = p + offsets[e & 3];
    if (small[p] === 0 && small[q] === 0) continue;
    const ra = find(p);
    const rb = find(q);
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
