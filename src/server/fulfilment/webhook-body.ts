/**
 * Raw-body handling shared by the fulfilment webhooks: the body is verified as received (bytes), then
 * parsed; a replay of the very same body is recognised by its SHA-256 in `processed_webhook_events`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** The id a delivery is remembered by: `{vendor}:{sha256 of the body}`. */
export function deliveryId(vendor: string, body: Buffer): string {
  return `${vendor}:${createHash('sha256').update(body).digest('hex')}`;
}

/** Constant-time equality of two strings (false for different lengths). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The JSON object of a verified body, or null when it is not one. */
export function parseJsonObject(body: Buffer): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
