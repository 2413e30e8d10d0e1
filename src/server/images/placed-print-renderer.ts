/**
 * The print file of a placed artwork (issue 20 §5): the whole print area (12 x 16 in at 300 DPI,
 * 3600 x 4800 px), transparent, with the artwork drawn where the customer put it — scaled with
 * Lanczos (sharp's `lanczos3`), cut to its crop shape, rotated about its centre — and the text line
 * on top as the font's outlines. Every number comes from src/shared/placement.ts, the maths the
 * page's preview draws with, and the outlines from the same font files through opentype.js, so the
 * file matches what the customer saw. Runs in a worker thread (`ImageWorkerPool.renderPlacedPrint`).
 */
import sharp, { type Sharp } from 'sharp';
import { printArea } from '#shared/artwork.ts';
import { AppError } from '#shared/errors.ts';
import {
  type ClipShape,
  clampPlacement,
  layoutText,
  type Placement,
  placeImage,
  printAreaUnits,
} from '#shared/placement.ts';
import { imageTimeoutError, isSharpTimeout, sharpTimeoutSeconds } from './image-deadlines.ts';
import { loadPlacementFont } from './placement-fonts.ts';
import type { PrintFile } from './print-upscaler.ts';

/** A placed print file: the print area's size, and the artwork's effective DPI in it. */
export interface PlacedPrintFile extends PrintFile {
  /** Pixels of the source image per printed inch, rounded down. */
  dpi: number;
}

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };

/** A raw RGBA layer. */
interface Layer {
  data: Buffer;
  width: number;
  height: number;
}

async function toLayer(image: Sharp): Promise<Layer> {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const fromLayer = (layer: Layer) =>
  sharp(layer.data, { raw: { width: layer.width, height: layer.height, channels: 4 } });

/** The crop shape as an SVG mask of `width` x `height` px (`k` pixels a unit), or null for none. */
function cropMask(clip: ClipShape, width: number, height: number, k: number): Buffer | null {
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">`;
  if (clip.kind === 'circle') {
    return Buffer.from(
      `${open}<circle cx="${width / 2}" cy="${height / 2}" r="${clip.radius * k}" fill="#fff"/></svg>`,
    );
  }
  if (clip.radius <= 0) return null;
  const r = clip.radius * k;
  return Buffer.from(`${open}<rect width="${width}" height="${height}" rx="${r}" ry="${r}" fill="#fff"/></svg>`);
}

/** The part of `layer` placed at (`left`, `top`) that lies on a `width` x `height` canvas. */
async function onCanvas(
  layer: Layer,
  left: number,
  top: number,
  width: number,
  height: number,
): Promise<{ input: Buffer; left: number; top: number; raw: { width: number; height: number; channels: 4 } } | null> {
  const x0 = Math.max(0, left);
  const y0 = Math.max(0, top);
  const x1 = Math.min(width, left + layer.width);
  const y1 = Math.min(height, top + layer.height);
  if (x1 <= x0 || y1 <= y0) return null;
  const inside = x0 === left && y0 === top && x1 - x0 === layer.width && y1 - y0 === layer.height;
  const part = inside
    ? layer
    : await toLayer(fromLayer(layer).extract({ left: x0 - left, top: y0 - top, width: x1 - x0, height: y1 - y0 }));
  return { input: part.data, left: x0, top: y0, raw: { width: part.width, height: part.height, channels: 4 } };
}

/**
 * @param image encoded artwork (PNG, JPEG or WebP).
 * @param placement where it goes; drawn through `clampPlacement` for this image's aspect, as the page does.
 * @param options.width, options.height the print area in pixels (3600 x 4800 at 300 DPI).
 * @param options.timeoutSeconds sharp's timeout of each pipeline; unset: none.
 * @throws AppError IMAGE_UNREADABLE when `image` cannot be decoded; IMAGE_PROCESSING_TIMEOUT;
 *   Error when a bundled font is missing (a broken install).
 */
export async function renderPlacedPrint(
  image: Buffer,
  placement: Placement,
  options: { width: number; height: number; timeoutSeconds?: number },
): Promise<PlacedPrintFile> {
  const { width, height } = options;
  const timeout = { seconds: options.timeoutSeconds ? sharpTimeoutSeconds(options.timeoutSeconds) : 0 };
  let sourceWidth: number;
  let sourceHeight: number;
  try {
    const metadata = await sharp(image).metadata();
    sourceWidth = metadata.autoOrient.width;
    sourceHeight = metadata.autoOrient.height;
  } catch {
    throw new AppError('IMAGE_UNREADABLE', 'The artwork is damaged or incomplete');
  }
  const aspect = sourceWidth / sourceHeight;
  const placed = placeImage(clampPlacement(placement, aspect), aspect);
  const k = width / printAreaUnits.width;
  const drawnWidth = Math.max(1, Math.round(placed.width * k));
  const drawnHeight = Math.max(1, Math.round(placed.height * k));

  try {
    let artwork: Layer;
    try {
      artwork = await toLayer(
        sharp(image, { failOn: 'error' })
          .timeout(timeout)
          .autoOrient()
          .resize({ width: drawnWidth, height: drawnHeight, fit: 'fill', kernel: 'lanczos3' })
          .toColourspace('srgb'),
      );
    } catch (error) {
      if (isSharpTimeout(error)) throw error;
      throw new AppError('IMAGE_UNREADABLE', 'The artwork is damaged or incomplete');
    }
    const mask = cropMask(placed.clip, artwork.width, artwork.height, k);
    if (mask)
      artwork = await toLayer(
        fromLayer(artwork)
          .timeout(timeout)
          .composite([{ input: mask, blend: 'dest-in' }]),
      );
    // Clockwise about the centre, as SVG's rotate(); the layer grows to the rotated box.
    if (placed.rotation % 360 !== 0) {
      artwork = await toLayer(fromLayer(artwork).timeout(timeout).rotate(placed.rotation, { background: transparent }));
    }
    const layers = [];
    const drawn = await onCanvas(
      artwork,
      Math.round(placed.cx * k - artwork.width / 2),
      Math.round(placed.cy * k - artwork.height / 2),
      width,
      height,
    );
    if (drawn) layers.push(drawn);
    if (placement.text) {
      const text = layoutText(await loadPlacementFont(placement.text.font), placement.text);
      const { width: w, height: h } = printAreaUnits;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${w} ${h}"><path d="${text.d}" fill="${text.color}"/></svg>`;
      layers.push({ input: Buffer.from(svg), left: 0, top: 0 });
    }
    const body = await sharp({ create: { width, height, channels: 4, background: transparent } })
      .timeout(timeout)
      .composite(layers)
      .withDensity(printArea.dpi)
      // As the unplaced print file: level 6 without adaptive filtering, seconds not tens.
      .png({ compressionLevel: 6, adaptiveFiltering: false })
      .toBuffer();
    const inches = placed.width / (printAreaUnits.width / printArea.widthInches);
    return {
      body,
      contentType: 'image/png',
      width,
      height,
      upscaled: drawnWidth > sourceWidth || drawnHeight > sourceHeight,
      dpi: Math.floor(sourceWidth / inches),
    };
  } catch (error) {
    if (isSharpTimeout(error)) throw imageTimeoutError(options.timeoutSeconds ?? 0);
    throw error;
  }
}
