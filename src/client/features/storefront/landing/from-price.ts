/**
 * The "from" price shown on the landing page: the lowest total a customer can pay on this
 * storefront, from its live price book and the products on sale (issue 11, ADR 0009; issue 21 §1),
 * formatted with Intl for the page's language.
 */
import type { StorefrontProduct } from '#shared/api/catalog.schemas.ts';
import type { Locale } from '#shared/locales.ts';
import { formatMoney } from '#shared/money.ts';
import { cheapestPayableTotal, type PriceBook } from '#shared/pricing.ts';

/** @returns e.g. `$49.99` (en-us), `39,99 €` (fr) or `29,99 €` (/de/wowghiblitees) with SPEC §9's prices. */
export function fromPrice(locale: Locale, book: PriceBook, products: readonly StorefrontProduct[]): string {
  return formatMoney(
    cheapestPayableTotal(
      book,
      products.map((p) => p.type),
    ),
    locale,
  );
}
