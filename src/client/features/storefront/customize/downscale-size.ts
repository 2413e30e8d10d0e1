/**
 * How big a photo goes up to the server (issue 9): photos over 24 MP are scaled down in the browser
 * so a phone's 48 MP photo is not refused, and still print sharp at 16 in wide at 300 DPI.
 *
 * The rule: scale by the largest factor that keeps the result at or under 24 MP, never up. That
 * factor also keeps the long side at or above 4,800 px (16 in × 300 DPI): with long side L and short
 * side S (L ≥ S), the scaled long side is √(24 MP · L / S) ≥ √24,000,000 ≈ 4,899 px. So "at most
 * 24 MP" and "at least 4,800 px long" never conflict, and max(4800, …) is never the binding term.
 */

/** The most pixels (width × height) the browser sends; larger photos are scaled down. */
export const maxUploadPixels = 24_000_000;

/** The long side a downscaled photo keeps at least, in px: 16 in at 300 DPI. */
export const minDownscaledLongSide = 4_800;

/** A size in pixels. */
export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The size to scale a `width` × `height` photo (as displayed, EXIF orientation applied) to before
 * upload, or `null` when it goes up unchanged (at or under {@link maxUploadPixels}, or a size that
 * is not a positive finite number). The result keeps the aspect ratio (to the pixel), has at most
 * {@link maxUploadPixels} pixels and a long side of at least {@link minDownscaledLongSide}.
 */
export function downscaleSize(width: number, height: number): PixelSize | null {
  if (!(Number.isFinite(width) && Number.isFinite(height)) || width <= 0 || height <= 0) return null;
  if (width * height <= maxUploadPixels) return null;
  const scale = Math.sqrt(maxUploadPixels / (width * height));
  let w = Math.max(1, Math.floor(width * scale));
  let h = Math.max(1, Math.floor(height * scale));
  // Floating point can land one pixel over the limit: trim the longer side.
  while (w * h > maxUploadPixels) {
    if (w >= h) w -= 1;
    else h -= 1;
  }
  return { width: w, height: h };
}
