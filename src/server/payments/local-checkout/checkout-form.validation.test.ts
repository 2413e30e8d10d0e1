/** The hosted test checkout's form rules, on the server and as the browser module applies them. */
import { describe, expect, it } from 'vitest';
import { checkCheckoutField, checkCheckoutForm } from './checkout-form.rules.ts';
import { readCheckoutForm, validateCheckoutForm } from './checkout-form.validation.ts';

const now = new Date('2026-06-15T12:00:00Z');
const valid = {
  email: 'jane@example.com',
  shippingName: 'Jane Doe',
  line1: '1 Main Street',
  line2: '',
  city: 'Berlin',
  state: '',
  postalCode: '10115',
  country: 'DE',
  cardNumber: '4242424242424242',
  expiry: '06/26',
  cvc: '1234',
};

describe('validateCheckoutForm', () => {
  it('accepts the current month, no state outside US/CA/AU, and returns trimmed values', () => {
    const result = validateCheckoutForm(
      { ...valid, shippingName: ' Jane Doe ', cardNumber: '4242 4242 4242 4242' },
      now,
    );
    expect(result).toEqual({
      ok: true,
      values: {
        email: 'jane@example.com',
        cardDigits: '4242424242424242',
        shippingAddress: {
          name: 'Jane Doe',
          line1: '1 Main Street',
          line2: null,
          city: 'Berlin',
          state: null,
          postalCode: '10115',
          country: 'DE',
        },
      },
    });
  });

  it('refuses last month, 12-digit numbers, unknown countries and a missing US state', () => {
    const result = validateCheckoutForm({ ...valid, expiry: '05/26', cardNumber: '424242424242', country: 'XX' }, now);
    expect(result).toEqual({ ok: false, errors: { expiry: 'expired', cardNumber: 'cardNumber', country: 'required' } });
    expect(validateCheckoutForm({ ...valid, country: 'US' }, now)).toEqual({
      ok: false,
      errors: { state: 'required' },
    });
    expect(validateCheckoutForm({ ...valid, country: 'US', state: 'IL' }, now).ok).toBe(true);
  });

  it('refuses control characters and over-long address values as invalid', () => {
    const result = validateCheckoutForm(
      { ...valid, shippingName: 'Jane\u0000', email: 'jane\u0007@example.com', postalCode: '1'.repeat(21) },
      now,
    );
    expect(result).toEqual({ ok: false, errors: { shippingName: 'invalid', email: 'invalid', postalCode: 'invalid' } });
  });
});

describe('readCheckoutForm', () => {
  it('reads every field as text; missing or non-text fields are empty', () => {
    expect(readCheckoutForm({ email: 'a@b.co', city: ['x'], cvc: 123, extra: 'ignored' })).toEqual({
      email: 'a@b.co',
      shippingName: '',
      line1: '',
      line2: '',
      city: '',
      state: '',
      postalCode: '',
      country: '',
      cardNumber: '',
      expiry: '',
      cvc: '',
    });
    expect(readCheckoutForm(undefined).email).toBe('');
    expect(readCheckoutForm('email=x').email).toBe('');
  });
});

describe('field rules (shared by server and browser)', () => {
  const context = { country: 'US', now };

  it('gives the same reasons the server gives, field by field', () => {
    const input = { ...valid, email: 'nope', cardNumber: '4242 4242 4242 4241', cvc: '1', country: 'US' };
    const byField = Object.fromEntries(
      Object.entries(input)
        .map(([field, value]) => [
          field,
          checkCheckoutField(field as keyof typeof input, value, { country: 'US', now }),
        ])
        .filter(([, error]) => error),
    );
    expect(byField).toEqual(checkCheckoutForm(input, now));
    expect(byField).toEqual({ email: 'email', cardNumber: 'cardNumber', cvc: 'cvc', state: 'required' });
  });

  it('never requires line 2, and the state only where the country needs one', () => {
    expect(checkCheckoutField('line2', '  ', context)).toBeNull();
    expect(checkCheckoutField('state', '', context)).toBe('required');
    expect(checkCheckoutField('state', '', { country: 'CA', now })).toBe('required');
    expect(checkCheckoutField('state', '', { country: 'FR', now })).toBeNull();
  });
});
