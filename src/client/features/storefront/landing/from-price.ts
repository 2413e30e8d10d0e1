/** The "from" price shown on the landing page (SPEC §3 "Catalogue"). */
import { currencyByLocale, type Locale } from '../../../../shared/locales.ts';
import { formatMoney } from '../../../../shared/money.ts';
import { priceBooks } from '../../../../shared/pricing.ts';

/**
 * SPEC §3: "The shown 'from' price is $29.99 (29,99 euro in other languages)". That is the
 * multi-language book's discounted t-shirt (2999), shown in the page's currency; the English USD
 * book's own lowest (39.99) is not what the SPEC advertises, so every locale uses this amount.
 * @returns e.g. `$29.99` (en-us) or `29,99 €` (de, fr, es).
 */
export function fromPrice(locale: Locale): string {
  const amountMinor = priceBooks['storefront-eur'].discounted.items.tshirt;
  return formatMoney({ amountMinor, currency: currencyByLocale[locale] }, locale);
}
