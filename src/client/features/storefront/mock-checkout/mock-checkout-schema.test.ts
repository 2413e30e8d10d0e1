/** Validation of the mock checkout (SPEC §2.8, §5): all fields but the apartment, cards only for card payment. */
import { describe, expect, it } from 'vitest';
import { loadCatalogues, translatorFor } from '#client/i18n/i18n.ts';
import { checkoutSchema, emptyCheckout } from './mock-checkout-schema.ts';

await loadCatalogues('en-us', ['mockCheckout']);
const t = translatorFor('en-us');
const schema = checkoutSchema(t);
const filled = {
  ...emptyCheckout,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '555 0100',
  address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  paymentMethod: 'credit-card' as const,
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvv: '123',
};

const messages = (value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('checkoutSchema', () => {
  it('accepts a complete form without an apartment', () => {
    expect(messages(filled)).toEqual({});
  });

  it('names every missing required field in the page language', () => {
    const errors = messages({ ...emptyCheckout, paymentMethod: 'credit-card' });
    expect(errors.firstName).toBe(t('mockCheckout.errors.firstName'));
    expect(errors.zip).toBe(t('mockCheckout.errors.zip'));
    expect(errors.apartment).toBeUndefined();
  });

  it('checks the email and the card details for shape', () => {
    const errors = messages({ ...filled, email: 'ada@', cardNumber: '4242', expiry: '13/30', cvv: '12' });
    expect(errors).toEqual({
      email: t('mockCheckout.errors.emailInvalid'),
      cardNumber: t('mockCheckout.errors.cardNumberInvalid'),
      expiry: t('mockCheckout.errors.expiryInvalid'),
      cvv: t('mockCheckout.errors.cvvInvalid'),
    });
  });

  it('asks for no card with PayPal or Apple Pay', () => {
    const noCard = { ...filled, cardNumber: '', expiry: '', cvv: '' };
    expect(messages({ ...noCard, paymentMethod: 'paypal' })).toEqual({});
    expect(messages({ ...noCard, paymentMethod: 'apple-pay' })).toEqual({});
  });
});
