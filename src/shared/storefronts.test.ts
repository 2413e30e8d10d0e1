import { describe, expect, it } from 'vitest';
import { locales } from './locales.ts';
import { priceBookFor, seedPriceBooks, storefrontVariants } from './pricing.ts';
import { pageAlternates } from './seo-pages.ts';
import { isStorefront, publicPagePaths, storefrontPagePaths, storefronts } from './storefronts.ts';

describe('storefronts', () => {
  it('has every language under both variants, once (SPEC §1, §2.2; issue 11 adds fr/es Ghibli)', () => {
    const ids = storefronts.map((s) => `/${s.locale}/${s.variant}`);
    expect(new Set(ids).size).toBe(ids.length);
    for (const variant of storefrontVariants) {
      for (const locale of locales) expect(isStorefront(locale, variant)).toBe(true);
    }
    expect(ids).toEqual(expect.arrayContaining(['/fr/wowghiblitees', '/es/wowghiblitees', '/de/wowghiblitees']));
  });

  it('gives the French and Spanish Ghibli storefronts every page the German one has, minus the Impressum', () => {
    const pagesOf = (locale: 'de' | 'fr' | 'es') =>
      storefrontPagePaths({ locale, variant: 'wowghiblitees' }).map((p) => p.replace(`/${locale}/`, '/'));
    const german = pagesOf('de').filter((p) => !p.endsWith('/impressum'));
    expect(pagesOf('fr')).toEqual(german);
    expect(pagesOf('es')).toEqual(german);
    expect(publicPagePaths()).toEqual(
      expect.arrayContaining([
        '/fr/wowghiblitees',
        '/fr/wowghiblitees/customize',
        '/fr/wowghiblitees/checkout',
        '/es/wowghiblitees',
        '/es/wowghiblitees/previewsend',
      ]),
    );
    expect(new Set(publicPagePaths()).size).toBe(publicPagePaths().length);
  });

  it('prices the French and Spanish Ghibli storefronts with the German Ghibli euro set', () => {
    for (const locale of ['fr', 'es'] as const) {
      expect(priceBookFor({ locale, variant: 'wowghiblitees' }, seedPriceBooks)).toBe(
        priceBookFor({ locale: 'de', variant: 'wowghiblitees' }, seedPriceBooks),
      );
    }
  });

  it('links every Ghibli page to its versions in the four languages, x-default English', () => {
    for (const path of ['/fr/wowghiblitees', '/es/wowghiblitees/customize']) {
      const rest = path.split('/').slice(3).join('/');
      const suffix = rest ? `/${rest}` : '';
      expect(pageAlternates(path)).toEqual([
        { hrefLang: 'en-US', path: `/en-us/wowghiblitees${suffix}` },
        { hrefLang: 'de-DE', path: `/de/wowghiblitees${suffix}` },
        { hrefLang: 'fr-FR', path: `/fr/wowghiblitees${suffix}` },
        { hrefLang: 'es-ES', path: `/es/wowghiblitees${suffix}` },
        { hrefLang: 'x-default', path: `/en-us/wowghiblitees${suffix}` },
      ]);
    }
  });
});
