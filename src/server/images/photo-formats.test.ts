/**
 * The photo allowlist by magic bytes (issue 17 point 2): raster photo formats pass, SVG, PDF,
 * TIFF, HTML and anything else are refused before sharp sees them, whatever they are called.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { animatedGif, blurBombSvg } from '#server/test-support/hostile-images.ts';
import { fixturePhoto } from '#server/test-support/test-app.ts';
import { acceptedPhotoTypes, detectPhotoFormat } from './photo-formats.ts';

const pixels = () => sharp({ create: { width: 24, height: 16, channels: 3, background: '#c05030' } });

describe('photo formats by magic bytes', () => {
  it('accepts JPEG, PNG, WebP and GIF, and names the libvips loader that must read them', async () => {
    const files: Array<[Buffer, string, string]> = [
      [await readFile(fixturePhoto('rocket.jpg')), 'image/jpeg', 'jpeg'],
      [await readFile(fixturePhoto('chelsea.png')), 'image/png', 'png'],
      [await pixels().webp().toBuffer(), 'image/webp', 'webp'],
      [await pixels().gif().toBuffer(), 'image/gif', 'gif'],
      [await animatedGif(32, 32, 3), 'image/gif', 'gif'],
    ];
    for (const [bytes, mime, sharpFormat] of files) {
      expect(await detectPhotoFormat(bytes)).toEqual({ mime, sharpFormat });
    }
  });

  it('accepts AVIF exactly when this sharp build decodes it', async () => {
    const decodesAvif = sharp.format.heif?.input.fileSuffix?.includes('.avif') ?? false;
    expect(acceptedPhotoTypes.includes('image/avif')).toBe(decodesAvif);
    if (!decodesAvif) return;
    const avif = await pixels().avif().toBuffer();
    expect(await detectPhotoFormat(avif)).toEqual({ mime: 'image/avif', sharpFormat: 'heif' });
  });

  it('refuses SVG (with and without an XML prolog), PDF, TIFF, HTML, text and nothing', async () => {
    const refused: Array<[string, Buffer]> = [
      ['SVG', blurBombSvg],
      ['SVG with prolog', Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${blurBombSvg}`)],
      ['PDF', Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1')],
      ['TIFF', await pixels().tiff().toBuffer()],
      ['HTML', Buffer.from('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>')],
      ['text', Buffer.from('this is not a photo, just text\n'.repeat(20))],
      ['empty', Buffer.alloc(0)],
    ];
    for (const [name, bytes] of refused) {
      expect(await detectPhotoFormat(bytes), name).toBeNull();
    }
  });
});
