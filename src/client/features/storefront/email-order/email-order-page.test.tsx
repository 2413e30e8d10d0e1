/** The email order page as a visitor sees it (SPEC §2.10, §8; issue 17 §5), against a fake HTTP API. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { customerId } from '#client/test-support/customers.ts';
import { apiError, deferred, ok, serveFakeApi } from '#client/test-support/http/fake-api.ts';
import { messagesOf, renderAt } from '#client/test-support/storefront.tsx';
import EmailOrderPage from './email-order-page.tsx';

const server = serveFakeApi();
const en = messagesOf('en-us');
const link = '/en-us/wowanimatedtees/emailorder?email=ada%40example.com&sig=abc123';
const artwork = {
  imageUrl: '/files/uploads/a.jpg',
  generatedImageUrl: '/files/artwork/a.png',
  artworkProvider: 'local',
  locale: 'en-us',
  printDpi: 300,
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  server.on('POST', '/api/customers', ok({ id: customerId }, 201));
});

describe('EmailOrderPage', () => {
  it('shows loading, then the artwork with the order form', async () => {
    const answer = deferred();
    server.on('GET', '/api/email-orders', () => answer.reply);
    await renderAt(link, <EmailOrderPage />);
    expect(screen.getByTestId('email-order-loading')).toBeTruthy();
    // Issue 22 §2: the ready layout is already there, the artwork's image empty for the early module to fill.
    expect(screen.getByTestId('email-order-artwork').hasAttribute('src')).toBe(false);
    expect(screen.getByTestId('placement-open').hasAttribute('disabled')).toBe(true);
    answer.release(ok(artwork));
    await waitFor(() => expect(screen.queryByTestId('email-order-loading')).toBeNull());
    expect(screen.getByTestId('email-order-banner')).toBeTruthy();
    expect(screen.getByTestId('email-order-artwork').getAttribute('src')).toBe('/files/artwork/a.png');
    expect(screen.getByTestId('placement-open').hasAttribute('disabled')).toBe(false);
    // 300 DPI at the print size: nothing to warn about.
    expect(screen.queryByTestId('email-order-dpi-warning')).toBeNull();
    // Issue 20 §7: the instant preview says what it is, as on the customize page.
    const origin = screen.getByTestId('email-order-artwork-origin');
    expect(origin.textContent).toBe(`${en('customize.artwork.provider.local')}${en('customize.artwork.notes.local')}`);
    expect(origin.textContent).toMatch(/^Instant preview/);
  });

  it("says staff made the artwork, and nothing when the link shows the customer's photo", async () => {
    server.on('GET', '/api/email-orders', ok({ ...artwork, artworkProvider: 'staff' }));
    const first = await renderAt(link, <EmailOrderPage />);
    const origin = await screen.findByTestId('email-order-artwork-origin');
    expect(origin.dataset.provider).toBe('staff');
    expect(origin.textContent).toContain(en('customize.artwork.notes.staff'));
    first.unmount();
    server.on('GET', '/api/email-orders', ok({ ...artwork, generatedImageUrl: null, artworkProvider: null }));
    await renderAt(link, <EmailOrderPage />);
    expect(await screen.findByTestId('email-order-artwork')).toBeTruthy();
    expect(screen.queryByTestId('email-order-artwork-origin')).toBeNull();
  });

  it('warns before paying under 150 DPI, naming the artwork or the photo as what limits the print', async () => {
    server.on('GET', '/api/email-orders', ok({ ...artwork, printDpi: 85 }));
    const { unmount } = await renderAt(link, <EmailOrderPage />);
    const warning = await screen.findByTestId('email-order-dpi-warning');
    expect(warning.textContent).toContain(en('customize.artwork.dpi.artworkTitle'));
    expect(warning.textContent).toContain(en('customize.artwork.dpi.artworkBody', { dpi: 85, min: 150 }));
    unmount();

    server.on('GET', '/api/email-orders', ok({ ...artwork, generatedImageUrl: null, printDpi: 37 }));
    await renderAt(link, <EmailOrderPage />);
    const photo = await screen.findByTestId('email-order-dpi-warning');
    expect(photo.textContent).toContain(en('customize.artwork.dpi.title'));
    expect(photo.textContent).toContain(en('customize.artwork.dpi.body', { dpi: 37, min: 150 }));
  });

  it('offers to try again after a failure, and shows the artwork on retry', async () => {
    server.on('GET', '/api/email-orders', 'network-down');
    await renderAt(link, <EmailOrderPage />);
    const retry = await screen.findByRole('button', { name: en('emailOrder.loadFailed.retry') });
    server.on('GET', '/api/email-orders', ok(artwork));
    await userEvent.click(retry);
    expect(await screen.findByTestId('email-order-banner')).toBeTruthy();
  });

  it('shows not-found for a link without a signature, sending nothing about it', async () => {
    await renderAt('/en-us/wowanimatedtees/emailorder?email=ada%40example.com', <EmailOrderPage />);
    expect(await screen.findByTestId('email-order-not-found')).toBeTruthy();
    expect(server.sent('GET', '/api/email-orders')).toHaveLength(0);
  });

  it('offers a new link for an expired one and says when it is on its way', async () => {
    server.on('GET', '/api/email-orders', apiError(410, 'EMAIL_ORDER_LINK_EXPIRED'));
    server.on('POST', '/api/email-orders/renewals', ok({ sent: true }, 202));
    await renderAt(link, <EmailOrderPage />);
    expect(await screen.findByTestId('email-order-expired')).toBeTruthy();
    expect(screen.getByText(en('emailOrder.noLongerValid.expired'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: en('emailOrder.noLongerValid.renew') }));
    expect(await screen.findByText(en('emailOrder.noLongerValid.sent'))).toBeTruthy();
    expect(server.sent('POST', '/api/email-orders/renewals')[0]?.body).toEqual({
      email: 'ada@example.com',
      sig: 'abc123',
      locale: 'en-us',
    });
  });

  it('says when enough new links were sent today', async () => {
    server.on('GET', '/api/email-orders', apiError(410, 'EMAIL_ORDER_LINK_EXPIRED'));
    server.on('POST', '/api/email-orders/renewals', apiError(429, 'RATE_LIMITED'));
    await renderAt(link, <EmailOrderPage />);
    await userEvent.click(await screen.findByRole('button', { name: en('emailOrder.noLongerValid.renew') }));
    await waitFor(() => expect(screen.getByText(en('emailOrder.noLongerValid.limited'))).toBeTruthy());
  });
});
