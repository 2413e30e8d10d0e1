/**
 * Money as staff type it on /admin/prices (issue 21 §1): major units with a dot or comma and at most
 * two decimals (`29.99`, `29,9`, `30`), stored as integer minor units. Anything else (a minus, three
 * decimals, letters) is refused here before the server would refuse it (422 CATALOG_INVALID).
 */
import { maxPriceMinor } from '#shared/api/catalog.schemas.ts';

/** Why a typed amount cannot be saved; null when it can. */
export type AmountProblem = 'required' | 'format' | 'tooHigh' | 'zero';

/** `"44.43"` → 4443, `"44,4"` → 4440, `"44"` → 4400; null when the text is not such an amount. */
export function parseMajorAmount(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 4443 → `"44.43"`: the value an input starts with. */
export function formatMajorAmount(minor: number): string {
  return (minor / 100).toFixed(2);
}

/**
 * What is wrong with a typed amount.
 * @param allowZero the transformation fee may be 0; an item's price may not (nothing is given away by a typo).
 */
export function amountProblem(text: string, allowZero: boolean): AmountProblem | null {
  if (text.trim() === '') return 'required';
  const minor = parseMajorAmount(text);
  if (minor === null) return 'format';
  if (minor > maxPriceMinor) return 'tooHigh';
  if (minor === 0 && !allowZero) return 'zero';
  return null;
}
