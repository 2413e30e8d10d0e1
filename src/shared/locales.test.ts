import { describe, expect, it } from 'vitest';
import { currencyByLocale, localeFromPath } from './locales.ts';
import { absoluteUrl, paths } from './paths.ts';

describe('locales and paths', () => {
  it('takes the locale from the first path segment, English otherwise (SPEC §1)', () => {
    expect(localeFromPath('/de/wowanimatedtees/customize')).toBe('de');
    expect(localeFromPath('/fr/wowanimatedtees')).toBe('fr');
    expect(localeFromPath('/es')).toBe('es');
    expect(localeFromPath('/en-us/wowghiblitees')).toBe('en-us');
    expect(localeFromPath('/')).toBe('en-us');
    expect(localeFromPath('/it/wowanimatedtees')).toBe('en-us');
    expect(currencyByLocale.de).toBe('EUR');
    expect(currencyByLocale['en-us']).toBe('USD');
  });

  it('builds the routes of SPEC §2.1', () => {
    expect(paths.customize('de')).toBe('/de/wowanimatedtees/customize');
    expect(paths.success('en-us', 'wowghiblitees')).toBe('/en-us/wowghiblitees/success');
    expect(paths.emailOrder('fr', 'a+b@example.com')).toBe('/fr/wowanimatedtees/emailorder?email=a%2Bb%40example.com');
    expect(absoluteUrl('http://localhost:3000', paths.customize('es'))).toBe(
      'http://localhost:3000/es/wowanimatedtees/customize',
    );
  });
});
