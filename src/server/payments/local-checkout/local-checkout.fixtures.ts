/** Test fixtures for the local provider and its hosted checkout: a session request and a filled form. */
import type { CreateCheckoutSessionInput } from '../payment-provider.ts';

/** A checkout like the shop opens one: a sweatshirt plus the transformation fee, $49.99 in total. */
export function checkoutInput(overrides: Partial<CreateCheckoutSessionInput> = {}): CreateCheckoutSessionInput {
  return {
    lineItems: [
      { name: 'Premium Sweatshirt', description: 'M · black', unitAmountMinor: 3999, quantity: 1 },
      { name: 'Animated transformation', unitAmountMinor: 1000, quantity: 1 },
    ],
    currency: 'USD',
    amountTotalMinor: 4999,
    customerEmail: 'jane@example.com',
    locale: 'en-us',
    metadata: {
      customerId: '0b6c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
      productType: 'sweatshirt',
      size: 'm',
      color: 'black',
      discountApplied: 'true',
      priceBookId: 'storefront-usd',
      locale: 'en-us',
      variant: 'wowanimatedtees',
    },
    successUrl: 'http://localhost:3000/en-us/wowanimatedtees/success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/en-us/wowanimatedtees/customize',
    idempotencyKey: `key-${Math.random()}`,
    ...overrides,
  };
}

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

/** The hosted page's form filled for a US address and the 4242 test card, URL-encoded. */
export function paymentForm(overrides: Record<string, string> = {}): string {
  return new URLSearchParams({
    email: 'jane@example.com',
    shippingName: 'Jane Doe',
    line1: '1 Main Street',
    line2: '',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62701',
    country: 'US',
    cardNumber: '4242 4242 4242 4242',
    expiry: `12 / ${nextYear}`,
    cvc: '123',
    ...overrides,
  }).toString();
}
