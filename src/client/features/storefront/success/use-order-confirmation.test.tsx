/** Saving the paid order on the success page (SPEC §2.8, §4, §8) against a fake of POST /api/orders/confirm. */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { writeCustomerId } from '#client/lib/customer-id.ts';
import { customerId } from '#client/test-support/customers.ts';
import { apiError, deferred, ok, serveFakeApi } from '#client/test-support/http/fake-api.ts';
import { confirmedOrder } from '#client/test-support/orders.ts';
import { messagesOf, renderHookAt } from '#client/test-support/storefront.tsx';
import { useOrderConfirmation } from './use-order-confirmation.hook.ts';

const server = serveFakeApi();
const en = messagesOf('en-us');
const page = '/en-us/wowanimatedtees/success';

/** The success URL the hosted checkout returns to (read from the browser's address). */
function arriveWith(sessionId: string | null) {
  window.history.replaceState(null, '', sessionId ? `${page}?session_id=${sessionId}` : page);
}

beforeEach(() => localStorage.clear());

describe('useOrderConfirmation', () => {
  it("is loading until the order is saved, then confirmed with a toast; the customer's own id goes along", async () => {
    writeCustomerId('wowanimatedtees', customerId);
    arriveWith('cs_ok');
    const answer = deferred();
    server.on('POST', '/api/orders/confirm', () => answer.reply);
    const { result } = await renderHookAt(page, () => useOrderConfirmation('wowanimatedtees', en));
    expect(result.current.status).toBe('loading');

    answer.release(ok({ created: true, order: confirmedOrder({ customerId, email: 'ada@example.com' }) }));
    await waitFor(() => expect(result.current.status).toBe('confirmed'));
    expect(result.current).toMatchObject({ order: { orderNumber: 'WT-7K3M9Q', email: 'ada@example.com' } });
    expect(await screen.findByText('Order details saved successfully')).toBeTruthy();
    const [request] = server.sent('POST', '/api/orders/confirm');
    expect(request?.body).toEqual({ sessionId: 'cs_ok' });
    expect(request?.headers.get('x-customer-id')).toBe(customerId);
  });

  it('fails with the SPEC §8 order message for a session the server does not know', async () => {
    arriveWith('cs_unknown');
    server.on('POST', '/api/orders/confirm', apiError(404, 'CHECKOUT_SESSION_NOT_FOUND'));
    const { result } = await renderHookAt(page, () => useOrderConfirmation('wowanimatedtees', en));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(await screen.findByText('There was a problem processing your order')).toBeTruthy();
    expect(server.sent('POST', '/api/orders/confirm')[0]?.headers.get('x-customer-id')).toBeNull();
  });

  it('fails at once without a session id, sending nothing', async () => {
    arriveWith(null);
    const { result } = await renderHookAt(page, () => useOrderConfirmation('wowanimatedtees', en));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(await screen.findByText('There was a problem processing your order')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  it('confirms a session once per page load, however often the page mounts (a reload asks again)', async () => {
    arriveWith('cs_once');
    server.on('POST', '/api/orders/confirm', ok({ created: false, order: confirmedOrder() }));
    const first = await renderHookAt(page, () => useOrderConfirmation('wowanimatedtees', en));
    await waitFor(() => expect(first.result.current.status).toBe('confirmed'));
    first.unmount();
    const second = await renderHookAt(page, () => useOrderConfirmation('wowanimatedtees', en));
    await waitFor(() => expect(second.result.current.status).toBe('confirmed'));
    expect(server.sent('POST', '/api/orders/confirm')).toHaveLength(1);
  });
});
