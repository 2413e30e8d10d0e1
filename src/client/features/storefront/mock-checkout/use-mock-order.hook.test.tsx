/** Placing the mock order (SPEC §2.8, §9: 'Processing...' for 1.5 s, a toast, back to the shop). */
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { messagesOf, renderHookAt } from '#client/test-support/storefront.tsx';
import { MOCK_PROCESSING_MS, useMockOrder } from './use-mock-order.hook.ts';

describe('useMockOrder', () => {
  it('processes for 1.5 s, then confirms with a toast and returns to the shop home', async () => {
    const page = '/de/wowanimatedtees/checkout';
    const t = messagesOf('de');
    const { result } = await renderHookAt(page, () => useMockOrder(t, 'de', 'wowanimatedtees'));
    expect(result.current.processing).toBe(false);

    act(() => result.current.placeOrder());
    expect(result.current.processing).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe(page);

    expect(MOCK_PROCESSING_MS).toBe(1500);
    expect(await screen.findByText(t('mockCheckout.orderPlaced'), {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/de/wowanimatedtees');
  });

  it('sends nothing when the page is left while processing', async () => {
    const t = messagesOf('en-us');
    const { result, unmount } = await renderHookAt('/en-us/wowanimatedtees/checkout', () =>
      useMockOrder(t, 'en-us', 'wowanimatedtees'),
    );
    act(() => result.current.placeOrder());
    unmount();
    await new Promise((resolve) => setTimeout(resolve, MOCK_PROCESSING_MS + 200));
    expect(screen.queryByText(t('mockCheckout.orderPlaced'))).toBeNull();
  });
});
