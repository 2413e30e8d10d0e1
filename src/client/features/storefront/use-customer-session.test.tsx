/** The anonymous customer session (SPEC §1, §4, §8) against a fake of the customers API. */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { readCustomerEmail, readCustomerId, writeCustomerId } from '#client/lib/customer-id.ts';
import { customer, customerId } from '#client/test-support/customers.ts';
import { apiError, deferred, ok, serveFakeApi } from '#client/test-support/http/fake-api.ts';
import { messagesOf, renderHookAt } from '#client/test-support/storefront.tsx';
import { useCustomerSession } from './use-customer-session.ts';

const server = serveFakeApi();
const en = messagesOf('en-us');

beforeEach(() => localStorage.clear());

// The session is resolved once per variant and page load, so each test uses its own storefront
// where it needs a fresh start, and the order below follows one visitor.
describe('useCustomerSession', () => {
  it('shows the SPEC §8 session message when the customer cannot be created, and retries on demand', async () => {
    server.on('POST', '/api/customers', apiError(500, 'INTERNAL'));
    const { result } = await renderHookAt('/en-us/wowanimatedtees/customize', () =>
      useCustomerSession('wowanimatedtees', en),
    );
    expect(await screen.findByText('There was a problem setting up your session')).toBeTruthy();
    expect(result.current.session).toBeNull();

    // The next call (e.g. the upload) tries again, and now the server answers.
    server.on('POST', '/api/customers', ok({ id: customerId }, 201));
    await expect(result.current.ensureCustomerId()).resolves.toBe(customerId);
    await waitFor(() => expect(result.current.session).toEqual({ id: customerId, customer: null }));
    expect(readCustomerId('wowanimatedtees')).toBe(customerId);
  });

  it('is loading (no session) until the server answers, then restores the stored record and its email', async () => {
    writeCustomerId('wowghiblitees', customerId);
    const answer = deferred();
    server.on('GET', `/api/customers/${customerId}`, () => answer.reply);
    const { result } = await renderHookAt('/en-us/wowghiblitees/customize', () =>
      useCustomerSession('wowghiblitees', en),
    );
    expect(result.current.session).toBeNull();

    answer.release(ok(customer({ email: 'ada@example.com', imageUrl: '/files/uploads/a.png' })));
    await waitFor(() => expect(result.current.session?.customer?.imageUrl).toBe('/files/uploads/a.png'));
    expect(readCustomerEmail()).toBe('ada@example.com');
    expect(server.sent('POST', '/api/customers')).toHaveLength(0);
  });
});
