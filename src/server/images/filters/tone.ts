/**
 * Tone and finish of the painterly style: soft luminance quantisation (Winnemöller, Olsen and
 * Gooch, "Real-Time Video Abstraction", 2006), the warm grade with lifted blacks, edge darkening
 * (vignette) and paper grain. All work in place on planes and return them.
 */
import { sobelMagnitude } from './gaussian.ts';
import { hash2d, valueNoise } from './noise.ts';
import type { Planes } from './planes.ts';

export interface QuantizeOptions {
  /** Width of one lightness band in L units (0..100). */
  step: number;
  /** Steepness of the band transition (per L unit) in flat areas: low keeps gradients soft. */
  phiFlat: number;
  /** Steepness where the lightness gradient is strong: bands snap crisply at shapes. */
  phiEdge: number;
  /** Gradient (L units per pixel) at which the edge steepness is reached. */
  gradientForEdge: number;
  /** How much of the quantised lightness replaces the original, 0..1. */
  amount: number;
}

/**
 * Soft quantisation of the L plane of a Lab image: L moves towards the nearest band centre with a
 * tanh step whose steepness follows the local gradient, so skies stay smooth while shapes get
 * the flat, poster-like tone steps of painted backgrounds.
 */
export function softQuantizeLightness(lab: Planes, options: QuantizeOptions): Planes {
  const { width, height } = lab;
  const l = lab.channels[0];
  // Gradient magnitudes first: the quantisation below changes L in place.
  const gradient = sobelMagnitude(l, width, height);
  const { step, phiFlat, phiEdge, gradientForEdge, amount } = options;
  const half = step / 2;
  for (let i = 0; i < l.length; i++) {
    const value = l[i];
    const nearest = Math.round(value / step) * step;
    const t = Math.min(1, gradient[i] / gradientForEdge);
    const phi = phiFlat + (phiEdge - phiFlat) * t;
    // tanh(u) = 1 - 2 / (e^2u + 1): one exp is about twice as fast as Math.tanh (|u| < 4.5 here).
    const quantized = nearest + half * (1 - 2 / (Math.exp(2 * phi * (value - nearest)) + 1));
    l[i] = value + (quantized - value) * amount;
  }
  return lab;
}

export interface GradeOptions {
  /** Multiplies chroma (a and b). */
  saturation: number;
  /** S-curve on lightness, 0 (none) to 1 (full smoothstep): more punch than the soft photo. */
  contrast: number;
  /** Added to Lab a (magenta) and b (yellow): a warm shift. */
  warmA: number;
  warmB: number;
}

/** Chroma boost and warm shift of a Lab image, stronger in the light tones than in the shadows. */
export function gradeLab(lab: Planes, options: GradeOptions): Planes {
  const [l, a, b] = lab.channels;
  for (let i = 0; i < l.length; i++) {
    const t = l[i] < 0 ? 0 : l[i] > 100 ? 1 : l[i] / 100;
    l[i] = 100 * (t + (t * t * (3 - 2 * t) - t) * options.contrast);
    const light = l[i] / 100;
    a[i] = a[i] * options.saturation + options.warmA * light;
    b[i] = b[i] * options.saturation + options.warmB * light;
  }
  return lab;
}

/**
 * Lifts the blacks of sRGB planes towards a warm dark tone: `out = lift + (1 - lift) * in` per
 * channel, so no pixel is pure black and shadows look printed on paper, not photographed.
 * @param lift per-channel floor (r, g, b) in 0..1.
 */
export function liftBlacks(image: Planes, lift: readonly [number, number, number]): Planes {
  for (let c = 0; c < image.channels.length; c++) {
    const plane = image.channels[c];
    const floor = lift[c];
    const keep = 1 - floor;
    for (let i = 0; i < plane.length; i++) plane[i] = floor + keep * plane[i];
  }
  return image;
}

/**
 * Darkens towards the corners: multiplies by `1 - strength * smoothstep(inner, 1, r)` where r is
 * the distance from the centre, 1 at the corners.
 */
export function vignette(image: Planes, strength: number, inner = 0.5): Planes {
  const { width, height } = image;
  const cx = (width - 1) / 2;
  const cy = (height - 1) / 2;
  const norm = 1 / Math.hypot(cx, cy);
  const planes = image.channels;
  for (let y = 0; y < height; y++) {
    const dy2 = (y - cy) * (y - cy);
    for (let x = 0; x < width; x++) {
      const r = Math.sqrt((x - cx) * (x - cx) + dy2) * norm;
      // Inside the inner radius nothing changes.
      if (r <= inner) continue;
      let t = (r - inner) / (1 - inner);
      t = Math.min(t, 1);
      const factor = Math.fround(1 - strength * t * t * (3 - 2 * t));
      const i = y * width + x;
      for (let c = 0; c < planes.length; c++) planes[c][i] *= factor;
    }
  }
  return image;
}

/**
 * Paper grain: a fine per-pixel hash plus a softer value-noise fibre at `scale` pixels, applied
 * to all channels alike (`amount` is the peak-to-peak change, e.g. 0.05). Seeded: the same seed
 * and size give the same grain.
 */
export function paperGrain(image: Planes, amount: number, scale: number, seed: number): Planes {
  const { width, height } = image;
  const coarse = valueNoise(width, height, Math.max(1, 3 * scale), seed + 1);
  // Per-pixel grain sized to the output: at twice the pixels, one grain covers 2 x 2.
  const grainColumns = new Int32Array(width);
  for (let x = 0; x < width; x++) grainColumns[x] = Math.floor(x / scale);
  const [r, g, b] = image.channels;
  for (let y = 0; y < height; y++) {
    const grainRow = Math.floor(y / scale);
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const fine = hash2d(grainColumns[x], grainRow, seed);
      const grain = Math.fround(1 + amount * (0.55 * (fine - 0.5) + 0.45 * (coarse[i] - 0.5) * 2));
      r[i] *= grain;
      g[i] *= grain;
      b[i] *= grain;
    }
  }
  return image;
}
