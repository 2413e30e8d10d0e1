/** The order success page (SPEC §2.8, §8) as the customer sees it, against a fake of POST /api/orders/confirm. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeCustomerId } from '#client/lib/customer-id.ts';
import { customerId } from '#client/test-support/customers.ts';
import { apiError, deferred, ok, serveFakeApi } from '#client/test-support/http/fake-api.ts';
import { confirmedOrder } from '#client/test-support/orders.ts';
import { messagesOf, renderAt } from '#client/test-support/storefront.tsx';
import SuccessPage from './success-page.tsx';

const server = serveFakeApi();
const page = '/en-us/wowanimatedtees/success';

function arriveWith(sessionId: string) {
  window.history.replaceState(null, '', `${page}?session_id=${sessionId}`);
}

describe('SuccessPage', () => {
  it('shows loading, then the order number and, for the customer’s own browser, the receipt address', async () => {
    writeCustomerId('wowanimatedtees', customerId);
    arriveWith('cs_page_ok');
    const answer = deferred();
    server.on('POST', '/api/orders/confirm', () => answer.reply);
    await renderAt(`${page}?session_id=cs_page_ok`, <SuccessPage />);
    const en = messagesOf('en-us');
    expect(screen.getByRole('heading', { name: en('success.loading') })).toBeTruthy();

    answer.release(ok({ created: true, order: confirmedOrder({ customerId, email: 'ada@example.com' }) }));
    expect((await screen.findByTestId('order-number')).textContent).toContain('WT-7K3M9Q');
    expect(screen.getByTestId('order-email').textContent).toContain('ada@example.com');
    expect(screen.getByRole('link', { name: en('success.createAnother') }).getAttribute('href')).toBe(
      '/en-us/wowanimatedtees/customize',
    );
  });

  it('shows the friendly error state and the SPEC §8 toast when the order cannot be saved', async () => {
    arriveWith('cs_page_unknown');
    server.on('POST', '/api/orders/confirm', apiError(404, 'CHECKOUT_SESSION_NOT_FOUND'));
    await renderAt(`${page}?session_id=cs_page_unknown`, <SuccessPage />);
    const en = messagesOf('en-us');
    expect((await screen.findByTestId('success-error-heading')).textContent).toBe(en('success.errorHeading'));
    expect(await screen.findByText('There was a problem processing your order')).toBeTruthy();
    expect(screen.queryByTestId('order-number')).toBeNull();
    expect(screen.getByRole('link', { name: en('success.continueShopping') })).toBeTruthy();
  });
});
