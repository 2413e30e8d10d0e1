/**
 * Prepares a chosen photo for upload (issue 9): photos over 24 MP are scaled down in the browser
 * ({@link downscaleSize}: ≤ 24 MP, long side ≥ 4,800 px), EXIF orientation applied, re-encoded as
 * JPEG at quality 0.92, so a phone's 48 MP photo is not refused by the server's pixel limit.
 *
 * Cheap first: an `<img>` reads the size from the header without decoding the pixels, so photos at
 * or under 24 MP go up unchanged at once. Larger ones are decoded and scaled in a web worker
 * (createImageBitmap + OffscreenCanvas), so the page does not freeze; where workers cannot do it
 * (no OffscreenCanvas) the main thread does it with a canvas. When the browser cannot decode the
 * file at all (e.g. HEIC outside Safari), the original goes up and the server decides.
 */
import { downscaleSize, type PixelSize } from './downscale-size.ts';

/** What to send: `file` is the original unless `downscaled` tells the size it was scaled to. */
export interface PreparedPhoto {
  file: Blob;
  fileName: string;
  downscaled: (PixelSize & { from: PixelSize }) | null;
}

const jpegQuality = 0.92;

/** Never rejects: any failure sends the original. */
export async function preparePhotoForUpload(file: File): Promise<PreparedPhoto> {
  const original: PreparedPhoto = { file, fileName: file.name, downscaled: null };
  const probed = await probeSize(file);
  // Undecodable here (or unknown size): the server decides.
  if (!probed) return original;
  const target = downscaleSize(probed.size.width, probed.size.height);
  if (!target) return original;
  const jpegName = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
  try {
    const inWorker = await downscaleInWorker(file);
    if (inWorker === 'unchanged') return original;
    const result = inWorker ?? (await downscaleOnMainThread(probed.image, target));
    if (!result) return original;
    return { file: result.blob, fileName: jpegName, downscaled: { ...result.size, from: probed.size } };
  } catch {
    return original;
  }
}

/** The photo's size as displayed (browsers apply EXIF orientation to `<img>`), or null. */
function probeSize(file: File): Promise<{ size: PixelSize; image: HTMLImageElement } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    const done = (value: { size: PixelSize; image: HTMLImageElement } | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    image.onload = () =>
      done(image.naturalWidth > 0 ? { size: { width: image.naturalWidth, height: image.naturalHeight }, image } : null);
    image.onerror = () => done(null);
    image.src = url;
  });
}

type Scaled = { blob: Blob; size: PixelSize };

/**
 * Scales in a worker; 'unchanged' when the decoded photo is at or under 24 MP after all; null when
 * workers or OffscreenCanvas are missing or the worker failed.
 */
async function downscaleInWorker(file: File): Promise<Scaled | 'unchanged' | null> {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
  const worker = new Worker(new URL('./downscale-photo.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<Scaled | 'unchanged' | null>((resolve) => {
      worker.onmessage = (event: MessageEvent<{ blob?: Blob | null; width?: number; height?: number }>) => {
        const { blob, width, height } = event.data;
        if (blob === null) resolve('unchanged');
        else resolve(blob && width && height ? { blob, size: { width, height } } : null);
      };
      worker.onerror = () => resolve(null);
      worker.postMessage({ file });
    });
  } finally {
    worker.terminate();
  }
}

/** The fallback: a canvas on the main thread (the page pauses for the scale and encode). */
async function downscaleOnMainThread(image: HTMLImageElement, size: PixelSize): Promise<Scaled | null> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  // Drawing an <img> applies its EXIF orientation, like its display does.
  context.drawImage(image, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', jpegQuality));
  canvas.width = 0;
  return blob ? { blob, size } : null;
}
