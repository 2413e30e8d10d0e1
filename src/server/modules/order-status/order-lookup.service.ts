/**
 * The order lookup (issue 19 §7): order number + email; when they belong together the order's
 * status link is emailed to that address. The caller learns nothing: the route answers 202 at once,
 * and the matching runs afterwards (`ctx.mailer.defer`), so the answer takes the same time whether
 * or not the pair exists; the email itself is a durable job (queue `order.status-link-email`).
 * Limited per address (route limit) and per email (here, counted whether or not it matched).
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { orders } from '#server/db/schema/index.ts';
import { normalizeEmail } from '#server/email/email-links.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { type OrderStatusLinkEmailJobData, queueNames } from '#server/ports/job-queue.ts';
import { normalizeOrderNumber, type OrderLookupBody } from '#shared/api/order-status.schemas.ts';
import { AppError } from '#shared/errors.ts';

/** Lookups one email address may make per hour. */
export const lookupsPerEmailPerHour = 5;
const hourMs = 60 * 60 * 1000;

/**
 * Takes one lookup: counts it against the email's limit and, after the caller answered, emails the
 * status link when the pair matches an order (whose personal data was not erased).
 * @throws AppError RATE_LIMITED when the email asked too often this hour (whether or not it matched).
 */
export async function requestStatusLink(ctx: AppContext, body: OrderLookupBody): Promise<void> {
  const email = normalizeEmail(body.email);
  // The counter key names no address (a hash), as the email-order link renewal's does.
  const key = `order-lookup:${createHash('sha256').update(email).digest('base64url').slice(0, 22)}`;
  const { count, resetInMs } = await ctx.counters.hit(key, hourMs);
  if (count > lookupsPerEmailPerHour) {
    throw new AppError(
      'RATE_LIMITED',
      `Too many lookups for this address, try again in ${Math.ceil(resetInMs / 1000)} s`,
    );
  }
  const orderNumber = normalizeOrderNumber(body.orderNumber);
  ctx.mailer.defer(async () => {
    const [order] = await ctx.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.orderNumber, orderNumber),
          eq(sql`lower(trim(${orders.email}))`, email),
          isNull(orders.personalDataErasedAt),
        ),
      )
      .limit(1);
    if (!order) return;
    await ctx.jobs.send(queueNames.orderStatusLinkEmail, { orderId: order.id } satisfies OrderStatusLinkEmailJobData);
  });
}
