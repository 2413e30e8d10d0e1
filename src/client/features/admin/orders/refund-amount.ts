/**
 * The refund form's amount (issue 19 §5): staff type major units of the order's currency ("12.50",
 * "12,50"); the API takes integer minor units. Converted here, at the edge, with string
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
 * Reads an amount typed in major units of `currency` into minor units: digits, then optionally one
 * `.` or `,` and at most the currency's minor digits ("12", "12.5", "12,50", ".5"). Thousands
 * separators are refused rather than guessed: "12.345" could be a typo as well as twelve thousand,
 * and a refund must not guess (spaces are ignored).
 * @returns the amount in minor units (a positive safe integer), or `null` for anything else (blank,
 *   zero, negative, letters, grouping, too many decimals).
 */
export function parseMajorAmount(text: string, currency: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const digits = minorDigits(currency);
  const match = /^(\d*)(?:[.,](\d+))?$/.exec(compact);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  if (fraction.length > digits || (compact.length > whole.length && fraction === '')) return null;
  const minor = Number(whole || '0') * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

/** Minor units as the plain major-unit text the input starts with, e.g. 4443 USD -> "44.43" (no grouping). */
export function toMajorInput(amountMinor: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(amountMinor);
  const text = String(amountMinor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
