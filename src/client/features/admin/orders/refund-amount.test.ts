import { describe, expect, it } from 'vitest';
import { parseMajorAmount, toMajorInput } from './refund-amount.ts';

describe('refund amount: major units typed, minor units sent (issue 19 §5)', () => {
  it('reads dot and comma decimals into integer minor units without floating-point drift', () => {
    expect(parseMajorAmount('12.50', 'USD')).toBe(1250);
    expect(parseMajorAmount('12,5', 'EUR')).toBe(1250);
    expect(parseMajorAmount(' 44.43 ', 'USD')).toBe(4443);
    expect(parseMajorAmount('0.29', 'USD')).toBe(29);
    expect(parseMajorAmount('.3', 'USD')).toBe(30);
    expect(parseMajorAmount('10', 'EUR')).toBe(1000);
    expect(parseMajorAmount('1 234,56', 'EUR')).toBe(123456);
    expect(parseMajorAmount('1500', 'JPY')).toBe(1500);
  });

  it('refuses blank, zero, negative, words, guessed thousands and more decimals than the currency has', () => {
    const refused = [
      '',
      '   ',
      '0',
      '0.00',
      '-5',
      '5€',
      'ten',
      '12.345',
      '1,000',
      '1.234,56',
      '1e3',
      '12..5',
      '12.',
      '.',
    ];
    for (const text of refused) {
      expect(parseMajorAmount(text, 'USD'), text).toBeNull();
    }
    expect(parseMajorAmount('12.5', 'JPY')).toBeNull();
  });

  it('writes minor units back as the plain text the input starts with', () => {
    expect(toMajorInput(4443, 'USD')).toBe('44.43');
    expect(toMajorInput(5, 'EUR')).toBe('0.05');
    expect(toMajorInput(1500, 'JPY')).toBe('1500');
    expect(parseMajorAmount(toMajorInput(7999, 'EUR'), 'EUR')).toBe(7999);
  });
});
