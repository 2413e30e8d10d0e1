/** Browser storage of the anonymous customer (SPEC §3): per-variant ids, the email, and blocked storage. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCustomerEmail, readCustomerId, writeCustomerEmail, writeCustomerId } from './customer-id.ts';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
});

describe('customer id storage', () => {
  it('keeps one id per storefront variant under the SPEC keys', () => {
    writeCustomerId('wowanimatedtees', 'a');
    writeCustomerId('wowghiblitees', 'b');
    expect(readCustomerId('wowanimatedtees')).toBe('a');
    expect(readCustomerId('wowghiblitees')).toBe('b');
    expect(localStorage.getItem('customerId')).toBe('a');
    expect(localStorage.getItem('ghibliCustomerId')).toBe('b');
  });

  it('keeps the email for both variants, and reads nothing as null', () => {
    expect(readCustomerEmail()).toBeNull();
    writeCustomerEmail('ada@example.com');
    expect(readCustomerEmail()).toBe('ada@example.com');
    localStorage.setItem('customerId', '');
    expect(readCustomerId('wowanimatedtees')).toBeNull();
  });

  it('behaves as if nothing is stored when storage is blocked (private modes)', () => {
    writeCustomerId('wowanimatedtees', 'stored-before');
    // A blocked storage throws on access, as browsers do with cookies off.
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => writeCustomerId('wowanimatedtees', 'a')).not.toThrow();
    expect(readCustomerId('wowanimatedtees')).toBeNull();
    expect(readCustomerEmail()).toBeNull();
  });
});
