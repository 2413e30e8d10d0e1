/**
 * Typed client of the shop's HTTP API (DESIGN.md "HTTP API"): same origin, JSON, answers parsed with
 * the shared zod/mini schemas (issue 9: zod/mini, so the storefront does not download zod's full
 * method API). Every failure becomes an `ApiError` whose `code` the UI maps to a
 * translated message (`errors.CODE` in the catalogues, SPEC §8).
 */

import * as z from 'zod/mini';
import { adminSessionSchema, noContentSchema } from '#shared/api/admin-session.schemas.ts';
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
import { apiErrorSchema } from '#shared/api/errors.schemas.ts';
import {
  type OrderLookupBody,
  orderLookupResponseSchema,
  orderStatusSchema,
} from '#shared/api/order-status.schemas.ts';
import { type ProofDecisionBody, proofSchema } from '#shared/api/proofs.schemas.ts';
import { isErrorCode } from '#shared/errors.ts';
import { ApiError } from './api-error.ts';

// Re-exported: callers that load this client anyway take the error from it.
export { ApiError, isApiError } from './api-error.ts';

/**
 * Sends one request and parses the JSON answer with `schema`.
 * @throws ApiError with the server's `{error:{code,message}}`, or NETWORK_ERROR / UNEXPECTED_RESPONSE.
 */
export async function request<S extends z.core.$ZodType>(
  path: string,
  init: RequestInit,
  schema: S,
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers: { accept: 'application/json', ...init.headers } });
  } catch (cause) {
    throw new ApiError('NETWORK_ERROR', 0, cause instanceof Error ? cause.message : 'Network error');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = z.safeParse(apiErrorSchema, body);
    if (parsed.success) {
      const { code, message, field } = parsed.data.error;
      // An unknown code (a newer server) still fails with a code the UI can translate.
      throw new ApiError(isErrorCode(code) ? code : 'UNEXPECTED_RESPONSE', response.status, message, field);
    }
    throw new ApiError(
      response.status >= 500 ? 'INTERNAL' : 'UNEXPECTED_RESPONSE',
      response.status,
      response.statusText,
    );
  }
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) throw new ApiError('UNEXPECTED_RESPONSE', response.status, parsed.error.message);
  return parsed.data;
}

/**
 * The `ApiError` for a failed answer: the server's `{error:{code,message}}`, else INTERNAL (5xx) or
 * UNEXPECTED_RESPONSE. The same mapping as {@link request}, for callers that do not use fetch.
 */
export function apiErrorFromAnswer(status: number, statusText: string, body: unknown): ApiError {
  const parsed = z.safeParse(apiErrorSchema, body);
  if (parsed.success) {
    const { code, message } = parsed.data.error;
    return new ApiError(isErrorCode(code) ? code : 'UNEXPECTED_RESPONSE', status, message);
  }
  return new ApiError(status >= 500 ? 'INTERNAL' : 'UNEXPECTED_RESPONSE', status, statusText);
}

/** Upload progress: bytes of the request body sent so far and in all (`total` 0 when unknown). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Sends a multipart body with XMLHttpRequest (fetch reports no upload progress) and parses the JSON
 * answer with `schema`; `onProgress` hears how much of the body went out. Errors as {@link request}.
 * @throws ApiError with the server's code, or NETWORK_ERROR / UNEXPECTED_RESPONSE.
 */
export function upload<S extends z.core.$ZodType>(
  path: string,
  method: 'POST' | 'PUT',
  body: FormData,
  schema: S,
  onProgress?: (progress: UploadProgress) => void,
): Promise<z.infer<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.setRequestHeader('accept', 'application/json');
    if (onProgress) {
      xhr.upload.onprogress = (event) =>
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    }
    const networkError = () => reject(new ApiError('NETWORK_ERROR', 0, 'Network error'));
    xhr.onerror = networkError;
    xhr.onabort = networkError;
    xhr.ontimeout = networkError;
    xhr.onload = () => {
      let answer: unknown;
      try {
        answer = JSON.parse(xhr.responseText);
      } catch {
        answer = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(apiErrorFromAnswer(xhr.status, xhr.statusText, answer));
        return;
      }
      const parsed = z.safeParse(schema, answer);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError('UNEXPECTED_RESPONSE', xhr.status, parsed.error.message));
    };
    xhr.send(body);
  });
}

/** A JSON POST request's init. */
export function postJson(body: unknown): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/** A JSON PUT: the whole record replaced (staff's catalogue saves). */
export function putJson(body: unknown): RequestInit {
  return { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

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
  getEmailOrder: (email: string, sig: string) =>
    request(`/api/email-orders?${new URLSearchParams({ email, sig })}`, { method: 'GET' }, emailOrderSchema),

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

  /**
   * GET /api/admin/session: the logged-in staff member `{email, role, passwordChangeRequired,
   * totpEnabled}`; fails with UNAUTHORIZED when nobody is.
   */
  getAdminSession: () => request('/api/admin/session', { method: 'GET' }, adminSessionSchema),

  /**
   * POST /api/admin/session: staff login; the server sets the session cookie. Fails with
   * INVALID_CREDENTIALS, TOTP_REQUIRED (the password was right: send again with `code`),
   * TOTP_INVALID, ACCOUNT_DISABLED, or RATE_LIMITED after too many failed attempts.
   */
  adminLogin: (email: string, password: string, code?: string) =>
    request('/api/admin/session', postJson(code ? { email, password, code } : { email, password }), adminSessionSchema),

  /** DELETE /api/admin/session: logs out (ends the session on the server). */
  adminLogout: () => request('/api/admin/session', { method: 'DELETE' }, noContentSchema),
};
