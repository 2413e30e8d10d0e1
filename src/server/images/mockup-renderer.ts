/**
 * The mockup image of an order line (issue 20 §6) for emails and staff pages: the product's front in
 * the ordered colour with the artwork drawn onto the fabric as the customize page draws it — the
 * same base drawing, the same displacement and shading maps (src/shared/mockup-maps.ts), the same
 * print area and the same fit as the customize page (`contain`: the whole artwork, as large as fits,
 * top-aligned, as it is printed) — composed on raw pixels (mockup-maths.ts), since sharp has no
 * displacement. An 800 x 800 PNG on the light studio background. Runs in a worker thread
 * (`ImageWorkerPool.renderMockup`); about 0.3 s of one core.
 */
import sharp, { type Sharp } from 'sharp';
import type { Color, ProductType } from '#shared/catalog.ts';
import { AppError } from '#shared/errors.ts';
import { mockupDisplaceScale, mockupPrintAreas } from '#shared/mockup-maps.ts';
import { imageTimeoutError, isSharpTimeout, sharpTimeoutSeconds } from './image-deadlines.ts';
import { readMockupBase, readMockupMap, serverMockupPx } from './mockup-assets.ts';
import { compositeOver, displace, type RawImage, shade } from './mockup-maths.ts';

/** A rendered mockup: always PNG, `serverMockupPx` square. */
export interface MockupImage {
  body: Buffer;
  contentType: 'image/png';
  width: number;
  height: number;
}

/** Background behind the garment (the storefront's studio colour, light enough for any email). */
const background = { r: 0xf4, g: 0xf1, b: 0xec };

/** Drawing units of the garment drawings' box. */
const drawingUnits = 400;

async function rawOf(image: Sharp, channels: 1 | 3 | 4): Promise<RawImage> {
  const pipeline =
    channels === 4 ? image.ensureAlpha() : channels === 1 ? image.extractChannel(0) : image.removeAlpha();
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
    channels: info.channels,
  };
}

/**
 * @param artwork encoded artwork (PNG, JPEG or WebP).
 * @param options.timeoutSeconds sharp's timeout of each pipeline; unset: none.
 * @param options.transparent keep the garment's alpha instead of the studio background (the landing's
 *   prebuilt mockups, scripts/make-gallery-mockups.ts, sit on cards of their own colour).
 * @throws AppError IMAGE_UNREADABLE when `artwork` cannot be decoded; IMAGE_PROCESSING_TIMEOUT;
 *   Error when a committed base or map is missing (a broken install).
 */
export async function renderMockup(
  artwork: Buffer,
  options: { productType: ProductType; color: Color; timeoutSeconds?: number; transparent?: boolean },
): Promise<MockupImage> {
  const { productType, color } = options;
  const px = serverMockupPx;
  const scale = px / drawingUnits;
  const timeout = { seconds: options.timeoutSeconds ? sharpTimeoutSeconds(options.timeoutSeconds) : 0 };
  const area = mockupPrintAreas[productType];
  const box = {
    left: Math.round(area.x * scale),
    top: Math.round(area.y * scale),
    width: Math.round(area.width * scale),
    height: Math.round(area.height * scale),
  };
  try {
    const [baseFile, shadeFile, displaceFile] = await Promise.all([
      readMockupBase(productType, color),
      readMockupMap(productType, 'front', 'shade'),
      readMockupMap(productType, 'front', 'displace'),
    ]);
    let print: RawImage;
    try {
      // As `preserveAspectRatio="xMidYMin meet"` on the page: whole, centred across, at the top.
      print = await rawOf(
        sharp(artwork, { failOn: 'error' })
          .timeout(timeout)
          .autoOrient()
          .resize({ width: box.width, height: box.height, fit: 'inside' })
          .toColourspace('srgb'),
        4,
      );
    } catch (error) {
      if (isSharpTimeout(error)) throw error;
      throw new AppError('IMAGE_UNREADABLE', 'The artwork is damaged or incomplete');
    }
    const [base, shadeMap, displaceMap] = await Promise.all([
      rawOf(sharp(baseFile).timeout(timeout).resize(px, px), 4),
      rawOf(sharp(shadeFile).timeout(timeout).resize(px, px, { kernel: 'linear' }), 1),
      rawOf(sharp(displaceFile).timeout(timeout).resize(px, px, { kernel: 'linear' }), 3),
    ]);
    const left = box.left + Math.floor((box.width - print.width) / 2);
    const ink = displace(print, displaceMap, mockupDisplaceScale * scale, left, box.top);
    shade(ink, shadeMap);
    compositeOver(base, ink);
    const composed = sharp(Buffer.from(base.data), { raw: { width: px, height: px, channels: 4 } }).timeout(timeout);
    const body = await (options.transparent ? composed : composed.flatten({ background }))
      .png({ compressionLevel: 8 })
      .toBuffer();
    return { body, contentType: 'image/png', width: px, height: px };
  } catch (error) {
    if (isSharpTimeout(error)) throw imageTimeoutError(options.timeoutSeconds ?? 0);
    throw error;
  }
}
