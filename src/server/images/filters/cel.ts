/**
 * The `cel` style of the local stylizer (issue 8; the animated storefront's default): flat colour
 * fields and ink lines, like a cel-shaded animation frame. Domain-transform smoothing removes
 * texture, a Felzenszwalb-Huttenlocher segmentation in Lab finds the colour fields, each field is
 * filled with its mean colour plus shadow and highlight bands, and XDoG ink lines are combined
 * with lines along the region boundaries. It is a filter, not a redraw.
 */
import { previewLongSidePx } from '#shared/artwork.ts';
import { boundaryInk, celBands } from './cel-shading.ts';
import { labToRgb, luma, rgbToLab } from './color.ts';
import { domainTransform } from './domain-transform.ts';
import type { Planes } from './planes.ts';
import { enlargeSegmentation, refineLabels, relabelAmongNeighbours, roundRegions } from './region-borders.ts';
import { resize } from './resample.ts';
import { regionMeans, segmentImage } from './segmentation.ts';
import { orientationField } from './structure-tensor.ts';
import { xdogLines } from './xdog.ts';

/**
 * @param image sRGB planes (0..1) of the photo at the output size.
 * @returns new sRGB planes of the same size; parameters scale with the long side relative to the
 *   1024 px preview.
 */
export function cel(image: Planes): Planes {
  const { width, height } = image;
  const scale = Math.max(width, height) / previewLongSidePx;

  const smooth = domainTransform(image, { sigmaS: 12 * scale, sigmaR: 0.35, iterations: 2 });
  const lab = rgbToLab(smooth);

  // Segment at half size (a quarter of the work), move the borders onto the colour boundaries,
  // round off the shapes, then carry the regions back to full size along the real edges.
  const halfWidth = Math.max(8, Math.round(width / 2));
  const halfHeight = Math.max(8, Math.round(height / 2));
  const halfLab = resize(lab, halfWidth, halfHeight);
  const small = segmentImage(halfLab, {
    k: 200 * scale * scale,
    minSize: Math.round(40 * scale * scale),
    maxMeanDistance: 14,
  });
  refineLabels(halfLab, small, Math.round(2 * scale), 3, 2);
  // Similar neighbours trade pixels twice (bands follow slow gradients), then one local clean-up.
  relabelAmongNeighbours(halfLab, small, 12, 1);
  relabelAmongNeighbours(halfLab, small, 12, 1);
  const halfMeans = refineLabels(halfLab, small, 1, 1, 2);
  roundRegions(small, halfMeans, halfWidth, halfHeight, scale);
  const segmentation = enlargeSegmentation(small, halfWidth, halfHeight, halfMeans, lab);
  const means = regionMeans(lab, segmentation);
  const flat = celBands(lab, segmentation, means, {
    saturation: 1.3,
    shadowThreshold: 5,
    highlightThreshold: 7,
    shadowDrop: 13,
    highlightLift: 8,
    softness: 2,
    bandBlur: 1.5 * scale,
  });
  const out = labToRgb(flat);

  // Ink: flow-based XDoG (flow from a small copy, as in the painterly style) plus region borders.
  const smallWidth = Math.max(8, Math.round(width / 3));
  const smallHeight = Math.max(8, Math.round(height / 3));
  const field = orientationField(resize(smooth, smallWidth, smallHeight), 2 * scale);
  const flow = { ...field, width: smallWidth, height: smallHeight };
  const lines = xdogLines(luma(smooth), width, height, {
    sigma: 1.1 * scale,
    tau: 0.992,
    epsilon: -0.003,
    phi: 150,
    flow,
    flowSigma: 2 * scale,
  });
  const boundaries = boundaryInk(segmentation, means, width, height, {
    minDelta: 10,
    fullDelta: 28,
    blur: 0.8 * scale,
    gain: 2.5,
  });

  const [r, g, b] = out.channels;
  for (let i = 0; i < r.length; i++) {
    const ink = Math.max(lines[i], boundaries[i]);
    if (ink <= 0) continue;
    // Ink is a very dark shade of the field's own colour, never flat black.
    const keep = 1 - 0.82 * ink;
    r[i] = r[i] * keep + 0.03 * ink;
    g[i] = g[i] * keep + 0.025 * ink;
    b[i] = b[i] * keep + 0.04 * ink;
  }
  return out;
}
