/**
 * The customer emails after the confirmation (issue 19 §6, §7), each sent by a durable job
 * (src/server/jobs/order-status-email.job.ts):
 * - one per order event (queue `order.event-email`, queued by the order lifecycle with the event):
 *   `in_production` (only the first time: a resume after a hold sends none), `shipped` (every
 *   shipment of the order with carrier, tracking number and link; the expected delivery window),
 *   `delivered` (sent: it starts SPEC §1's 30-day return window), `cancelled`. None for `on_hold`
 *   (internal: its reason is for staff) nor for `refunded` (the refund email tells the amount);
 * - one per succeeded refund (queue `order.refund-email`), with the amount, full or partial;
 * - the status link an order lookup asked for (queue `order.status-link-email`).
 *
 * Once per event or refund through {@link sendOnce} (`customer_email_state`: null -> `sending` -> `sent`).
 * Orders without an email address or with erased personal data get no email (state `none`).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, lt, ne } from 'drizzle-orm';
import { orderEvents, orders, refunds, shipments } from '#server/db/schema/index.ts';
import type { OrderUpdate } from '#server/email/templates/order-update-email.ts';
import { renderOrderUpdateEmail } from '#server/email/templates/render-email.ts';
import { type EmailClaimColumns, sendOnce } from '#server/modules/emails/email-claim.service.ts';
import { recordAndSend } from '#server/modules/emails/emails.service.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { expectedDeliveryWindow } from '#shared/delivery-window.ts';
import { issueStatusLink, orderLocale } from './order-status-links.service.ts';

/** What a run did: sent the email, found it sent or not due (`skipped`). */
export type CustomerEmailOutcome = 'sent' | 'skipped';

type OrderRow = typeof orders.$inferSelect;

/** Whether `order` may get customer email at all. */
function mailable(order: OrderRow | undefined): order is OrderRow & { email: string } {
  return Boolean(order?.email && !order.personalDataErasedAt);
}

/** Renders and sends one update to the order's address with a new status link. */
async function sendUpdate(ctx: AppContext, order: OrderRow & { email: string }, update: OrderUpdate): Promise<void> {
  const locale = orderLocale(order);
  const statusUrl = await issueStatusLink(ctx.database.db, ctx.config.publicUrl, order);
  const { subject, html, text } = await renderOrderUpdateEmail({
    locale,
    orderNumber: order.orderNumber,
    update,
    statusUrl,
    supportEmail: ctx.config.supportEmail,
    claims: ctx.config.claims,
    testMode: order.testMode,
  });
  await recordAndSend(ctx, {
    id: randomUUID(),
    kind: 'order-update',
    to: order.email,
    subject,
    locale,
    customerId: order.customerId,
    html,
    text,
  });
}

const eventEmailClaim: EmailClaimColumns = {
  table: orderEvents,
  id: orderEvents.id,
  state: orderEvents.customerEmailState,
  at: orderEvents.customerEmailAt,
};
const refundEmailClaim: EmailClaimColumns = {
  table: refunds,
  id: refunds.id,
  state: refunds.customerEmailState,
  at: refunds.customerEmailAt,
};

/**
 * Sends the email of one order event unless it went out before or none belongs to it.
 * @returns `sent` or `skipped`.
 * @throws AppError EMAIL_SEND_FAILED when the mail server refuses it (claim released) or another
 *   run holds the claim right now; other errors (database) as they are.
 */
export async function sendOrderEventEmail(ctx: AppContext, eventId: string): Promise<CustomerEmailOutcome> {
  const { db } = ctx.database;
  const [row] = await db
    .select({ event: orderEvents, order: orders })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(eq(orderEvents.id, eventId))
    .limit(1);
  if (!row) return 'skipped';
  const { event, order } = row;
  if (event.customerEmailState === 'sent' || event.customerEmailState === 'none') return 'skipped';
  const update = await updateOfEvent(ctx, event, order);
  if (!update || !mailable(order)) {
    await db.update(orderEvents).set({ customerEmailState: 'none' }).where(eq(orderEvents.id, eventId));
    return 'skipped';
  }
  return sendOnce(db, eventEmailClaim, eventId, () => sendUpdate(ctx, order, update));
}

/** What the email of `event` says, or null when the event sends none (see the file comment). */
async function updateOfEvent(
  ctx: AppContext,
  event: typeof orderEvents.$inferSelect,
  order: OrderRow,
): Promise<OrderUpdate | null> {
  const { db } = ctx.database;
  switch (event.toStatus) {
    case 'in_production': {
      // A resume after a hold: the customer was told already.
      const [earlier] = await db
        .select({ id: orderEvents.id })
        .from(orderEvents)
        .where(
          and(
            eq(orderEvents.orderId, order.id),
            eq(orderEvents.toStatus, 'in_production'),
            ne(orderEvents.id, event.id),
            lt(orderEvents.at, event.at),
          ),
        )
        .limit(1);
      return earlier ? null : { kind: 'in_production' };
    }
    case 'shipped': {
      const parcels = await db
        .select()
        .from(shipments)
        .where(eq(shipments.orderId, order.id))
        .orderBy(asc(shipments.createdAt));
      return {
        kind: 'shipped',
        shipments: parcels.map((p) => ({
          carrier: p.carrier,
          trackingNumber: p.trackingNumber,
          trackingUrl: p.trackingUrl,
        })),
        expectedDelivery: expectedDeliveryWindow(order.createdAt, event.at, ctx.config.claims.deliveryDays),
      };
    }
    case 'delivered':
      return { kind: 'delivered' };
    case 'cancelled':
      return { kind: 'cancelled' };
    default:
      return null;
  }
}

/**
 * Sends the email of one refund (amount, full or partial) unless it went out before. Only a
 * `succeeded` refund is told; a pending one fails the attempt so the job tries again later, a
 * failed one sends none.
 * @throws AppError EMAIL_SEND_FAILED as {@link sendOrderEventEmail}; REFUND_PENDING for a refund not settled yet.
 */
export async function sendRefundEmail(ctx: AppContext, refundId: string): Promise<CustomerEmailOutcome> {
  const { db } = ctx.database;
  const [row] = await db
    .select({ refund: refunds, order: orders })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.id, refundId))
    .limit(1);
  if (!row) return 'skipped';
  const { refund, order } = row;
  if (refund.customerEmailState === 'sent' || refund.customerEmailState === 'none') return 'skipped';
  if (refund.status === 'pending') throw new Error('The refund is not settled yet');
  if (refund.status !== 'succeeded' || !mailable(order)) {
    await db.update(refunds).set({ customerEmailState: 'none' }).where(eq(refunds.id, refundId));
    return 'skipped';
  }
  const update: OrderUpdate = {
    kind: 'refund',
    amountMinor: refund.amountMinor,
    paidMinor: order.amountTotalMinor,
    currency: refund.currency,
  };
  return sendOnce(db, refundEmailClaim, refundId, () => sendUpdate(ctx, order, update));
}

/**
 * Sends the status link an order lookup asked for to the order's own address (issue 19 §7).
 * Not deduplicated: each lookup that matched sends one (the lookup's limits keep that small).
 * @throws AppError EMAIL_SEND_FAILED when the mail server refuses it.
 */
export async function sendStatusLinkEmail(ctx: AppContext, orderId: string): Promise<CustomerEmailOutcome> {
  const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!mailable(order)) return 'skipped';
  await sendUpdate(ctx, order, { kind: 'status-link' });
  return 'sent';
}
