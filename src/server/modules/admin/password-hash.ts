/**
 * Staff password hashing with node:crypto scrypt (ADR 0007). Stored as
 * `scrypt$N$r$p$salt$hash` (salt and hash base64), so the cost can be raised later and old hashes
 * still verify. N = 2^15 (about 60 ms and 32 MiB here; 2^16 took 120 ms), r = 8, p = 1, 16-byte salt,
 * 32-byte key.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const params = { N: 2 ** 15, r: 8, p: 1 } as const;
const keyLength = 32;
const saltLength = 16;
/** Stored hashes needing more memory are refused rather than computed (a tampered row must not stall the server). */
const maxMemoryBytes = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is just below 2^15 * 8.
  const scryptOptions: ScryptOptions = { ...options, maxmem: 128 * options.N * options.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, scryptOptions, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password into the stored `scrypt$N$r$p$salt$hash` form. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Whether `password` matches `stored`; the comparison is constant-time. A malformed stored value
 * verifies nothing (false), it never throws.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  const valid =
    Number.isInteger(N) &&
    N > 1 &&
    (N & (N - 1)) === 0 &&
    Number.isInteger(r) &&
    r >= 1 &&
    p === 1 &&
    128 * N * r <= maxMemoryBytes;
  if (!valid || expected.length === 0) return false;
  const key = await derive(password, salt, { N, r, p });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password with the current parameters, computed once: verifying against it for
 * an unknown email costs as much as a wrong password, so timing does not tell which emails exist.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummyHash;
}

/** A random password of `length` characters from an unambiguous alphabet (no 0/O, 1/l/I). */
export function generatePassword(length = 20): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  let result = '';
  // Rejection sampling keeps every character equally likely.
  const limit = 256 - (256 % alphabet.length);
  while (result.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && result.length < length) result += alphabet[byte % alphabet.length];
    }
  }
  return result;
}
