import { describe, expect, it } from 'vitest';
import { browserLocale } from './language-switcher.tsx';

describe('browserLocale (style chooser preselection)', () => {
  it("picks the first of the browser's languages that the shop speaks", () => {
    expect(browserLocale(['fr-CA', 'en'])).toBe('fr');
    expect(browserLocale(['it-IT', 'es-419', 'en'])).toBe('es');
    expect(browserLocale(['en-GB'])).toBe('en-us');
    expect(browserLocale(['de_AT'])).toBe('de');
    expect(browserLocale(['it', 'pt-BR'])).toBeNull();
    expect(browserLocale([])).toBeNull();
  });
});
