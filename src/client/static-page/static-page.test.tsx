/**
 * The static pages' module (ADR 0027) on the markup the React components render, as prerendering
 * writes it (`renderToStaticMarkup`: no React in the document afterwards): menu, tabs, live prices
 * and the cart count work from what the HTML carries.
 */
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteHeader } from '#client/components/layout/site-header.tsx';
import { HeroSection } from '#client/features/storefront/landing/hero-section.tsx';
import SizeGuidePage from '#client/features/storefront/size-guide/size-guide-page.tsx';
import { apiError, installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { loadCatalogueFor } from '#client/test-support/storefront.tsx';
import type { ProductType } from '#shared/catalog.ts';
import { seedStorefrontCatalog } from '#shared/storefront-catalog.ts';
import { showCartCount } from './cart-count.ts';
import { showLivePrices } from './live-prices.ts';
import { enableMenu } from './menu.ts';
import { enableTabs } from './tabs.ts';

/** Puts the static markup of `page` at `path` into the document. */
async function serve(path: string, page: React.ReactElement): Promise<void> {
  await loadCatalogueFor(path);
  document.body.innerHTML = renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

const byTestId = <T extends HTMLElement = HTMLElement>(id: string) => {
  const element = document.querySelector<T>(`[data-testid="${id}"]`);
  if (!element) throw new Error(`no ${id}`);
  return element;
};

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('static page module', () => {
  it('menu: opens and closes with the toggle and Escape, in the page language', async () => {
    await serve('/de/wowanimatedtees', <SiteHeader locale="de" variant="wowanimatedtees" />);
    enableMenu(document);
    const toggle = byTestId<HTMLButtonElement>('menu-toggle');
    const menu = byTestId('mobile-menu');
    expect(menu.hidden).toBe(true);
    await userEvent.click(toggle);
    expect(menu.hidden).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Menü schließen');
    await userEvent.keyboard('{Escape}');
    expect(menu.hidden).toBe(true);
    expect(toggle.getAttribute('aria-label')).toBe('Menü öffnen');
  });

  it('live price: invisible until the catalogue answers, then its price in euros', async () => {
    await serve('/de/wowanimatedtees', <HeroSection />);
    const price = byTestId('from-price');
    expect(price.classList.contains('invisible')).toBe(true);
    expect(price.dataset.prices).toBe('loading');
    const seed = seedStorefrontCatalog({ locale: 'de', variant: 'wowanimatedtees' });
    const raise = (items: Record<ProductType, number>) =>
      Object.fromEntries(Object.entries(items).map(([type, minor]) => [type, minor + 1000])) as typeof items;
    const book = seed.priceBook;
    installFakeApi({
      'GET /api/catalog': ok({
        ...seed,
        priceBook: {
          ...book,
          original: { ...book.original, items: raise(book.original.items) },
          discounted: { ...book.discounted, items: raise(book.discounted.items) },
        },
      }),
    });
    const seedText = price.textContent;
    await showLivePrices(document, '/de/wowanimatedtees');
    expect(price.dataset.prices).toBe('live');
    expect(price.classList.contains('invisible')).toBe(false);
    expect(price.textContent).toMatch(/^Ab \d+,\d\d\s€$/);
    expect(price.textContent).not.toBe(seedText);
  });

  it("live price: the seed's when the catalogue cannot be read", async () => {
    await serve('/en-us/wowghiblitees', <HeroSection />);
    installFakeApi({ 'GET /api/catalog': apiError(503, 'UNAVAILABLE') });
    const price = byTestId('from-price');
    const seedText = price.textContent;
    await showLivePrices(document, '/en-us/wowghiblitees');
    expect(price.dataset.prices).toBe('fallback');
    expect(price.classList.contains('invisible')).toBe(false);
    expect(price.textContent).toBe(seedText);
  });

  it('cart count: the stored customer’s item count on the badge and in the link’s label', async () => {
    await serve('/fr/wowghiblitees/privacy', <SiteHeader locale="fr" variant="wowghiblitees" />);
    const api = installFakeApi({ 'GET /api/customers/:id/cart': ok({ itemCount: 3 }) });
    await showCartCount(document, '/fr/wowghiblitees/privacy');
    expect(byTestId('cart-count').hidden).toBe(true);
    expect(api.requests).toHaveLength(0);

    localStorage.setItem('ghibliCustomerId', 'c-1');
    await showCartCount(document, '/fr/wowghiblitees/privacy');
    expect(api.requestsTo('GET /api/customers/c-1/cart')).toHaveLength(1);
    expect(byTestId('cart-count').hidden).toBe(false);
    expect(byTestId('cart-count').textContent).toBe('3');
    expect(byTestId('cart-link').getAttribute('aria-label')).toBe('Panier, 3 articles');
  });

  it('tabs: the legacy size guide switches panels by click and arrow key', async () => {
    await serve('/en-us/wowghiblitees/size-guide', <SizeGuidePage />);
    enableTabs(document);
    const panelOf = (type: string) => byTestId(`size-table-${type}`).closest<HTMLElement>('[role="tabpanel"]');
    expect(panelOf('tshirt')?.hidden).toBe(false);
    expect(panelOf('hoodie')?.hidden).toBe(true);
    await userEvent.click(byTestId('size-guide-tab-hoodie'));
    expect(panelOf('hoodie')?.hidden).toBe(false);
    expect(panelOf('tshirt')?.hidden).toBe(true);
    expect(byTestId('size-guide-tab-hoodie').getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowRight}');
    expect(panelOf('sweatshirt')?.hidden).toBe(false);
    expect(document.activeElement).toBe(byTestId('size-guide-tab-sweatshirt'));
  });
});
