/**
 * The placement maths (issue 20 §5) that the page's preview and the server's print file share:
 * where the image goes, what shows of it, when it is outside the print area, how the editor keeps
 * it inside, the DPI at its scale, and the text line's outlines.
 */
import { describe, expect, it } from 'vitest';
import {
  clampPlacement,
  defaultPlacement,
  fitSize,
  type GlyphFont,
  isInsidePrintArea,
  layoutText,
  maxScaleFor,
  type Placement,
  pathData,
  placedImageBounds,
  placeImage,
  placementDpi,
  printAreaUnits,
  roundPlacement,
} from './placement.ts';

const square = 1;
const base: Placement = { side: 'front', x: 0.5, y: 0.5, scale: 1, rotation: 0, crop: 'rectangle' };

describe('placing the image', () => {
  it('fits an image as large as the 12 x 16 in print area allows, its aspect kept', () => {
    expect(fitSize(square)).toEqual({ width: 1200, height: 1200 });
    expect(fitSize(0.5)).toEqual({ width: 800, height: 1600 });
    expect(fitSize(2)).toEqual({ width: 1200, height: 600 });
  });

  it('starts where the image printed before placements: whole, centred across, at the top', () => {
    const start = defaultPlacement(2);
    expect(start).toMatchObject({ side: 'front', x: 0.5, scale: 1, rotation: 0, crop: 'rectangle' });
    expect(placedImageBounds(placeImage(start, 2))).toEqual({ left: 0, top: 0, right: 1200, bottom: 600 });
  });

  it('grows the box of a turned image, and crops a circle to the shorter side', () => {
    const turned = placedImageBounds(placeImage({ ...base, scale: 0.5, rotation: 90 }, 2));
    expect(turned.right - turned.left).toBeCloseTo(300);
    expect(turned.bottom - turned.top).toBeCloseTo(600);
    const circle = placeImage({ ...base, scale: 0.5, crop: 'circle' }, 2);
    expect(circle.clip).toEqual({ kind: 'circle', radius: 150 });
    // A circle's box does not turn.
    expect(placedImageBounds({ ...circle, rotation: 33 })).toEqual(placedImageBounds(circle));
  });

  it('counts a rounded crop by its rounded corners, not the rectangle', () => {
    const rect = placedImageBounds(placeImage({ ...base, rotation: 45, scale: 0.5 }, square));
    const rounded = placedImageBounds(placeImage({ ...base, rotation: 45, scale: 0.5, crop: 'rounded' }, square));
    expect(rounded.right - rounded.left).toBeLessThan(rect.right - rect.left);
  });

  it('tells inside from outside the print area, with a hair of tolerance', () => {
    expect(isInsidePrintArea(placedImageBounds(placeImage(base, 0.75)))).toBe(true);
    expect(isInsidePrintArea({ left: -0.4, top: 0, right: 1200.4, bottom: 1600 })).toBe(true);
    expect(isInsidePrintArea({ left: -1, top: 0, right: 100, bottom: 100 })).toBe(false);
    expect(isInsidePrintArea(placedImageBounds(placeImage({ ...base, x: 0 }, 0.75)))).toBe(false);
    expect(isInsidePrintArea(placedImageBounds(placeImage({ ...base, rotation: 30 }, 0.75)))).toBe(false);
  });
});

describe('keeping it inside', () => {
  it('shrinks to the largest scale that fits at the rotation, then moves the centre in', () => {
    const turned = clampPlacement({ ...base, rotation: 45, scale: 3 }, square);
    expect(turned.scale).toBeCloseTo(maxScaleFor({ ...base, rotation: 45 }, square));
    expect(isInsidePrintArea(placedImageBounds(placeImage(turned, square)))).toBe(true);
    const moved = clampPlacement({ ...base, x: 0, y: 1, scale: 0.5 }, square);
    expect(moved).toMatchObject({ scale: 0.5, x: 0.25, y: 1 - 300 / 1600 });
  });

  it('leaves a placement that fits as it is', () => {
    const fits = { ...base, x: 0.4, y: 0.6, scale: 0.5, rotation: 12, crop: 'circle' as const };
    expect(clampPlacement(fits, 1.5)).toEqual(fits);
  });

  it('rounds a stored placement to 1e-5 of the print area and 0.01°', () => {
    expect(roundPlacement({ ...base, x: 0.123456789, rotation: 12.3456 })).toMatchObject({
      x: 0.12346,
      rotation: 12.35,
    });
  });
});

describe('DPI at the placed size', () => {
  it('packs the pixels closer when the image is smaller', () => {
    expect(placementDpi(150, 1)).toBe(150);
    expect(placementDpi(150, 0.5)).toBe(300);
    expect(placementDpi(150, 1.5)).toBe(100);
  });
});

describe('the text line', () => {
  /** A font whose every character is a 50 x 100 box on the baseline (an em of 100). */
  const boxes: GlyphFont = {
    getPath(text, x, y, fontSize) {
      const k = fontSize / 100;
      const commands = [...text].flatMap((_, i) => {
        const left = x + i * 50 * k;
        return [
          { type: 'M' as const, x: left, y },
          { type: 'L' as const, x: left, y: y - 100 * k },
          { type: 'L' as const, x: left + 50 * k, y: y - 100 * k },
          { type: 'Z' as const },
        ];
      });
      return {
        commands,
        getBoundingBox: () => ({ x1: x, y1: y - 100 * k, x2: x + text.length * 50 * k, y2: y }),
      };
    },
  };

  it('centres the outlines on the text position at its size', () => {
    const placed = layoutText(boxes, { content: 'Luna', font: 'fredoka', color: '#c2410c', x: 0.5, y: 0.9, size: 0.1 });
    // 160 units high (0.1 of 1600), 4 x 80 wide, centred on (600, 1440).
    expect(placed.bounds).toEqual({ left: 440, top: 1360, right: 760, bottom: 1520 });
    expect(placed.d.startsWith('M440 1520L440 1360L520 1360Z')).toBe(true);
    expect(placed.color).toBe('#c2410c');
    expect(isInsidePrintArea(placed.bounds)).toBe(true);
    expect(printAreaUnits.height).toBe(1600);
  });

  it('writes path data with two decimals and never NaN, even a hair off an integer', () => {
    expect(
      pathData([
        { type: 'M', x: 250.0000001, y: 1e-7 },
        { type: 'Q', x1: 1.005, y1: -2.3333, x: 3, y: 4 },
        { type: 'Z' },
      ]),
    ).toBe('M250 0Q1 -2.33 3 4Z');
  });
});
