/**
 * Client of the customer's discount-code quote (issue 21 §3). Loaded on first use by the order pages
 * (use-discount-code.hook.ts). Failures are `ApiError`s with a DISCOUNT_CODE_* code the page
 * translates (see api-request.ts). Staff's calls are in admin-discount-codes-api.ts.
 */
import { type DiscountQuoteBody, discountQuoteSchema } from '#shared/api/discount-codes.schemas.ts';
import { postJson, request } from './api-request.ts';

export const discountCodesApi = {
  /**
   * POST /api/discount-codes/quote: what the code takes off the order shown.
   * @throws ApiError DISCOUNT_CODE_UNKNOWN, _EXPIRED, _USED_UP, _NOT_FOR_PRODUCT, … (errors.ts).
   */
  quote: (body: DiscountQuoteBody) => request('/api/discount-codes/quote', postJson(body), discountQuoteSchema),
};
