/** The shared card and contact rules of the hosted test checkout (SPEC §2.8, §5). */
import { describe, expect, it } from 'vitest';
import { emailSchema } from './api/customers.schemas.ts';
import {
  cardNumberDigits,
  checkCardNumber,
  checkCvc,
  checkEmail,
  checkExpiry,
  expiryNotPast,
  luhnValid,
  parseExpiry,
} from './payment-card.ts';

const now = new Date('2026-06-15T12:00:00Z');

describe('card numbers', () => {
  it('checks the Luhn sum', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('takes the digits as typed, with spaces and dashes', () => {
    expect(cardNumberDigits(' 4242 4242-4242 4242 ')).toBe('4242424242424242');
    expect(checkCardNumber('4242 4242 4242 4242')).toBeNull();
    expect(checkCardNumber('4242-4242-4242-4242')).toBeNull();
  });

  it('refuses empty, short, long, lettered and non-Luhn numbers', () => {
    expect(checkCardNumber('  ')).toBe('required');
    expect(checkCardNumber('424242424242')).toBe('cardNumber');
    expect(checkCardNumber('42424242424242424242')).toBe('cardNumber');
    expect(checkCardNumber('4242 4242 4242 424x')).toBe('cardNumber');
    expect(checkCardNumber('4242 4242 4242 4241')).toBe('cardNumber');
  });
});

describe('expiry dates', () => {
  it('parses MM/YY and MM/YYYY with spaces', () => {
    expect(parseExpiry('12/34')).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry('12 / 34')).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry(' 1 / 2030 ')).toEqual({ month: 1, year: 2030 });
  });

  it('refuses impossible months and other shapes', () => {
    expect(parseExpiry('00/30')).toBeNull();
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('1230')).toBeNull();
    expect(parseExpiry('12/345')).toBeNull();
  });

  it('accepts the current month up to 20 years ahead', () => {
    expect(expiryNotPast({ month: 6, year: 2026 }, now)).toBe(true);
    expect(expiryNotPast({ month: 5, year: 2026 }, now)).toBe(false);
    expect(expiryNotPast({ month: 6, year: 2046 }, now)).toBe(true);
    expect(expiryNotPast({ month: 7, year: 2046 }, now)).toBe(false);
  });

  it('names the problem of a typed expiry', () => {
    expect(checkExpiry('06/26', now)).toBeNull();
    expect(checkExpiry(' ', now)).toBe('required');
    expect(checkExpiry('13/30', now)).toBe('expiry');
    expect(checkExpiry('05/26', now)).toBe('expired');
  });
});

describe('security codes', () => {
  it('takes 3 or 4 digits', () => {
    expect(checkCvc('123')).toBeNull();
    expect(checkCvc(' 1234 ')).toBeNull();
    expect(checkCvc('')).toBe('required');
    expect(checkCvc('12')).toBe('cvc');
    expect(checkCvc('12345')).toBe('cvc');
    expect(checkCvc('12a')).toBe('cvc');
  });
});

describe('email addresses', () => {
  const samples = [
    'jane@example.com',
    ' jane@example.com ',
    'a.b+c@sub.example.co.uk',
    'not-an-email',
    'two@@example.com',
    'space in@example.com',
    'jane@example',
    `${'a'.repeat(250)}@x.io`,
    '',
  ];

  it('follows SPEC §5', () => {
    expect(checkEmail('jane@example.com')).toBeNull();
    expect(checkEmail('   ')).toBe('required');
    expect(checkEmail('not-an-email')).toBe('email');
  });

  it('agrees with the API email schema on every sample', () => {
    for (const sample of samples.filter(Boolean)) {
      expect(checkEmail(sample) === null, sample).toBe(emailSchema.safeParse(sample).success);
    }
  });
});
