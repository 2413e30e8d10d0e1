/**
 * Server-rendered text in US English (ADR 0005). The hosted checkout's labels are fixed: end-to-end
 * tests fill the form by them ('Email', 'Name on shipping', 'Address', ...), and no other label may
 * contain those words. Line item names match the storefront's `customize` catalogue.
 */
import type { ServerCatalogue } from '../server-catalogue.types.ts';

export const enUs: ServerCatalogue = {
  hostedCheckout: {
    pageTitle: 'Checkout',
    testMode: 'TEST MODE',
    testModeNote: "This is the shop's built-in test checkout. No real card is charged.",
    testCardsHint:
      'Card 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined. Any future expiry date and any 3-digit CVC work.',
    orderSummary: 'Order summary',
    quantity: 'Qty {{count}}',
    shipping: 'Shipping',
    shippingFree: 'Free',
    total: 'Total',
    contactSection: 'Contact information',
    shippingSection: 'Shipping details',
    paymentSection: 'Payment details',
    email: 'Email',
    shippingName: 'Name on shipping',
    addressLine1: 'Address',
    addressLine2: 'Apartment, suite, etc. (optional)',
    city: 'City',
    state: 'State / region',
    postalCode: 'Postal code',
    country: 'Country',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    expiryPlaceholder: 'MM / YY',
    cvc: 'CVC',
    pay: 'Pay {{amount}}',
    processing: 'Processing…',
    cancel: 'Cancel and return to the shop',
    notFoundTitle: 'Checkout not found',
    notFoundBody: 'This payment link is invalid or has expired.',
    closedTitle: 'Checkout closed',
    closedBody: 'This checkout session is no longer open.',
    backToShop: 'Back to the shop',
    errors: {
      required: 'This field is required.',
      invalid: 'This entry is too long or contains characters that are not allowed.',
      email: 'Enter a valid email address.',
      cardNumber: 'Your card number is invalid.',
      expiry: 'Enter the expiry date as MM/YY.',
      expired: 'Your card has expired.',
      cvc: "Your card's security code is invalid.",
      declined: 'Your card was declined.',
      formInvalid: 'Please correct the highlighted fields.',
    },
  },
  lineItems: {
    productNames: { tshirt: 'Premium T-Shirt', hoodie: 'Premium Hoodie', sweatshirt: 'Premium Sweatshirt' },
    sizes: { xs: 'XS', s: 'S', m: 'M', l: 'L', xl: 'XL' },
    colors: { white: 'White', black: 'Black', gray: 'Gray' },
    transformationFee: 'Animated transformation fee',
  },
};
