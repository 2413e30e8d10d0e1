import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './password-hash.ts';

describe('staff password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash with a fresh salt and verifies only the right password', async () => {
    const a = await hashPassword('correct horse battery staple');
    const b = await hashPassword('correct horse battery staple');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse battery staple', a)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('verifies nothing against a malformed or over-costly stored value', async () => {
    const good = await hashPassword('pw');
    const [, , , , salt, key] = good.split('$');
    for (const stored of ['', 'plain', `bcrypt$16384$8$1$${salt}$${key}`, `scrypt$1048576$32$1$${salt}$${key}`]) {
      expect(await verifyPassword('pw', stored)).toBe(false);
    }
  });

  it('generates 20-character passwords without look-alike characters', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{20}$/);
  });
});
