/**
 * The catalogue as one storefront shows it (issue 21 §1): the products on sale with their name and
 * materials in the page's language, and the page's price book. The server answers it at
 * `GET /api/catalog`; the prerendered pages start from the same shape made of the seed (SPEC §9),
 * which is what a new shop sells, until the live answer has loaded (ADR 0021).
 */
import type { CatalogResponse, StorefrontProduct } from './api/catalog.schemas.ts';
import type { CatalogProduct } from './catalog.ts';
import { seedProducts } from './catalog-seed.ts';
import type { Locale } from './locales.ts';
import { priceBookFor, type StorefrontContext, seedPriceBooks } from './pricing.ts';

/** A product in the words of one language. */
export function toStorefrontProduct(product: CatalogProduct, locale: Locale): StorefrontProduct {
  return {
    type: product.type,
    name: product.names[locale],
    materials: product.materials[locale],
    sizes: product.sizes,
    colors: product.colors,
    printArea: product.printArea,
  };
}

/** The seed's catalogue of a storefront: what `GET /api/catalog` answers on a new shop. */
export function seedStorefrontCatalog(context: StorefrontContext): CatalogResponse {
  const book = priceBookFor(context, seedPriceBooks);
  return {
    locale: context.locale,
    variant: context.variant,
    priceBookId: book.id,
    priceBookVersion: book.version,
    currency: book.currency,
    priceBook: book,
    products: seedProducts.filter((p) => p.active).map((p) => toStorefrontProduct(p, context.locale)),
  };
}
