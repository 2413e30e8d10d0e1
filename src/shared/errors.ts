/**
 * Stable error codes of the HTTP API (DESIGN.md: `{"error":{"code","message"}}`). The client maps a
 * code to a translated SPEC §8 message; `message` is English for logs and API callers.
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  CUSTOMER_NOT_FOUND: 404,
  NOT_FOUND: 404,
  FILE_MISSING: 400,
  FILE_TOO_LARGE: 413,
  NOT_AN_IMAGE: 415,
  IMAGE_UNREADABLE: 422,
  IMAGE_TOO_MANY_PIXELS: 422,
  /**
   * Decoding or rendering the image ran past its deadline (issue 17 point 2; upload: IMAGE_UPLOAD_TIMEOUT_SECONDS).
   * The clock runs while the image is worked on, not while it waits for a thread, so it is the file's cost.
   */
  IMAGE_PROCESSING_TIMEOUT: 422,
  IMAGE_REQUIRED: 422,
  PRICE_MISMATCH: 422,
  CURRENCY_MISMATCH: 422,
  COLOR_NOT_AVAILABLE: 422,
  CHECKOUT_SESSION_NOT_FOUND: 404,
  PAYMENT_NOT_COMPLETED: 409,
  WEBHOOK_SIGNATURE_INVALID: 400,
  RATE_LIMITED: 429,
  PAYMENT_PROVIDER_ERROR: 502,
  INTERNAL: 500,
  /** The customer's stored photo is gone (SPEC §5: checkout needs an image that exists). */
  IMAGE_MISSING: 422,
  /** A string carried a control character such as NUL (never valid in text we store). */
  INVALID_CHARACTERS: 400,
  INVALID_MULTIPART: 400,
  /** A path with a malformed percent-encoding. */
  INVALID_URL: 400,
  REQUEST_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** A correctly signed webhook whose content is not an event we can read. */
  WEBHOOK_EVENT_INVALID: 400,
  /** The image workers' queue is full; answered with Retry-After. */
  SERVICE_BUSY: 503,
  /** Admin API without a valid staff session. */
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  /** An admin mutation whose Origin is not the shop's (CSRF). */
  ORIGIN_NOT_ALLOWED: 403,
  /** Email-order link with a missing or wrong signature: reads like not found (issue 7 §5). */
  EMAIL_ORDER_NOT_FOUND: 404,
  /** A checkout asking for email-order prices without a valid signed link. */
  EMAIL_ORDER_SIGNATURE_REQUIRED: 403,
  /** The mail server refused a message (SPEC §8 'Failed to send email: {message}'). */
  EMAIL_SEND_FAILED: 502,
  USER_NOT_FOUND: 404,
  /** Admin order page for an id that is not an order. */
  ORDER_NOT_FOUND: 404,
  /** An order status link that is unknown, tampered with, expired or of an erased order (issue 19 §7). */
  ORDER_LINK_INVALID: 404,
  /** A status change the order lifecycle does not allow from the order's status (issue 19 §2). */
  INVALID_ORDER_TRANSITION: 409,
  /** A refund of more than is left to refund on the order (paid minus refunds succeeded or pending; issue 19 §5). */
  REFUND_EXCEEDS_PAID: 422,
  /** The order's payment cannot be refunded from this shop (its provider is not configured, or no payment id). */
  REFUND_NOT_POSSIBLE: 409,
  /** A move to `shipped` without a carrier or tracking number. */
  SHIPMENT_DETAILS_REQUIRED: 400,
  /** A move to `on_hold` without a reason. */
  HOLD_REASON_REQUIRED: 400,
  /** Admin outbox: no message with that id in DATA_DIR/outbox. */
  OUTBOX_MESSAGE_NOT_FOUND: 404,
  /** Checkout with an artwork that is not (yet) a ready artwork of the customer's current photo (issue 8). */
  ARTWORK_NOT_READY: 422,
  /** An artwork id that is not one of this customer's artworks (issue 8). */
  ARTWORK_NOT_FOUND: 404,
  /**
   * A generation limit holds (issue 20 §2: per customer, photo, address, the render queue or a
   * provider's daily spend cap); the answer names the instant local preview the customer keeps.
   */
  ARTWORK_LIMIT_REACHED: 429,
  /**
   * An artwork asked of a provider that is not configured for its style (issue 20 §1: the customer's
   * `provider`, or staff's regeneration provider that is not configured at all).
   */
  ARTWORK_PROVIDER_UNAVAILABLE: 422,
  /** An email-order link past its `EMAIL_ORDER_LINK_DAYS` (or one of the old never-expiring kind); it can be renewed (issue 17 §5). */
  EMAIL_ORDER_LINK_EXPIRED: 410,
  /** An email-order link staff revoked (issue 17 §5). */
  EMAIL_ORDER_LINK_REVOKED: 410,
  /** Staff asked to revoke a link that does not exist. */
  EMAIL_ORDER_LINK_NOT_FOUND: 404,
  /** An email-verification link that is unknown, expired, used, or for an email the record no longer has (issue 17 §1). */
  EMAIL_VERIFICATION_INVALID: 404,
  /** A mail with a record's artwork to an address its owner has not proven (issue 17 §1). */
  EMAIL_NOT_VERIFIED: 409,
  /** Staff chose a customer record that does not carry the email they work on (issue 17 §1). */
  CUSTOMER_EMAIL_MISMATCH: 422,
  /** Issue 17 §3: a staff account must choose its own password before any other staff call works. */
  PASSWORD_CHANGE_REQUIRED: 403,
  /** The current password given to change the password or turn off two-factor sign-in is wrong. */
  PASSWORD_INCORRECT: 403,
  /** A new password equal to the current one. */
  PASSWORD_UNCHANGED: 422,
  /** Sign-in of an account with two-factor sign-in: the password is right, a code is needed too. */
  TOTP_REQUIRED: 401,
  /** A wrong, expired or already used authenticator code. */
  TOTP_INVALID: 401,
  TOTP_ALREADY_ENABLED: 409,
  /** Confirming two-factor sign-in before starting its set-up. */
  TOTP_NOT_STARTED: 409,
  /** Sign-in of a disabled staff account (said only after the right password). */
  ACCOUNT_DISABLED: 403,
  /** Staff account management and the audit log are the owner's. */
  OWNER_REQUIRED: 403,
  STAFF_EXISTS: 409,
  STAFF_NOT_FOUND: 404,
  /** An owner disabling or demoting their own account. */
  STAFF_SELF_CHANGE: 409,
  /** A change that would leave the shop without an active owner. */
  LAST_OWNER: 409,
  /** A staff "Send to provider" while the shop fulfils by hand (`FULFILMENT_PROVIDER=manual`; issue 19 §3). */
  FULFILMENT_UNAVAILABLE: 409,
  /** A staff "Send to provider" for an order the provider already has, or one not in `paid`/`on_hold`. */
  FULFILMENT_NOT_SUBMITTABLE: 409,
  /** A proof link that is unknown, tampered with or of an erased order (issue 20 §4). */
  PROOF_LINK_INVALID: 404,
  /** An abandoned-checkout reminder's link that is unknown, malformed or expired (issue 21 §6). */
  REMINDER_LINK_INVALID: 404,
  /** The shipping address is in a country the shop does not ship to (SHIPPING_COUNTRIES, issue 21 §5). */
  SHIPPING_COUNTRY_NOT_SERVED: 422,
  /** A decision on a proof that was decided already (approved, or a change asked for) (issue 20 §4). */
  PROOF_ALREADY_DECIDED: 409,
  /** A change asked for after the last allowed change round: the proof can only be approved (issue 20 §4). */
  PROOF_ROUNDS_EXHAUSTED: 409,
  /** Production or the fulfilment provider asked for while the order's proof awaits the customer or staff (issue 20 §4). */
  PROOF_NOT_APPROVED: 409,
  /** A staff "Send new proof" for an order with no change request to answer, or without a proof (issue 20 §4). */
  PROOF_NOT_SENDABLE: 409,
  /** A placement whose image or text line reaches out of the print area (issue 20 §5). */
  PLACEMENT_OUTSIDE_PRINT_AREA: 422,
  /** Checkout of a product that is not on sale, or in a size it is not offered in (issue 21 §1). */
  PRODUCT_NOT_AVAILABLE: 422,
  /** Staff asked for a price book id the shop does not have (issue 21 §1). */
  PRICE_BOOK_NOT_FOUND: 404,
  /** Staff asked for a product type the shop does not have (issue 21 §1). */
  PRODUCT_NOT_FOUND: 404,
  /** A catalogue save that started from an older version than the one stored: someone saved in between. */
  CATALOG_VERSION_CONFLICT: 409,
  /** A catalogue save with a value the shop cannot sell with; `field` names it (issue 21 §1). */
  CATALOG_INVALID: 422,
  /** A discount code the shop does not have, or one staff deactivated (issue 21 §3). */
  DISCOUNT_CODE_UNKNOWN: 422,
  /** A discount code before its start. */
  DISCOUNT_CODE_NOT_YET_VALID: 422,
  /** A discount code after its end. */
  DISCOUNT_CODE_EXPIRED: 422,
  /** Every use of the code is taken (paid, or held by a checkout still open). */
  DISCOUNT_CODE_USED_UP: 409,
  /** The checkout's email has used the code as often as it may. */
  DISCOUNT_CODE_ALREADY_USED: 409,
  /** The code is not for the chosen product. */
  DISCOUNT_CODE_NOT_FOR_PRODUCT: 422,
  /** The order is below the code's minimum. */
  DISCOUNT_CODE_MINIMUM_NOT_MET: 422,
  /** A fixed-amount code (or one with a minimum) in another currency than the storefront's. */
  DISCOUNT_CODE_NOT_FOR_CURRENCY: 422,
  /** The code does not combine with the order-now discount the customer chose. */
  DISCOUNT_CODE_NOT_COMBINABLE: 422,
  /** The code has a per-email limit and the checkout names no email to count it on. */
  DISCOUNT_CODE_EMAIL_REQUIRED: 422,
  /** Staff created a code that exists already (any case). */
  DISCOUNT_CODE_EXISTS: 409,
  /** Staff's code with a value it cannot be saved with; `field` names it. */
  DISCOUNT_CODE_INVALID: 422,
  /** Checkout of the cart while it has no lines (issue 21 §4). */
  CART_EMPTY: 422,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** Shape of every error answer; `field` names the failing field where one is to blame (a dotted path). */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; field?: string };
}

/**
 * An error with a stable code; the server's error handler turns it into `{error:{code,message}}`
 * with the code's HTTP status.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** The failing field of the request, as a dotted path (`discounted.items.tshirt`), when one is to blame. */
  readonly field?: string;
  constructor(code: ErrorCode, message: string, field?: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    if (field !== undefined) this.field = field;
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in errorStatus;
}
