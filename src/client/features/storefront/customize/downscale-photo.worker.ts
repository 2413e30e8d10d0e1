/**
 * Web worker of {@link ./downscale-photo.ts}: decodes a photo with its EXIF orientation applied,
 * scales it to {@link downscaleSize} and re-encodes it as JPEG, off the page's main thread.
 * Message in: `{ file: Blob }`. Message out: `{ blob, width, height }` (blob null: left unchanged,
 * at or under 24 MP) or `{ error }` (not decodable here, e.g. HEIC, or no OffscreenCanvas).
 */
import { downscaleSize } from './downscale-size.ts';

/** JPEG quality of the re-encoded photo: visually lossless for print. */
const jpegQuality = 0.92;

/** The worker's global scope (the project's TypeScript lib is DOM, not WebWorker). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ file: Blob }>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = async (event) => {
  try {
    const { blob, width, height } = await downscaleInWorker(event.data.file);
    scope.postMessage({ blob, width, height });
  } catch (error) {
    scope.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};

async function downscaleInWorker(file: Blob): Promise<{ blob: Blob | null; width: number; height: number }> {
  // Decoding first tells the size as displayed (orientation applied), whatever the file header says.
  const full = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const size = downscaleSize(full.width, full.height);
  if (!size) {
    full.close();
    return { blob: null, width: full.width, height: full.height };
  }
  const scaled = await createImageBitmap(full, {
    resizeWidth: size.width,
    resizeHeight: size.height,
    resizeQuality: 'high',
  });
  full.close();
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context');
  context.drawImage(scaled, 0, 0);
  scaled.close();
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: jpegQuality });
  return { blob, width: size.width, height: size.height };
}
