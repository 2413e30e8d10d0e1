import { describe, expect, it } from 'vitest';
import { detailPrintDpi, effectivePrintDpi, printArea, renderPrintDpi } from './artwork.ts';

describe('effectivePrintDpi (issue 8, issue 19 §4)', () => {
  it('gives the print target for a file that fills the 12 x 16 in area', () => {
    expect(effectivePrintDpi(3600, 4800)).toBe(printArea.dpi);
    // Square and landscape files are limited by the 12 in width: 3600 px across is 300 DPI.
    expect(effectivePrintDpi(3600, 3600)).toBe(300);
    expect(effectivePrintDpi(3600, 2402)).toBe(300);
    // Tall files are limited by the 16 in height.
    expect(effectivePrintDpi(2400, 4800)).toBe(300);
  });

  it('measures along the limiting side and rounds down', () => {
    // A 1024 px staff upload: 1024 / 12 = 85.3 DPI.
    expect(effectivePrintDpi(1024, 1024)).toBe(85);
    // 640 x 427: 640 / 12 = 53.3 DPI across (427 / 16 = 26.7 would not be the limit: width is).
    expect(effectivePrintDpi(640, 427)).toBe(53);
    // A tall 1000 x 4000 strip: limited by its height, 4000 / 16 = 250.
    expect(effectivePrintDpi(1000, 4000)).toBe(250);
    // Just under a whole DPI stays under it.
    expect(effectivePrintDpi(3599, 4799)).toBe(299);
  });
});

describe('detailPrintDpi (issue 20 §3)', () => {
  it('counts only pixels an upscaler that adds detail makes, up to the print target', () => {
    // A 1024 x 1536 provider render enlarged with Lanczos keeps its 96 DPI of detail.
    expect(detailPrintDpi(1024, 1536)).toBe(96);
    // Real-ESRGAN at 4x draws 4096 x 6144: more than the 300 DPI target, so 300.
    expect(detailPrintDpi(1024, 1536, 4)).toBe(300);
    // At 2x, 2048 x 3072 over 16 in: 192.
    expect(detailPrintDpi(1024, 1536, 2)).toBe(192);
    // An image larger than the print area is the target, not more.
    expect(detailPrintDpi(6000, 8000)).toBe(300);
  });
});

describe('renderPrintDpi (issue 20 §3)', () => {
  it("is the render's DPI, never more than the photo's own", () => {
    // A 12 MP portrait photo rendered at 2400 px: 1800 x 2400, 150 DPI over 16 in.
    expect(renderPrintDpi(3000, 4000, 2400)).toBe(150);
    // With Real-ESRGAN's 2x the render reaches 300, and the photo (250 DPI) is the limit.
    expect(renderPrintDpi(3000, 4000, 2400, 4)).toBe(250);
    // A 640 x 427 photo enlarged to 2400 px still has 53 DPI of detail.
    expect(renderPrintDpi(640, 427, 2400)).toBe(53);
  });
});
