/**
 * Colour conversions for the local stylizer: sRGB (0..1, D65) to CIE Lab and back. The kernels
 * quantise and segment in Lab because its distances follow perceived difference: a step in L
 * looks the same in shadows and highlights, which a step in sRGB does not.
 */
import { createPlanes, type Planes } from './planes.ts';

const lutSize = 4096;
/** sRGB -> linear light, sampled; interpolated between entries (the curve is smooth). */
const toLinearLut = new Float32Array(lutSize + 1);
for (let i = 0; i <= lutSize; i++) {
  const v = i / lutSize;
  toLinearLut[i] = v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

/** sRGB component (0..1, clamped) to linear light. */
function srgbToLinear(value: number): number {
  if (value <= 0) return 0;
  if (value >= 1) return 1;
  const x = value * lutSize;
  const i = x | 0;
  return toLinearLut[i] + (toLinearLut[i + 1] - toLinearLut[i]) * (x - i);
}

const encodeLutSize = 8192;
/** Linear light -> sRGB, sampled finely enough that interpolation errs far below one 8-bit step. */
const toSrgbLut = new Float32Array(encodeLutSize + 1);
for (let i = 0; i <= encodeLutSize; i++) {
  const v = i / encodeLutSize;
  toSrgbLut[i] = v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055;
}

/** Linear light to sRGB component (negative gives 0; above 1 follows the curve). */
function linearToSrgb(value: number): number {
  if (value <= 0) return 0;
  if (value >= 1) return 1.055 * value ** (1 / 2.4) - 0.055;
  const x = value * encodeLutSize;
  const i = x | 0;
  return toSrgbLut[i] + (toSrgbLut[i + 1] - toSrgbLut[i]) * (x - i);
}

// D65 white point.
const xn = 0.95047;
const zn = 1.08883;
const epsilon = 216 / 24389;
const kappa = 24389 / 27;

function labF(t: number): number {
  return t > epsilon ? Math.cbrt(t) : (kappa * t + 16) / 116;
}

function labFInverse(f: number): number {
  const f3 = f * f * f;
  return f3 > epsilon ? f3 : (116 * f - 16) / kappa;
}

/** Writes the Lab of one sRGB colour into `out` (L 0..100). */
function rgbToLabPixel(r: number, g: number, b: number, out: Float32Array | number[]): void {
  const lr = srgbToLinear(r);
  const lg = srgbToLinear(g);
  const lb = srgbToLinear(b);
  const fx = labF((0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / xn);
  const fy = labF(0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb);
  const fz = labF((0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb) / zn);
  out[0] = 116 * fy - 16;
  out[1] = 500 * (fx - fy);
  out[2] = 200 * (fy - fz);
}

/** Writes the sRGB (0..1, clamped) of one Lab colour into `out`. */
function labToRgbPixel(l: number, a: number, bb: number, out: Float32Array | number[]): void {
  const fy = (l + 16) / 116;
  const x = xn * labFInverse(fy + a / 500);
  const y = l > kappa * epsilon ? fy * fy * fy : l / kappa;
  const z = zn * labFInverse(fy - bb / 200);
  const r = linearToSrgb(3.2404542 * x - 1.5371385 * y - 0.4985314 * z);
  const g = linearToSrgb(-0.969266 * x + 1.8760108 * y + 0.041556 * z);
  const b = linearToSrgb(0.0556434 * x - 0.2040259 * y + 1.0572252 * z);
  out[0] = Math.min(r, 1);
  out[1] = Math.min(g, 1);
  out[2] = Math.min(b, 1);
}

/** sRGB planes (0..1) to Lab planes. */
export function rgbToLab(image: Planes): Planes {
  const out = createPlanes(image.width, image.height, 3);
  const [r, g, b] = image.channels;
  const [l, a, bb] = out.channels;
  const lab = new Float32Array(3);
  for (let i = 0; i < r.length; i++) {
    rgbToLabPixel(r[i], g[i], b[i], lab);
    l[i] = lab[0];
    a[i] = lab[1];
    bb[i] = lab[2];
  }
  return out;
}

/** Lab planes to sRGB planes (0..1, clamped). */
export function labToRgb(image: Planes): Planes {
  const out = createPlanes(image.width, image.height, 3);
  const [l, a, bb] = image.channels;
  const [r, g, b] = out.channels;
  const rgb = new Float32Array(3);
  for (let i = 0; i < l.length; i++) {
    labToRgbPixel(l[i], a[i], bb[i], rgb);
    r[i] = rgb[0];
    g[i] = rgb[1];
    b[i] = rgb[2];
  }
  return out;
}

/** Rec. 709 luma of sRGB planes (0..1): the cheap lightness the line and tensor kernels use. */
export function luma(image: Planes): Float32Array {
  const [r, g, b] = image.channels;
  const out = new Float32Array(r.length);
  for (let i = 0; i < r.length; i++) out[i] = 0.2126 * r[i] + 0.7152 * g[i] + 0.0722 * b[i];
  return out;
}
