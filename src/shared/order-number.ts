/**
 * Customer-facing order numbers (issue 11): `WT-` and six characters of an alphabet without look-alikes
 * (no 0/O, 1/I/L, U), e.g. `WT-7K3M9Q`. 30^6 ≈ 729 million values drawn with the platform's
 * cryptographic random source, so one order's number tells nothing about another's. Not a secret: it
 * is shown on the success page to anyone holding the link and is never used to look an order up.
 * Isomorphic (Web Crypto `getRandomValues` exists in Node and browsers).
 */

/** The characters of an order number after `WT-`. */
export const orderNumberAlphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Orders recorded before order numbers existed got `WT-` and 8 hex digits (migration 0005). */
export const orderNumberPattern = /^WT-(?:[2-9A-HJKMNP-TV-Z]{6}|[0-9A-F]{8})$/;

/** A new random order number, e.g. `WT-7K3M9Q`. */
export function newOrderNumber(): string {
  const alphabet = orderNumberAlphabet;
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 30).
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < 6) {
    for (const byte of crypto.getRandomValues(new Uint8Array(12))) {
      if (byte < limit && out.length < 6) out += alphabet[byte % alphabet.length];
    }
  }
  return `WT-${out}`;
}
