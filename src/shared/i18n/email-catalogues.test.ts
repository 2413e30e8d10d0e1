/**
 * The emails' text catalogues (ADR 0005): identical keys, no empty values and the same
 * `{{placeholders}}` in all four locales; no English left in de, fr, es.
 */
import { describe, expect, it } from 'vitest';
import { defaultEmailSubjects } from '../email-subjects.ts';
import { locales } from '../locales.ts';
import { emailCatalogues } from './email-catalogues.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const english = flatten(emailCatalogues['en-us'] as unknown as Tree);

describe('email text catalogues', () => {
  it('en-us says the support address, the offer and the preview time with placeholders', () => {
    expect(english.get('common.support')).toContain('{{email}}');
    expect(english.get('orderLink.button')).toContain('{{percent}}');
    expect(english.get('previewAck.eta')).toContain('{{hours}}');
  });

  for (const locale of locales) {
    const catalogue = flatten(emailCatalogues[locale] as unknown as Tree);

    it(`${locale} has exactly the keys of en-us, none empty, the same placeholders`, () => {
      expect([...catalogue.keys()].sort()).toEqual([...english.keys()].sort());
      expect([...catalogue].filter(([, value]) => value.trim() === '').map(([key]) => key)).toEqual([]);
      const broken = [...english]
        .filter(([key, value]) => placeholders(value).join() !== placeholders(catalogue.get(key) ?? '').join())
        .map(([key]) => key);
      expect(broken).toEqual([]);
    });

    if (locale !== 'en-us') {
      it(`${locale} translates every line (none equals the English one)`, () => {
        const same = [...catalogue].filter(([key, value]) => english.get(key) === value).map(([key]) => key);
        expect(same).toEqual([]);
        expect(defaultEmailSubjects[locale]).not.toBe(defaultEmailSubjects['en-us']);
      });
    }
  }

  it('the default order-link subject is SPEC §9’s in English', () => {
    expect(defaultEmailSubjects['en-us']).toBe('Your Custom Animated Apparel is Ready!');
  });
});
