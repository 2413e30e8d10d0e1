/**
 * Client of the staff pages Orders and Preview requests (DESIGN.md "HTTP API" `GET /api/admin/orders`;
 * issue 7 §3). Every call needs the staff session cookie (401 UNAUTHORIZED without); failures are
 * `ApiError`s (see api-request.ts).
 */
import {
  type AdminOrdersQuery,
  adminOrderDetailSchema,
  adminOrdersResponseSchema,
  adminOrderTotalsSchema,
  fulfilmentSubmitResponseSchema,
  type OrderRefundBody,
  type OrderTransitionBody,
  orderRefundSchema,
  type PreviewRequestsQuery,
  previewRequestsResponseSchema,
  previewSendResponseSchema,
} from '#shared/api/admin-orders.schemas.ts';
import { customerErasureSchema } from '#shared/api/customers.schemas.ts';
import { apiErrorSchema } from '#shared/api/errors.schemas.ts';
import {
  type ProofRegenerateBody,
  proofArtworkResponseSchema,
  proofRegenerateResponseSchema,
  proofSentResponseSchema,
} from '#shared/api/proofs.schemas.ts';
import { isErrorCode } from '#shared/errors.ts';
import { ApiError } from './api-error.ts';
import { postJson, request } from './api-request.ts';

const get: RequestInit = { method: 'GET' };

/** `?a=1&b=2` of the parameters that are set (undefined and empty strings are left out). */
function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A file the browser should save: its bytes and the server's file name. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The `filename="…"` of a Content-Disposition header, or `fallback`. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="([^"]+)"/.exec(disposition) : null;
  return match ? match[1] : fallback;
}

export const adminOrdersApi = {
  /**
   * GET /api/admin/orders: one page of paid orders (newest first unless `sort`/`dir` say otherwise),
   * only those whose email contains `q` when given, only real or test ones with `mode`. @throws ApiError VALIDATION_FAILED for bad parameters.
   */
  listOrders: (query: AdminOrdersQuery) =>
    request(`/api/admin/orders${queryString(query)}`, get, adminOrdersResponseSchema),

  /**
   * GET /api/admin/orders/totals: how many real orders were paid and their amounts per currency;
   * test orders only counted apart (issue 17 point 4).
   */
  getTotals: () => request('/api/admin/orders/totals', get, adminOrderTotalsSchema),

  /**
   * `/api/admin/orders.csv?…`: where the browser downloads the list filtered as `query` as CSV (issue
   * 19 §1; a plain link, the session cookie goes with it). Paging is left out: the file holds every match.
   */
  csvUrl: ({ page: _page, pageSize: _pageSize, ...filter }: AdminOrdersQuery) =>
    `/api/admin/orders.csv${queryString(filter)}`,

  /**
   * GET /api/admin/orders/:orderNumber: everything about one order, by `WT-` number (or an old UUID).
   * @throws ApiError ORDER_NOT_FOUND.
   */
  getOrder: (ref: string) => request(`/api/admin/orders/${encodeURIComponent(ref)}`, get, adminOrderDetailSchema),

  /**
   * POST /api/admin/orders/:orderNumber/transitions: moves the order (issue 19 §2); answers the order.
   * @throws ApiError INVALID_ORDER_TRANSITION (409: not allowed now, e.g. someone else moved it first),
   *   SHIPMENT_DETAILS_REQUIRED, HOLD_REASON_REQUIRED, VALIDATION_FAILED, ORDER_NOT_FOUND.
   */
  transition: (orderNumber: string, body: OrderTransitionBody) =>
    request(`/api/admin/orders/${encodeURIComponent(orderNumber)}/transitions`, postJson(body), adminOrderDetailSchema),

  /**
   * POST /api/admin/orders/:orderNumber/fulfilment: "Send to {provider}" (issue 19 §3); answers
   * `{queued:true}` (202): the submission runs as a job, the order page shows its outcome.
   * @throws ApiError FULFILMENT_UNAVAILABLE (manual provider), FULFILMENT_NOT_SUBMITTABLE, ORDER_NOT_FOUND.
   */
  sendToProvider: (orderNumber: string) =>
    request(
      `/api/admin/orders/${encodeURIComponent(orderNumber)}/fulfilment`,
      { method: 'POST' },
      fulfilmentSubmitResponseSchema,
    ),

  /**
   * POST /api/admin/orders/:orderNumber/proof/artwork (multipart `file`): staff's own artwork for an
   * order whose customer asked for a change (issue 20 §4); answers its `{imageUrl}`.
   * @throws ApiError PROOF_NOT_SENDABLE, FILE_TOO_LARGE, NOT_AN_IMAGE, IMAGE_UNREADABLE, ORDER_NOT_FOUND.
   */
  uploadProofArtwork: (orderNumber: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return request(
      `/api/admin/orders/${encodeURIComponent(orderNumber)}/proof/artwork`,
      { method: 'POST', body: form },
      proofArtworkResponseSchema,
    );
  },

  /**
   * POST /api/admin/orders/:orderNumber/proof/regenerate: a new artwork of the order's photo by
   * `provider`, with staff's addition to the style's prompt (issue 20 §4); answers the queued
   * artwork's id and provider (202). @throws ApiError PROOF_NOT_SENDABLE, ARTWORK_PROVIDER_UNAVAILABLE,
   * IMAGE_MISSING, ARTWORK_LIMIT_REACHED.
   */
  regenerateProofArtwork: (orderNumber: string, body: ProofRegenerateBody) =>
    request(
      `/api/admin/orders/${encodeURIComponent(orderNumber)}/proof/regenerate`,
      postJson(body),
      proofRegenerateResponseSchema,
    ),

  /**
   * POST /api/admin/orders/:orderNumber/proof/send: "Send new proof" with the newest artwork staff
   * made for the change, else the order's current artwork (issue 20 §4); answers `{sent:true}`
   * (202). @throws ApiError PROOF_NOT_SENDABLE.
   */
  sendNewProof: (orderNumber: string) =>
    request(
      `/api/admin/orders/${encodeURIComponent(orderNumber)}/proof/send`,
      { method: 'POST' },
      proofSentResponseSchema,
    ),

  /** `/api/admin/orders/:orderNumber/packing-slip`: where the browser opens the printable packing slip (a plain link). */
  packingSlipUrl: (orderNumber: string) => `/api/admin/orders/${encodeURIComponent(orderNumber)}/packing-slip`,

  /**
   * POST /api/admin/orders/:orderNumber/refunds: gives back `amountMinor` (minor units of the order's
   * currency) for `reason` (issue 19 §5); answers the refund (`succeeded`, `pending` or `failed`).
   * @throws ApiError REFUND_EXCEEDS_PAID (422: more than is left), REFUND_NOT_POSSIBLE,
   *   PAYMENT_PROVIDER_ERROR (the refund stays pending), VALIDATION_FAILED, ORDER_NOT_FOUND.
   */
  refund: (orderNumber: string, body: OrderRefundBody) =>
    request(`/api/admin/orders/${encodeURIComponent(orderNumber)}/refunds`, postJson(body), orderRefundSchema),

  /**
   * GET /api/admin/orders/:orderNumber/print-file: the full-resolution print image, named `order-WT-7K3M9Q.ext`.
   * @throws ApiError ORDER_NOT_FOUND, NOT_FOUND (the file is gone), NETWORK_ERROR.
   */
  async downloadPrintFile(id: string): Promise<DownloadedFile> {
    let response: Response;
    try {
      response = await fetch(`/api/admin/orders/${encodeURIComponent(id)}/print-file`, get);
    } catch (cause) {
      throw new ApiError('NETWORK_ERROR', 0, cause instanceof Error ? cause.message : 'Network error');
    }
    if (!response.ok) {
      const parsed = apiErrorSchema.safeParse(await response.json().catch(() => undefined));
      const code =
        parsed.success && isErrorCode(parsed.data.error.code) ? parsed.data.error.code : 'UNEXPECTED_RESPONSE';
      throw new ApiError(code, response.status, parsed.success ? parsed.data.error.message : response.statusText);
    }
    const blob = await response.blob();
    return { blob, fileName: fileNameOf(response.headers.get('content-disposition'), `order-${id}`) };
  },

  /** GET /api/admin/preview-requests: customers who asked for a preview by email, newest first. */
  listPreviewRequests: (query: PreviewRequestsQuery) =>
    request(`/api/admin/preview-requests${queryString(query)}`, get, previewRequestsResponseSchema),

  /**
   * POST /api/admin/preview-requests/:customerId/send: approves the customer's artwork and sends the
   * order-link email (issue 8); answers the sent email's `{data:{id}}`. @throws ApiError
   * CUSTOMER_NOT_FOUND, NOT_FOUND (no preview asked for), ARTWORK_NOT_READY, EMAIL_SEND_FAILED, RATE_LIMITED.
   */
  sendPreview: (customerId: string) =>
    request(
      `/api/admin/preview-requests/${encodeURIComponent(customerId)}/send`,
      { method: 'POST' },
      previewSendResponseSchema,
    ),

  /**
   * POST /api/admin/customers/:customerId/erasure: erases the customer on request (issue 19 §9):
   * photos, artwork, email and addresses go, orders stay without them; answers the order numbers
   * kept. @throws ApiError CUSTOMER_NOT_FOUND, VALIDATION_FAILED, UNAUTHORIZED.
   */
  eraseCustomer: (customerId: string) =>
    request(
      `/api/admin/customers/${encodeURIComponent(customerId)}/erasure`,
      { method: 'POST' },
      customerErasureSchema,
    ),
};

/** Hands a downloaded file to the browser's "save" (a temporary object URL on a hidden link). */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
