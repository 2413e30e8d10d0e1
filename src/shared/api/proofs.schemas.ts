/**
 * HTTP API schemas of the customer's proof page (issue 20 §4; DESIGN.md "HTTP API, next
 * capabilities": `GET /api/proofs/:token`, `POST /api/proofs/:token`) and of staff's proof actions.
 * zod/mini: the storefront parses the answers, and mini keeps its bundle small.
 */
import * as z from 'zod/mini';
import { locales } from '../locales.ts';
import { maxProofChangeRounds, proofNoteMaxLength, proofStates } from '../proofs.ts';

/**
 * A proof link's token (43 base64url characters). Any string is accepted here so that a malformed
 * token is answered like a wrong one (404 PROOF_LINK_INVALID), not as a validation error.
 */
export const proofTokenParamsSchema = z.object({ token: z.string() });

/**
 * `POST /api/proofs/:token`: approve the proof, or ask for a change with a note saying what
 * (required, 1-1000 characters after trimming).
 */
export const proofDecisionBodySchema = z
  .strictObject({
    decision: z.enum(['approve', 'change']),
    note: z.optional(z.string().check(z.trim(), z.maxLength(proofNoteMaxLength))),
  })
  .check(
    z.refine((body) => body.decision === 'approve' || Boolean(body.note), {
      message: 'A change needs a note saying what to change',
      path: ['note'],
    }),
  );
export type ProofDecisionBody = z.infer<typeof proofDecisionBodySchema>;

/** The customer's view of an order's newest proof (no personal data, no staff notes). */
export const proofSchema = z.object({
  orderNumber: z.string(),
  /** The order's language: the page shows itself in it. */
  locale: z.enum(locales),
  testMode: z.boolean(),
  state: z.enum(proofStates),
  /** 1 for the first proof, one more for each change asked for. */
  round: z.int(),
  /** Changes the customer may still ask for (0: this proof can only be approved). */
  changesLeft: z.int().check(z.minimum(0), z.maximum(maxProofChangeRounds)),
  /** The final artwork (absolute URL), and its mockup on the garment when one exists. */
  imageUrl: z.nullable(z.string()),
  mockupUrl: z.nullable(z.string()),
  productType: z.string(),
  color: z.string(),
  size: z.string(),
  /** When an unanswered proof is approved on its own (ISO time); null: never. */
  autoApproveAt: z.nullable(z.string()),
  /** When it was approved or a change asked for (ISO time); null while pending. */
  decidedAt: z.nullable(z.string()),
  /** The customer's note of the change asked for on this proof. */
  note: z.nullable(z.string()),
  supportEmail: z.string(),
});
export type ProofView = z.infer<typeof proofSchema>;

/** One round of an order's proof as staff see it. */
export const adminProofRoundSchema = z.object({
  round: z.int(),
  sentAt: z.string(),
  /** The staff member who sent it; null for the first, sent by the shop. */
  sentByEmail: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  emailState: z.nullable(z.string()),
  decision: z.nullable(z.enum(['approve', 'change', 'auto_approve'])),
  note: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  autoApproveAt: z.nullable(z.string()),
});

/** The proof of an order on the staff order page; null on orders without one. */
export const adminOrderProofSchema = z.object({
  state: z.enum(proofStates),
  /** Change rounds the customer used, and at most. */
  changeRounds: z.int(),
  maxChangeRounds: z.int(),
  rounds: z.array(adminProofRoundSchema),
  /** Staff may send a new proof now (a change was asked for). */
  canSendNewProof: z.boolean(),
  /** The image the next proof shows (the order's current artwork); null when none. */
  nextImageUrl: z.nullable(z.string()),
});
export type AdminOrderProof = z.infer<typeof adminOrderProofSchema>;

/** `POST /api/admin/orders/:orderNumber/proof/artwork`: the stored artwork's public URL. */
export const proofArtworkResponseSchema = z.object({ imageUrl: z.string() });

/** `POST /api/admin/orders/:orderNumber/proof/send`: the new proof round was written and its email queued. */
export const proofSentResponseSchema = z.object({ sent: z.literal(true) });
