import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TotpSecretBox, totpIssuer } from './staff-totp.service.ts';

describe('TOTP secret box', () => {
  it('seals a secret so that only the same key opens it, and refuses an altered value', () => {
    const box = new TotpSecretBox(randomBytes(32));
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const sealed = box.seal(secret);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(secret);
    // A fresh IV each time: the same secret never seals to the same text.
    expect(box.seal(secret)).not.toBe(sealed);
    expect(box.open(sealed)).toBe(secret);
    expect(() => new TotpSecretBox(randomBytes(32)).open(sealed)).toThrow();
    const [version, iv, tag, ciphertext] = sealed.split('.');
    const flipped = `${ciphertext[0] === 'A' ? 'B' : 'A'}${ciphertext.slice(1)}`;
    expect(() => box.open([version, iv, tag, flipped].join('.'))).toThrow();
  });

  it('names the shop and its host in the authenticator app', () => {
    expect(totpIssuer('https://shop.example/')).toBe('wowtees (shop.example)');
  });
});
