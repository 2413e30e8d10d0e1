/**
 * Anisotropic Kuwahara filter with polynomial sector weights (Kyprianidis, Kang and Döllner,
 * "Image and Video Abstraction by Anisotropic Kuwahara Filtering", 2009; polynomial weights from
 * Kyprianidis, Semmo, Kang and Döllner, "Anisotropic Kuwahara Filtering with Polynomial Weighting
 * Functions", 2010/2011). Around each pixel an ellipse, stretched along the local edge direction,
 * is split into 8 sectors; the output favours the sectors of least colour variance. Flat areas
 * become paint-like patches whose strokes follow the shapes, and edges stay sharp instead of
 * blurring, which is what keeps faces readable.
 */
import { createPlanes, type Planes } from './planes.ts';
import type { OrientationField } from './structure-tensor.ts';

export interface KuwaharaOptions {
  /** Filter radius in pixels (the ellipse's size in isotropic areas). */
  radius: number;
  /** Sharpness of the sector choice: higher picks the calmest sector more strictly (paper: 8). */
  q?: number;
  /** Eccentricity tuning: smaller stretches the ellipse more along edges (paper: 1). */
  alpha?: number;
}

const sectors = 8;
/** Cells per unit of the weight table over the normalised disc (v in -0.5..0.5). */
const tableResolution = 48;
const tableSide = tableResolution + 1;

/**
 * The polynomial sector weights times the Gaussian fall-off only depend on the normalised offset
 * v, so they are tabulated once per radius; each cell lists only its non-zero sectors.
 */
function weightTable(radius: number): { count: Uint8Array; sector: Uint8Array; weight: Float32Array } {
  const zeta = 2 / radius;
  const sinSector = Math.sin(Math.PI / sectors);
  const eta = (zeta + Math.cos(Math.PI / sectors)) / (sinSector * sinSector);
  const count = new Uint8Array(tableSide * tableSide);
  const sector = new Uint8Array(tableSide * tableSide * sectors);
  const weight = new Float32Array(tableSide * tableSide * sectors);
  const w = new Float64Array(sectors);
  for (let cy = 0; cy < tableSide; cy++) {
    for (let cx = 0; cx < tableSide; cx++) {
      let vx = cx / tableResolution - 0.5;
      let vy = cy / tableResolution - 0.5;
      const d2 = vx * vx + vy * vy;
      const cell = cy * tableSide + cx;
      if (d2 > 0.25) continue;
      // Four axis sectors, then the four diagonal ones (the paper's rotation by 45 degrees).
      for (let half = 0; half < 2; half++) {
        const vxx = zeta - eta * vx * vx;
        const vyy = zeta - eta * vy * vy;
        const z = [vy + vxx, -vx + vyy, -vy + vxx, vx + vyy];
        for (let q = 0; q < 4; q++) w[2 * q + half] = z[q] > 0 ? z[q] * z[q] : 0;
        const rx = Math.SQRT1_2 * (vx - vy);
        const ry = Math.SQRT1_2 * (vx + vy);
        vx = rx;
        vy = ry;
      }
      let sum = 0;
      for (let k = 0; k < sectors; k++) sum += w[k];
      if (sum <= 0) continue;
      // Gaussian fall-off over the disc, exp(-3.125 |v|^2) as in the paper.
      const g = Math.exp(-3.125 * d2) / sum;
      let m = 0;
      for (let k = 0; k < sectors; k++) {
        if (w[k] <= 0) continue;
        sector[cell * sectors + m] = k;
        weight[cell * sectors + m] = w[k] * g;
        m++;
      }
      count[cell] = m;
    }
  }
  return { count, sector, weight };
}

/**
 * Filters sRGB planes (0..1) with the orientation field of the same size. Returns a new image.
 * Cost is about `pixels * pi * radius^2` samples: run it on a downscaled image.
 */
export function anisotropicKuwahara(image: Planes, field: OrientationField, options: KuwaharaOptions): Planes {
  const { width, height } = image;
  const [srcR, srcG, srcB] = image.channels;
  const out = createPlanes(width, height, 3);
  const [outR, outG, outB] = out.channels;
  const radius = options.radius;
  const halfQ = 0.5 * (options.q ?? 8);
  const alpha = options.alpha ?? 1;
  const { count: cellCount, sector: cellSector, weight: cellWeight } = weightTable(radius);
  // Sector offsets into `acc` (sector * 5), so the inner loop does no multiplication for them.
  const cellOffset = new Uint8Array(cellSector.length);
  for (let e = 0; e < cellSector.length; e++) cellOffset[e] = cellSector[e] * 5;
  // r, g, b interleaved: the samples of one pixel sit in one cache line instead of three.
  const n = width * height;
  const rgb = new Float32Array(n * 3);
  for (let i = 0, j = 0; i < n; i++, j += 3) {
    rgb[j] = srcR[i];
    rgb[j + 1] = srcG[i];
    rgb[j + 2] = srcB[i];
  }
  // (255 sigma^2)^(q/2) as plain multiplications when q/2 is a small integer (q = 12 here).
  const integerPower = Number.isInteger(halfQ) && halfQ >= 1 && halfQ <= 8 ? halfQ : 0;
  // Per sector k: acc[k * 5 + 0..4] = weight, r, g, b, r^2 + g^2 + b^2 (the sum of the three
  // channel variances needs only the summed squares).
  const acc = new Float64Array(sectors * 5);

  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = y * width + x;
      const aniso = field.anisotropy[index];
      const a = radius * clamp((alpha + aniso) / alpha, 0.1, 2);
      const b = radius * clamp(alpha / (alpha + aniso), 0.1, 2);
      const cosPhi = field.cos[index];
      const sinPhi = field.sin[index];
      // Offsets (i, j) map into the unit-diameter disc by rotating into the edge frame and scaling.
      const sr00 = cosPhi / (2 * a);
      const sr01 = sinPhi / (2 * a);
      const sr10 = -sinPhi / (2 * b);
      const sr11 = cosPhi / (2 * b);
      const maxX = Math.floor(Math.sqrt(a * a * cosPhi * cosPhi + b * b * sinPhi * sinPhi));
      const maxY = Math.floor(Math.sqrt(a * a * sinPhi * sinPhi + b * b * cosPhi * cosPhi));
      acc.fill(0);

      // The same map in table cells: cell column = round((vx + 0.5) * resolution), stepped by
      // `stepX` per sample instead of multiplied out (the +0.5 turns the truncation into rounding).
      const stepX = sr00 * tableResolution;
      const stepY = sr10 * tableResolution;
      // |SR (i, j)|^2 <= 1/4 is a quadratic in i: solve it per row instead of testing a box.
      const quadA = sr00 * sr00 + sr10 * sr10;
      const halfB = sr00 * sr01 + sr10 * sr11;
      const quadC = sr01 * sr01 + sr11 * sr11;
      for (let j = -maxY; j <= maxY; j++) {
        const disc = halfB * halfB * j * j - quadA * (quadC * j * j - 0.25);
        if (disc < 0) continue;
        const root = Math.sqrt(disc);
        const iMin = Math.max(-maxX, Math.ceil((-halfB * j - root) / quadA));
        const iMax = Math.min(maxX, Math.floor((-halfB * j + root) / quadA));
        let sy = y + j;
        sy = sy < 0 ? 0 : sy >= height ? height - 1 : sy;
        const rowOffset = sy * width;
        let cx = (sr00 * iMin + sr01 * j + 0.5) * tableResolution + 0.5;
        let cy = (sr10 * iMin + sr11 * j + 0.5) * tableResolution + 0.5;
        for (let i = iMin; i <= iMax; i++, cx += stepX, cy += stepY) {
          // cx, cy >= 0 inside the disc, so truncation is the floor.
          const cell = (cy | 0) * tableSide + (cx | 0);
          const count = cellCount[cell];
          if (count === 0) continue;
          let sx = x + i;
          sx = sx < 0 ? 0 : sx >= width ? width - 1 : sx;
          const sample = (rowOffset + sx) * 3;
          const cr = rgb[sample];
          const cg = rgb[sample + 1];
          const cb = rgb[sample + 2];
          const squares = cr * cr + cg * cg + cb * cb;
          const base = cell * sectors;
          for (let m = base; m < base + count; m++) {
            const weight = cellWeight[m];
            const o = cellOffset[m];
            acc[o] += weight;
            acc[o + 1] += cr * weight;
            acc[o + 2] += cg * weight;
            acc[o + 3] += cb * weight;
            acc[o + 4] += squares * weight;
          }
        }
      }

      let outW = 0;
      let outRSum = 0;
      let outGSum = 0;
      let outBSum = 0;
      for (let k = 0; k < sectors; k++) {
        const o = k * 5;
        if (acc[o] <= 0) continue;
        const inv = 1 / acc[o];
        const r = acc[o + 1] * inv;
        const g = acc[o + 2] * inv;
        const b = acc[o + 3] * inv;
        const variance = Math.abs(acc[o + 4] * inv - r * r - g * g - b * b);
        // The calmest sectors dominate: weight 1 / (1 + (255 sigma^2)^(q/2)).
        const s = 255 * variance;
        let power = s;
        if (integerPower > 0) {
          for (let p = 1; p < integerPower; p++) power *= s;
        } else {
          power = s ** halfQ;
        }
        const weight = 1 / (1 + power);
        outW += weight;
        outRSum += r * weight;
        outGSum += g * weight;
        outBSum += b * weight;
      }
      if (outW > 0) {
        outR[index] = outRSum / outW;
        outG[index] = outGSum / outW;
        outB[index] = outBSum / outW;
      } else {
        outR[index] = srcR[index];
        outG[index] = srcG[index];
        outB[index] = srcB[index];
      }
    }
  }
  return out;
}

function clamp(value: number, low: number, high: number): number {
  return value < low ? low : Math.min(value, high);
}
