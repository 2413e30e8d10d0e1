/** The privacy policy and terms (SPEC §2.9): the document of the path, in its language, with tabs between them. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messagesOf, renderAt } from '#client/test-support/storefront.tsx';
import LegalPage from './legal-page.tsx';

describe('LegalPage', () => {
  it('shows the privacy policy with its tab marked current', async () => {
    await renderAt('/en-us/wowanimatedtees/privacy', <LegalPage />);
    expect(screen.getByTestId('legal-heading').textContent).toBe(messagesOf('en-us')('legal.privacy.title'));
    expect(screen.getByTestId('legal-tab-privacy').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('legal-tab-terms').getAttribute('href')).toBe('/en-us/wowanimatedtees/terms');
  });

  it('shows the terms in German, dated in German', async () => {
    await renderAt('/de/wowghiblitees/terms', <LegalPage />);
    const de = messagesOf('de');
    expect(screen.getByTestId('legal-heading').textContent).toBe(de('legal.terms.title'));
    expect(screen.getByTestId('legal-tab-terms').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('legal-last-updated').textContent).toContain('2023');
    expect(screen.getByTestId('legal-last-updated').textContent).not.toContain('2023-05-15');
  });
});
