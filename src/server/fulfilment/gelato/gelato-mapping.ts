/**
 * Gelato's words as ours (issue 19 §3): order and item `fulfillmentStatus` values and the
 * `items[].fulfillments[]` parcels, shared by the API adapter and the webhook route.
 */
import type { ProviderOrderState, ProviderOrderStatus, ProviderShipment } from '../fulfilment-provider.ts';

export type Json = Record<string, unknown>;
export const asObject = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
export const asText = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

const statusByGelato: Record<string, ProviderOrderStatus> = {
  created: 'submitted',
  uploading: 'submitted',
  passed: 'submitted',
  pending_approval: 'submitted',
  draft: 'submitted',
  in_production: 'in_production',
  printed: 'in_production',
  shipped: 'shipped',
  delivered: 'shipped',
  returned: 'shipped',
  on_hold: 'on_hold',
  failed: 'failed',
  not_connected: 'failed',
  canceled: 'cancelled',
  cancelled: 'cancelled',
};

/** Our status of a Gelato status word (an unknown word counts as submitted: nothing moves). */
export function gelatoStatus(word: string): ProviderOrderStatus {
  return statusByGelato[word] ?? 'submitted';
}

/**
 * The parcels of an order's items: one per tracking code (items sharing a parcel share it), its
 * tracking code being the id Gelato gives none of its own.
 */
export function gelatoShipments(items: unknown): ProviderShipment[] {
  const parcels = new Map<string, ProviderShipment>();
  for (const item of Array.isArray(items) ? items : []) {
    const fulfillments = asObject(item).fulfillments;
    for (const f of Array.isArray(fulfillments) ? fulfillments : []) {
      const parcel = asObject(f);
      const trackingNumber = asText(parcel.trackingCode);
      if (!trackingNumber || parcels.has(trackingNumber)) continue;
      parcels.set(trackingNumber, {
        id: trackingNumber,
        carrier: asText(parcel.shipmentMethodName) ?? asText(parcel.shipmentMethodUid) ?? 'Gelato',
        trackingNumber,
        trackingUrl: asText(parcel.trackingUrl),
      });
    }
  }
  return [...parcels.values()];
}

/** A Gelato order (API answer or `order_status_updated` event) as our state. */
export function gelatoOrderState(order: Json): ProviderOrderState {
  const word = asText(order.fulfillmentStatus) ?? 'created';
  const shipments = gelatoShipments(order.items);
  let status = gelatoStatus(word);
  // Gelato says `shipped` for the order when every item left; parcels before that are a split.
  if (shipments.length > 0 && (status === 'submitted' || status === 'in_production')) status = 'partially_shipped';
  return {
    providerOrderId: asText(order.id) ?? asText(order.orderId) ?? '',
    orderNumber: asText(order.orderReferenceId),
    status,
    providerStatus: word,
    message: null,
    shipments,
  };
}
