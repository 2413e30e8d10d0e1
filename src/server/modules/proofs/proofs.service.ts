/**
 * Proof approval (issue 20 §4; docs/decisions/0019-proof-approval.md). After an order's print file
 * is made, an order that needs one gets its first proof ({@link startProofOrRelease}); the customer
 * approves it or asks for a change ({@link decideProof}, at most `maxProofChangeRounds` changes);
 * staff answer a change with a new artwork and a new proof ({@link sendNewProof}); a proof nobody
 * answers is approved after PROOF_AUTO_APPROVE_DAYS ({@link autoApproveDueProofs}, cron).
 *
 * This module is the only writer of `orders.proof_state`, always under the order's row lock (`FOR
 * UPDATE`, as the lifecycle takes it), so a decision and a staff move to production cannot cross.
 * While the state is `pending` or `change_requested` the lifecycle refuses `in_production` and the
 * fulfilment module submits nothing; approval queues the fulfilment submission in its transaction.
 * Each step writes an order event (status kept) through the lifecycle module. The proof email is a
 * durable job per proof round (job id = the round's id; proof-emails.service.ts).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { artworks, orderProofs, orders } from '#server/db/schema/index.ts';
import { hashLinkToken, linkTokenPattern } from '#server/email/email-links.ts';
import { newestOrderArtwork } from '#server/modules/artworks/order-artworks.service.ts';
import { queueAutoSubmission } from '#server/modules/fulfilment/fulfilment-submission.service.ts';
import { type OrderActor, recordProofEvent } from '#server/modules/order-lifecycle/order-lifecycle.service.ts';
import { orderLocale } from '#server/modules/order-status/order-status-links.service.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import {
  type JobTransaction,
  type PrintFileJobData,
  type ProofEmailJobData,
  queueNames,
} from '#server/ports/job-queue.ts';
import type { ProofDecisionBody, ProofView } from '#shared/api/proofs.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { absoluteUrl } from '#shared/paths.ts';
import { isProofState, maxProofChangeRounds, type ProofState } from '#shared/proofs.ts';

type OrderRow = typeof orders.$inferSelect;
type ProofRow = typeof orderProofs.$inferSelect;

/** An absolute URL of a stored image URL (the local disk's are shop-relative `/files/…`). */
function absolute(ctx: AppContext, url: string | null): string | null {
  return url ? absoluteUrl(ctx.config.publicUrl, url) : null;
}

/**
 * Whether `order` asks its customer to approve a proof: PROOF_APPROVAL `on`/`off`, or `auto`: when
 * a hosted provider or staff makes the final artwork (STYLIZER not local, or the order's artwork is
 * a provider's or staff's, or it prints an image staff made for an email order).
 */
export function proofRequired(ctx: AppContext, order: OrderRow): boolean {
  const { approval } = ctx.config.proofs;
  if (approval !== 'auto') return approval === 'on';
  if (ctx.config.stylizer.kind !== 'local') return true;
  if (order.printSource === 'staff_artwork') return true;
  return order.artworkProvider !== null && order.artworkProvider !== 'local';
}

/** The image a proof shows now: the order's artwork preview, else the printed image; null when none. */
async function currentProofImage(ctx: AppContext, db: Db, order: OrderRow): Promise<string | null> {
  if (order.filesRemovedAt) return null;
  if (order.artworkId) {
    const [artwork] = await db
      .select({ previewUrl: artworks.previewUrl })
      .from(artworks)
      .where(eq(artworks.id, order.artworkId))
      .limit(1);
    if (artwork?.previewUrl) return absolute(ctx, artwork.previewUrl);
  }
  return absolute(ctx, order.imageUrl);
}

/** The order row, locked for the rest of `tx`. @throws AppError ORDER_NOT_FOUND. */
async function lockOrder(tx: JobTransaction, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new AppError('ORDER_NOT_FOUND', 'No order with that number');
  return order;
}

/** The newest proof round of an order, or null. */
async function latestProof(db: Db, orderId: string): Promise<ProofRow | null> {
  const [row] = await db
    .select()
    .from(orderProofs)
    .where(eq(orderProofs.orderId, orderId))
    .orderBy(desc(orderProofs.round))
    .limit(1);
  return row ?? null;
}

/**
 * Writes proof round `round` of a locked order, sets it `pending`, records the event and queues the
 * proof email with the round's id as job id (so it is sent once), all in `tx`.
 */
async function issueProof(
  ctx: AppContext,
  tx: JobTransaction,
  order: OrderRow,
  round: number,
  actor: OrderActor,
): Promise<ProofRow> {
  const days = ctx.config.proofs.autoApproveDays;
  const [proof] = await tx
    .insert(orderProofs)
    .values({
      orderId: order.id,
      round,
      imageUrl: await currentProofImage(ctx, tx, order),
      // The order's mockup (issue 20 §6) shows the first proof's artwork; a later round's artwork
      // is new, and its mockup is not remade, so later rounds show the artwork itself.
      mockupUrl:
        round === 1 && order.mockupKey && !order.filesRemovedAt
          ? absolute(ctx, ctx.storage.url(order.mockupKey))
          : null,
      autoApproveAt: days > 0 ? new Date(Date.now() + days * 86_400_000) : null,
      sentBy: actor.kind === 'staff' ? actor.staffUserId : null,
    })
    .returning();
  if (!proof) throw new Error('The proof was not written');
  await tx.update(orders).set({ proofState: 'pending' }).where(eq(orders.id, order.id));
  await recordProofEvent(tx, {
    orderId: order.id,
    actor,
    note: round === 1 ? 'Proof sent to the customer' : `New proof (round ${round}) sent to the customer`,
  });
  await ctx.jobs.send(queueNames.proofEmail, { proofId: proof.id } satisfies ProofEmailJobData, {
    id: proof.id,
    tx,
  });
  return proof;
}

/**
 * Called when an order's print file exists (the print-file job): an order that needs a proof and has
 * none gets its first one and waits; otherwise (no proof needed, or approved) it is queued for its
 * fulfilment provider as before. An order whose proof is out or answered with a change waits.
 * Idempotent: a second run finds the proof.
 */
export async function startProofOrRelease(ctx: AppContext, orderId: string): Promise<void> {
  const started = await ctx.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.proofState !== null || order.status !== 'paid' || !proofRequired(ctx, order)) return false;
    if (await latestProof(tx, orderId)) return false;
    await issueProof(ctx, tx, order, 1, { kind: 'system' });
    return true;
  });
  if (!started) await queueAutoSubmission(ctx, orderId);
}

const invalidLink = () => new AppError('PROOF_LINK_INVALID', 'This proof link is not valid (any more)');

/**
 * The order a proof link opens. Every round's link opens the order's newest proof.
 * @throws AppError PROOF_LINK_INVALID for a malformed or unknown token, or an erased order.
 */
async function orderOfProofLink(db: Db, token: string): Promise<OrderRow> {
  if (!linkTokenPattern.test(token)) throw invalidLink();
  const [row] = await db
    .select({ order: orders })
    .from(orderProofs)
    .innerJoin(orders, eq(orders.id, orderProofs.orderId))
    .where(eq(orderProofs.tokenHash, hashLinkToken(token)))
    .limit(1);
  if (!row || row.order.personalDataErasedAt) throw invalidLink();
  return row.order;
}

/** The state of a proof round for the customer. */
function stateOf(order: OrderRow, proof: ProofRow): ProofState {
  if (proof.decision === 'change') return 'change_requested';
  if (proof.decision === 'auto_approve') return 'auto_approved';
  if (proof.decision === 'approve') return 'approved';
  return isProofState(order.proofState) ? order.proofState : 'pending';
}

/** The customer's view of `order`'s newest proof. */
function toView(ctx: AppContext, order: OrderRow, proof: ProofRow): ProofView {
  return {
    orderNumber: order.orderNumber,
    locale: orderLocale(order),
    testMode: order.testMode,
    state: stateOf(order, proof),
    round: proof.round,
    changesLeft: Math.max(0, maxProofChangeRounds - (proof.round - 1)),
    imageUrl: proof.imageUrl,
    mockupUrl: proof.mockupUrl,
    productType: order.productType,
    color: order.color,
    size: order.size,
    autoApproveAt: proof.autoApproveAt?.toISOString() ?? null,
    decidedAt: proof.decidedAt?.toISOString() ?? null,
    note: proof.note,
    supportEmail: ctx.config.supportEmail,
  };
}

/**
 * `GET /api/proofs/:token`: the newest proof of the order the link opens.
 * @throws AppError PROOF_LINK_INVALID (404).
 */
export async function proofView(ctx: AppContext, token: string): Promise<ProofView> {
  const { db } = ctx.database;
  const order = await orderOfProofLink(db, token);
  const proof = await latestProof(db, order.id);
  if (!proof) throw invalidLink();
  return toView(ctx, order, proof);
}

/**
 * Approves the newest proof of a locked order (customer or, after the days, the shop) and releases
 * the order: the decision, the state, the event and (with a print file) the fulfilment submission,
 * in `tx`. @returns whether it was approved (false: decided meanwhile).
 */
async function approve(
  ctx: AppContext,
  tx: JobTransaction,
  order: OrderRow,
  proof: ProofRow,
  auto: boolean,
): Promise<boolean> {
  const decided = await tx
    .update(orderProofs)
    .set({ decision: auto ? 'auto_approve' : 'approve', decidedAt: new Date() })
    .where(and(eq(orderProofs.id, proof.id), isNull(orderProofs.decision)))
    .returning({ id: orderProofs.id });
  if (decided.length === 0) return false;
  await tx
    .update(orders)
    .set({ proofState: auto ? 'auto_approved' : 'approved' })
    .where(eq(orders.id, order.id));
  await recordProofEvent(tx, {
    orderId: order.id,
    actor: { kind: 'system' },
    note: auto
      ? `Proof (round ${proof.round}) approved automatically after ${ctx.config.proofs.autoApproveDays} days without an answer`
      : `Proof (round ${proof.round}) approved by the customer`,
  });
  // Without a print file yet (staff's new artwork still being made), the print-file job queues it.
  if (order.printFileWidthPx !== null) await queueAutoSubmission(ctx, order.id, tx);
  return true;
}

/**
 * `POST /api/proofs/:token`: the customer approves the newest proof, or asks for a change with a note.
 * @returns the proof as it is now.
 * @throws AppError PROOF_LINK_INVALID (404); PROOF_ALREADY_DECIDED (409) when the proof was approved
 *   or a change asked for already (also the second of two answers at once); PROOF_ROUNDS_EXHAUSTED
 *   (409) for a change after the last allowed round.
 */
export async function decideProof(ctx: AppContext, token: string, body: ProofDecisionBody): Promise<ProofView> {
  const { db } = ctx.database;
  const linked = await orderOfProofLink(db, token);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, linked.id);
    const proof = await latestProof(tx, order.id);
    if (!proof) throw invalidLink();
    if (proof.decision !== null || order.proofState !== 'pending') {
      throw new AppError('PROOF_ALREADY_DECIDED', 'This proof has been answered already');
    }
    if (body.decision === 'approve') {
      await approve(ctx, tx, order, proof, false);
    } else {
      if (proof.round > maxProofChangeRounds) {
        throw new AppError('PROOF_ROUNDS_EXHAUSTED', 'No more changes can be asked for; the proof can be approved');
      }
      const note = body.note?.trim() ?? '';
      await tx
        .update(orderProofs)
        .set({ decision: 'change', note, decidedAt: new Date() })
        .where(eq(orderProofs.id, proof.id));
      await tx.update(orders).set({ proofState: 'change_requested' }).where(eq(orders.id, order.id));
      await recordProofEvent(tx, {
        orderId: order.id,
        actor: { kind: 'system' },
        note: `The customer asked for a change (round ${proof.round}): ${note}`,
      });
    }
    const [fresh] = await tx.select().from(orders).where(eq(orders.id, order.id));
    const [freshProof] = await tx.select().from(orderProofs).where(eq(orderProofs.id, proof.id));
    return toView(ctx, fresh ?? order, freshProof ?? proof);
  });
}

/**
 * Makes the newest ready artwork staff made for the change request (a regeneration, or an upload,
 * which is the order's artwork already) the order's artwork, and has its print file made again (a
 * fresh print-file job id: the first one's is the order id; the old file goes when no longer named).
 * @returns the order as it is now.
 */
async function adoptNewestArtwork(tx: JobTransaction, order: OrderRow, proof: ProofRow): Promise<OrderRow> {
  const next = await newestOrderArtwork(tx, order.id, proof.createdAt, { readyOnly: true });
  if (!next || next.id === order.artworkId) return order;
  const [adopted] = await tx
    .update(orders)
    .set({
      artworkId: next.id,
      artworkProvider: next.provider,
      printSource: 'artwork',
      printFileWidthPx: null,
      printFileHeightPx: null,
      printFileDpi: null,
      printFileUpscaled: null,
    })
    .where(eq(orders.id, order.id))
    .returning();
  return adopted ?? order;
}

/**
 * Staff "Send new proof": the next round, showing the newest ready artwork staff made for the
 * change request (their upload or a regenerated one, which becomes the order's artwork), else the
 * order's current artwork, to the customer who asked for a change.
 * @throws AppError PROOF_NOT_SENDABLE (409) unless the customer asked for a change on the newest proof.
 */
export async function sendNewProof(ctx: AppContext, orderId: string, staffUserId: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    const proof = await latestProof(tx, orderId);
    if (!proof || locked.proofState !== 'change_requested' || proof.decision !== 'change') {
      throw new AppError('PROOF_NOT_SENDABLE', 'The customer has not asked for a change to answer');
    }
    const order = await adoptNewestArtwork(tx, locked, proof);
    if (order.artworkId !== locked.artworkId) {
      await ctx.jobs.send(queueNames.printFile, { orderId } satisfies PrintFileJobData, { id: randomUUID(), tx });
    }
    await issueProof(ctx, tx, order, proof.round + 1, { kind: 'staff', staffUserId });
  });
}

/**
 * The cron job: approves every pending proof whose `auto_approve_at` has passed (the proof email and
 * page told the customer the date) and releases its order.
 * @returns how many were approved.
 */
export async function autoApproveDueProofs(ctx: AppContext, now = new Date()): Promise<number> {
  const { db } = ctx.database;
  const due = await db
    .select({ orderId: orderProofs.orderId })
    .from(orderProofs)
    .innerJoin(orders, eq(orders.id, orderProofs.orderId))
    .where(and(isNull(orderProofs.decision), lte(orderProofs.autoApproveAt, now), eq(orders.proofState, 'pending')));
  let approved = 0;
  for (const { orderId } of due) {
    const done = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      const proof = await latestProof(tx, orderId);
      if (!proof || order.proofState !== 'pending' || proof.decision !== null) return false;
      if (!proof.autoApproveAt || proof.autoApproveAt > now) return false;
      return approve(ctx, tx, order, proof, true);
    });
    if (done) approved += 1;
  }
  return approved;
}
