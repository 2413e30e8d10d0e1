/** The print placement and wrap of the garment mockups (issue 8: the artwork follows the body). */
import { describe, expect, it } from 'vitest';
import { productTypes } from '#shared/catalog.ts';
import {
  garmentViews,
  offsetToChannel,
  printAreaOf,
  showsPrint,
  W,
  wrapOffset,
  wrapRadiusOf,
  wrapScale,
} from './geometry.ts';

describe('garment views', () => {
  it('has three views per t-shirt and hoodie, four per sweatshirt (SPEC §2.5)', () => {
    expect(garmentViews.tshirt).toHaveLength(3);
    expect(garmentViews.hoodie).toHaveLength(3);
    expect(garmentViews.sweatshirt).toEqual(['front', 'back', 'detail', 'folded']);
  });

  it('prints on the front and the folded view only', () => {
    expect(['front', 'back', 'detail', 'folded'].filter((v) => showsPrint(v as never))).toEqual(['front', 'folded']);
  });

  it('keeps every print area inside the drawing, centred on the garment', () => {
    for (const type of productTypes) {
      for (const view of garmentViews[type].filter((v) => showsPrint(v))) {
        const area = printAreaOf(type, view);
        expect(area.x).toBeGreaterThan(0);
        expect(area.x + area.width).toBeLessThan(W);
        expect(area.x + area.width / 2).toBe(W / 2);
      }
    }
  });
});

describe('wrap round the chest', () => {
  it('leaves the centre line in place and bends both sides alike', () => {
    expect(wrapOffset(W / 2, 150, 3)).toEqual([0, 0]);
    const [left, leftY] = wrapOffset(W / 2 - 40, 150, 3);
    const [right, rightY] = wrapOffset(W / 2 + 40, 150, 3);
    expect(left).toBeCloseTo(-right, 10);
    expect(leftY).toBeCloseTo(rightY, 10);
  });

  it('samples further out towards the sides, so the print looks squeezed there', () => {
    const near = wrapOffset(W / 2 + 20, 150)[0];
    const far = wrapOffset(W / 2 + 50, 150)[0];
    expect(near).toBeGreaterThan(0);
    expect(far).toBeGreaterThan(near * 3);
    // A slight wrap: a few units at most across a chest print.
    expect(far).toBeLessThan(4);
  });

  it('sags a horizontal line most at the sides and not at all when flat', () => {
    expect(wrapOffset(W / 2 + 50, 150, 3)[1]).toBeGreaterThan(wrapOffset(W / 2 + 20, 150, 3)[1]);
    expect(wrapOffset(W / 2 + 50, Number.POSITIVE_INFINITY, 3)).toEqual([0, 0]);
    expect(wrapRadiusOf('sweatshirt', 'folded')).toBe(Number.POSITIVE_INFINITY);
    expect(Number.isFinite(wrapRadiusOf('tshirt', 'front'))).toBe(true);
  });

  it('encodes offsets as displacement-map channels, 128 meaning no shift, clamped to 0..255', () => {
    expect(offsetToChannel(0)).toBe(128);
    expect(offsetToChannel(wrapScale / 4)).toBe(191);
    expect(offsetToChannel(-wrapScale)).toBe(0);
    expect(offsetToChannel(wrapScale)).toBe(255);
  });

  it('fits every garment front within the map range (no clamped channel)', () => {
    for (const type of productTypes) {
      const area = printAreaOf(type, 'front');
      for (const x of [area.x, area.x + area.width]) {
        const [dx, dy] = wrapOffset(x, wrapRadiusOf(type, 'front'), 3);
        expect(Math.abs(dx)).toBeLessThan(wrapScale / 2);
        expect(Math.abs(dy)).toBeLessThan(wrapScale / 2);
      }
    }
  });
});
