/**
 * Price books per storefront context (SPEC §9; DESIGN.md "Storefront contexts and price books").
 * Prices are table data, not computed from a percentage: the sets do not all follow one.
 * Since issue 21 §1 the books are merchant data in the database (staff edit them at /admin/prices);
 * `seedPriceBooks` are SPEC §9's sets, with which a new shop starts (and the prerendered pages'
 * build-time stand-ins, ADR 0021). The functions here price any book, live or seed: the client
 * shows what the server's `GET /api/catalog` answers, the server alone decides what is charged.
 */
import { type ProductType, productTypes } from './catalog.ts';
import { type Currency, currencyByLocale, type Locale } from './locales.ts';
import type { Money } from './money.ts';

export const priceBookIds = [
  'storefront-usd',
  'storefront-eur',
  'ghibli-de',
  'email-order-eur',
  'email-order-other',
] as const;
export type PriceBookId = (typeof priceBookIds)[number];

/** Item prices and the animated transformation fee of one price set, in minor units. */
export interface PriceSet {
  items: Record<ProductType, number>;
  transformationFeeMinor: number;
}

export interface PriceBook {
  id: PriceBookId;
  currency: Currency;
  original: PriceSet;
  discounted: PriceSet;
  /** Discount shown to the customer, in percent (10 on the storefront, 5 on email orders). */
  discountPercent: number;
  /** Email orders always apply their discount (SPEC §9); the storefront only when chosen. */
  discountAlwaysApplied: boolean;
  /** Raised by one with every saved change (issue 21 §1); orders record the version they were charged from. */
  version: number;
}

const usdOriginal: Record<ProductType, number> = { tshirt: 4443, hoodie: 7777, sweatshirt: 5554 };

/**
 * SPEC §9 price table, one entry per storefront context: what the database is seeded with on a
 * shop's first start (version 1), and nothing more. Live prices come from the catalogue service.
 */
export const seedPriceBooks: Record<PriceBookId, PriceBook> = {
  'storefront-usd': {
    id: 'storefront-usd',
    currency: 'USD',
    original: { items: usdOriginal, transformationFeeMinor: 1000 },
    discounted: { items: { tshirt: 3999, hoodie: 6999, sweatshirt: 4999 }, transformationFeeMinor: 1000 },
    discountPercent: 10,
    discountAlwaysApplied: false,
    version: 1,
  },
  'storefront-eur': {
    id: 'storefront-eur',
    currency: 'EUR',
    original: { items: { tshirt: 3443, hoodie: 6221, sweatshirt: 3999 }, transformationFeeMinor: 1000 },
    discounted: { items: { tshirt: 2999, hoodie: 5499, sweatshirt: 3499 }, transformationFeeMinor: 1000 },
    discountPercent: 10,
    discountAlwaysApplied: false,
    version: 1,
  },
  // SPEC §9: the German storefront's fee is 6.67 without the discount and 10 with it.
  'ghibli-de': {
    id: 'ghibli-de',
    currency: 'EUR',
    original: { items: { tshirt: 2332, hoodie: 5110, sweatshirt: 2999 }, transformationFeeMinor: 667 },
    discounted: { items: { tshirt: 1999, hoodie: 4499, sweatshirt: 2499 }, transformationFeeMinor: 1000 },
    discountPercent: 10,
    discountAlwaysApplied: false,
    version: 1,
  },
  'email-order-eur': {
    id: 'email-order-eur',
    currency: 'EUR',
    original: { items: { tshirt: 3332, hoodie: 6110, sweatshirt: 3999 }, transformationFeeMinor: 1000 },
    discounted: { items: { tshirt: 3165, hoodie: 5805, sweatshirt: 3799 }, transformationFeeMinor: 1000 },
    discountPercent: 5,
    discountAlwaysApplied: true,
    version: 1,
  },
  'email-order-other': {
    id: 'email-order-other',
    currency: 'USD',
    original: { items: usdOriginal, transformationFeeMinor: 1000 },
    discounted: { items: { tshirt: 4221, hoodie: 7388, sweatshirt: 5276 }, transformationFeeMinor: 1000 },
    discountPercent: 5,
    discountAlwaysApplied: true,
    version: 1,
  },
};

export const storefrontVariants = ['wowanimatedtees', 'wowghiblitees'] as const;
export type StorefrontVariant = (typeof storefrontVariants)[number];

/** Where a page sells from: its language, its storefront, and whether it is the email-order page. */
export interface StorefrontContext {
  locale: Locale;
  variant: StorefrontVariant;
  fromEmailOrder?: boolean;
}

/**
 * Which price book a page uses (DESIGN.md table): the German Ghibli set under /de, /fr and
 * /es/wowghiblitees, euro for the other non-English storefronts, dollars for English; email orders by their currency.
 */
export function priceBookIdFor(context: StorefrontContext): PriceBookId {
  if (context.fromEmailOrder) return context.locale === 'en-us' ? 'email-order-other' : 'email-order-eur';
  if (context.locale === 'en-us') return 'storefront-usd';
  // The German Ghibli set is the non-English Ghibli set: /fr and /es/wowghiblitees use it too (issue 11).
  if (context.variant === 'wowghiblitees') return 'ghibli-de';
  return 'storefront-eur';
}

/** The book of {@link priceBookIdFor} out of `books` (the live ones, or `seedPriceBooks`). */
export function priceBookFor(context: StorefrontContext, books: Record<PriceBookId, PriceBook>): PriceBook {
  return books[priceBookIdFor(context)];
}

/** Whether `value` names a price book. */
export function isPriceBookId(value: unknown): value is PriceBookId {
  return typeof value === 'string' && (priceBookIds as readonly string[]).includes(value);
}

/** A price quote for one garment; every amount in minor units of `currency`. Shipping is free (SPEC §9). */
export interface PriceQuote {
  priceBookId: PriceBookId;
  priceBookVersion: number;
  currency: Currency;
  productType: ProductType;
  discountApplied: boolean;
  discountPercent: number;
  itemOriginalMinor: number;
  itemMinor: number;
  transformationFeeMinor: number;
  shippingMinor: 0;
  totalMinor: number;
}

/**
 * Total = item price (discounted when the discount applies) + that set's transformation fee (SPEC §9).
 * @param discountApplied the customer's choice; ignored for books whose discount always applies.
 */
export function quote(book: PriceBook, productType: ProductType, discountApplied: boolean): PriceQuote {
  const applied = book.discountAlwaysApplied || discountApplied;
  const set = applied ? book.discounted : book.original;
  const itemMinor = set.items[productType];
  return {
    priceBookId: book.id,
    priceBookVersion: book.version,
    currency: book.currency,
    productType,
    discountApplied: applied,
    discountPercent: book.discountPercent,
    itemOriginalMinor: book.original.items[productType],
    itemMinor,
    transformationFeeMinor: set.transformationFeeMinor,
    shippingMinor: 0,
    totalMinor: itemMinor + set.transformationFeeMinor,
  };
}

/**
 * Every total a customer can pay with `book`: each product type, with and without the storefront's
 * optional discount (only once when the book always applies it). The same `quote` the server charges.
 */
export function payableQuotes(book: PriceBook): PriceQuote[] {
  const choices = book.discountAlwaysApplied ? [true] : [false, true];
  return productTypes.flatMap((productType) => choices.map((discount) => quote(book, productType, discount)));
}

/**
 * The lowest total anyone can pay with `book` (the page's book, {@link priceBookFor}): the honest
 * "from" price (issue 11, ADR 0009; replaces SPEC §3's fixed "$29.99", which nobody could pay on the
 * dollar storefront). `productTypes` limits it to the products on sale (all by default).
 * @returns e.g. `{ amountMinor: 4999, currency: 'USD' }` for /en-us (a $39.99 tee + $10 fee).
 */
export function cheapestPayableTotal(book: PriceBook, onSale: readonly ProductType[] = productTypes): Money {
  const quotes = payableQuotes(book);
  // The shop keeps one product on sale (catalogue validation); all of them if a caller passes none.
  const sold = quotes.filter((q) => onSale.includes(q.productType));
  const totals = (sold.length > 0 ? sold : quotes).map((q) => q.totalMinor);
  return { amountMinor: Math.min(...totals), currency: book.currency };
}

/**
 * What the discount saves on the total of one product, in minor units of the book's currency:
 * the original set's total minus the discounted set's (never below 0; for email orders, whose
 * discount always applies, the struck-through original against what is charged). Shown in money, not as a
 * percentage: the sets' discounts are not all the advertised 10 % (and on /de/wowghiblitees the
 * higher fee eats the t-shirt's saving: 0).
 */
export function discountSavingMinor(book: PriceBook, productType: ProductType): number {
  const total = (set: PriceSet) => set.items[productType] + set.transformationFeeMinor;
  return Math.max(0, total(book.original) - total(book.discounted));
}

/** The static order of the mock checkout page (SPEC §2.8); amounts in minor units. */
export interface MockCheckoutOrder {
  item: Money;
  shipping: Money;
  /** Item plus shipping: $44.98. */
  total: Money;
}

/**
 * SPEC §2.8: "an item at $39.99, shipping $4.99, total $44.98", shown with the same figures in
 * the euro storefronts' currency. Nothing is charged: the real purchase is the hosted checkout.
 */
export function mockCheckoutOrder(locale: Locale): MockCheckoutOrder {
  const currency = currencyByLocale[locale];
  const itemMinor = 3999;
  const shippingMinor = 499;
  return {
    item: { amountMinor: itemMinor, currency },
    shipping: { amountMinor: shippingMinor, currency },
    total: { amountMinor: itemMinor + shippingMinor, currency },
  };
}
