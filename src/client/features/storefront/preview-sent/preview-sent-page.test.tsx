/** The preview confirmation (SPEC §2.6): the request from the customize page, and the countdown back to the shop. */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messagesOf, renderAt } from '#client/test-support/storefront.tsx';
import PreviewSentPage from './preview-sent-page.tsx';

const page = '/en-us/wowanimatedtees/previewsend';

describe('PreviewSentPage', () => {
  it('names the address, product and colour of the request and counts down to the shop', async () => {
    const en = messagesOf('en-us');
    await renderAt(page, <PreviewSentPage />, {
      state: { email: 'ada@example.com', productType: 'hoodie', color: 'black' },
    });
    expect(screen.getByTestId('preview-sent-heading').textContent).toBe(en('previewSent.title'));
    expect(screen.getByTestId('preview-email').textContent).toContain('ada@example.com');
    const request = screen.getByTestId('preview-request').textContent ?? '';
    expect(request).toContain(en('customize.colors.black'));
    expect(screen.getByTestId('redirect-countdown')).toBeTruthy();
  });

  it('stays put with a placeholder on a direct visit (no request, no countdown)', async () => {
    const en = messagesOf('en-us');
    await renderAt(page, <PreviewSentPage />);
    expect(screen.getByTestId('preview-email').textContent).toContain(en('previewSent.emailPlaceholder'));
    expect(screen.queryByTestId('preview-request')).toBeNull();
    expect(screen.queryByTestId('redirect-countdown')).toBeNull();
  });

  it('stops the countdown when the visitor wants to stay', async () => {
    const en = messagesOf('en-us');
    await renderAt(page, <PreviewSentPage />, { state: { email: 'ada@example.com' } });
    await userEvent.click(screen.getByRole('button', { name: en('previewSent.stay') }));
    expect(screen.queryByTestId('redirect-countdown')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(screen.getByTestId('location').textContent).toBe(page);
  });

  it("shows the customer's own image on the garment and leads back to their language's storefront (issue 23 point 8)", async () => {
    await renderAt('/de/wowanimatedtees/previewsend', <PreviewSentPage />, {
      state: { email: 'ada@example.com', productType: 'tshirt', color: 'white', imageUrl: '/files/artworks/a.webp' },
    });
    const mockup = screen.getByTestId('garment-mockup');
    expect(mockup.querySelector('image')?.getAttribute('href')).toBe('/files/artworks/a.webp');
    expect(screen.getByTestId('continue-shopping').getAttribute('href')).toBe('/de/wowanimatedtees');
  });

  it("keeps SPEC §2.6's en-us root in the legacy Ghibli storefront and refuses an image from another site", async () => {
    await renderAt('/de/wowghiblitees/previewsend', <PreviewSentPage />, {
      state: { email: 'ada@example.com', productType: 'tshirt', color: 'white', imageUrl: '//evil.example/x.png' },
    });
    expect(screen.getByTestId('continue-shopping').getAttribute('href')).toBe('/en-us/wowanimatedtees');
    expect(screen.queryByTestId('preview-request')).toBeNull();
  });
});
