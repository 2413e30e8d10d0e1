import { describe, expect, it } from 'vitest';
import { languageLinks } from './storefront-languages.tsx';

describe('header language links (issue 11)', () => {
  it('lead to the same page in every Ghibli storefront, the current one marked', () => {
    expect(languageLinks('es', 'wowghiblitees', '/es/wowghiblitees/customize/')).toEqual([
      { locale: 'en-us', to: '/en-us/wowghiblitees/customize', current: false, perCustomer: false },
      { locale: 'de', to: '/de/wowghiblitees/customize', current: false, perCustomer: false },
      { locale: 'fr', to: '/fr/wowghiblitees/customize', current: false, perCustomer: false },
      { locale: 'es', to: '/es/wowghiblitees/customize', current: true, perCustomer: false },
    ]);
    expect(languageLinks('fr', 'wowghiblitees', '/fr/wowghiblitees').map((l) => l.to)).toEqual([
      '/en-us/wowghiblitees',
      '/de/wowghiblitees',
      '/fr/wowghiblitees',
      '/es/wowghiblitees',
    ]);
  });

  it('lead to the storefront root where a page exists in one language only (the German Impressum)', () => {
    const links = languageLinks('de', 'wowanimatedtees', '/de/wowanimatedtees/impressum');
    expect(links.find((l) => l.locale === 'fr')?.to).toBe('/fr/wowanimatedtees');
    expect(links.find((l) => l.locale === 'de')?.to).toBe('/de/wowanimatedtees/impressum');
  });

  it('keep a per-customer page (email order, order status) in the other language, marked to keep its link', () => {
    const links = languageLinks('de', 'wowanimatedtees', '/de/wowanimatedtees/emailorder');
    expect(links.find((l) => l.locale === 'fr')).toEqual({
      locale: 'fr',
      to: '/fr/wowanimatedtees/emailorder',
      current: false,
      perCustomer: true,
    });
    expect(languageLinks('es', 'wowanimatedtees', '/es/wowanimatedtees/order-status').map((l) => l.to)).toContain(
      '/en-us/wowanimatedtees/order-status',
    );
  });
});
