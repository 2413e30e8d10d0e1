/**
 * Client of staff's discount codes (issue 21 §3; page /admin/discounts). Every call needs the staff
 * session cookie (401 UNAUTHORIZED without); a create answers 409 DISCOUNT_CODE_EXISTS or 422
 * DISCOUNT_CODE_INVALID with the failing `field` on the `ApiError` (see api-request.ts).
 */
import {
  adminDiscountCodeListSchema,
  adminDiscountCodeSchema,
  type CreateDiscountCodeBody,
} from '#shared/api/discount-codes.schemas.ts';
import { postJson, request } from './api-request.ts';

export const adminDiscountCodesApi = {
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
