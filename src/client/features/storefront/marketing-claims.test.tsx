/**
 * The storefront with claims configured (issue 21 §5): what a build with `RATING_TEXT`,
 * `FREE_SHIPPING=off` and other days shows. The build bakes the claims into the pages as
 * `VITE_MARKETING_CLAIMS` (vite.config.ts); this file sets that value before the modules load, as
 * the build would. The default (no rating) is in faq-section.test.tsx, style-chooser-page.test.tsx
 * and e2e/storefront.e2e.ts.
 */
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCatalogues, translatorFor } from '#client/i18n/i18n.ts';
import { marketingClaims } from '#client/lib/site-config.ts';
import { renderAt } from '#client/test-support/storefront.tsx';
import { marketingClaimsFrom } from '#shared/marketing-claims.ts';
import { FaqSection, faqEntries } from './landing/faq-section.tsx';
import { HeroSection } from './landing/hero-section.tsx';
import { landingDescription } from './landing/landing-description.ts';
import StyleChooserPage from './style-chooser/style-chooser-page.tsx';

vi.hoisted(() => {
  vi.stubEnv(
    'VITE_MARKETING_CLAIMS',
    JSON.stringify({
      rating: { 'en-us': '4.6/5 from 312 reviews', de: '4,6/5 aus 312 Bewertungen' },
      freeShipping: false,
      deliveryDays: 15,
      dispatchDays: { min: 3, max: 6 },
      returnDays: 45,
    }),
  );
});

beforeAll(async () => {
  for (const locale of ['en-us', 'de', 'fr'] as const) await loadCatalogues(locale, ['landing', 'styleChooser']);
});
// The dom project's files share their worker's `process.env` (vitest.config.ts: vmThreads): the
// files after this one build with the defaults again.
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('storefront claims from configuration (issue 21 §5)', () => {
  it('reads the build-time claims', () => {
    expect(marketingClaims).toMatchObject({ freeShipping: false, deliveryDays: 15, returnDays: 45 });
  });

  it("shows the merchant's rating in the page's language in the hero, and none where that language has none", async () => {
    const german = await renderAt('/de/wowanimatedtees', <HeroSection />);
    expect(screen.getByTestId('hero-rating').textContent).toBe('4,6/5 aus 312 Bewertungen');
    expect(screen.queryByTestId('hero-free-shipping')).toBeNull();
    german.unmount();
    await renderAt('/fr/wowanimatedtees', <HeroSection />);
    expect(screen.queryByTestId('hero-rating')).toBeNull();
    expect(document.body.textContent).not.toContain('312');
  });

  it('asks the rating question quoting the configured line, drops the free-shipping answer and states the days', async () => {
    await renderAt('/de/wowanimatedtees', <FaqSection />);
    expect(screen.getByTestId('faq-item-rating').textContent).toContain('4,6/5 aus 312 Bewertungen');
    expect(screen.queryByTestId('faq-item-shipping')).toBeNull();
    expect(screen.getByTestId('faq-item-delivery').textContent).toContain('bis zu 15 Werktagen');
    expect(screen.getByTestId('faq-item-returns').textContent).toContain('innerhalb von 45 Tagen');
    // French has no rating line: no rating question.
    expect(faqEntries(translatorFor('fr'), 'fr').map(({ id }) => id)).toEqual([
      'delivery',
      'returns',
      'materials',
      'care',
    ]);
  });

  it('puts the rating of the language into the meta description, and free shipping only while advertised', () => {
    expect(landingDescription(translatorFor('de'), 'animated', 'de', marketingClaims)).toMatch(
      /Sweatshirt\. 4,6\/5 aus 312 Bewertungen\.$/,
    );
    expect(landingDescription(translatorFor('fr'), 'ghibli', 'fr', marketingClaims)).not.toMatch(/312|gratuite/);
    const spec = marketingClaimsFrom({});
    expect(landingDescription(translatorFor('en-us'), 'animated', 'en-us', spec)).toBe(
      'Upload a photo and we turn it into animated artwork printed on a premium t-shirt, hoodie or sweatshirt. Free shipping.',
    );
  });

  it('shows the English rating on the style chooser and no free-shipping perk', async () => {
    await renderAt('/', <StyleChooserPage />);
    expect(screen.getByTestId('style-chooser-rating').textContent).toBe('4.6/5 from 312 reviews');
    expect(document.body.textContent).not.toContain('Free shipping');
  });
});
