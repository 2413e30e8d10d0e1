/**
 * The customize page as a visitor uses it (SPEC §2.5, §4, §5, §8), against a fake HTTP API: a new
 * visitor is asked for a photo; a returning one gets the stored photo and its artwork back, chooses
 * product and colour and leaves for the hosted checkout once the terms are accepted.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCustomerId } from '#client/lib/customer-id.ts';
import { customer, customerId } from '#client/test-support/customers.ts';
import { ok, serveFakeApi } from '#client/test-support/http/fake-api.ts';
import { messagesOf, renderAt } from '#client/test-support/storefront.tsx';
import { imagesFailToDecode } from '#client/test-support/undecodable-images.ts';
import { defaultColorFor } from '#shared/catalog.ts';
import CustomizePage from './customize-page.tsx';

const server = serveFakeApi();
imagesFailToDecode();
// The customer session is resolved once per storefront and page load (module state, as in the
// browser): the new visitor uses the Ghibli storefront, the returning one the animated storefront.
const page = '/en-us/wowanimatedtees/customize';
const ghibliPage = '/en-us/wowghiblitees/customize';
const artworksPath = `/api/customers/${customerId}/artworks`;
const readyArtwork = {
  id: 'art-1',
  style: 'cel',
  provider: 'local',
  status: 'ready',
  previewUrl: '/files/artwork/1.png',
  error: null,
  sourceDpi: 300,
  printDpi: 300,
  fallbacks: [],
  createdAt: '2026-11-26T09:00:00.000Z',
};

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A visitor who uploaded a photo on an earlier visit, whose artwork is ready. */
function returningVisitor() {
  writeCustomerId('wowanimatedtees', customerId);
  server.on('GET', `/api/customers/${customerId}`, ok(customer({ imageUrl: '/files/uploads/me.jpg' })));
  server.on('GET', artworksPath, ok([readyArtwork]));
}

describe('CustomizePage', () => {
  it('asks a new visitor for a photo: no offer, checkout off until an image is stored', async () => {
    server.on('POST', '/api/customers', ok({ id: customerId }, 201));
    await renderAt(ghibliPage, <CustomizePage />);
    const en = messagesOf('en-us');
    await waitFor(() => expect(server.sent('POST', '/api/customers')).toHaveLength(1));
    const checkout = screen.getByTestId('checkout-button') as HTMLButtonElement;
    expect(checkout.disabled).toBe(true);
    expect(checkout.textContent).toContain(en('customize.checkout.pleaseUpload'));
    expect(screen.queryByTestId('offer-panel')).toBeNull();
    expect(screen.queryByTestId('sticky-checkout-bar')).toBeNull();
  });

  it("restores a returning visitor's photo and artwork and starts the checkout with them", async () => {
    returningVisitor();
    server.on('POST', '/api/checkout', ok({ url: 'https://pay.example/cs_1' }));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await renderAt(page, <CustomizePage />);
    const en = messagesOf('en-us');
    expect(await screen.findByTestId('offer-panel')).toBeTruthy();
    const checkout = screen.getByTestId('checkout-button') as HTMLButtonElement;
    await waitFor(() => expect(checkout.disabled).toBe(false));
    expect(checkout.textContent).toContain(en('customize.checkout.continue'));

    // The hoodie resets the colour to its default (SPEC §4).
    await userEvent.click(screen.getByRole('radio', { name: en('customize.products.hoodie') }));
    await waitFor(() => expect(server.sent('GET', artworksPath).length).toBeGreaterThan(0));
    await userEvent.click(checkout);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_1'));
    expect(server.sent('POST', '/api/checkout')[0]?.body).toMatchObject({
      customerId,
      productType: 'hoodie',
      color: defaultColorFor('hoodie'),
      discountApplied: false,
      currency: 'usd',
      locale: 'en-us',
      variant: 'wowanimatedtees',
      artworkId: 'art-1',
    });
  });

  it('ticks only the chosen style and says the artwork is ready, not almost ready (issue 23 point 6)', async () => {
    returningVisitor();
    const painterly = { ...readyArtwork, id: 'art-2', style: 'painterly' as const };
    server.on('GET', artworksPath, ok([readyArtwork, painterly]));
    await renderAt(page, <CustomizePage />);
    const en = messagesOf('en-us');
    const offer = await screen.findByTestId('offer-panel');
    await waitFor(() => expect(screen.getByTestId('mockup-stage').dataset.showing).toBe('artwork'));
    expect(offer.textContent).toContain(en('customize.offer.headingReady'));
    expect(offer.textContent).not.toContain(en('customize.offer.heading'));
    const options = screen.getAllByTestId('style-option');
    const ticked = options.filter((option) => option.querySelector('svg.lucide-check'));
    expect(ticked).toHaveLength(1);
    expect(ticked[0].querySelector('input')?.checked).toBe(true);
  });

  it('tells the customer the instant preview is shown because the artist service is busy', async () => {
    const failedHosted = {
      ...readyArtwork,
      id: 'art-2',
      provider: 'replicate' as const,
      status: 'failed' as const,
      previewUrl: null,
      error: 'Replicate answered 503',
      fallbacks: [{ provider: 'replicate' as const, reason: 'busy' as const }],
    };
    returningVisitor();
    server.on('GET', artworksPath, ok([failedHosted, readyArtwork]));
    await renderAt(page, <CustomizePage />);
    const notice = await screen.findByTestId('artwork-fallback');
    expect(notice.textContent).toBe('Our artist service is busy right now – this is the instant preview.');
    expect(notice.textContent).toBe(messagesOf('en-us')('customize.artwork.fallback.busy'));
  });

  it('labels the instant preview as such while staff make the final artwork (STYLIZER=manual)', async () => {
    const byStaff = {
      ...readyArtwork,
      id: 'art-3',
      provider: 'staff' as const,
      status: 'queued' as const,
      previewUrl: null,
    };
    returningVisitor();
    server.on('GET', artworksPath, ok([byStaff, readyArtwork]));
    await renderAt(page, <CustomizePage />);
    const en = messagesOf('en-us');
    const badge = await screen.findByTestId('artwork-provider');
    expect(badge.dataset.provider).toBe('local');
    expect(badge.textContent).toBe(en('customize.artwork.provider.local'));
    expect(badge.textContent).toBe('Instant preview');
    const note = screen.getByTestId('artwork-note');
    expect(note.textContent).toBe(
      `${en('customize.artwork.notes.local')} ${en('customize.artwork.upgradingByArtists')}`,
    );
    expect(note.textContent).toMatch(/Our artists are making your final artwork/);
  });

  it('warns before paying when the shown artwork prints under 150 DPI, even from a large photo (issue 20 §3)', async () => {
    // A provider's 1024 x 1536 render enlarged with Lanczos: 96 DPI, whatever the photo's 300.
    const hosted = { ...readyArtwork, id: 'art-3', provider: 'replicate' as const, printDpi: 96 };
    returningVisitor();
    server.on('GET', artworksPath, ok([hosted, readyArtwork]));
    await renderAt(page, <CustomizePage />);
    const en = messagesOf('en-us');
    const warning = await screen.findByTestId('dpi-warning');
    expect(warning.textContent).toContain(en('customize.artwork.dpi.artworkTitle'));
    expect(warning.textContent).toContain(en('customize.artwork.dpi.artworkBody', { dpi: 96, min: 150 }));
    expect(screen.getByTestId('dpi-warning-checkout').textContent).toBe(
      en('customize.artwork.dpi.artworkShort', { dpi: 96, min: 150 }),
    );
  });

  it('shows no print warning when the shown artwork prints at 150 DPI or more', async () => {
    returningVisitor();
    await renderAt(page, <CustomizePage />);
    expect(await screen.findByTestId('offer-panel')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('mockup-stage').dataset.showing).toBe('artwork'));
    expect(screen.queryByTestId('dpi-warning')).toBeNull();
    expect(screen.queryByTestId('dpi-warning-checkout')).toBeNull();
  });

  it('shows the translated limit message with the instant preview when a generation limit holds (429)', async () => {
    writeCustomerId('wowanimatedtees', customerId);
    server.on('GET', `/api/customers/${customerId}`, ok(customer({ imageUrl: '/files/uploads/me.jpg' })));
    // No artwork yet: the page asks for one; the limit holds and the local preview is queued instead.
    let made: unknown[] = [];
    server.on('GET', artworksPath, () => ok(made));
    server.on('POST', artworksPath, () => {
      made = [readyArtwork];
      return {
        status: 429,
        json: {
          error: { code: 'ARTWORK_LIMIT_REACHED', message: 'limit' },
          limit: 'dailySpendCap',
          localPreviewId: 'art-1',
        },
      };
    });
    await renderAt(page, <CustomizePage />);
    const en = messagesOf('en-us');
    const notice = await screen.findByTestId('artwork-limit', {}, { timeout: 5000 });
    expect(notice.textContent).toBe(en('errors.ARTWORK_LIMIT_REACHED'));
    expect(en('errors.ARTWORK_LIMIT_REACHED')).toMatch(/instant preview/);
    // The preview is shown as ready, not as a failure.
    expect(screen.getByTestId('artwork-status').getAttribute('data-stage')).toBe('ready');
    expect(screen.queryByTestId('artwork-retry')).toBeNull();
    expect(server.sent('POST', artworksPath)).toHaveLength(1);
  });

  it('refuses the checkout with the terms unticked, showing why under the box until it is ticked', async () => {
    returningVisitor();
    await renderAt(page, <CustomizePage />);
    const checkout = screen.getByTestId('checkout-button') as HTMLButtonElement;
    await waitFor(() => expect(checkout.disabled).toBe(false));
    await userEvent.click(screen.getByTestId('terms'));
    await userEvent.click(checkout);
    const message = 'Please agree to our Terms & Conditions and Privacy Policy';
    expect(screen.getByTestId('terms-error').textContent).toBe(message);
    expect(server.sent('POST', '/api/checkout')).toHaveLength(0);
    await userEvent.click(screen.getByTestId('terms'));
    expect(screen.queryByTestId('terms-error')).toBeNull();
  });

  it('applies the order-now discount to the price when chosen', async () => {
    returningVisitor();
    await renderAt(page, <CustomizePage />);
    const offer = await screen.findByTestId('offer-panel');
    expect(screen.queryByTestId('discount-badge')).toBeNull();
    await userEvent.click(within(offer).getByTestId('order-now-discount'));
    expect(await screen.findByTestId('discount-badge')).toBeTruthy();
    expect(screen.getByTestId('price-total-original')).toBeTruthy();
  });
});
