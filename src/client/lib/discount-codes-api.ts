/**
 * Client of discount codes (issue 21 §3): the customer's quote, and staff's codes at
 * /admin/discounts (those need the staff session cookie: 401 UNAUTHORIZED without). Failures are
 * `ApiError`s with a DISCOUNT_CODE_* code the page translates (see api-client.ts).
 */
import {
  adminDiscountCodeListSchema,
  adminDiscountCodeSchema,
  type CreateDiscountCodeBody,
  type DiscountQuoteBody,
  discountQuoteSchema,
} from '#shared/api/discount-codes.schemas.ts';
import { postJson, request } from './api-client.ts';

export const discountCodesApi = {
  /**
   * POST /api/discount-codes/quote: what the code takes off the order shown.
   * @throws ApiError DISCOUNT_CODE_UNKNOWN, _EXPIRED, _USED_UP, _NOT_FOR_PRODUCT, … (errors.ts).
   */
  quote: (body: DiscountQuoteBody) => request('/api/discount-codes/quote', postJson(body), discountQuoteSchema),

  /** GET /api/admin/discount-codes: every code with its uses, newest first. */
  list: () => request('/api/admin/discount-codes', { method: 'GET' }, adminDiscountCodeListSchema),

  /** POST /api/admin/discount-codes. @throws ApiError DISCOUNT_CODE_EXISTS, DISCOUNT_CODE_INVALID (with `field`). */
  create: (body: CreateDiscountCodeBody) =>
    request('/api/admin/discount-codes', postJson(body), adminDiscountCodeSchema),

  /** PATCH /api/admin/discount-codes/:id: switches a code off or on. */
  setActive: (id: string, active: boolean) =>
    request(
      `/api/admin/discount-codes/${encodeURIComponent(id)}`,
      { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ active }) },
      adminDiscountCodeSchema,
    ),
};
