/** The "from" price shown on the landing page (SPEC §3 "Catalogue"). */
import type { Locale } from '#shared/locales.ts';
import { formatMoney } from '#shared/money.ts';
import { advertisedFromPrice } from '#shared/pricing.ts';

/** @returns e.g. `$29.99` (en-us) or `29,99 €` (de, fr, es). */
export function fromPrice(locale: Locale): string {
  return formatMoney(advertisedFromPrice(locale), locale);
}
