/**
 * Pricing a discount code (issue 21 §3): finds the code and checks it against a basket, in one
 * function any basket can call (the single-garment checkout today, the cart's pricing next).
 * Counting uses is in discount-redemptions.service.ts; staff's side in discount-codes-admin.service.ts.
 */
import { and, count, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { discountCodes, discountRedemptions } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { ProductType } from '#shared/catalog.ts';
import {
  type DiscountableLine,
  discountAmountMinor,
  discountCodeMaxLength,
  normalizeDiscountCode,
} from '#shared/discount-codes.ts';
import { AppError } from '#shared/errors.ts';
import type { Currency } from '#shared/locales.ts';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** The email a per-email limit counts: trimmed, lower case. */
export function normalizeRedemptionEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** @returns the active code `input` names (any case, spaces ignored), or null. */
export async function findDiscountCode(db: Db, input: string): Promise<DiscountCodeRow | null> {
  const code = normalizeDiscountCode(input);
  if (code.length === 0 || code.length > discountCodeMaxLength) return null;
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.code, code), eq(discountCodes.active, true)))
    .limit(1);
  return row ?? null;
}

/**
 * Uses of a code that count now: paid (`redeemed`), and `reserved` by a checkout whose session has
 * not expired. With `email`, only those bound to that email.
 */
export async function countedUses(db: Db, codeId: string, email?: string | null): Promise<number> {
  const live = or(
    eq(discountRedemptions.status, 'redeemed'),
    and(eq(discountRedemptions.status, 'reserved'), gt(discountRedemptions.expiresAt, sql`now()`)),
  );
  const [row] = await db
    .select({ n: count() })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.codeId, codeId), live, email ? eq(discountRedemptions.email, email) : undefined));
  return Number(row?.n ?? 0);
}

/**
 * The limits of `code` against the uses counted now.
 * @throws AppError DISCOUNT_CODE_EMAIL_REQUIRED (a per-email limit and no email),
 *   DISCOUNT_CODE_USED_UP (overall), DISCOUNT_CODE_ALREADY_USED (for this email).
 */
export async function assertUsesLeft(db: Db, code: DiscountCodeRow, email: string | null): Promise<void> {
  if (code.perEmailLimit !== null && !email) {
    throw new AppError('DISCOUNT_CODE_EMAIL_REQUIRED', 'This code is limited per email: give the email first');
  }
  if (code.usageLimit !== null && (await countedUses(db, code.id)) >= code.usageLimit) {
    throw new AppError('DISCOUNT_CODE_USED_UP', 'This code has been used up');
  }
  if (code.perEmailLimit !== null && email && (await countedUses(db, code.id, email)) >= code.perEmailLimit) {
    throw new AppError('DISCOUNT_CODE_ALREADY_USED', 'This email has already used this code');
  }
}

/** A basket to price a code for; amounts in minor units of `currency`. */
export interface DiscountQuoteInput {
  /** As the customer typed it. */
  code: string;
  /** The email the checkout will be bound to (for per-email limits), if known. */
  email?: string | null;
  currency: Currency;
  /** Whether the storefront's order-now discount is in the lines' amounts. */
  orderNowApplied: boolean;
  /** What each line charges (item with its fee share): the code's percentage and product rule apply per line. */
  lines: readonly DiscountableLine[];
  /** The basket's total before the code. */
  subtotalMinor: number;
  /** The moment to judge start and end by (tests); now by default. */
  now?: Date;
}

/** A code priced for a basket. */
export interface DiscountQuoteResult {
  /** The code as stored (normalised). */
  code: string;
  codeId: string;
  /** What the code takes off `subtotalMinor`; the total to charge is the difference. */
  discountMinor: number;
  /** The email the use will be counted on (normalised), null when none was given. */
  email: string | null;
}

/**
 * Checks `input.code` against the basket and prices it (issue 21 §3). Checks in the order a customer
 * can act on them: the code, its dates, the currency, the products, the order-now discount, the
 * minimum, then the uses left (read without a lock: the checkout's reservation counts again, atomically).
 * @throws AppError DISCOUNT_CODE_UNKNOWN (no such active code), DISCOUNT_CODE_NOT_YET_VALID,
 *   DISCOUNT_CODE_EXPIRED, DISCOUNT_CODE_NOT_FOR_CURRENCY, DISCOUNT_CODE_NOT_FOR_PRODUCT (no line
 *   eligible), DISCOUNT_CODE_NOT_COMBINABLE (order-now discount chosen, code does not stack),
 *   DISCOUNT_CODE_MINIMUM_NOT_MET, DISCOUNT_CODE_EMAIL_REQUIRED, DISCOUNT_CODE_USED_UP,
 *   DISCOUNT_CODE_ALREADY_USED.
 */
export async function quoteDiscount(ctx: AppContext, input: DiscountQuoteInput): Promise<DiscountQuoteResult> {
  const { db } = ctx.database;
  const code = await findDiscountCode(db, input.code);
  if (!code) throw new AppError('DISCOUNT_CODE_UNKNOWN', 'No such discount code');
  const now = input.now ?? new Date();
  if (code.startsAt && code.startsAt > now) {
    throw new AppError('DISCOUNT_CODE_NOT_YET_VALID', 'This code is not valid yet');
  }
  if (code.endsAt && code.endsAt <= now) throw new AppError('DISCOUNT_CODE_EXPIRED', 'This code has expired');
  if (code.currency && code.currency !== input.currency) {
    throw new AppError('DISCOUNT_CODE_NOT_FOR_CURRENCY', `This code is for orders in ${code.currency}`);
  }
  const products = code.productTypes as ProductType[] | null;
  if (products && !input.lines.some((line) => products.includes(line.productType))) {
    throw new AppError('DISCOUNT_CODE_NOT_FOR_PRODUCT', 'This code is not for this product');
  }
  if (input.orderNowApplied && !code.combinesWithOrderNow) {
    throw new AppError('DISCOUNT_CODE_NOT_COMBINABLE', 'This code does not combine with the order-now discount');
  }
  if (code.minimumMinor !== null && input.subtotalMinor < code.minimumMinor) {
    throw new AppError('DISCOUNT_CODE_MINIMUM_NOT_MET', 'The order is below the minimum for this code');
  }
  const email = input.email ? normalizeRedemptionEmail(input.email) : null;
  await assertUsesLeft(db, code, email);
  const discountMinor = discountAmountMinor(
    {
      kind: code.kind === 'fixed' ? 'fixed' : 'percent',
      percent: code.percent,
      amountMinor: code.amountMinor,
      productTypes: products,
    },
    input.lines,
    input.subtotalMinor,
  );
  return { code: code.code, codeId: code.id, discountMinor, email };
}
