/**
 * The proof email of one proof round (issue 20 §4), sent by the `order.proof-email` job (job id =
 * the round's id). Once per round: the row is claimed with a conditional update (`email_state` null
 * -> `sending`, a stale claim after {@link staleClaimMinutes} may be taken again), which also stores
 * the SHA-256 of the link's new token (the token itself is only in the email); marked `sent` after
 * the send, released when the send fails so the retry sends it (with a new token: the failed
 * attempt's link never reached anyone). Orders without an address or with erased data get none.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { orderProofs, orders } from '#server/db/schema/index.ts';
import { hashLinkToken, newLinkToken } from '#server/email/email-links.ts';
import { renderProofEmail } from '#server/email/templates/render-email.ts';
import { recordAndSend } from '#server/modules/emails/emails.service.ts';
import { orderLocale } from '#server/modules/order-status/order-status-links.service.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { AppError } from '#shared/errors.ts';
import { absoluteUrl, proofLinkPath } from '#shared/paths.ts';
import { maxProofChangeRounds } from '#shared/proofs.ts';

/** A claim older than this is taken to be of a process that died (jobs expire after 2 minutes). */
const staleClaimMinutes = 5;

/**
 * Sends the proof email of round `proofId` unless it went out before.
 * @returns `sent` or `skipped`.
 * @throws AppError EMAIL_SEND_FAILED when the mail server refuses it (claim released) or another run
 *   holds the claim right now.
 */
export async function sendProofEmail(ctx: AppContext, proofId: string): Promise<'sent' | 'skipped'> {
  const { db } = ctx.database;
  const [row] = await db
    .select({ proof: orderProofs, order: orders })
    .from(orderProofs)
    .innerJoin(orders, eq(orders.id, orderProofs.orderId))
    .where(eq(orderProofs.id, proofId))
    .limit(1);
  if (!row) return 'skipped';
  const { proof, order } = row;
  if (proof.emailState === 'sent' || proof.emailState === 'none') return 'skipped';
  if (!order.email || order.personalDataErasedAt) {
    await db.update(orderProofs).set({ emailState: 'none' }).where(eq(orderProofs.id, proofId));
    return 'skipped';
  }
  const token = newLinkToken();
  const claimed = await db
    .update(orderProofs)
    .set({ emailState: 'sending', emailAt: sql`now()`, tokenHash: hashLinkToken(token) })
    .where(
      and(
        eq(orderProofs.id, proofId),
        or(
          isNull(orderProofs.emailState),
          and(
            eq(orderProofs.emailState, 'sending'),
            lt(orderProofs.emailAt, sql`now() - make_interval(mins => ${staleClaimMinutes})`),
          ),
        ),
      ),
    )
    .returning({ id: orderProofs.id });
  if (claimed.length === 0) {
    const [now] = await db
      .select({ state: orderProofs.emailState })
      .from(orderProofs)
      .where(eq(orderProofs.id, proofId));
    if (now?.state === 'sending') throw new AppError('EMAIL_SEND_FAILED', 'Another run is sending this email now');
    return 'skipped';
  }
  const locale = orderLocale(order);
  const url = (action?: 'approve' | 'change') =>
    absoluteUrl(ctx.config.publicUrl, proofLinkPath(locale, token, action));
  try {
    const { subject, html, text } = await renderProofEmail({
      locale,
      orderNumber: order.orderNumber,
      round: proof.round,
      changesLeft: Math.max(0, maxProofChangeRounds - (proof.round - 1)),
      imageUrl: proof.mockupUrl ?? proof.imageUrl,
      proofUrl: url(),
      approveUrl: url('approve'),
      changeUrl: url('change'),
      autoApproveAt: proof.autoApproveAt,
      supportEmail: ctx.config.supportEmail,
      testMode: order.testMode,
    });
    await recordAndSend(ctx, {
      id: randomUUID(),
      kind: 'proof',
      to: order.email,
      subject,
      locale,
      customerId: order.customerId,
      html,
      text,
    });
  } catch (error) {
    await db
      .update(orderProofs)
      .set({ emailState: null, emailAt: null })
      .where(and(eq(orderProofs.id, proofId), eq(orderProofs.emailState, 'sending')));
    throw error;
  }
  await db.update(orderProofs).set({ emailState: 'sent', emailAt: sql`now()` }).where(eq(orderProofs.id, proofId));
  return 'sent';
}
