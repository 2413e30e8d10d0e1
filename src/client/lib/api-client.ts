/**
 * Typed client of the shop's customer-facing HTTP API (DESIGN.md "HTTP API"): same origin, JSON,
 * answers parsed with the shared zod/mini schemas (issue 9: zod/mini, so the storefront does not
 * download zod's full method API). Every failure becomes an `ApiError` whose `code` the UI maps to a
 * translated message (`errors.CODE` in the catalogues, SPEC §8). The request helpers are in
 * api-request.ts, the staff session's calls in admin-session-api.ts.
 */

import {
  type CheckoutRequest,
  checkoutResponseSchema,
  confirmOrderResponseSchema,
} from '#shared/api/checkout.schemas.ts';
import {
  reminderResumeResponseSchema,
  reminderUnsubscribeResponseSchema,
} from '#shared/api/checkout-reminders.schemas.ts';
import {
  createCustomerResponseSchema,
  customerIdHeader,
  customerSchema,
  emailVerificationResponseSchema,
  type UpdateCustomerBody,
  uploadImageResponseSchema,
} from '#shared/api/customers.schemas.ts';
import {
  type EmailOrderRenewalBody,
  emailOrderRenewalResponseSchema,
  emailOrderSchema,
} from '#shared/api/email-orders.schemas.ts';
import {
  type OrderLookupBody,
  orderLookupResponseSchema,
  orderStatusSchema,
} from '#shared/api/order-status.schemas.ts';
import { type ProofDecisionBody, proofSchema } from '#shared/api/proofs.schemas.ts';
import { postJson, request, type UploadProgress, upload } from './api-request.ts';

// Re-exported: callers that load this client anyway take the error from it.
export { ApiError, isApiError } from './api-error.ts';
export type { UploadProgress } from './api-request.ts';

/** The calls of SPEC §7 as the client makes them. */
export const api = {
  /** POST /api/customers: creates an empty customer record (SPEC §3) and returns its `{id}`. */
  createCustomer: () => request('/api/customers', { method: 'POST' }, createCustomerResponseSchema),

  /** GET /api/customers/:id: the stored record; fails with CUSTOMER_NOT_FOUND for an unknown id. */
  getCustomer: (id: string) => request(`/api/customers/${encodeURIComponent(id)}`, { method: 'GET' }, customerSchema),

  /**
   * PATCH /api/customers/:id: saves the email, locale or preview request on the customer's own record
   * (SPEC §7 users: update) and returns the record. Fails with CUSTOMER_NOT_FOUND or VALIDATION_FAILED.
   */
  updateCustomer: (id: string, body: UpdateCustomerBody) =>
    request(
      `/api/customers/${encodeURIComponent(id)}`,
      { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      customerSchema,
    ),

  /**
   * DELETE /api/customers/:id/photo: deletes the photo and the artwork made from it on the server
   * (issue 17 point 6) and returns the record, now without an image. Fails with CUSTOMER_NOT_FOUND
   * or RATE_LIMITED.
   */
  deleteCustomerPhoto: (id: string) =>
    request(`/api/customers/${encodeURIComponent(id)}/photo`, { method: 'DELETE' }, customerSchema),

  /**
   * GET /api/email-orders: the stored artwork behind an email-order link (SPEC §2.10). Fails with
   * EMAIL_ORDER_NOT_FOUND for a link that does not exist or has no image, EMAIL_ORDER_LINK_EXPIRED
   * or EMAIL_ORDER_LINK_REVOKED for one that no longer works (issue 17 §5).
   */
  getEmailOrder: (email: string, sig: string, started?: Promise<Response>) =>
    request(`/api/email-orders?${new URLSearchParams({ email, sig })}`, { method: 'GET' }, emailOrderSchema, started),

  /**
   * POST /api/email-orders/renewals: a new link for an expired one, mailed to the link's own address
   * (issue 17 §5). Fails with RATE_LIMITED (enough new links for today), EMAIL_ORDER_LINK_REVOKED or
   * EMAIL_ORDER_NOT_FOUND.
   */
  renewEmailOrderLink: (body: EmailOrderRenewalBody) =>
    request('/api/email-orders/renewals', postJson(body), emailOrderRenewalResponseSchema),

  /**
   * POST /api/email-verifications: proves the email of a verification link (issue 17 §1) with the
   * token from its fragment. Fails with EMAIL_VERIFICATION_INVALID.
   */
  confirmEmail: (token: string) =>
    request('/api/email-verifications', postJson({ token }), emailVerificationResponseSchema),

  /**
   * GET /api/orders/status/:token: the order a private status link opens (issue 19 §7). Fails with
   * ORDER_LINK_INVALID for a link that does not (or no longer) open one.
   */
  getOrderStatus: (token: string) =>
    request(`/api/orders/status/${encodeURIComponent(token)}`, { method: 'GET' }, orderStatusSchema),

  /** Where the invoice PDF of the order a status link opens downloads from (issue 21 §2); a link, no request. */
  orderInvoiceUrl: (token: string) => `/api/orders/status/${encodeURIComponent(token)}/invoice.pdf`,

  /**
   * POST /api/checkout-reminders/resume: the customer a reminder email's link opens (issue 21 §6).
   * Fails with REMINDER_LINK_INVALID for a link that does not (or no longer) open one.
   */
  resumeCheckoutReminder: (token: string) =>
    request('/api/checkout-reminders/resume', postJson({ token }), reminderResumeResponseSchema),

  /**
   * POST /api/checkout-reminders/unsubscribe: no further reminder to the email's address (issue 21
   * §6). Fails with REMINDER_LINK_INVALID.
   */
  unsubscribeReminders: (token: string) =>
    request('/api/checkout-reminders/unsubscribe', postJson({ token }), reminderUnsubscribeResponseSchema),

  /**
   * GET /api/proofs/:token: the newest proof of the order a private proof link opens (issue 20 §4).
   * Fails with PROOF_LINK_INVALID for a link that does not open one.
   */
  getProof: (token: string) => request(`/api/proofs/${encodeURIComponent(token)}`, { method: 'GET' }, proofSchema),

  /**
   * POST /api/proofs/:token: approve the proof, or ask for a change with a note (issue 20 §4). Fails
   * with PROOF_LINK_INVALID, PROOF_ALREADY_DECIDED, PROOF_ROUNDS_EXHAUSTED or VALIDATION_FAILED.
   */
  decideProof: (token: string, body: ProofDecisionBody) =>
    request(`/api/proofs/${encodeURIComponent(token)}`, postJson(body), proofSchema),

  /**
   * POST /api/orders/lookup: asks for the status link of an order number + email (issue 19 §7); the
   * answer is the same whether or not they match. Fails with VALIDATION_FAILED or RATE_LIMITED.
   */
  lookupOrder: (body: OrderLookupBody) => request('/api/orders/lookup', postJson(body), orderLookupResponseSchema),

  /**
   * PUT /api/customers/:id/image (multipart field `file`): stores the upload, returns its `{imageUrl}`.
   * Fails with FILE_TOO_LARGE, NOT_AN_IMAGE, IMAGE_UNREADABLE, IMAGE_TOO_MANY_PIXELS,
   * IMAGE_PROCESSING_TIMEOUT, RATE_LIMITED, SERVICE_BUSY or CUSTOMER_NOT_FOUND.
   */
  uploadCustomerImage: (id: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return request(
      `/api/customers/${encodeURIComponent(id)}/image`,
      { method: 'PUT', body: form },
      uploadImageResponseSchema,
    );
  },

  /**
   * The same upload as {@link api.uploadCustomerImage} (a Blob under `fileName`), reporting its
   * progress to `onProgress`. Same failures.
   */
  uploadCustomerImageWithProgress: (
    id: string,
    file: Blob,
    fileName: string,
    onProgress: (progress: UploadProgress) => void,
  ) => {
    const form = new FormData();
    form.append('file', file, fileName);
    return upload(`/api/customers/${encodeURIComponent(id)}/image`, 'PUT', form, uploadImageResponseSchema, onProgress);
  },

  /**
   * POST /api/checkout: starts a hosted checkout for the checkout request of SPEC §3 and returns its
   * `{url}`. Fails with PRICE_MISMATCH when `price` is not the server's total, IMAGE_REQUIRED, etc.
   */
  createCheckout: (body: CheckoutRequest) => request('/api/checkout', postJson(body), checkoutResponseSchema),

  /**
   * POST /api/orders/confirm: saves the order of a paid checkout session (idempotent) and returns
   * `{created, order}`; the order's personal fields come back only with the customer's own id
   * (header `X-Customer-Id`). Fails with CHECKOUT_SESSION_NOT_FOUND or PAYMENT_NOT_COMPLETED.
   */
  confirmOrder: (sessionId: string, customerId: string | null) => {
    const init = postJson({ sessionId });
    if (customerId) init.headers = { ...init.headers, [customerIdHeader]: customerId };
    return request('/api/orders/confirm', init, confirmOrderResponseSchema);
  },
};
