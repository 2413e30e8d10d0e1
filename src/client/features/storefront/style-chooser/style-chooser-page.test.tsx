/** The style chooser at `/` (SPEC §2.2): two styles, four languages, the browser's language preselected. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resources } from '#client/i18n/catalogues.ts';
import { loadCatalogues } from '#client/i18n/i18n.ts';
import { messagesOf, renderAt } from '#client/test-support/storefront.tsx';
import StyleChooserPage from './style-chooser-page.tsx';

// Only English, as in the prerendered page: the page itself must load another language's text
// (issue 23 point 5: the buttons followed the language, the text stayed English).
beforeAll(async () => {
  await loadCatalogues('en-us', ['styleChooser']);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The browser's language list (a browser setting, not our code). */
function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

const href = (style: string) => screen.getByTestId(`style-${style}`).getAttribute('href');

describe('StyleChooserPage', () => {
  it('offers both storefronts in English when the browser speaks none of the shop’s languages', async () => {
    browserLanguages(['it-IT']);
    await renderAt('/', <StyleChooserPage />);
    expect(screen.getByText(messagesOf('en-us')('styleChooser.welcome'))).toBeTruthy();
    expect(href('ghibli')).toBe('/en-us/wowghiblitees');
    expect(href('animated')).toBe('/en-us/wowanimatedtees');
    expect((screen.getByTestId('language-en-us') as HTMLInputElement).checked).toBe(true);
    // Issue 21 §5: no rating unless the merchant sets RATING_TEXT; SPEC's free shipping stays.
    expect(screen.queryByTestId('style-chooser-rating')).toBeNull();
    expect(document.body.textContent).not.toMatch(/4[.,]8|2,000/);
    expect(screen.getByText(messagesOf('en-us')('styleChooser.perks.shipping'))).toBeTruthy();
  });

  it("preselects the browser's language", async () => {
    browserLanguages(['fr-CA', 'en']);
    await renderAt('/', <StyleChooserPage />);
    expect(await screen.findByText(resources.fr.translation.styleChooser.welcome)).toBeTruthy();
    expect(href('animated')).toBe('/fr/wowanimatedtees');
  });

  it('follows the language the visitor picks', async () => {
    browserLanguages(['en-US']);
    await renderAt('/', <StyleChooserPage />);
    await userEvent.click(screen.getByTestId('language-de'));
    // The German file itself: with German not loaded the translator would fall back to English.
    expect(await screen.findByText(resources.de.translation.styleChooser.welcome)).toBeTruthy();
    expect(screen.getByText(resources.de.translation.styleChooser.prompt)).toBeTruthy();
    expect(href('animated')).toBe('/de/wowanimatedtees');
    expect(href('ghibli')).toMatch(/^\/(de|en-us)\/wowghiblitees$/);
  });
});
