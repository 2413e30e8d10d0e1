import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { staffEmailSchema } from './api/admin.schemas.ts';
import { emailSchema } from './api/customers.schemas.ts';
import { hasHiddenCharacters, isValidEmail } from './email.ts';
import { checkEmail } from './payment-card.ts';

/** Addresses that look like another one, or like nothing, in a list (issue 17 point 5, probe F9). */
const spoofed = {
  'right-to-left override (U+202E)': 'ü𝕏\u202e@exämple.com',
  'left-to-right embedding (U+202A)': 'anna\u202a@example.com',
  'pop directional formatting (U+202C)': 'anna@example.com\u202c',
  'right-to-left isolate (U+2067)': 'anna@\u2067example.com',
  'pop directional isolate (U+2069)': 'anna@example.com\u2069',
  'zero-width space (U+200B)': 'an\u200bna@example.com',
  'zero-width joiner (U+200D)': 'anna@exa\u200dmple.com',
  'left-to-right mark (U+200E)': '\u200eanna@example.com',
  'word joiner (U+2060)': 'anna@example\u2060.com',
  'byte order mark (U+FEFF)': 'anna\ufeff@example.com',
  'soft hyphen (U+00AD)': 'an\u00adna@example.com',
  'Arabic letter mark (U+061C)': 'anna\u061c@example.com',
  'tag character (U+E0041)': 'anna\u{e0041}@example.com',
  'variation selector (U+FE0F)': 'anna\ufe0f@example.com',
  'Hangul filler (U+3164)': 'anna\u3164@example.com',
  'combining grapheme joiner (U+034F)': 'anna\u034f@example.com',
  'line separator (U+2028)': 'anna@example.com\u2028x',
  'private use (U+E000)': 'anna\ue000@example.com',
  'lone surrogate (U+D800)': 'anna\ud800@example.com',
  'escape (U+001B)': 'anna\u001b@example.com',
};

describe('emails with bidi or invisible characters (issue 17 point 5)', () => {
  it.each(Object.entries(spoofed))('refuses an address with a %s', (_name, address) => {
    expect(hasHiddenCharacters(address)).toBe(true);
    expect(isValidEmail(address)).toBe(false);
    expect(z.safeParse(emailSchema, address).success).toBe(false);
    expect(z.safeParse(staffEmailSchema, address).success).toBe(false);
    expect(checkEmail(address)).toBe('email');
  });

  it('keeps accepting international and ordinary addresses', () => {
    for (const address of [
      'anna@example.com',
      'ü@exämple.com',
      'josé.müller@例え.テスト',
      'a+b@x.io',
      ' anna@example.com ',
    ]) {
      expect(hasHiddenCharacters(address), address).toBe(false);
      expect(isValidEmail(address), address).toBe(true);
      expect(z.safeParse(emailSchema, address).success, address).toBe(true);
      expect(checkEmail(address), address).toBeNull();
    }
  });

  it('still applies the SPEC §5 pattern and length', () => {
    for (const address of ['anna', 'anna@example', 'an na@example.com', `${'a'.repeat(250)}@example.com`, '']) {
      expect(isValidEmail(address), address).toBe(false);
    }
  });
});
