/** The 404 screen (SPEC §2.11): in the language of the path, with the shop links, the missing path logged. */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesOf, renderAt } from '#client/test-support/storefront.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('NotFoundScreen', () => {
  it('says the page is missing in the language of the path and links to the shops and the admin panel', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderAt('/fr/nowhere', <NotFoundScreen />);
    const fr = messagesOf('fr');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(fr('notFound.message'));
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['/', '/en-us/wowghiblitees', '/en-us/wowanimatedtees', '/admin']));
    expect(logged).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', '/fr/nowhere');
  });

  it('falls back to English for a path without a language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderAt('/nope', <NotFoundScreen />);
    expect(screen.getByTestId('not-found').textContent).toContain(messagesOf('en-us')('notFound.home'));
  });
});
