/**
 * The four message catalogues (DESIGN.md i18n): identical keys, no empty values, and the same
 * interpolation placeholders and markup tags in every language.
 */
import { describe, expect, it } from 'vitest';
import { locales } from '#shared/locales.ts';
import { resources } from './catalogues.ts';

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

const tokens = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((m) => m[0]).sort();

const english = flatten(resources['en-us'].translation as unknown as Tree);

describe('message catalogues', () => {
  it('en-us has messages', () => {
    expect(english.size).toBeGreaterThan(50);
  });

  for (const locale of locales) {
    const catalogue = flatten(resources[locale].translation as unknown as Tree);

    it(`${locale} has exactly the keys of en-us`, () => {
      expect([...catalogue.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it(`${locale} has no empty values`, () => {
      const empty = [...catalogue].filter(([, value]) => value.trim() === '').map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it(`${locale} keeps every placeholder and tag of en-us`, () => {
      const broken = [...english]
        .filter(
          ([key, value]) => catalogue.has(key) && tokens(value).join() !== tokens(catalogue.get(key) ?? '').join(),
        )
        .map(([key]) => key);
      expect(broken).toEqual([]);
    });
  }

  it('SPEC §8 messages are present in English as specified', () => {
    const values = new Set(english.values());
    for (const message of [
      'There was a problem setting up your session',
      'Image uploaded successfully!',
      'Failed to upload image',
      'Unable to upload image at this time',
      'Failed to process checkout',
      'Order details saved successfully',
      'There was a problem processing your order',
      'Please agree to our Terms & Conditions and Privacy Policy',
      'Please upload an image first!',
    ]) {
      expect(values.has(message), message).toBe(true);
    }
  });

  it('the German session error is the one SPEC §8 gives', () => {
    const german = flatten(resources.de.translation as unknown as Tree);
    expect(german.get('messages.sessionError')).toBe('Es gab ein Problem beim Einrichten Ihrer Sitzung');
  });
});
