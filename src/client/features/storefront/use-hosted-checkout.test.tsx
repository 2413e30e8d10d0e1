/** Leaving for the hosted checkout (SPEC §5, §8) against a fake of POST /api/checkout. */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { customerId } from '#client/test-support/customers.ts';
import { apiError, deferred, ok, serveFakeApi } from '#client/test-support/http/fake-api.ts';
import { messagesOf, renderHookAt } from '#client/test-support/storefront.tsx';
import type { CheckoutRequest } from '#shared/api/checkout.schemas.ts';
import { useHostedCheckout } from './use-hosted-checkout.ts';

const server = serveFakeApi();
const en = messagesOf('en-us');
const page = '/en-us/wowanimatedtees/customize';

const body = (id: string): CheckoutRequest => ({
  productType: 'tshirt',
  size: 'm',
  color: 'white',
  price: '29.99',
  customerId: id,
  discountApplied: false,
  currency: 'usd',
  locale: 'en-us',
  variant: 'wowanimatedtees',
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useHostedCheckout', () => {
  it("is processing from the click and stays so while the browser leaves for the checkout's URL", async () => {
    // The browser's navigation is replaced, not our code: happy-dom would try to load the URL.
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const answer = deferred();
    server.on('POST', '/api/checkout', () => answer.reply);
    const { result } = await renderHookAt(page, () => useHostedCheckout(en, async () => customerId));
    expect(result.current.processing).toBe(false);

    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.start(body);
    });
    expect(result.current.processing).toBe(true);
    answer.release(ok({ url: 'https://pay.example/cs_1' }));
    await act(() => done);
    expect(assign).toHaveBeenCalledWith('https://pay.example/cs_1');
    expect(result.current.processing).toBe(true);
    expect(server.sent('POST', '/api/checkout')[0]?.body).toMatchObject({ customerId, price: '29.99' });
  });

  it('shows the SPEC §8 checkout message with the reason and enables the button again', async () => {
    server.on('POST', '/api/checkout', apiError(409, 'PRICE_MISMATCH'));
    const { result } = await renderHookAt(page, () => useHostedCheckout(en, async () => customerId));
    await act(() => result.current.start(body));
    expect(result.current.processing).toBe(false);
    expect(await screen.findByText('Failed to process checkout')).toBeTruthy();
    expect(await screen.findByText(en('errors.PRICE_MISMATCH'))).toBeTruthy();
  });

  it('fails without a customer id, sending nothing, and can be tried again', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    let id: string | null = null;
    const { result } = await renderHookAt(page, () => useHostedCheckout(en, async () => id));
    await act(() => result.current.start(body));
    expect(await screen.findByText('Failed to process checkout')).toBeTruthy();
    expect(server.requests).toHaveLength(0);

    id = customerId;
    server.on('POST', '/api/checkout', ok({ url: 'https://pay.example/cs_2' }));
    await act(() => result.current.start(body));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_2'));
  });
});
