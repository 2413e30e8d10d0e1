/**
 * Discount codes (issue 21 §3): how a code is written and what it takes off an order. Isomorphic:
 * the server prices with it (modules/discount-codes) and the staff page previews with it.
 * Money is integer minor units of the order's currency.
 */
import type { ProductType } from './catalog.ts';

/** Longest code staff may create, and longest a customer may type (after trimming). */
export const discountCodeMaxLength = 32;
export const discountCodeMinLength = 3;
/** Letters A-Z, digits, `-` and `_`, once normalised. */
export const discountCodePattern = /^[A-Z0-9_-]+$/;

/**
 * The form a code is stored and matched in: trimmed, inner spaces removed, upper case (so `welcome5`,
 * ` Welcome 5 ` and `WELCOME5` are one code). Compatibility forms are folded first (NFKC), so
 * full-width letters match their ASCII letters.
 */
export function normalizeDiscountCode(input: string): string {
  return input.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
}

/** Whether `code` (normalised) is a code staff may create: 3-32 of A-Z, 0-9, `-`, `_`. */
export function isValidDiscountCode(code: string): boolean {
  return code.length >= discountCodeMinLength && code.length <= discountCodeMaxLength && discountCodePattern.test(code);
}

/**
 * The smallest total a discounted checkout may charge, minor units (Stripe's minimum charge is
 * 0.50 in USD and EUR): a large fixed code takes the total down to this, never below.
 */
export const minimumChargeMinor = 50;

/** The parts of a code that price it. */
export interface DiscountTerms {
  kind: 'percent' | 'fixed';
  /** Whole percent 1-100 (`percent` codes). */
  percent: number | null;
  /** Minor units (`fixed` codes). */
  amountMinor: number | null;
  /** Product types it applies to; null: all. */
  productTypes: readonly ProductType[] | null;
}

/** One line the code may discount: its product and what the line charges (item and its fee share). */
export interface DiscountableLine {
  productType: ProductType;
  amountMinor: number;
}

/**
 * What `terms` take off `lines` (whose charges sum to `subtotalMinor`): a percentage of the eligible
 * lines, rounded half up, or the fixed amount up to the eligible lines' sum; never so much that the
 * total falls below {@link minimumChargeMinor}. 0 when no line is eligible.
 */
export function discountAmountMinor(terms: DiscountTerms, lines: readonly DiscountableLine[], subtotalMinor: number) {
  const eligibleMinor = lines
    .filter((line) => terms.productTypes === null || terms.productTypes.includes(line.productType))
    .reduce((sum, line) => sum + line.amountMinor, 0);
  const raw =
    terms.kind === 'percent'
      ? Math.round((eligibleMinor * (terms.percent ?? 0)) / 100)
      : Math.min(terms.amountMinor ?? 0, eligibleMinor);
  return Math.max(0, Math.min(raw, subtotalMinor - minimumChargeMinor));
}
