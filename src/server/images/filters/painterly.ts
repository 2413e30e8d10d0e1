/**
 * The `painterly` style of the local stylizer (issue 8; the Ghibli storefront's default): a soft
 * painted look. Paint is made at a third of the size (domain-transform smoothing, anisotropic
 * Kuwahara along the structure-tensor flow, soft lightness bands and a warm grade in Lab), scaled
 * back up, then fine XDoG lines from the full-size photo are drawn over it in a darker shade of
 * the local colour, with light edge darkening and paper grain. It is a filter, not a redraw.
 */
import { previewLongSidePx } from '#shared/artwork.ts';
import { labToRgb, luma, rgbToLab } from './color.ts';
import { domainTransform } from './domain-transform.ts';
import { unsharpMask } from './gaussian.ts';
import { anisotropicKuwahara } from './kuwahara.ts';
import type { Planes } from './planes.ts';
import { resize } from './resample.ts';
import { orientationField } from './structure-tensor.ts';
import { gradeLab, liftBlacks, paperGrain, softQuantizeLightness, vignette } from './tone.ts';
import { xdogLines } from './xdog.ts';

/** Seed of the paper grain: fixed, so the same photo always gives the same bytes. */
const grainSeed = 0x5eed;

/**
 * @param image sRGB planes (0..1) of the photo at the output size.
 * @returns new sRGB planes of the same size. Parameters scale with the long side relative to the
 *   1024 px preview, so a 2400 px print source looks like the preview, only finer.
 */
export function painterly(image: Planes): Planes {
  const { width, height } = image;
  const scale = Math.max(width, height) / previewLongSidePx;

  // 1. Paint at a third of the size: strokes three times larger for a ninth of the work.
  const smallWidth = Math.max(8, Math.round(width / 3));
  const smallHeight = Math.max(8, Math.round(height / 3));
  let paint = resize(image, smallWidth, smallHeight);
  paint = domainTransform(paint, { sigmaS: 6 * scale, sigmaR: 0.35 });
  const field = orientationField(paint, 2 * scale);
  paint = anisotropicKuwahara(paint, field, { radius: 4.5 * scale, q: 12 });
  // A light unsharp mask here keeps the patch borders crisp after the 3x enlargement (oil, not fog).
  for (const plane of paint.channels) unsharpMask(plane, smallWidth, smallHeight, 1.5 * scale, 0.8);

  // 2. Back to full size, then tone in Lab: soft lightness bands (crisp at full size), more
  // chroma, warmth in the light tones.
  const lab = rgbToLab(resize(paint, width, height));
  softQuantizeLightness(lab, { step: 9, phiFlat: 0.25, phiEdge: 0.8, gradientForEdge: 1.5 / scale, amount: 0.85 });
  gradeLab(lab, { saturation: 1.3, contrast: 0.45, warmA: 2, warmB: 6 });
  const out = labToRgb(lab);

  // 3. Lines from the full-size photo, smoothed first so texture draws none, and drawn along
  // the flow so they join into strokes.
  // Lines only need lightness: smoothing the luma plane alone costs a third of smoothing colour.
  const lightness = { width, height, channels: [luma(image)] };
  const smooth = domainTransform(lightness, { sigmaS: 8 * scale, sigmaR: 0.05, iterations: 2 });
  const flow = { ...field, width: smallWidth, height: smallHeight };
  const ink = xdogLines(smooth.channels[0], width, height, {
    sigma: 1 * scale,
    tau: 0.978,
    epsilon: -0.003,
    phi: 90,
    flow,
    flowSigma: 2 * scale,
  });
  const [r, g, b] = out.channels;
  for (let i = 0; i < ink.length; i++) {
    // Tinted ink: the local colour darkened to about 40 % at a full line, never a flat black.
    const t = 0.85 * ink[i];
    if (t <= 0) continue;
    const keep = 1 - t * 0.68;
    r[i] *= keep;
    g[i] *= keep;
    b[i] *= keep;
  }

  // 4. Finish: warm lifted blacks, light vignette, paper grain.
  liftBlacks(out, [0.075, 0.055, 0.045]);
  vignette(out, 0.14, 0.55);
  paperGrain(out, 0.05, scale, grainSeed);
  return out;
}
