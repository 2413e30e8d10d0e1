/**
 * The order confirmation (issue 11): the customer-facing order number, the design thumbnail of the
 * success page, and the confirmation email sent once per order.
 *
 * Once per order, even when the success page's confirm and Stripe's webhook race: the email is a
 * durable job (queue `order.confirmation-email`, src/server/jobs/order-email.job.ts) queued in the
 * transaction that inserts the order, which exactly one caller wins; its job id is the order id.
 * The job sends, then sets `confirmation_email_at`, and skips an order that has it. A refused or
 * failed send fails the attempt and pg-boss retries it (5 attempts, backoff); a job whose process
 * stopped or died is run by the next one. At least once: a process killed after the send but
 * before the mark sends the email again on the retry, which is the right side for a receipt (a
 * second copy rather than none).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { artworks, orders } from '#server/db/schema/index.ts';
import { renderOrderConfirmationEmail } from '#server/email/templates/render-email.ts';
import { recordAndSend } from '#server/modules/emails/emails.service.ts';
import { issueStatusLink } from '#server/modules/order-status/order-status-links.service.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { type JobTransaction, type OrderConfirmationEmailJobData, queueNames } from '#server/ports/job-queue.ts';
import { isPublicKey } from '#server/storage/file-storage.ts';
import type { Order } from '#shared/api/checkout.schemas.ts';
import type { Color, ProductType, Size } from '#shared/catalog.ts';
import { interpolate } from '#shared/i18n/server-catalogues.ts';
import { taxCatalogues } from '#shared/i18n/tax-catalogues.ts';
import { type Currency, intlTagByLocale, isLocale } from '#shared/locales.ts';
import { formatMoney } from '#shared/money.ts';
import { absoluteUrl } from '#shared/paths.ts';
import { formatVatRate } from '#shared/tax.ts';
import { renderOrderInvoice } from '../invoices/invoices.service.ts';
import { orderLinesOf } from '../order-lines/order-lines.service.ts';
import { ensureOrderMockup } from './order-mockup.service.ts';

/**
 * The design of an order as an image URL, or null.
 * - `publicOnly` (the email, which may be forwarded and is read on other servers): only an artwork
 *   preview in a public storage area, never the customer's photo (docs/decisions/0008).
 * - otherwise (the success page of the order's own customer, SPEC §2.8): the chosen artwork's
 *   preview, else the printed image the order already shows that customer.
 */
async function designImageOf(
  ctx: AppContext,
  order: { artworkId?: string | null; imageUrl: string | null },
  publicOnly: boolean,
): Promise<string | null> {
  if (order.artworkId) {
    const [artwork] = await ctx.database.db
      .select({ previewKey: artworks.previewKey, previewUrl: artworks.previewUrl })
      .from(artworks)
      .where(eq(artworks.id, order.artworkId))
      .limit(1);
    if (artwork?.previewUrl && artwork.previewKey && isPublicKey(artwork.previewKey)) return artwork.previewUrl;
  }
  return publicOnly ? null : order.imageUrl;
}

/**
 * The order of its own customer with its design (`designImageUrl`) for the success page's thumbnail
 * (issue 11). Only for the order's own customer (`X-Customer-Id`): see `orderViewFor`.
 */
export async function withDesignImage(
  ctx: AppContext,
  order: Order,
): Promise<Order & { designImageUrl: string | null }> {
  const [row] = await ctx.database.db
    .select({ artworkId: orders.artworkId })
    .from(orders)
    .where(eq(orders.id, order.id))
    .limit(1);
  return { ...order, designImageUrl: await designImageOf(ctx, { ...order, artworkId: row?.artworkId }, false) };
}

/**
 * A new private status link (issue 19 §7) of an order for the success page of its own customer, or
 * null when the order's personal data was erased. The caller checked that the viewer is the order's
 * customer (`isOwnOrder`): the checkout session id alone must never yield it.
 */
export async function statusLinkFor(ctx: AppContext, orderId: string): Promise<string | null> {
  const { db } = ctx.database;
  const [order] = await db
    .select({ id: orders.id, locale: orders.locale, erasedAt: orders.personalDataErasedAt })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order || order.erasedAt) return null;
  return issueStatusLink(db, ctx.config.publicUrl, order);
}

/**
 * The confirmation's tax row (issue 21 §2): a euro order's VAT at its rate, a dollar order's Stripe
 * Tax; null when the order carries no tax (or was recorded before tax was).
 */
export function orderTaxRow(
  order: Pick<typeof orders.$inferSelect, 'locale' | 'currency' | 'taxMinor' | 'taxRateBasisPoints'>,
): { label: string; value: string } | null {
  const locale = isLocale(order.locale) ? order.locale : 'en-us';
  const text = taxCatalogues[locale].tax;
  const currency = order.currency.toUpperCase() as Currency;
  const value = formatMoney({ amountMinor: order.taxMinor ?? 0, currency }, locale);
  if (currency === 'EUR' && order.taxRateBasisPoints) {
    return {
      label: interpolate(text.vatAmount, { rate: formatVatRate(order.taxRateBasisPoints, intlTagByLocale[locale]) }),
      value,
    };
  }
  if (currency !== 'EUR' && (order.taxMinor ?? 0) > 0) return { label: text.salesTaxAmount, value };
  return null;
}

/**
 * Sends the order confirmation email of `orderId` unless it went out before, then marks it sent
 * (`confirmation_email_at`). Run by the job (order-email.job.ts); see the file comment.
 * @returns `sent`, or `skipped` (sent before, no email address, or the order is unknown).
 * @throws AppError EMAIL_SEND_FAILED when the mail server refuses it or cannot be reached (nothing
 * recorded, not marked); other errors (database, outbox disk) as they are.
 */
export async function sendOrderConfirmation(ctx: AppContext, orderId: string): Promise<'sent' | 'skipped'> {
  const { db } = ctx.database;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order?.email || order.confirmationEmailAt) return 'skipped';
  const { publicUrl, supportEmail } = ctx.config;
  const locale = isLocale(order.locale) ? order.locale : 'en-us';
  // The artwork on the garment (issue 20 §6), made here if the print-file job has not yet; the
  // design alone when it cannot be made now (the email is not held back for a picture).
  const mockupKey = await ensureOrderMockup(ctx, order).catch((error: unknown) => {
    ctx.log.warn({ err: error, orderId }, 'order mockup not made for the confirmation email');
    return null;
  });
  const design = mockupKey ? ctx.storage.url(mockupKey) : await designImageOf(ctx, order, true);
  const statusUrl = order.personalDataErasedAt ? null : await issueStatusLink(db, publicUrl, order);
  // Issue 21 §2: the invoice goes with it; an order from before invoices has none.
  const invoice = order.invoiceNumber ? await renderOrderInvoice(ctx, order) : null;
  const { subject, html, text } = await renderOrderConfirmationEmail({
    locale,
    orderNumber: order.orderNumber,
    productType: order.productType as ProductType,
    size: order.size as Size,
    color: order.color as Color,
    amountTotalMinor: order.amountTotalMinor,
    currency: order.currency,
    discount:
      order.discountCode && order.discountMinor ? { code: order.discountCode, amountMinor: order.discountMinor } : null,
    designImageUrl: design ? absoluteUrl(publicUrl, design) : null,
    supportEmail,
    claims: ctx.config.claims,
    testMode: order.testMode,
    statusUrl,
    taxRow: orderTaxRow(order),
    invoiceAttached: invoice !== null,
    lines: await orderLinesOf(db, order),
    feeMinor: order.feeMinor,
  });
  await recordAndSend(ctx, {
    id: randomUUID(),
    kind: 'order-confirmation',
    to: order.email,
    subject,
    locale,
    customerId: order.customerId,
    html,
    text,
    attachments: invoice ? [{ filename: invoice.fileName, contentType: 'application/pdf', content: invoice.pdf }] : [],
  });
  await db
    .update(orders)
    .set({ confirmationEmailAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.confirmationEmailAt)));
  return 'sent';
}

/**
 * Queues the confirmation email of a new order in `tx`, the transaction that inserts it: the job
 * exists exactly when the order does, and only the caller that inserted the order queues it. The job
 * id is the order id, so a second send would change nothing anyway.
 */
export async function queueOrderConfirmation(ctx: AppContext, tx: JobTransaction, orderId: string): Promise<void> {
  await ctx.jobs.send(queueNames.orderConfirmationEmail, { orderId } satisfies OrderConfirmationEmailJobData, {
    id: orderId,
    tx,
  });
}
