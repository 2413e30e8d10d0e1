/**
 * Decodes an uploaded file to decide whether it is a photo (never trusting its name or
 * Content-Type), refuses it before decoding when it is not an accepted raster format (magic bytes,
 * photo-formats.ts) or has too many pixels (header), decodes the first frame only, applies the EXIF
 * orientation and re-encodes, so nothing of the original file's metadata (EXIF, GPS) is stored.
 */
import sharp, { type Metadata } from 'sharp';
import { AppError } from '#shared/errors.ts';
import { imageTimeoutError, isSharpTimeout, sharpTimeoutSeconds } from './image-deadlines.ts';
import { detectPhotoFormat, type PhotoFormat } from './photo-formats.ts';

export interface NormalizedImage {
  body: Buffer;
  contentType: string;
  /** File extension with the dot, from the decoded format (SPEC §3: id plus extension). */
  extension: string;
  width: number;
  height: number;
}

/** What the header of an accepted upload says, read without decoding its pixels. */
export interface UploadInspection {
  format: PhotoFormat;
  /** One frame's size, pixels. */
  width: number;
  height: number;
  /** Frames (1 for a still image). */
  pages: number;
  hasAlpha: boolean;
}

/** Frames an animation may have at most; only the first is decoded. */
export const maxAnimationFrames = 1000;

/**
 * Pixels over all frames of an animation, at most, as a multiple of the per-frame limit (1
 * gigapixel with 40 MP): refused from the header before anything is decoded, since such files are
 * made to hurt (a real animation of that size is tens of megabytes, over the upload size limit).
 */
export const animationPixelFactor = 25;

const notAnImage = () => new AppError('NOT_AN_IMAGE', 'The file is not a JPEG, PNG, WebP or GIF photo');

/**
 * Reads the file's magic bytes and header (no pixel is decoded: cheap, bounded by the file size).
 * @param maxPixels the most pixels of one frame (width × height).
 * @throws AppError NOT_AN_IMAGE (not an accepted format, or a polyglot libvips reads as another),
 *   IMAGE_TOO_MANY_PIXELS (a frame over `maxPixels`; an animation over {@link maxAnimationFrames}
 *   frames or {@link animationPixelFactor} × `maxPixels` in all).
 */
export async function inspectUpload(input: Buffer, maxPixels: number): Promise<UploadInspection> {
  const format = await detectPhotoFormat(input);
  if (!format) throw notAnImage();
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw notAnImage();
  }
  // libvips chooses its loader by its own sniffing: it must agree with the allowlist's verdict.
  if (metadata.format !== format.sharpFormat) throw notAnImage();
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  const pages = metadata.pages ?? 1;
  if (width === 0 || height === 0) throw notAnImage();
  if (width * height > maxPixels) {
    throw new AppError(
      'IMAGE_TOO_MANY_PIXELS',
      `The image has ${width * height} pixels; at most ${maxPixels} are accepted`,
    );
  }
  if (pages > maxAnimationFrames || pages * width * height > animationPixelFactor * maxPixels) {
    throw new AppError(
      'IMAGE_TOO_MANY_PIXELS',
      `The animation has ${pages} frames of ${width * height} pixels; at most ${maxAnimationFrames} frames and ${animationPixelFactor * maxPixels} pixels in all are accepted`,
    );
  }
  return { format, width, height, pages, hasAlpha: metadata.hasAlpha ?? false };
}

/**
 * What an upload is stored as: photos keep their family (JPEG stays JPEG); a GIF's first frame
 * becomes PNG (lossless for its palette, and a still image); AVIF/HEIC become JPEG, or PNG when
 * they carry transparency.
 */
function outputFor(inspection: UploadInspection): { contentType: string; extension: string } {
  switch (inspection.format.sharpFormat) {
    case 'jpeg':
      return { contentType: 'image/jpeg', extension: '.jpg' };
    case 'webp':
      return { contentType: 'image/webp', extension: '.webp' };
    case 'heif':
      return inspection.hasAlpha
        ? { contentType: 'image/png', extension: '.png' }
        : { contentType: 'image/jpeg', extension: '.jpg' };
    default:
      return { contentType: 'image/png', extension: '.png' };
  }
}

/**
 * @param input the uploaded bytes.
 * @param limits.maxPixels refuse images with more pixels than this (width × height of one frame).
 * @param limits.timeoutSeconds sharp's timeout of the decode and re-encode (whole seconds, at least 1).
 * @throws AppError NOT_AN_IMAGE, IMAGE_TOO_MANY_PIXELS (see {@link inspectUpload}),
 *   IMAGE_UNREADABLE (recognised but broken, e.g. a truncated JPEG), IMAGE_PROCESSING_TIMEOUT.
 */
export async function normalizeUpload(
  input: Buffer,
  limits: { maxPixels: number; timeoutSeconds: number },
): Promise<NormalizedImage> {
  const inspection = await inspectUpload(input, limits.maxPixels);
  const output = outputFor(inspection);
  try {
    // The first frame only (an animation is cut to a still photo); failOn 'error' turns libvips'
    // "premature end of file" into a failure instead of a grey half-image.
    let pipeline = sharp(input, { failOn: 'error', page: 0, pages: 1, limitInputPixels: limits.maxPixels })
      .timeout({ seconds: sharpTimeoutSeconds(limits.timeoutSeconds) })
      .autoOrient();
    if (output.extension === '.jpg') pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 90 });
    else if (output.extension === '.webp') pipeline = pipeline.webp({ quality: 90 });
    else pipeline = pipeline.png();
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return {
      body: data,
      contentType: output.contentType,
      extension: output.extension,
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    if (isSharpTimeout(error)) throw imageTimeoutError(limits.timeoutSeconds);
    throw new AppError('IMAGE_UNREADABLE', 'The image is damaged or incomplete');
  }
}
