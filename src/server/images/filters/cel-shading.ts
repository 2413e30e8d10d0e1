/**
 * The colour and line steps of the `cel` style that work on a segmentation: flat region colours
 * with shadow and highlight bands, and ink along the boundaries between regions of clearly
 * different colour.
 */
import { gaussianBlur } from './gaussian.ts';
import { createPlanes, type Planes } from './planes.ts';
import type { Segmentation } from './segmentation.ts';

export interface CelBandOptions {
  /** Chroma multiplier of the flat colours. */
  saturation: number;
  /** Lightness below the region's mean (L units) where the shadow band starts. */
  shadowThreshold: number;
  /** Lightness above the region's mean where the highlight band starts. */
  highlightThreshold: number;
  /** L removed in the shadow band and added in the highlight band. */
  shadowDrop: number;
  highlightLift: number;
  /** Width of the band edge in L units: small gives hard cel edges, anti-aliased. */
  softness: number;
  /** Blur (pixels) of the lightness that decides the bands, so they follow shapes, not noise. */
  bandBlur: number;
}

/**
 * Flat cel colours in Lab: every pixel takes its region's mean colour, then darker (cooler) or
 * lighter depending on whether its blurred lightness falls well below or above that mean.
 * @param lab the smoothed image in Lab; @param means region means of `lab` (L, a, b).
 */
export function celBands(
  lab: Planes,
  segmentation: Segmentation,
  means: Float64Array[],
  options: CelBandOptions,
): Planes {
  const { width, height } = lab;
  const lightness = gaussianBlur(lab.channels[0], width, height, options.bandBlur);
  const out = createPlanes(width, height, 3);
  const [outL, outA, outB] = out.channels;
  const [meanL, meanA, meanB] = means;
  const { labels } = segmentation;
  const halfSoft = options.softness / 2;
  for (let i = 0; i < labels.length; i++) {
    const region = labels[i];
    const base = meanL[region];
    const d = lightness[i] - base;
    const shadow = ramp((-d - options.shadowThreshold + halfSoft) / options.softness);
    const highlight = ramp((d - options.highlightThreshold + halfSoft) / options.softness);
    outL[i] = base - options.shadowDrop * shadow + options.highlightLift * highlight;
    // Shadows lean cool and a little more saturated, as painted shadows do.
    const chroma = options.saturation * (1 + 0.1 * shadow - 0.15 * highlight);
    outA[i] = meanA[region] * chroma + 1.5 * shadow;
    outB[i] = meanB[region] * chroma - 5 * shadow;
  }
  return out;
}

function ramp(t: number): number {
  return t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t);
}

/**
 * Ink along region boundaries, 0..1: a pixel whose right or lower neighbour lies in another region
 * inks by how different the two regions' mean colours are (no line between two nearly equal
 * regions), then a small blur anti-aliases the one-pixel line.
 * @param minDelta Lab distance below which a boundary draws nothing; @param fullDelta distance
 *   for full ink; @param blur pixels.
 */
export function boundaryInk(
  segmentation: Segmentation,
  means: Float64Array[],
  width: number,
  height: number,
  options: { minDelta: number; fullDelta: number; blur: number; gain: number },
): Float32Array {
  const { labels } = segmentation;
  const [meanL, meanA, meanB] = means;
  const ink = new Float32Array(labels.length);
  const range = options.fullDelta - options.minDelta;
  const strength = (p: number, q: number): number => {
    const dl = meanL[p] - meanL[q];
    const da = meanA[p] - meanA[q];
    const db = meanB[p] - meanB[q];
    const t = (Math.sqrt(dl * dl + da * da + db * db) - options.minDelta) / range;
    return t <= 0 ? 0 : Math.min(t, 1);
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const region = labels[i];
      let s = 0;
      if (x < width - 1 && labels[i + 1] !== region) s = strength(region, labels[i + 1]);
      if (y < height - 1 && labels[i + width] !== region) s = Math.max(s, strength(region, labels[i + width]));
      // The darker side of the boundary carries the line, as an ink outline hugs the shape.
      ink[i] = s;
    }
  }
  const soft = gaussianBlur(ink, width, height, options.blur);
  for (let i = 0; i < soft.length; i++) soft[i] = Math.min(1, soft[i] * options.gain);
  return soft;
}
