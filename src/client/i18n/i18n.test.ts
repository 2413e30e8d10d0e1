/** Per-page catalogue loading (issue 9): which parts a path needs, loading them, and the inline round trip. */
import { describe, expect, it } from 'vitest';
import { resources } from './catalogues.ts';
import {
  addInlineCatalogue,
  i18n,
  inlineCatalogueJson,
  isCatalogueLoaded,
  loadCatalogues,
  namespacesForPath,
  translatorFor,
} from './i18n.ts';

describe('namespacesForPath', () => {
  it('gives storefront pages their own file only, and staff pages every file', () => {
    expect(namespacesForPath('/')).toEqual(['styleChooser']);
    expect(namespacesForPath('/de/wowanimatedtees')).toEqual(['landing']);
    expect(namespacesForPath('/de/wowanimatedtees/')).toEqual(['landing']);
    expect(namespacesForPath('/fr/wowanimatedtees/customize')).toEqual([]);
    expect(namespacesForPath('/en-us/wowghiblitees/terms')).toEqual(['legal']);
    expect(namespacesForPath('/es/wowanimatedtees/checkout')).toEqual(['mockCheckout']);
    expect(namespacesForPath('/nope')).toEqual([]);
    expect(namespacesForPath('/de/admin/outbox')).toContain('adminEmails');
    expect(namespacesForPath('/en-us/wowghiblitees/image-admin')).toContain('adminImages');
    for (const path of ['/de/wowanimatedtees', '/de/wowanimatedtees/customize', '/']) {
      expect(namespacesForPath(path).some((ns) => ns.startsWith('admin'))).toBe(false);
    }
  });
});

describe('loadCatalogues and the inline catalogue', () => {
  it('loads only the asked parts, then writes exactly those into the page', async () => {
    expect(isCatalogueLoaded('de', ['landing'])).toBe(false);
    expect(inlineCatalogueJson('/de/wowanimatedtees')).toBe('');
    await loadCatalogues('de', ['landing']);
    expect(isCatalogueLoaded('de', ['landing'])).toBe(true);
    expect(isCatalogueLoaded('de', ['legal'])).toBe(false);
    const t = translatorFor('de');
    expect(t('landing.faq.title')).toBe(resources.de.translation.landing.faq.title);

    const json = inlineCatalogueJson('/de/wowanimatedtees');
    expect(json).not.toMatch(/[<>&]/);
    const data = JSON.parse(json);
    expect(Object.keys(data.namespaces)).toEqual(['landing']);
    expect(data.shared).not.toHaveProperty('admin');
    expect(data.shared).not.toHaveProperty('legal');
    expect(data.namespaces.landing).toEqual(resources.de.translation.landing);

    // A fresh locale gets the same parts from the JSON alone.
    i18n.removeResourceBundle('fr', 'translation');
    const fr = JSON.parse(JSON.stringify(data));
    fr.locale = 'fr';
    expect(addInlineCatalogue(JSON.stringify(fr))).toBe(true);
    expect(isCatalogueLoaded('fr', ['landing'])).toBe(true);
    expect(addInlineCatalogue('not json')).toBe(false);
  });
});
