/**
 * Cart maths (issue 21 §4): each line costs its item price times its quantity, and the
 * transformation fee is charged once per distinct artwork, not per item; lines without an artwork
 * print the customer's current photo and count as one design. Integer minor units throughout.
 * Prices come from one price book (SPEC §9's set as the storefront shows it: the discounted set when
 * the order-now offer applies, docs/decisions/0025).
 */
import type { ProductType } from './catalog.ts';
import { type PriceBook, quote } from './pricing.ts';

/** What cart maths needs of a line. */
export interface CartMathLine {
  productType: ProductType;
  quantity: number;
  artworkId?: string | null;
}

/** A line with its unit price and total, minor units. */
export type PricedLine<L extends CartMathLine> = L & { unitPriceMinor: number; lineTotalMinor: number };

/** The cart before discount and tax: lines, their sum, the fees and how many designs they print. */
export interface CartSubtotal<L extends CartMathLine> {
  lines: PricedLine<L>[];
  subtotalMinor: number;
  feeMinor: number;
  /** Distinct artworks printed (the photo counting as one): each carries one transformation fee. */
  designCount: number;
  itemCount: number;
}

/** The key of what a line prints: its artwork id, or `photo` for the customer's current photo. */
export function designKey(line: { artworkId?: string | null }): string {
  return line.artworkId ? `artwork:${line.artworkId.toLowerCase()}` : 'photo';
}

/**
 * Prices `lines` from `book` (`discountApplied`: the order-now offer; a book that always applies its
 * discount ignores it). An empty cart costs nothing, fees included.
 */
export function priceCartLines<L extends CartMathLine>(
  book: PriceBook,
  lines: readonly L[],
  discountApplied: boolean,
): CartSubtotal<L> {
  let subtotalMinor = 0;
  let itemCount = 0;
  let feePerDesign = 0;
  const priced = lines.map((line) => {
    const q = quote(book, line.productType, discountApplied);
    feePerDesign = q.transformationFeeMinor;
    const lineTotalMinor = q.itemMinor * line.quantity;
    subtotalMinor += lineTotalMinor;
    itemCount += line.quantity;
    return { ...line, unitPriceMinor: q.itemMinor, lineTotalMinor };
  });
  const designCount = new Set(lines.map(designKey)).size;
  return { lines: priced, subtotalMinor, feeMinor: designCount * feePerDesign, designCount, itemCount };
}

/**
 * What each line charges for a discount code (issue 21 §3 on the cart): its items plus its share of
 * its design's transformation fee, as a single-item order's code sees item and fee together. A
 * design's fee is shared between the lines printing it by quantity (integer minor units; the
 * remainder goes to that design's first line), so the shares add up to `feeMinor` exactly and a
 * product-restricted code discounts the fee only as far as its products carry the design.
 * @param feePerDesignMinor the book's transformation fee (one per distinct design).
 */
export function discountableCartLines<L extends CartMathLine & { lineTotalMinor: number }>(
  lines: readonly L[],
  feePerDesignMinor: number,
): Array<{ productType: ProductType; amountMinor: number }> {
  const itemsByDesign = new Map<string, number>();
  for (const line of lines)
    itemsByDesign.set(designKey(line), (itemsByDesign.get(designKey(line)) ?? 0) + line.quantity);
  const shared = new Map<string, number>();
  const shares = lines.map((line) => {
    const key = designKey(line);
    const share = Math.floor((feePerDesignMinor * line.quantity) / (itemsByDesign.get(key) ?? line.quantity));
    shared.set(key, (shared.get(key) ?? 0) + share);
    return share;
  });
  const firstOf = new Map<string, number>();
  lines.forEach((line, index) => {
    if (!firstOf.has(designKey(line))) firstOf.set(designKey(line), index);
  });
  for (const [key, index] of firstOf) shares[index] += feePerDesignMinor - (shared.get(key) ?? 0);
  return lines.map((line, index) => ({
    productType: line.productType,
    amountMinor: line.lineTotalMinor + shares[index],
  }));
}
