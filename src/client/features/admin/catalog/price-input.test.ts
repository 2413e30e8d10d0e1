/** Money as staff type it on /admin/prices (issue 21 §1). */
import { describe, expect, it } from 'vitest';
import { amountProblem, formatMajorAmount, parseMajorAmount } from './price-input.ts';

describe('staff price input', () => {
  it('reads major units with a dot or a comma and up to two decimals', () => {
    expect(parseMajorAmount('44.43')).toBe(4443);
    expect(parseMajorAmount('44,4')).toBe(4440);
    expect(parseMajorAmount(' 30 ')).toBe(3000);
    expect(formatMajorAmount(667)).toBe('6.67');
  });

  it('refuses negative, fractional-cent, empty, absurd and free items', () => {
    expect(amountProblem('-5.00', true)).toBe('format');
    expect(amountProblem('29.999', true)).toBe('format');
    expect(amountProblem('abc', true)).toBe('format');
    expect(amountProblem('', true)).toBe('required');
    expect(amountProblem('10000.01', true)).toBe('tooHigh');
    expect(amountProblem('0', false)).toBe('zero');
    expect(amountProblem('0', true)).toBeNull();
    expect(amountProblem('10000.00', false)).toBeNull();
  });
});
