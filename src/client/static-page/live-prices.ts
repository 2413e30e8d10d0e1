/**
 * The landing's live "from" price on the page without React (ADR 0021, ADR 0027): the prerendered
 * price (the seed's) stays invisible in its place until `GET /api/catalog` answers, then shows the
 * live one, formatted as the hero does (landing/from-price.ts); if the catalogue cannot be read, the
 * seed's. `data-prices` says `loading`, then `live` or `fallback`, as on hydrated pages.
 */
import type { ProductType } from '#shared/catalog.ts';
import { type Locale, locales } from '#shared/locales.ts';
import { formatMoney } from '#shared/money.ts';
import { cheapestPayableTotal, type PriceBook, storefrontVariants } from '#shared/pricing.ts';
import { pricePlaceholder } from './placeholders.ts';

interface CatalogAnswer {
  priceBook: PriceBook;
  products: Array<{ type: ProductType }>;
}

/** The catalogue answer if it has the fields the price needs (the full schema stays on hydrated pages). */
function asCatalog(body: unknown): CatalogAnswer | null {
  const answer = body as Partial<CatalogAnswer> | null;
  const book = answer?.priceBook;
  if (!book || typeof book.currency !== 'string' || !book.original || !book.discounted) return null;
  if (!Array.isArray(answer.products)) return null;
  return answer as CatalogAnswer;
}

/** Fills in every `[data-price-template]` of `root` (the hero's "from" price). */
export async function showLivePrices(root: Document, pathname: string): Promise<void> {
  const targets = [...root.querySelectorAll<HTMLElement>('[data-price-template]')];
  const [, localeSegment, variantSegment] = pathname.split('/');
  const locale = locales.find((l): l is Locale => l === localeSegment);
  const variant = storefrontVariants.find((v) => v === variantSegment);
  if (targets.length === 0 || !locale || !variant) return;
  let catalog: CatalogAnswer | null = null;
  try {
    const query = new URLSearchParams({ locale, variant, emailOrder: 'false' });
    const response = await fetch(`/api/catalog?${query}`, { headers: { accept: 'application/json' } });
    if (response.ok) catalog = asCatalog(await response.json());
  } catch {
    // Offline or refused: the seed's price below.
  }
  for (const target of targets) {
    if (catalog) {
      const price = formatMoney(
        cheapestPayableTotal(
          catalog.priceBook,
          catalog.products.map((p) => p.type),
        ),
        locale,
      );
      target.textContent = (target.dataset.priceTemplate ?? '').replace(pricePlaceholder, price);
    }
    target.dataset.prices = catalog ? 'live' : 'fallback';
    target.classList.remove('invisible');
  }
}
