import { describe, expect, it } from 'vitest';
import { formatLegalDate, legalBlockShown, legalDocFromPath } from './legal-doc.ts';

describe('legal documents', () => {
  it('shows the last-updated date of SPEC §9 in each language', () => {
    // Intl may separate with non-breaking spaces; compare with plain ones.
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(formatLegalDate('en-us')).toBe('May 15, 2023');
    expect(plain(formatLegalDate('de'))).toBe('15. Mai 2023');
    expect(plain(formatLegalDate('fr'))).toBe('15 mai 2023');
    expect(plain(formatLegalDate('es'))).toBe('15 de mayo de 2023');
  });

  it('takes the document from the path', () => {
    expect(legalDocFromPath('/de/wowanimatedtees/terms')).toBe('terms');
    expect(legalDocFromPath('/de/wowanimatedtees/terms/')).toBe('terms');
    expect(legalDocFromPath('/en-us/wowghiblitees/privacy')).toBe('privacy');
  });

  it('shows a block without free shipping instead of its sibling only when free shipping is off (issue 21 §5)', () => {
    const ids = ['p1', 'p1NoFreeShipping', 'p2'];
    const shown = (freeShipping: boolean) => ids.filter((id) => legalBlockShown(id, ids, freeShipping));
    expect(shown(true)).toEqual(['p1', 'p2']);
    expect(shown(false)).toEqual(['p1NoFreeShipping', 'p2']);
  });
});
