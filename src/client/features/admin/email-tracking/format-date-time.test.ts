/** Dates and percentages of the staff email pages, in each page language. */
import { describe, expect, it } from 'vitest';
import { formatDateParts, formatDateTime, formatPercent } from './format-date-time.ts';

describe('formatDateTime', () => {
  const iso = '2025-01-03T12:05:00.000Z';

  it('formats in the page language', () => {
    expect(formatDateTime(iso, 'en-us', 'UTC')).toBe('Jan 3, 2025, 12:05 PM');
    expect(formatDateTime(iso, 'de', 'UTC')).toBe('03.01.2025, 12:05');
    expect(formatDateTime(iso, 'fr', 'UTC')).toMatch(/^3 janv\. 2025.* 12:05$/);
    expect(formatDateTime(iso, 'es', 'UTC')).toMatch(/^3 ene 2025.* 12:05$/);
  });

  it('uses the given time zone', () => {
    expect(formatDateTime(iso, 'de', 'Europe/Berlin')).toBe('03.01.2025, 13:05');
  });

  it('shows a value that is not a date as it is', () => {
    expect(formatDateTime('yesterday', 'en-us')).toBe('yesterday');
  });
});

describe('formatDateParts', () => {
  it('splits date and time in the page language', () => {
    expect(formatDateParts('2025-01-03T12:05:00.000Z', 'de', 'UTC')).toEqual({ date: '03.01.2025', time: '12:05' });
    expect(formatDateParts('2025-01-03T12:05:00.000Z', 'en-us', 'UTC')?.date).toBe('Jan 3, 2025');
    expect(formatDateParts('not a date', 'de')).toBeNull();
  });
});

describe('formatPercent', () => {
  it('rounds to whole percent in the page language', () => {
    expect(formatPercent(2 / 3, 'en-us')).toBe('67%');
    expect(formatPercent(0, 'en-us')).toBe('0%');
    expect(formatPercent(0.5, 'de').replace(/\s/g, ' ')).toBe('50 %');
  });
});
