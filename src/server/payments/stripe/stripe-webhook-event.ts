/**
 * A Stripe webhook event after its signature was verified: the envelope we rely on (id, type,
 * `data.object`), read with zod, and the signed timestamp, checked in both directions.
 */
import { z } from 'zod';
import { AppError } from '#shared/errors.ts';
import { storableText } from './stripe-checkout-session.ts';

/** How far the signed timestamp may be from now, either way, in seconds (Stripe's default tolerance). */
export const webhookToleranceSeconds = 300;

const stripeWebhookEventSchema = z.looseObject({
  id: storableText(255).min(1),
  type: storableText(255).min(1),
  data: z.looseObject({ object: z.record(z.string(), z.unknown()) }),
});

/** The parts of a Stripe event we read; `data.object` is checked further by its reader. */
export type StripeWebhookEvent = z.infer<typeof stripeWebhookEventSchema>;

/**
 * The `t=` timestamp of a `Stripe-Signature` header, read as Stripe's SDK reads it (the last `t=`
 * wins), since that is the one the signature covers.
 * @returns seconds since the epoch, or `null` when there is none.
 */
export function signedTimestamp(signatureHeader: string): number | null {
  let timestamp: number | null = null;
  for (const item of signatureHeader.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp !== null && Number.isFinite(timestamp) ? timestamp : null;
}

/**
 * Refuses a signature dated more than the tolerance after `nowMs` (Stripe's SDK checks only the
 * past): a captured future-dated delivery must not stay replayable for longer than intended.
 * @throws AppError WEBHOOK_SIGNATURE_INVALID
 */
export function assertNotFutureDated(signatureHeader: string, nowMs: number): void {
  const timestamp = signedTimestamp(signatureHeader);
  if (timestamp === null || timestamp - Math.floor(nowMs / 1000) > webhookToleranceSeconds) {
    throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'Webhook signature timestamp is too far in the future');
  }
}

/**
 * Reads a verified event's envelope.
 * @throws AppError WEBHOOK_EVENT_INVALID when it is not an object with an id, a type and `data.object`.
 */
export function readWebhookEvent(event: unknown): StripeWebhookEvent {
  const parsed = stripeWebhookEventSchema.safeParse(event);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || 'event'}: ${issue.message}`)
      .join('; ');
    throw new AppError('WEBHOOK_EVENT_INVALID', `The webhook event is unreadable: ${detail}`);
  }
  return parsed.data;
}
