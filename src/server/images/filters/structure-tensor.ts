/**
 * The smoothed structure tensor of a colour image and the local orientation field derived from it
 * (Brox et al.; as used by Kyprianidis et al. for anisotropic Kuwahara filtering). For each pixel:
 * the direction along which the image changes least (the tangent of edges and strokes) and the
 * anisotropy A in 0..1 (0 in flat or isotropic areas, near 1 along a clean edge).
 */
import { gaussianBlur, sobel } from './gaussian.ts';
import type { Planes } from './planes.ts';

/** Per-pixel orientation: cosine and sine of the tangent angle, and the anisotropy 0..1. */
export interface OrientationField {
  cos: Float32Array;
  sin: Float32Array;
  anisotropy: Float32Array;
}

/**
 * @param image sRGB planes (0..1).
 * @param sigma Gaussian smoothing of the tensor, in pixels: larger gives a calmer, more coherent
 *   flow that follows the main shapes rather than texture.
 */
export function orientationField(image: Planes, sigma: number): OrientationField {
  const { width, height } = image;
  const n = width * height;
  let e: Float32Array = new Float32Array(n);
  let f: Float32Array = new Float32Array(n);
  let g: Float32Array = new Float32Array(n);
  for (const plane of image.channels) {
    const { gx, gy } = sobel(plane, width, height);
    for (let i = 0; i < n; i++) {
      e[i] += gx[i] * gx[i];
      f[i] += gx[i] * gy[i];
      g[i] += gy[i] * gy[i];
    }
  }
  e = gaussianBlur(e, width, height, sigma);
  f = gaussianBlur(f, width, height, sigma);
  g = gaussianBlur(g, width, height, sigma);

  const cos = new Float32Array(n);
  const sin = new Float32Array(n);
  const anisotropy = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const root = Math.sqrt((e[i] - g[i]) * (e[i] - g[i]) + 4 * f[i] * f[i]);
    const lambda1 = 0.5 * (e[i] + g[i] + root);
    const lambda2 = 0.5 * (e[i] + g[i] - root);
    // Eigenvector of the smaller eigenvalue: orthogonal to the gradient, i.e. along the edge.
    let tx = lambda1 - e[i];
    let ty = -f[i];
    const length = Math.sqrt(tx * tx + ty * ty);
    if (length > 1e-12) {
      tx /= length;
      ty /= length;
    } else {
      tx = 0;
      ty = 1;
    }
    cos[i] = tx;
    sin[i] = ty;
    const sum = lambda1 + lambda2;
    anisotropy[i] = sum > 1e-12 ? (lambda1 - lambda2) / sum : 0;
  }
  return { cos, sin, anisotropy };
}
