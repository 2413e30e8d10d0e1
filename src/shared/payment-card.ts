/**
 * The card and contact rules of a checkout form, written once for the server's validation and the
 * browser's checks of the test provider's hosted page (SPEC §2.8, §5): Luhn-valid 13-19 digit card
 * numbers, an expiry MM/YY that is a real month and not past, a 3-4 digit CVC, and SPEC §5's simple
 * email pattern. Isomorphic and dependency-free, so the browser bundle stays small.
 */
import { isValidEmail } from './email.ts';

/** A card expiring more than this many years ahead is a typo, not a card. */
const maxExpiryYearsAhead = 20;

/** The digits of a card number as typed: spaces and dashes removed, nothing else changed. */
export function cardNumberDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Luhn checksum of a digit string (card numbers); `false` for an empty string. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** A card's expiry: month 1-12 and the four-digit year. */
export interface CardExpiry {
  month: number;
  year: number;
}

/**
 * Parses a card expiry like `12/34`, `12 / 34`, `1/34` or `12/2034`.
 * @returns the month (1-12) and four-digit year, or `null` when it is not a real month.
 */
export function parseExpiry(value: string): CardExpiry | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/**
 * Whether a card expiring at the end of `expiry`'s month is still valid at `now` (UTC), and not
 * more than 20 years ahead.
 */
export function expiryNotPast(expiry: CardExpiry, now: Date): boolean {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expires = expiry.year * 12 + (expiry.month - 1);
  return expires >= current && expires <= current + maxExpiryYearsAhead * 12;
}

/** Checks a card number as typed (spaces and dashes allowed). @returns the problem, or `null`. */
export function checkCardNumber(value: string): 'required' | 'cardNumber' | null {
  const digits = cardNumberDigits(value);
  if (!digits) return 'required';
  return /^\d{13,19}$/.test(digits) && luhnValid(digits) ? null : 'cardNumber';
}

/** Checks an expiry as typed against `now`. @returns the problem, or `null`. */
export function checkExpiry(value: string, now: Date): 'required' | 'expiry' | 'expired' | null {
  if (!value.trim()) return 'required';
  const expiry = parseExpiry(value);
  if (!expiry) return 'expiry';
  return expiryNotPast(expiry, now) ? null : 'expired';
}

/** Checks a card security code (3 or 4 digits, surrounding spaces ignored). @returns the problem, or `null`. */
export function checkCvc(value: string): 'required' | 'cvc' | null {
  const trimmed = value.trim();
  if (!trimmed) return 'required';
  return /^\d{3,4}$/.test(trimmed) ? null : 'cvc';
}

/** Checks an email address (surrounding spaces ignored). @returns the problem, or `null`. */
export function checkEmail(value: string): 'required' | 'email' | null {
  const trimmed = value.trim();
  if (!trimmed) return 'required';
  return isValidEmail(trimmed) ? null : 'email';
}
