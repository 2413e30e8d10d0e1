/**
 * The shape of the emails' text catalogue (ADR 0005: server-rendered text lives in src/shared/i18n):
 * the order-link email (SPEC §2.12 email sender, §7 send-email), the preview acknowledgement
 * (issue 7 §1) and the order confirmation (issue 11), in the shop's four locales. Placeholders use i18next's `{{name}}` syntax, filled by
 * `interpolate` (server-catalogues.ts). The order-link subject is not here: staff choose it, and its
 * defaults are in email-subjects.ts (SPEC §9).
 */

/** Lines every email shares. */
export interface EmailCommonMessages {
  /** Greeting without a name. */
  greeting: string;
  /** Greeting with the customer's name; `{{name}}`. */
  greetingNamed: string;
  /** `{{email}}`: the support address (rendered as a mailto link). */
  support: string;
  signoff: string;
  /** The shop's name under the sign-off. */
  team: string;
}

/** The order-link email: the customer's artwork, the 5% offer and the signed email-order link. */
export interface OrderLinkEmailMessages {
  /** Inbox preview line; `{{percent}}`. */
  preheader: string;
  heading: string;
  intro: string;
  imageAlt: string;
  /** `{{percent}}`: the email-order discount (SPEC §9: 5). */
  offer: string;
  /** Button label; `{{percent}}`. */
  button: string;
  /** Shipping and money-back facts (SPEC §9). */
  perks: string;
  /** `perks` without the free-shipping claim (FREE_SHIPPING=off; issue 21 §5). */
  perksNoFreeShipping: string;
  /** Above the plain link, for mail programs that hide the button. */
  linkFallback: string;
  /** Why the customer gets this email. */
  footer: string;
}

/**
 * The preview acknowledgement: the photo arrived, the preview follows within 1-3 hours, or within
 * minutes when previews are made and sent automatically (issue 23 item 10, shared/preview-timing.ts).
 */
export interface PreviewAckEmailMessages {
  subject: string;
  preheader: string;
  /** The inbox preview line when previews are made and sent automatically. */
  preheaderMinutes: string;
  heading: string;
  received: string;
  /** `{{hours}}`: SPEC §9's preview processing time, e.g. `1-3`. */
  eta: string;
  /** Instead of `eta` when previews are made and sent automatically. */
  etaMinutes: string;
  imageAlt: string;
  next: string;
  footer: string;
}

/**
 * The acknowledgement of a preview request to an address not proven yet (issue 17 §1): the shop's
 * own text and the verification link, no uploaded content.
 */
export interface PreviewConfirmEmailMessages {
  subject: string;
  preheader: string;
  heading: string;
  intro: string;
  /** Above the button. */
  confirm: string;
  button: string;
  /** `{{hours}}`: SPEC §9's preview processing time, e.g. `1-3`. */
  eta: string;
  /** Instead of `eta` when previews are made and sent automatically. */
  etaMinutes: string;
  /** `{{validHours}}`: how long the link works. */
  expiry: string;
  /** For whoever did not ask. */
  ignore: string;
  linkFallback: string;
  footer: string;
}

/**
 * The order confirmation (issue 11): sent once per paid order. Its subject is in
 * email-subjects.ts (`{{orderNumber}}`). Product, size and colour names come from the server
 * catalogue's line items, so the email and the payment page name them alike.
 */
export interface OrderConfirmationEmailMessages {
  /** Inbox preview line; `{{orderNumber}}`. */
  preheader: string;
  heading: string;
  intro: string;
  orderNumberLabel: string;
  productLabel: string;
  /** Label of the "M · Gray" line. */
  variantLabel: string;
  shippingLabel: string;
  shippingFree: string;
  /** A discount code's line (issue 21 §3); `{{code}}`. */
  discountLabel: string;
  totalLabel: string;
  imageAlt: string;
  nextHeading: string;
  /** SPEC §9-based steps: artwork check, printing (ships in 5-7 business days), tracking, delivery. */
  stepCheck: string;
  stepPrint: string;
  stepShip: string;
  /** `stepShip` without the free-shipping claim (FREE_SHIPPING=off; issue 21 §5). */
  stepShipNoFreeShipping: string;
  stepDelivery: string;
  changeHeading: string;
  /** `{{email}}` (support, rendered as a mailto link) and `{{orderNumber}}`. */
  change: string;
  footer: string;
  /**
   * Issue 17 point 4: the notice at the top of a test order's confirmation (paid through a test
   * payment provider): no money moved, nothing is printed or shipped. Its subject starts `[TEST]`.
   */
  testNote: string;
}

/**
 * The customer emails after the confirmation (issue 19 §6, §7): one per status change worth telling
 * (in production, shipped, delivered, cancelled), one per refund, and the status link a lookup
 * asked for. Every subject carries `{{orderNumber}}`. Every one of them (and the confirmation) ends
 * with the order's private status link.
 */
export interface OrderUpdateEmailMessages {
  orderNumberLabel: string;
  /** Button to the status page. */
  statusButton: string;
  /** Above the plain status link, for mail programs that hide the button. */
  statusLinkFallback: string;
  footer: string;
  /** The test-order notice (issue 17 point 4): nothing is printed, shipped or charged. */
  testNote: string;
  inProductionSubject: string;
  inProductionHeading: string;
  inProductionBody: string;
  shippedSubject: string;
  shippedHeading: string;
  shippedBody: string;
  carrierLabel: string;
  trackingNumberLabel: string;
  /** Link text of a parcel's tracking page. */
  trackParcel: string;
  /** `{{window}}`: the expected delivery dates (Intl date range). */
  expectedDelivery: string;
  deliveredSubject: string;
  deliveredHeading: string;
  /** SPEC §1: 30-day return window for quality issues or a wrong item. */
  deliveredBody: string;
  cancelledSubject: string;
  cancelledHeading: string;
  cancelledBody: string;
  refundSubject: string;
  refundHeading: string;
  /** `{{amount}}`: the refund, formatted in the order's currency. */
  refundFullBody: string;
  /** `{{amount}}` this refund, `{{total}}` what was paid. */
  refundPartialBody: string;
  /** How long a refund takes to show on the statement. */
  refundTiming: string;
  statusLinkSubject: string;
  statusLinkHeading: string;
  statusLinkBody: string;
  /** For whoever did not ask. */
  statusLinkIgnore: string;
  /** One line in the order confirmation above its status link. */
  confirmationStatusIntro: string;
}

/** The proof email (issue 20 §4): the final artwork to approve or change. */
export interface ProofEmailMessages {
  /** `{{orderNumber}}`. */
  subject: string;
  /** `{{orderNumber}}`: a later round after a change. */
  newRoundSubject: string;
  heading: string;
  body: string;
  /** Above a later round's image. */
  newRoundBody: string;
  imageAlt: string;
  approveButton: string;
  changeButton: string;
  /** `{{count}}`: changes the customer may still ask for. */
  changesLeft: string;
  /** The last round: it can only be approved (or the customer writes to support). */
  noChangesLeft: string;
  /** `{{date}}`: when an unanswered proof is approved on its own. */
  autoApprove: string;
  /** Above the plain proof link, for mail programs that hide the buttons. */
  linkFallback: string;
  footer: string;
}

/**
 * The staff alert (issue 23 item 10): preview requests that have waited over an hour without a
 * preview, sent once per request to every active staff account (jobs/preview-alert.job.ts).
 */
export interface StaffPreviewAlertEmailMessages {
  /** `{{count}}`: how many requests this alert names. */
  subject: string;
  preheader: string;
  heading: string;
  intro: string;
  /** One request: `{{email}}` (the customer's address) and `{{since}}` (when it was asked, formatted). */
  request: string;
  /** After the first requests when there are more: `{{count}}`. */
  more: string;
  button: string;
  footer: string;
}

/** One locale's email text. */
/**
 * The abandoned-checkout reminder (issue 21 §6): sent once, only to a customer who ticked "remind
 * me", with their design on the garment, a link back to it and an unsubscribe link.
 */
export interface CheckoutReminderEmailMessages {
  subject: string;
  preheader: string;
  heading: string;
  body: string;
  imageAlt: string;
  /** `{{product}}`, `{{size}}`, `{{color}}`, `{{total}}` (formatted money). */
  item: string;
  button: string;
  linkFallback: string;
  /** Why the customer gets this email (they asked for it), and that it is the only one. */
  footer: string;
  /** The unsubscribe link's label. */
  unsubscribe: string;
}

export interface EmailCatalogue {
  common: EmailCommonMessages;
  orderLink: OrderLinkEmailMessages;
  previewAck: PreviewAckEmailMessages;
  previewConfirm: PreviewConfirmEmailMessages;
  orderConfirmation: OrderConfirmationEmailMessages;
  orderUpdate: OrderUpdateEmailMessages;
  proof: ProofEmailMessages;
  staffPreviewAlert: StaffPreviewAlertEmailMessages;
  checkoutReminder: CheckoutReminderEmailMessages;
}
