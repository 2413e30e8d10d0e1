/** The tax and invoice catalogues (issue 21 §2): identical keys and placeholders, no empty text. */
import { describe, expect, it } from 'vitest';
import { locales } from '../locales.ts';
import { taxCatalogues } from './tax-catalogues.ts';

const flatten = (catalogue: object): Map<string, string> =>
  new Map(
    Object.entries(catalogue).flatMap(([section, texts]) =>
      Object.entries(texts as Record<string, string>).map(([key, text]) => [`${section}.${key}`, text] as const),
    ),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const english = flatten(taxCatalogues['en-us']);

describe('tax and invoice catalogues', () => {
  for (const locale of locales) {
    it(`${locale} has the keys and placeholders of en-us`, () => {
      const catalogue = flatten(taxCatalogues[locale]);
      expect([...catalogue.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of catalogue) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
      }
    });
  }

  it('says the words the law and customers expect', () => {
    expect(taxCatalogues.de.tax.includedAtRate).toContain('inkl.');
    expect(taxCatalogues.de.tax.includedAtRate).toContain('MwSt.');
    expect(taxCatalogues.fr.tax.includedAtRate).toContain('TTC');
    expect(taxCatalogues.es.tax.includedAtRate).toContain('IVA incluido');
  });
});
