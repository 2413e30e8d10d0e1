/**
 * Stripe refunds as our code sees them (issue 19 §5): the parameters of `POST /v1/refunds`, the
 * mapping of a Refund object to the provider-neutral status, and the zod schema a refund from a
 * `refund.*` webhook event must pass before anything is recorded.
 */
import type Stripe from 'stripe';
import { z } from 'zod';
import { AppError } from '#shared/errors.ts';
import type { ProviderRefundStatus, ProviderRefundUpdate, RefundRequest } from '../payment-provider.ts';
import { storableText } from './stripe-checkout-session.ts';

/**
 * The metadata key carrying our idempotency key on the Stripe refund: a `refund.*` event for a refund
 * the shop made finds its record by it, even when the event arrives before Stripe's answer does.
 */
export const refundKeyMetadata = 'wowtees_refund_key';

/** Stripe's refund `reason` is an enum; staff's own words go in the metadata (values up to 500 characters). */
export function refundCreateParams(request: RefundRequest): Stripe.RefundCreateParams {
  return {
    payment_intent: request.paymentIntentId,
    amount: request.amountMinor,
    reason: 'requested_by_customer',
    metadata: { [refundKeyMetadata]: request.idempotencyKey, reason: request.reason.slice(0, 500) },
  };
}

/**
 * Stripe's refund status as ours: `requires_action` is still pending; `canceled` (a refund Stripe or
 * the merchant cancelled before it moved money) counts as failed: no money went back.
 */
export function toRefundStatus(status: string | null | undefined): ProviderRefundStatus {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

/** Readable failure text: Stripe's `failure_reason` code (e.g. `expired_or_canceled_card`), or the status. */
export function failureReasonOf(refund: { status?: string | null; failure_reason?: string | null }): string {
  return refund.failure_reason || `refund ${refund.status ?? 'failed'}`;
}

const refundObjectSchema = z.looseObject({
  id: z.string().regex(/^(re|pyr)_[A-Za-z0-9_]{1,250}$/, 'not a refund id'),
  object: z.literal('refund').optional(),
  amount: z.int().min(0).max(2_147_483_647),
  currency: z.string().regex(/^[A-Za-z]{3}$/, 'not an ISO currency'),
  status: z.string().max(100).nullish(),
  failure_reason: storableText(255).nullish(),
  payment_intent: z.union([storableText(255), z.looseObject({ id: storableText(255) })]).nullish(),
  metadata: z.record(storableText(40), storableText(500)).nullish(),
});

/**
 * Reads the Refund of a verified `refund.created` / `refund.updated` / `refund.failed` event.
 * @returns the provider-neutral update, or `null` for a refund of no payment intent (not one of
 *   our Checkout payments: nothing of ours to reconcile).
 * @throws AppError WEBHOOK_EVENT_INVALID when the object is not a refund.
 */
export function readWebhookRefund(object: unknown): ProviderRefundUpdate | null {
  const parsed = refundObjectSchema.safeParse(object);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'refund'}: ${issue.message}`);
    throw new AppError('WEBHOOK_EVENT_INVALID', `The event's refund is unreadable: ${detail.join('; ')}`);
  }
  const refund = parsed.data;
  const paymentIntent = typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
  if (!paymentIntent) return null;
  const status = toRefundStatus(refund.status);
  return {
    provider: 'stripe',
    providerRefundId: refund.id,
    paymentIntentId: paymentIntent,
    amountMinor: refund.amount,
    currency: refund.currency.toUpperCase(),
    status,
    failureReason: status === 'failed' ? failureReasonOf(refund) : null,
    idempotencyKey: refund.metadata?.[refundKeyMetadata] ?? null,
  };
}
