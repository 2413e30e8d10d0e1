/**
 * Counting the uses of discount codes (issue 21 §3, ADR 0024). A checkout takes a use when its
 * checkout session is opened (`reserved`, counted until the session's expiry plus a margin), the
 * paid order makes it final (`redeemed`), and a session that failed to open gives it back at once.
 * A process dying in between leaves a reservation that simply stops counting when it expires, so
 * nothing has to clean up for the limits to be right.
 *
 * Atomicity: a reservation locks its code's row (`SELECT … FOR UPDATE`) for the count and the insert,
 * so two checkouts racing for the last use are serialised and one of them wins, on PostgreSQL and
 * on PGlite alike (each statement after the lock reads what the previous holder committed).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { discountCodes, discountRedemptions } from '#server/db/schema/index.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { AppError } from '#shared/errors.ts';
import { assertUsesLeft } from './discount-codes.service.ts';

/**
 * How long a checkout session with a code stays payable (Stripe's `expires_at` must be 30 min to
 * 24 h ahead), and how much longer its reservation counts: a payment made just before the session
 * expired is still recorded while the use is held for it.
 */
export const discountSessionLifetimeMs = 35 * 60_000;
const reservationMarginMs = 10 * 60_000;

/** A use held for one checkout. */
export interface DiscountReservation {
  id: string;
  /** When the checkout session must expire (the reservation counts a margin longer). */
  sessionExpiresAt: Date;
  /** Whether this call made it (false: a retry of the same checkout found its own). */
  created: boolean;
}

/**
 * Holds one use of `codeId` for the checkout whose idempotency key is `reservationKey`. The same key
 * again (a double click, a retried request) answers the reservation it made, taking no second use.
 * @throws AppError DISCOUNT_CODE_UNKNOWN (the code was deactivated meanwhile), DISCOUNT_CODE_USED_UP,
 *   DISCOUNT_CODE_ALREADY_USED, DISCOUNT_CODE_EMAIL_REQUIRED.
 */
export async function reserveDiscountUse(
  ctx: AppContext,
  input: { codeId: string; reservationKey: string; email: string | null; discountMinor: number; currency: string },
): Promise<DiscountReservation> {
  return ctx.database.db.transaction(async (tx) => {
    const [code] = await tx.select().from(discountCodes).where(eq(discountCodes.id, input.codeId)).for('update');
    if (!code?.active) throw new AppError('DISCOUNT_CODE_UNKNOWN', 'No such discount code');
    const [existing] = await tx
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.reservationKey, input.reservationKey));
    if (existing) {
      return {
        id: existing.id,
        sessionExpiresAt: new Date(existing.expiresAt.getTime() - reservationMarginMs),
        created: false,
      };
    }
    await assertUsesLeft(tx as unknown as Db, code, input.email);
    // Whole seconds: Stripe's `expires_at` is a Unix time, and a retry must send the same one.
    const sessionExpiresAt = new Date(Math.ceil((Date.now() + discountSessionLifetimeMs) / 1000) * 1000);
    const [row] = await tx
      .insert(discountRedemptions)
      .values({
        codeId: code.id,
        reservationKey: input.reservationKey,
        email: input.email,
        status: 'reserved',
        discountMinor: input.discountMinor,
        currency: input.currency,
        expiresAt: new Date(sessionExpiresAt.getTime() + reservationMarginMs),
      })
      .returning({ id: discountRedemptions.id });
    return { id: row.id, sessionExpiresAt, created: true };
  });
}

/** Notes the checkout session a reservation is for (staff see it; nothing counts by it). */
export async function attachCheckoutSession(ctx: AppContext, reservationId: string, sessionId: string): Promise<void> {
  await ctx.database.db
    .update(discountRedemptions)
    .set({ checkoutSessionId: sessionId })
    .where(eq(discountRedemptions.id, reservationId));
}

/** Gives a use back when its checkout session could not be opened (only while still `reserved`). */
export async function releaseDiscountUse(ctx: AppContext, reservationId: string): Promise<void> {
  await ctx.database.db
    .delete(discountRedemptions)
    .where(and(eq(discountRedemptions.id, reservationId), eq(discountRedemptions.status, 'reserved')));
}

/**
 * Makes a reservation final for the paid order `orderId`, in the transaction recording the order. A
 * payment always counts, even one recorded after its reservation expired (an asynchronous payment
 * confirmed late): the customer paid the discounted total.
 */
export async function redeemDiscountUse(tx: Db, reservationId: string, orderId: string): Promise<void> {
  await tx
    .update(discountRedemptions)
    .set({ status: 'redeemed', orderId, redeemedAt: new Date() })
    .where(eq(discountRedemptions.id, reservationId));
}

/**
 * Opens a checkout session holding one use of a priced code: reserves the use, calls `open` with the
 * instant the session must expire, notes the session on the reservation, and gives the use back when
 * `open` fails. The reservation's id goes into the session's metadata through `open`'s argument, so
 * the paid order finds it (orders.service.ts).
 * @throws what `reserveDiscountUse` and `open` throw.
 */
export async function openWithDiscountUse<T extends { id: string }>(
  ctx: AppContext,
  use: { codeId: string; email: string | null; discountMinor: number; currency: string; reservationKey: string },
  open: (reservation: { id: string; sessionExpiresAt: Date }) => Promise<T>,
): Promise<T> {
  const reservation = await reserveDiscountUse(ctx, use);
  let session: T;
  try {
    session = await open(reservation);
  } catch (error) {
    if (reservation.created) await releaseDiscountUse(ctx, reservation.id);
    throw error;
  }
  await attachCheckoutSession(ctx, reservation.id, session.id);
  return session;
}
