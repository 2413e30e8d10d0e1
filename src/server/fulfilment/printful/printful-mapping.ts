/**
 * Printful's words as ours (issue 19 §3): its order statuses and shipment objects, shared by the API
 * adapter and the webhook route.
 */
import type { ProviderOrderState, ProviderOrderStatus, ProviderShipment } from '../fulfilment-provider.ts';

/** Printful's order statuses, ours beside them. */
const statusByPrintful: Record<string, ProviderOrderStatus> = {
  draft: 'submitted',
  pending: 'submitted',
  failed: 'failed',
  onhold: 'on_hold',
  inprocess: 'in_production',
  partial: 'partially_shipped',
  fulfilled: 'shipped',
  canceled: 'cancelled',
  archived: 'cancelled',
};

/** Our status of a Printful status word (an unknown word counts as submitted: nothing moves). */
export function printfulStatus(word: string): ProviderOrderStatus {
  return statusByPrintful[word] ?? 'submitted';
}

export type Json = Record<string, unknown>;
export const asObject = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
export const asText = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/** One Printful shipment object as our parcel (null without a tracking number). */
export function printfulShipment(value: unknown): ProviderShipment | null {
  const s = asObject(value);
  const id = asText(s.id);
  const trackingNumber = asText(s.tracking_number);
  if (!id || !trackingNumber) return null;
  return {
    id,
    carrier: asText(s.carrier) ?? asText(s.service) ?? 'Printful',
    trackingNumber,
    trackingUrl: asText(s.tracking_url),
  };
}

/** A Printful order object as our state. */
export function printfulOrderState(order: Json): ProviderOrderState {
  const word = asText(order.status) ?? 'pending';
  const shipments = Array.isArray(order.shipments) ? order.shipments : [];
  return {
    providerOrderId: asText(order.id) ?? '',
    orderNumber: asText(order.external_id),
    status: printfulStatus(word),
    providerStatus: word,
    message: null,
    shipments: shipments.map(printfulShipment).filter((s): s is ProviderShipment => s !== null),
  };
}
