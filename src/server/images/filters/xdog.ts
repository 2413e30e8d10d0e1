/**
 * Line drawing by the extended difference of Gaussians (XDoG; Winnemöller, Kyprianidis and Olsen,
 * "XDoG: An eXtended difference-of-Gaussians compendium", 2012). The DoG of the lightness responds
 * on the dark side of every edge; a soft threshold (tanh) turns that response into ink with
 * anti-aliased borders. Run it on an edge-preserving smoothed image so texture (fur, skin pores,
 * JPEG noise) does not draw lines, only the shapes do.
 */
import { gaussianBlur } from './gaussian.ts';

export interface XdogOptions {
  /** Scale of the inner Gaussian in pixels: line width grows with it. */
  sigma: number;
  /** Ratio of the outer to the inner Gaussian (1.6 approximates a Laplacian of Gaussian). */
  k?: number;
  /** Weight of the outer Gaussian; just below 1 keeps flat areas free of ink. */
  tau: number;
  /** Response below this threshold becomes ink (lightness units 0..1; 0 or slightly negative). */
  epsilon: number;
  /** Steepness of the soft threshold: high gives crisp lines, low gives soft pencil-like ones. */
  phi: number;
}

/**
 * A tangent field (see `orientationField`) of `width` x `height`: the image's own size or smaller,
 * then each pixel takes the field's nearest sample (the field made on a downscaled copy serves the
 * full-size lines without being enlarged first).
 */
export interface FlowField {
  cos: Float32Array;
  sin: Float32Array;
  width: number;
  height: number;
}

/**
 * Ink coverage 0..1 (1 = full line) of a lightness plane (0..1). With `flow`, the DoG response is
 * first smoothed along the edge tangent (flow-based DoG), which joins lines and drops dots.
 */
export function xdogLines(
  lightness: Float32Array,
  width: number,
  height: number,
  options: XdogOptions & { flow?: FlowField; flowSigma?: number },
): Float32Array {
  const k = options.k ?? 1.6;
  const inner = gaussianBlur(lightness, width, height, options.sigma);
  const outer = gaussianBlur(lightness, width, height, options.sigma * k);
  let dog: Float32Array = new Float32Array(lightness.length);
  for (let i = 0; i < dog.length; i++) dog[i] = inner[i] - options.tau * outer[i];
  if (options.flow) dog = smoothAlongFlow(dog, width, height, options.flow, options.flowSigma ?? 3);
  const { epsilon, phi } = options;
  for (let i = 0; i < dog.length; i++) {
    const d = dog[i];
    dog[i] = d >= epsilon ? 0 : -Math.tanh(phi * (d - epsilon));
  }
  return dog;
}

/**
 * Line-integral smoothing along the local tangent (the flow part of Kang et al.'s flow-based DoG):
 * each value becomes the Gaussian-weighted mean of samples stepped along the edge direction on
 * both sides, so line responses join into strokes and isolated dots (fur, noise) fade.
 * @param flow the tangents (any size up to the plane's); @param sigma length in pixels.
 */
export function smoothAlongFlow(
  plane: Float32Array,
  width: number,
  height: number,
  flow: FlowField,
  sigma: number,
): Float32Array {
  const steps = Math.max(1, Math.ceil(2 * sigma));
  const weights = new Float32Array(steps + 1);
  for (let s = 0; s <= steps; s++) weights[s] = Math.exp((-s * s) / (2 * sigma * sigma));
  const out = new Float32Array(plane.length);
  // Tangents interleaved (cos, sin): a step reads one cache line, not two.
  const fieldSize = flow.width * flow.height;
  const tangent = new Float32Array(fieldSize * 2);
  for (let j = 0; j < fieldSize; j++) {
    tangent[2 * j] = flow.cos[j];
    tangent[2 * j + 1] = flow.sin[j];
  }
  // Nearest field sample of each column and row (pixel centres aligned), times 2 for the pairs.
  const fieldColumn = new Int32Array(width);
  for (let x = 0; x < width; x++) {
    fieldColumn[x] = 2 * Math.min(flow.width - 1, Math.floor(((x + 0.5) * flow.width) / width));
  }
  const fieldRow = new Int32Array(height);
  for (let y = 0; y < height; y++) {
    fieldRow[y] = 2 * flow.width * Math.min(flow.height - 1, Math.floor(((y + 0.5) * flow.height) / height));
  }
  const w0 = weights[0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const start = y * width + x;
      let sum = plane[start] * w0;
      let total = w0;
      for (let direction = -1; direction <= 1; direction += 2) {
        // Positions carry +0.5, so truncating a non-negative one rounds to the nearest pixel.
        let px = x + 0.5;
        let py = y + 0.5;
        const own = fieldRow[y] + fieldColumn[x];
        let tx = tangent[own] * direction;
        let ty = tangent[own + 1] * direction;
        for (let s = 1; s <= steps; s++) {
          px += tx;
          py += ty;
          if (px < 0 || py < 0) break;
          const ix = px | 0;
          const iy = py | 0;
          if (ix >= width || iy >= height) break;
          const i = iy * width + ix;
          const weight = weights[s];
          sum += plane[i] * weight;
          total += weight;
          // Follow the field, keeping the direction of travel (tangents have no sign).
          const t = fieldRow[iy] + fieldColumn[ix];
          const nx = tangent[t];
          const ny = tangent[t + 1];
          if (nx * tx + ny * ty < 0) {
            tx = -nx;
            ty = -ny;
          } else {
            tx = nx;
            ty = ny;
          }
        }
      }
      out[start] = sum / total;
    }
  }
  return out;
}
