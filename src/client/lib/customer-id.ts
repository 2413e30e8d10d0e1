/**
 * Browser storage of the anonymous customer's identity (SPEC §3 users: "Its id is kept in local
 * storage under a customer-id key (a ghibli customer id key in the legacy variant). The email is
 * also kept in local storage."). Every function tolerates storage being unavailable (private
 * modes, blocked cookies) and then behaves as if nothing is stored.
 */
import type { StorefrontVariant } from '#shared/pricing.ts';

/** localStorage key of the customer id per storefront variant. */
export const customerIdKeys: Record<StorefrontVariant, string> = {
  wowanimatedtees: 'customerId',
  wowghiblitees: 'ghibliCustomerId',
};

/** localStorage key of the customer's email (shared by both variants). */
export const customerEmailKey = 'customerEmail';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) || null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Full or blocked storage: the id then lives for this page only.
  }
}

/** The stored customer id of `variant`, or null. */
export function readCustomerId(variant: StorefrontVariant): string | null {
  return read(customerIdKeys[variant]);
}

/** Stores (or replaces) the customer id of `variant`. */
export function writeCustomerId(variant: StorefrontVariant, id: string): void {
  write(customerIdKeys[variant], id);
}

/** The stored customer email, or null. */
export function readCustomerEmail(): string | null {
  return read(customerEmailKey);
}

/** Stores the customer email. */
export function writeCustomerEmail(email: string): void {
  write(customerEmailKey, email);
}
