/**
 * Issue 21 §1, ADR 0020: the customize page's prices come from the live catalogue. Until it answered
 * they keep their place invisibly; a checkout refused because the prices changed meanwhile
 * (PRICE_MISMATCH) shows the new prices at once; products staff took off sale are not offered.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCustomerId } from '#client/lib/customer-id.ts';
import { customer, customerId } from '#client/test-support/customers.ts';
import { apiError, deferred, ok, serveFakeApi } from '#client/test-support/http/fake-api.ts';
import { messagesOf, renderAt } from '#client/test-support/storefront.tsx';
import { imagesFailToDecode } from '#client/test-support/undecodable-images.ts';
import type { CatalogResponse } from '#shared/api/catalog.schemas.ts';
import { seedStorefrontCatalog } from '#shared/storefront-catalog.ts';
import { resetCatalogCache } from '../use-catalog.hook.ts';
import CustomizePage from './customize-page.tsx';

const server = serveFakeApi();
imagesFailToDecode();
const page = '/en-us/wowanimatedtees/customize';
const readyArtwork = {
  id: 'art-1',
  style: 'cel',
  provider: 'local',
  status: 'ready',
  previewUrl: '/files/artwork/1.png',
  error: null,
  sourceDpi: 300,
  fallbacks: [],
  createdAt: '2026-11-26T09:00:00.000Z',
};

/** The seed's dollar catalogue with the t-shirt at `tshirtMinor` (original price) and version `version`. */
function liveCatalog(tshirtMinor: number, version: number, dropHoodie = false): CatalogResponse {
  const seed = seedStorefrontCatalog({ locale: 'en-us', variant: 'wowanimatedtees' });
  const book = {
    ...seed.priceBook,
    version,
    original: { ...seed.priceBook.original, items: { ...seed.priceBook.original.items, tshirt: tshirtMinor } },
  };
  const products = dropHoodie ? seed.products.filter((p) => p.type !== 'hoodie') : seed.products;
  return { ...seed, priceBook: book, priceBookVersion: version, products };
}

beforeEach(() => {
  localStorage.clear();
  resetCatalogCache();
  vi.restoreAllMocks();
  writeCustomerId('wowanimatedtees', customerId);
  server.on('GET', `/api/customers/${customerId}`, ok(customer({ imageUrl: '/files/uploads/me.jpg' })));
  server.on('GET', `/api/customers/${customerId}/artworks`, ok([readyArtwork]));
});

describe('customize page prices (issue 21 §1)', () => {
  it('keeps prices invisible in place until the live catalogue answered, then shows its prices', async () => {
    const answer = deferred();
    server.on('GET', '/api/catalog', () => answer.reply);
    await renderAt(page, <CustomizePage />);
    const breakdown = screen.getByTestId('price-breakdown');
    expect(breakdown.getAttribute('data-prices')).toBe('loading');
    // The seed's $44.43 + $10 stands in the layout, invisible.
    expect(screen.getByTestId('price-total').textContent).toBe('$54.43');
    answer.release(ok(liveCatalog(4000, 2)));
    await waitFor(() => expect(breakdown.getAttribute('data-prices')).toBe('shown'));
    expect(screen.getByTestId('price-total').textContent).toBe('$50.00');
    expect(server.sent('GET', '/api/catalog')[0]?.query.get('locale')).toBe('en-us');
  });

  it('shows the seed prices when the catalogue cannot be read (checkout still checks the price)', async () => {
    server.on('GET', '/api/catalog', 'network-down');
    await renderAt(page, <CustomizePage />);
    await waitFor(() => expect(screen.getByTestId('price-breakdown').getAttribute('data-prices')).toBe('shown'));
    expect(screen.getByTestId('price-total').textContent).toBe('$54.43');
  });

  it('shows the new price at once when the checkout was refused as stale', async () => {
    let current = liveCatalog(4000, 2);
    server.on('GET', '/api/catalog', () => ok(current));
    server.on('POST', '/api/checkout', apiError(422, 'PRICE_MISMATCH'));
    await renderAt(page, <CustomizePage />);
    await waitFor(() => expect(screen.getByTestId('price-total').textContent).toBe('$50.00'));
    const checkout = screen.getByTestId('checkout-button') as HTMLButtonElement;
    await waitFor(() => expect(checkout.disabled).toBe(false));

    current = liveCatalog(3800, 3); // staff saved a new price since the page loaded
    await userEvent.click(checkout);
    expect(server.sent('POST', '/api/checkout')[0]?.body).toMatchObject({ price: '50.00' });
    expect(await screen.findByText(messagesOf('en-us')('errors.PRICE_MISMATCH'))).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('price-total').textContent).toBe('$48.00'));
  });

  it('offers only the products on sale', async () => {
    server.on('GET', '/api/catalog', ok(liveCatalog(4443, 2, true)));
    await renderAt(page, <CustomizePage />);
    const en = messagesOf('en-us');
    await waitFor(() => expect(screen.queryByRole('radio', { name: en('customize.products.hoodie') })).toBeNull());
    expect(screen.getByRole('radio', { name: en('customize.products.sweatshirt') })).toBeTruthy();
  });
});
