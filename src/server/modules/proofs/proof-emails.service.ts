/**
 * The proof email of one proof round (issue 20 §4), sent by the `order.proof-email` job (job id =
 * the round's id). Once per round: the row is claimed with a conditional update (`email_state` null
 * -> `sending`, see {@link sendOnce}), which also stores
 * the SHA-256 of the link's new token (the token itself is only in the email); marked `sent` after
 * the send, released when the send fails so the retry sends it (with a new token: the failed
 * attempt's link never reached anyone). Orders without an address or with erased data get none.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { orderProofs, orders } from '#server/db/schema/index.ts';
import { hashLinkToken, newLinkToken } from '#server/email/email-links.ts';
import { renderProofEmail } from '#server/email/templates/render-email.ts';
import { type EmailClaimColumns, sendOnce } from '#server/modules/emails/email-claim.service.ts';
import { recordAndSend } from '#server/modules/emails/emails.service.ts';
import { orderLocale } from '#server/modules/order-status/order-status-links.service.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { absoluteUrl, proofLinkPath } from '#shared/paths.ts';
import { maxProofChangeRounds } from '#shared/proofs.ts';

const proofEmailClaim: EmailClaimColumns = {
  table: orderProofs,
  id: orderProofs.id,
  state: orderProofs.emailState,
  at: orderProofs.emailAt,
};

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
  const to = order.email;
  const token = newLinkToken();
  const locale = orderLocale(order);
  const url = (action?: 'approve' | 'change') =>
    absoluteUrl(ctx.config.publicUrl, proofLinkPath(locale, token, action));
  const send = async () => {
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
      to,
      subject,
      locale,
      customerId: order.customerId,
      html,
      text,
    });
  };
  return sendOnce(
    db,
    proofEmailClaim,
    proofId,
    send,
    sql`${sql.identifier(orderProofs.tokenHash.name)} = ${hashLinkToken(token)}`,
  );
}
