/**
 * The shape of the server-rendered text catalogue (ADR 0005): what the server writes for a shopper
 * without the client build, in the shop's four locales. Placeholders use i18next's `{{name}}`
 * syntax, filled by `interpolate` (server-catalogues.ts).
 */
import type { Color, ProductType, Size } from '../catalog.ts';

/** Field-level and form-level messages of the hosted test checkout; also sent to its browser script. */
export interface HostedCheckoutErrorMessages {
  required: string;
  /** A value that is too long or holds control characters (only a crafted request gets there). */
  invalid: string;
  email: string;
  cardNumber: string;
  expiry: string;
  expired: string;
  cvc: string;
  declined: string;
  formInvalid: string;
  /** The address is in a country the shop does not ship to (SHIPPING_COUNTRIES, issue 21 §5). */
  countryNotServed: string;
}

/** Copy of the built-in test payment provider's hosted checkout page (`/pay/:sessionId`). */
export interface HostedCheckoutMessages {
  pageTitle: string;
  testMode: string;
  testModeNote: string;
  testCardsHint: string;
  orderSummary: string;
  /** `{{count}}`: the quantity. */
  quantity: string;
  shipping: string;
  shippingFree: string;
  /** A discount code's line (issue 21 §3); `{{code}}`. */
  discount: string;
  total: string;
  contactSection: string;
  shippingSection: string;
  paymentSection: string;
  email: string;
  shippingName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  cardNumber: string;
  expiry: string;
  expiryPlaceholder: string;
  cvc: string;
  /** `{{amount}}`: the formatted total. */
  pay: string;
  processing: string;
  cancel: string;
  notFoundTitle: string;
  notFoundBody: string;
  closedTitle: string;
  closedBody: string;
  backToShop: string;
  errors: HostedCheckoutErrorMessages;
}

/** Names of a checkout's line items, as every payment provider's hosted page shows them (SPEC §3). */
export interface LineItemMessages {
  productNames: Record<ProductType, string>;
  sizes: Record<Size, string>;
  colors: Record<Color, string>;
  /** The second line of every checkout: SPEC §9's animated transformation fee. */
  transformationFee: string;
}

/** The packing slip staff print for a hand-fulfilled order (issue 19 §3), in the order's language. */
export interface PackingSlipMessages {
  /** `{{number}}`: the order number. */
  title: string;
  orderNumber: string;
  orderDate: string;
  shipTo: string;
  item: string;
  product: string;
  size: string;
  color: string;
  quantity: string;
  artwork: string;
  /** Shown when the order's artwork is no longer stored. */
  noArtwork: string;
  thanks: string;
}

/** One locale's server-rendered text. */
export interface ServerCatalogue {
  hostedCheckout: HostedCheckoutMessages;
  lineItems: LineItemMessages;
  packingSlip: PackingSlipMessages;
}
