/**
 * The shop's allowlist of photo formats (issue 17 point 2, finding F3), decided by the file's magic
 * bytes (file-type) before sharp sees it: raster photo formats only. Vector and document formats
 * (SVG, PDF), TIFF, HTML and everything else are refused, whatever the name or Content-Type says:
 * rasterising an SVG filter or a PDF page happens in one native call that no timeout can interrupt
 * (a 185-byte SVG held a thread for 85 s), and TIFF brings many rarely used codecs. HEIC and AVIF
 * are accepted only when this sharp build decodes them (`sharp.format.heif`).
 */
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** An accepted photo format: its MIME type and the libvips loader (sharp's `format`) that must read it. */
export interface PhotoFormat {
  mime: string;
  /** What `sharp(...).metadata().format` must say for these bytes; anything else is a polyglot. */
  sharpFormat: 'jpeg' | 'png' | 'webp' | 'gif' | 'heif';
}

/** HEIF-family suffixes this sharp build reads (the prebuilt libvips decodes AVIF, not HEVC-coded HEIC). */
const heifSuffixes = new Set(sharp.format.heif?.input.buffer ? sharp.format.heif.input.fileSuffix : []);

/** Accepted formats by the MIME type file-type detects. */
const formats: PhotoFormat[] = [
  { mime: 'image/jpeg', sharpFormat: 'jpeg' },
  { mime: 'image/png', sharpFormat: 'png' },
  // An animated PNG: libvips reads its default image, the first frame.
  { mime: 'image/apng', sharpFormat: 'png' },
  { mime: 'image/webp', sharpFormat: 'webp' },
  { mime: 'image/gif', sharpFormat: 'gif' },
  ...(heifSuffixes.has('.avif') ? [{ mime: 'image/avif', sharpFormat: 'heif' } as const] : []),
  ...(heifSuffixes.has('.heic')
    ? [{ mime: 'image/heic', sharpFormat: 'heif' } as const, { mime: 'image/heif', sharpFormat: 'heif' } as const]
    : []),
];
const accepted: ReadonlyMap<string, PhotoFormat> = new Map(formats.map((format) => [format.mime, format]));

/** The MIME types accepted here (for docs and tests): JPEG, PNG (also animated), WebP, GIF, and AVIF/HEIC when decodable. */
export const acceptedPhotoTypes: readonly string[] = [...accepted.keys()];

/**
 * The accepted format of `bytes` by their magic bytes, or null for anything else (SVG, PDF, TIFF,
 * HTML, text, unknown). Reads only the first bytes; never decodes.
 */
export async function detectPhotoFormat(bytes: Uint8Array): Promise<PhotoFormat | null> {
  const type = await fileTypeFromBuffer(bytes);
  return (type && accepted.get(type.mime)) ?? null;
}
