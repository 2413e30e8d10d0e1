import { describe, expect, it } from 'vitest';
import { checkoutRequestSchema } from './checkout.schemas.ts';
import { emailSchema, updateCustomerBodySchema } from './customers.schemas.ts';

const valid = {
  productType: 'hoodie',
  size: 'm',
  color: 'black',
  price: '79.99',
  customerId: '7d0f4c8e-8a3b-4c1e-9a51-2f0d7f1b6a10',
  discountApplied: true,
  currency: 'usd',
  locale: 'en-us',
};

describe('API schemas', () => {
  it('accepts the checkout request of SPEC §3 and defaults the variant', () => {
    const parsed = checkoutRequestSchema.parse(valid);
    expect(parsed.variant).toBe('wowanimatedtees');
  });

  it('refuses unknown products, sizes, colours, malformed prices and ids', () => {
    expect(checkoutRequestSchema.safeParse({ ...valid, productType: 'cap' }).success).toBe(false);
    expect(checkoutRequestSchema.safeParse({ ...valid, size: 'xxl' }).success).toBe(false);
    expect(checkoutRequestSchema.safeParse({ ...valid, color: 'pink' }).success).toBe(false);
    expect(checkoutRequestSchema.safeParse({ ...valid, price: '79.9' }).success).toBe(false);
    expect(checkoutRequestSchema.safeParse({ ...valid, price: 79.99 }).success).toBe(false);
    expect(checkoutRequestSchema.safeParse({ ...valid, customerId: '1' }).success).toBe(false);
    expect(checkoutRequestSchema.safeParse({ ...valid, locale: 'it' }).success).toBe(false);
  });

  it('checks email with the simple pattern of SPEC §5', () => {
    expect(emailSchema.safeParse('anna@example.com').success).toBe(true);
    expect(emailSchema.safeParse('anna example@example.com').success).toBe(false);
    expect(emailSchema.safeParse('anna@example').success).toBe(false);
    expect(emailSchema.safeParse('').success).toBe(false);
  });

  it('lets a customer only mark a preview requested, not unmark it, and nothing unknown', () => {
    expect(updateCustomerBodySchema.safeParse({ previewRequested: true }).success).toBe(true);
    expect(updateCustomerBodySchema.safeParse({ previewRequested: false }).success).toBe(false);
    expect(updateCustomerBodySchema.safeParse({ paymentStatus: 'paid' }).success).toBe(false);
  });
});
