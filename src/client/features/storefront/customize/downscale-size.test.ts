/** The browser's pre-upload size rule (issue 9): ≤ 24 MP, long side ≥ 4,800 px, aspect kept. */
import { describe, expect, it } from 'vitest';
import { downscaleSize, maxUploadPixels, minDownscaledLongSide } from './downscale-size.ts';

describe('downscaleSize', () => {
  it('leaves photos at or under 24 MP unchanged', () => {
    expect(downscaleSize(4000, 3000)).toBeNull(); // 12 MP
    expect(downscaleSize(6000, 4000)).toBeNull(); // exactly 24 MP
    expect(downscaleSize(1, 1)).toBeNull();
  });

  it('scales a 48 MP phone photo to just under 24 MP, aspect kept', () => {
    expect(downscaleSize(8000, 6000)).toEqual({ width: 5656, height: 4242 });
    expect(downscaleSize(6000, 8000)).toEqual({ width: 4242, height: 5656 });
  });

  it('scales a photo just over the limit by about one pixel', () => {
    const size = downscaleSize(6001, 4000);
    expect(size).not.toBeNull();
    expect(size!.width * size!.height).toBeLessThanOrEqual(maxUploadPixels);
    expect(size!.width).toBeGreaterThanOrEqual(5999);
  });

  it('keeps every result ≤ 24 MP with a long side ≥ 4,800 px, for any aspect ratio', () => {
    const ratios = [1, 4 / 3, 3 / 2, 16 / 9, 2, 3, 10, 40];
    const megapixels = [24.01, 25, 32, 48, 50, 108, 200];
    for (const ratio of ratios) {
      for (const mp of megapixels) {
        const height = Math.round(Math.sqrt((mp * 1e6) / ratio));
        const width = Math.round(height * ratio);
        for (const [w, h] of [
          [width, height],
          [height, width],
        ]) {
          const size = downscaleSize(w, h);
          if (w * h <= maxUploadPixels) continue;
          expect(size, `${w}x${h}`).not.toBeNull();
          const { width: sw, height: sh } = size!;
          expect(sw * sh, `${w}x${h}`).toBeLessThanOrEqual(maxUploadPixels);
          expect(Math.max(sw, sh), `${w}x${h}`).toBeGreaterThanOrEqual(minDownscaledLongSide);
          // Uses the room it has: within 0.1 % of 24 MP, and the orientation is kept.
          expect(sw * sh, `${w}x${h}`).toBeGreaterThan(maxUploadPixels * 0.999 - Math.max(sw, sh));
          expect(sw >= sh, `${w}x${h}`).toBe(w >= h);
          expect(Math.abs(sw / sh - w / h) / (w / h), `${w}x${h}`).toBeLessThan(0.01);
        }
      }
    }
  });

  it('refuses sizes that are not positive finite numbers', () => {
    expect(downscaleSize(0, 6000)).toBeNull();
    expect(downscaleSize(-8000, 6000)).toBeNull();
    expect(downscaleSize(Number.NaN, 6000)).toBeNull();
    expect(downscaleSize(Number.POSITIVE_INFINITY, 6000)).toBeNull();
  });
});
