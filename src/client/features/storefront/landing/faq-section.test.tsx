/** The landing FAQ (SPEC §2.3, §4 "FAQ items open one at a time"), in the storefront's language. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messagesOf, renderAt } from '#client/test-support/storefront.tsx';
import { FaqSection, faqItemIds } from './faq-section.tsx';

const state = (id: string) => screen.getByTestId(`faq-item-${id}`).getAttribute('data-state');

describe('FaqSection', () => {
  it('starts closed and opens one answer at a time; a second click closes it', async () => {
    await renderAt('/es/wowanimatedtees', <FaqSection />);
    const es = messagesOf('es');
    expect(faqItemIds.map(state)).toEqual(faqItemIds.map(() => 'closed'));

    await userEvent.click(screen.getByRole('button', { name: es('landing.faq.items.shipping.question') }));
    expect(state('shipping')).toBe('open');
    await userEvent.click(screen.getByRole('button', { name: es('landing.faq.items.returns.question') }));
    expect(state('returns')).toBe('open');
    expect(state('shipping')).toBe('closed');
    await userEvent.click(screen.getByRole('button', { name: es('landing.faq.items.returns.question') }));
    expect(state('returns')).toBe('closed');
  });

  it('carries every answer in the page even while closed (prerendered HTML)', async () => {
    await renderAt('/de/wowanimatedtees', <FaqSection />);
    const de = messagesOf('de');
    for (const id of faqItemIds) {
      expect(screen.getByTestId(`faq-item-${id}`).textContent).toContain(de(`landing.faq.items.${id}.answer`));
    }
  });
});
