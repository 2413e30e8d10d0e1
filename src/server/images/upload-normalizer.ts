/**
 * Decodes an uploaded file to decide whether it is an image (never trusting its name or
 * Content-Type), refuses images over the pixel limit before decoding them, applies the EXIF
 * orientation and re-encodes, so nothing of the original file's metadata (EXIF, GPS) is stored.
 */
import sharp, { type Metadata } from 'sharp';
import { AppError } from '#shared/errors.ts';

export interface NormalizedImage {
  body: Buffer;
  contentType: string;
  /** File extension with the dot, from the decoded format (SPEC §3: id plus extension). */
  extension: string;
  width: number;
  height: number;
}

const outputByFormat: Record<string, { contentType: string; extension: string }> = {
  jpeg: { contentType: 'image/jpeg', extension: '.jpg' },
  png: { contentType: 'image/png', extension: '.png' },
  webp: { contentType: 'image/webp', extension: '.webp' },
  gif: { contentType: 'image/gif', extension: '.gif' },
};

/**
 * @param input the uploaded bytes.
 * @param maxPixels refuse images with more pixels than this (width × height of one frame).
 * @throws AppError NOT_AN_IMAGE (no decodable image), IMAGE_TOO_MANY_PIXELS, IMAGE_UNREADABLE
 * (recognised but broken, e.g. a truncated JPEG).
 */
export async function normalizeUpload(input: Buffer, maxPixels: number): Promise<NormalizedImage> {
  let metadata: Metadata;
  try {
    // Reads only the header: cheap, and tells the pixel count before anything is decoded.
    metadata = await sharp(input).metadata();
  } catch {
    throw new AppError('NOT_AN_IMAGE', 'The file is not an image we can read');
  }
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (!metadata.format || width === 0 || height === 0) {
    throw new AppError('NOT_AN_IMAGE', 'The file is not an image we can read');
  }
  if (width * height > maxPixels) {
    throw new AppError(
      'IMAGE_TOO_MANY_PIXELS',
      `The image has ${width * height} pixels; at most ${maxPixels} are accepted`,
    );
  }
  // Photos keep their family (JPEG stays JPEG); anything else becomes PNG, which keeps transparency.
  const output = outputByFormat[metadata.format] ?? outputByFormat.png;
  const animated = (metadata.pages ?? 1) > 1 && (metadata.format === 'gif' || metadata.format === 'webp');
  try {
    // failOn 'error' turns libvips' "premature end of file" into a failure instead of a grey half-image.
    let pipeline = sharp(input, { failOn: 'error', animated, limitInputPixels: maxPixels }).autoOrient();
    if (output.extension === '.jpg') pipeline = pipeline.jpeg({ quality: 90 });
    else if (output.extension === '.webp') pipeline = pipeline.webp({ quality: 90 });
    else if (output.extension === '.gif') pipeline = pipeline.gif();
    else pipeline = pipeline.png();
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return {
      body: data,
      contentType: output.contentType,
      extension: output.extension,
      width: info.width,
      height: info.height,
    };
  } catch {
    throw new AppError('IMAGE_UNREADABLE', 'The image is damaged or incomplete');
  }
}
