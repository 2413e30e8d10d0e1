/**
 * Proof approval (issue 20 §4; docs/decisions/0019-proof-approval.md): the states of an order's
 * proof and how many changes a customer may ask for. Isomorphic: the server decides with these, the
 * proof page and the staff order page show them.
 */

/**
 * Where an order's proof is:
 * - `pending`: a proof was sent, the customer has not answered (production waits);
 * - `change_requested`: the customer asked for a change (production waits on staff's new proof);
 * - `approved`: the customer approved it; `auto_approved`: nobody answered within the configured days.
 * An order without a proof (approval off, or not needed for its artwork) has none (null).
 */
export const proofStates = ['pending', 'change_requested', 'approved', 'auto_approved'] as const;
export type ProofState = (typeof proofStates)[number];

/** A customer may ask for this many changes; the proof after the last one can only be approved. */
export const maxProofChangeRounds = 2;

/** Longest change note a customer may write. */
export const proofNoteMaxLength = 1000;

/** Longest addition to the style's prompt staff may write when they regenerate an order's artwork. */
export const proofPromptAdditionMaxLength = 300;

/** Whether an order in proof state `state` must wait before production (or the fulfilment provider). */
export function proofBlocksProduction(state: string | null | undefined): boolean {
  return state === 'pending' || state === 'change_requested';
}

/** Whether `value` is one of {@link proofStates}. */
export function isProofState(value: string | null | undefined): value is ProofState {
  return (proofStates as readonly (string | null | undefined)[]).includes(value);
}
