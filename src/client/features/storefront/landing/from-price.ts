/**
 * The "from" price shown on the landing page: the lowest total a customer can pay on this
 * storefront, from its price book (issue 11, ADR 0009), formatted with Intl for the page's language.
 */
import type { Locale } from '#shared/locales.ts';
import { formatMoney } from '#shared/money.ts';
import { cheapestPayableTotal, type StorefrontVariant } from '#shared/pricing.ts';

/** @returns e.g. `$49.99` (en-us), `39,99 €` (fr) or `29,99 €` (/de/wowghiblitees). */
export function fromPrice(locale: Locale, variant: StorefrontVariant): string {
  return formatMoney(cheapestPayableTotal({ locale, variant }), locale);
}
