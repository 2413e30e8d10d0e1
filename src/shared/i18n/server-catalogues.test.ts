/**
 * The server-rendered text catalogues (ADR 0005): identical keys, no empty values and the same
 * `{{placeholders}}` in all four locales.
 */
import { describe, expect, it } from 'vitest';
import { colors, productTypes, sizes } from '../catalog.ts';
import { locales } from '../locales.ts';
import { interpolate, serverCatalogues } from './server-catalogues.ts';

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

const english = flatten(serverCatalogues['en-us'] as unknown as Tree);

describe('server-rendered text catalogues', () => {
  it('en-us names every product, size and colour the shop sells', () => {
    for (const type of productTypes) expect(english.get(`lineItems.productNames.${type}`)).toBeTruthy();
    for (const size of sizes) expect(english.get(`lineItems.sizes.${size}`)).toBeTruthy();
    for (const color of colors) expect(english.get(`lineItems.colors.${color}`)).toBeTruthy();
    expect(english.get('hostedCheckout.pay')).toBe('Pay {{amount}}');
  });

  for (const locale of locales) {
    const catalogue = flatten(serverCatalogues[locale] as unknown as Tree);

    it(`${locale} has exactly the keys of en-us`, () => {
      expect([...catalogue.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it(`${locale} has no empty values`, () => {
      const empty = [...catalogue].filter(([, value]) => value.trim() === '').map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it(`${locale} keeps every placeholder of en-us and adds none`, () => {
      const broken = [...english]
        .filter(([key, value]) => placeholders(value).join() !== placeholders(catalogue.get(key) ?? '').join())
        .map(([key]) => key);
      expect(broken).toEqual([]);
    });

    it(`${locale} uses no single-brace placeholders`, () => {
      const stray = [...catalogue].filter(([, value]) => /(^|[^{])\{\w+\}/.test(value)).map(([key]) => key);
      expect(stray).toEqual([]);
    });
  }
});

describe('interpolate', () => {
  it('fills {{name}} placeholders and leaves unknown ones', () => {
    expect(interpolate('Pay {{amount}}', { amount: '$49.99' })).toBe('Pay $49.99');
    expect(interpolate('{{ count }} of {{total}}', { count: 2 })).toBe('2 of {{total}}');
  });

  it('does not read inherited properties', () => {
    expect(interpolate('{{toString}}', {})).toBe('{{toString}}');
  });
});
