/**
 * HTTP API schemas of the customer's proof page (issue 20 §4; DESIGN.md "HTTP API, next
 * capabilities": `GET /api/proofs/:token`, `POST /api/proofs/:token`) and of staff's proof actions.
 * zod/mini: the storefront parses the answers, and mini keeps its bundle small.
 */
import * as z from 'zod/mini';
import { artworkFallbackReasons, artworkProviders, artworkStatuses, hostedArtworkProviders } from '../artwork.ts';
import { locales } from '../locales.ts';
import { maxProofChangeRounds, proofNoteMaxLength, proofPromptAdditionMaxLength, proofStates } from '../proofs.ts';

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
  /**
   * The image the next proof shows: the newest ready artwork staff made for this change request
   * (uploaded or regenerated), else the order's current artwork; null when none.
   */
  nextImageUrl: z.nullable(z.string()),
  /**
   * The hosted providers staff may regenerate the artwork with (every configured one), while a change
   * is asked for and the order's photo is stored; empty: no "Regenerate".
   */
  regenerateProviders: z.array(z.enum(hostedArtworkProviders)),
  /** The newest artwork staff asked a provider for in answer to the change request; null when none. */
  regeneration: z.nullable(
    z.object({
      /** The provider making it now (or that made it, or the last one tried when it failed). */
      provider: z.enum(artworkProviders),
      status: z.enum(artworkStatuses),
      promptAddition: z.nullable(z.string()),
      /** Providers passed over and why (issue 20 §1). */
      fallbacks: z.array(z.object({ provider: z.enum(artworkProviders), reason: z.enum(artworkFallbackReasons) })),
      /** Why it failed (English, for staff); null unless failed. */
      error: z.nullable(z.string()),
    }),
  ),
});
export type AdminOrderProof = z.infer<typeof adminOrderProofSchema>;

/** `POST /api/admin/orders/:orderNumber/proof/artwork`: the stored artwork's public URL. */
export const proofArtworkResponseSchema = z.object({ imageUrl: z.string() });

/**
 * `POST /api/admin/orders/:orderNumber/proof/regenerate`: a new artwork for the order by `provider`
 * (then the style's other providers when it fails), the style's prompt with staff's `promptAddition`.
 */
export const proofRegenerateBodySchema = z.strictObject({
  provider: z.enum(hostedArtworkProviders),
  promptAddition: z.optional(z.string().check(z.trim(), z.maxLength(proofPromptAdditionMaxLength))),
});
export type ProofRegenerateBody = z.infer<typeof proofRegenerateBodySchema>;

/** The queued artwork: its id and the provider that makes it (another when the chosen one is at its cap). */
export const proofRegenerateResponseSchema = z.object({
  artworkId: z.string(),
  provider: z.enum(hostedArtworkProviders),
});

/** `POST /api/admin/orders/:orderNumber/proof/send`: the new proof round was written and its email queued. */
export const proofSentResponseSchema = z.object({ sent: z.literal(true) });
