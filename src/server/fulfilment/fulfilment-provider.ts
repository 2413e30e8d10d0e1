/**
 * The fulfilment provider interface (issue 19 §3; docs/decisions/0017): who prints and ships a paid
 * order. Implementations, one folder each: `manual/` (staff print and ship by hand; the default),
 * `printful/` and `gelato/` (the vendors' HTTP APIs, their webhooks in the same folder). Chosen by
 * `FULFILMENT_PROVIDER` in create-fulfilment-provider.ts. A provider turns the vendor's words into
 * {@link ProviderOrderState}; the fulfilment service (modules/fulfilment) decides what that means for
 * our order, so no vendor detail leaves its folder and no provider imports a module.
 */
import type { FastifyInstance } from 'fastify';
import type { Color, ProductType, Size } from '#shared/catalog.ts';
import type { Database } from '../db/client.ts';

/** One item of an order: the garment, how many, and its print file and side. */
export interface FulfilmentItem {
  item: { productType: ProductType; size: Size; color: Color; quantity: number };
  /** Absolute URL the provider downloads this item's print file from. */
  printFileUrl: string;
  printSide: 'front' | 'back';
}

/** Every item of `input`: its `items`, or the one `item` of a single-item order. */
export function fulfilmentItemsOf(input: FulfilmentOrderInput): FulfilmentItem[] {
  return input.items ?? [{ item: input.item, printFileUrl: input.printFileUrl, printSide: input.printSide }];
}

/** Everything a provider needs to make one order; built by the fulfilment service from our order row. */
export interface FulfilmentOrderInput {
  /** Our order id (UUID). */
  orderId: string;
  /** Our order number (`WT-7K3M9Q`): the provider's external reference, so a retry finds the order it made. */
  orderNumber: string;
  item: { productType: ProductType; size: Size; color: Color; quantity: number };
  /** Absolute URL the provider downloads the print file from (PNG, 300 DPI target). */
  printFileUrl: string;
  /** Where the print file goes on the garment: the customer's placement side (issue 20 §5), else the front. */
  printSide: 'front' | 'back';
  /**
   * Every item of the order with its own print file (issue 21 §4: a cart's order has several); the
   * first is `item` above. Absent: the order is the one `item`.
   */
  items?: FulfilmentItem[];
  recipient: {
    name: string;
    line1: string;
    line2: string | null;
    city: string;
    state: string | null;
    postalCode: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    email: string | null;
  };
  /** ISO 4217 code of what the customer paid (some providers want it). */
  currency: string;
}

/**
 * Our reading of a provider order's status:
 * `submitted` accepted, not yet in production; `in_production` being made; `partially_shipped` some
 * parcels left; `shipped` everything left; `on_hold` the provider stopped it and needs us;
 * `failed` it refused the order (address, file…); `cancelled` cancelled at the provider.
 */
export type ProviderOrderStatus =
  | 'submitted'
  | 'in_production'
  | 'partially_shipped'
  | 'shipped'
  | 'on_hold'
  | 'failed'
  | 'cancelled';

/** One parcel as the provider reports it. `id` is the provider's own, unique for that provider. */
export interface ProviderShipment {
  id: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

/** A provider order as the provider sees it now. */
export interface ProviderOrderState {
  providerOrderId: string;
  /** Our order number the provider keeps as its external reference (null when it did not say). */
  orderNumber: string | null;
  status: ProviderOrderStatus;
  /** The provider's own status word, shown to staff. */
  providerStatus: string;
  /** The provider's reason for `failed`, `on_hold` or `cancelled`, when it gives one. */
  message: string | null;
  /** Every parcel so far. */
  shipments: ProviderShipment[];
}

/**
 * A verified webhook, as the provider reads it: which order it is about and, when the event itself
 * carries them, the parcel and status it reports (the service then asks the provider for the whole
 * order, so a webhook and a poll take the same path).
 */
export interface FulfilmentWebhookNotice {
  /** The provider's order id, or null when the event named only our order number. */
  providerOrderId: string | null;
  orderNumber: string | null;
  /** What the event itself said, merged over the provider's answer (it may lag the event). */
  reported: Partial<Pick<ProviderOrderState, 'status' | 'providerStatus' | 'message'>> & {
    shipments?: ProviderShipment[];
  };
}

/**
 * Acts on a verified webhook: the fulfilment service, handed to the provider's routes by the
 * composition root (as PaymentRoutesContext does for payments).
 * @returns whether the notice named an order of ours (false: answered 2xx anyway, nothing to do).
 */
export type FulfilmentNoticeHandler = (notice: FulfilmentWebhookNotice) => Promise<{ known: boolean }>;

/** What a provider's webhook route gets from the composition root. */
export interface FulfilmentRoutesContext {
  /** For remembering deliveries already handled (`processed_webhook_events`). */
  database: Database;
  onNotice: FulfilmentNoticeHandler;
}

/** A vendor call failed. `message` is the vendor's own (shown to staff on hold); never holds credentials. */
export class FulfilmentProviderError extends Error {
  /** HTTP status of the vendor's answer; null for a timeout or a lost connection. */
  readonly status: number | null;
  constructor(message: string, status: number | null) {
    super(message);
    this.name = 'FulfilmentProviderError';
    this.status = status;
  }
}

export interface FulfilmentProvider {
  readonly name: 'manual' | 'printful' | 'gelato';
  /** Staff label of the provider (`Printful`). */
  readonly label: string;
  /** Whether orders are submitted through an API (false for `manual`: staff print and ship). */
  readonly submits: boolean;
  /**
   * The provider's order for our order number, or null when it has none.
   * @throws FulfilmentProviderError when the provider cannot be asked now.
   */
  findOrder(orderNumber: string): Promise<ProviderOrderState | null>;
  /**
   * Makes sure the provider has the order, confirmed for production: first looks it up by our order
   * number (a retry finds what an earlier attempt made, so there is never a second provider order),
   * else creates and confirms it.
   * @throws FulfilmentProviderError with the vendor's message when it refuses or cannot be reached;
   *   Error when the catalogue mapping has no product for the item.
   */
  submitOrder(input: FulfilmentOrderInput): Promise<ProviderOrderState>;
  /** The order's state now. @throws FulfilmentProviderError. */
  getOrder(providerOrderId: string): Promise<ProviderOrderState>;
  /**
   * Cancels the order if the provider still allows it (before production).
   * @returns `cancelled: false` with the provider's reason when it is too late.
   * @throws FulfilmentProviderError when the provider cannot be asked now.
   */
  cancelOrder(providerOrderId: string): Promise<{ cancelled: boolean; message: string | null }>;
  /** Registers the provider's webhook route (none for `manual`). Called once by app.ts. */
  registerRoutes(app: FastifyInstance, routes: FulfilmentRoutesContext): Promise<void>;
}
