import { describe, expect, it } from 'vitest';
import { productTypes } from './catalog.ts';
import {
  inchesToCm,
  orderableSizeChartSizes,
  sizeChartInches,
  sizeChartRows,
  sizeChartSizes,
  sizeUnitFor,
} from './size-chart.ts';

describe('size chart', () => {
  it('converts inches to whole centimetres with factor 2.54 (SPEC §9)', () => {
    expect(inchesToCm(1)).toBe(3); // 2.54
    expect(inchesToCm(36)).toBe(91); // 91.44
    expect(inchesToCm(29)).toBe(74); // 73.66
    expect(inchesToCm(8.25)).toBe(21); // 20.955
    expect(inchesToCm(7.5)).toBe(19); // 19.05
    expect(inchesToCm(25)).toBe(64); // 63.5: halves round up
    expect(Number.isInteger(inchesToCm(34.5))).toBe(true);
  });

  it('has XXL for every product, and the orderable sizes are XS-XL only', () => {
    expect(sizeChartSizes).toContain('xxl');
    for (const product of productTypes) expect(sizeChartInches[product].xxl).toBeDefined();
    expect(orderableSizeChartSizes).toEqual(['xs', 's', 'm', 'l', 'xl']);
    expect(sizeChartRows('tshirt', 'in', orderableSizeChartSizes).map((row) => row.size)).not.toContain('xxl');
  });

  it('gives t-shirts short sleeves and hoodies and sweatshirts long ones', () => {
    for (const size of sizeChartSizes) {
      const tee = sizeChartInches.tshirt[size].sleeve;
      expect(tee).toBeGreaterThanOrEqual(7.5);
      expect(tee).toBeLessThanOrEqual(9.5);
      for (const product of ['hoodie', 'sweatshirt'] as const) {
        const sleeve = sizeChartInches[product][size].sleeve;
        expect(sleeve).toBeGreaterThanOrEqual(32);
        expect(sleeve).toBeLessThanOrEqual(36);
        expect(sleeve).not.toBe(tee);
      }
    }
  });

  it('grows with every size', () => {
    for (const product of productTypes) {
      const rows = sizeChartRows(product, 'in');
      for (let i = 1; i < rows.length; i++) {
        expect(rows[i].measurements.chest).toBeGreaterThan(rows[i - 1].measurements.chest);
        expect(rows[i].measurements.length).toBeGreaterThan(rows[i - 1].measurements.length);
        expect(rows[i].measurements.sleeve).toBeGreaterThanOrEqual(rows[i - 1].measurements.sleeve);
      }
    }
  });

  it('shows inches in English and centimetres elsewhere (SPEC §2.7)', () => {
    expect(sizeUnitFor('en-us')).toBe('in');
    for (const locale of ['de', 'fr', 'es'] as const) expect(sizeUnitFor(locale)).toBe('cm');
    const [xs] = sizeChartRows('tshirt', 'cm');
    expect(xs.measurements).toEqual({ chest: 84, length: 69, sleeve: 19 });
    expect(sizeChartRows('hoodie', 'in')[2].measurements).toEqual(sizeChartInches.hoodie.m);
  });
});
