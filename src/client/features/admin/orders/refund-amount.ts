/**
 * The refund form's amount (issue 19 §5): staff type major units of the order's currency ("12.50",
 * "12,50", "1.234,50"); the API takes integer minor units. Converted here, at the edge, with string
 * arithmetic (no floating point: 0.1 + 0.2 never becomes 30.000000000000004 cents).
 */

/** How many minor digits `currency` has (2 for USD and EUR, 0 for JPY), as Intl knows it; 2 for an unknown code. */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * Reads an amount typed in major units of `currency` into minor units. The last `.` or `,` followed
 * by at most the currency's minor digits is the decimal separator; other `.`, `,`, spaces and
 * apostrophes group thousands.
 * @returns the amount in minor units (a positive safe integer), or `null` for anything else (blank,
 *   zero, negative, letters, too many decimals).
 */
export function parseMajorAmount(text: string, currency: string): number | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (!/^\d[\d.,]*$/.test(compact) && !/^[.,]\d+$/.test(compact)) return null;
  const digits = minorDigits(currency);
  const last = Math.max(compact.lastIndexOf('.'), compact.lastIndexOf(','));
  let whole = compact;
  let fraction = '';
  if (last !== -1) {
    const after = compact.slice(last + 1);
    if (after.length > 0 && after.length <= digits) {
      whole = compact.slice(0, last);
      // The decimal separator once only; the whole part plain or grouped by threes with the other one.
      if (whole.includes(compact[last]) || !wellGrouped(whole)) return null;
      fraction = after;
    } else if (after.length === 3 && wellGrouped(compact) && !(compact.includes('.') && compact.includes(','))) {
      // "1,000" / "1.000": thousands, not a decimal with more digits than the currency has.
    } else {
      return null;
    }
  }
  whole = whole.replace(/[.,]/g, '');
  const minor = Number(whole || '0') * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

/** Digits alone (or none), or grouped by threes with `.` or `,`: `1234`, `1,234`, `1.234.567`. */
function wellGrouped(whole: string): boolean {
  return /^\d*$/.test(whole) || /^\d{1,3}(?:[.,]\d{3})+$/.test(whole);
}

/** Minor units as the plain major-unit text the input starts with, e.g. 4443 USD -> "44.43" (no grouping). */
export function toMajorInput(amountMinor: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(amountMinor);
  const text = String(amountMinor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
