/** 'Get preview to email later' and the email dialog (SPEC §4, §8) against a fake of PATCH /api/customers/:id. */
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { readCustomerEmail, writeCustomerEmail } from '#client/lib/customer-id.ts';
import { customer, customerId } from '#client/test-support/customers.ts';
import { apiError, ok, serveFakeApi } from '#client/test-support/http/fake-api.ts';
import { messagesOf, renderHookAt } from '#client/test-support/storefront.tsx';
import { usePreviewRequest } from './use-preview-request.hook.ts';

const server = serveFakeApi();
const en = messagesOf('en-us');
const page = '/en-us/wowanimatedtees/customize';
const customerPath = `/api/customers/${customerId}`;
const preview = { previewRequested: true, locale: 'en-us', previewProductType: 'hoodie', previewColor: 'black' };

function renderRequest(knownEmail: string | null = null, id: string | null = customerId) {
  return renderHookAt(page, () =>
    usePreviewRequest({
      t: en,
      locale: 'en-us',
      variant: 'wowanimatedtees',
      productType: 'hoodie',
      color: 'black',
      imageUrl: '/files/artworks/a.webp',
      knownEmail,
      ensureCustomerId: async () => id,
    }),
  );
}

beforeEach(() => localStorage.clear());

describe('usePreviewRequest', () => {
  it('opens the dialog with the known email and marks the preview requested', async () => {
    server.on('PATCH', customerPath, ok(customer({ previewRequested: true })));
    const { result } = await renderRequest('ada@example.com');
    expect(result.current).toMatchObject({ open: false, used: false });
    await act(() => result.current.request());
    expect(result.current).toMatchObject({ open: true, used: true, email: 'ada@example.com' });
    expect(server.sent('PATCH', customerPath).map((r) => r.body)).toEqual([preview]);
  });

  it("starts with this browser's stored email, and shows the SPEC §8 message when the mark fails", async () => {
    writeCustomerEmail('stored@example.com');
    server.on('PATCH', customerPath, apiError(500, 'INTERNAL'));
    const { result } = await renderRequest();
    await act(() => result.current.request());
    expect(result.current).toMatchObject({ open: true, email: 'stored@example.com' });
    expect(await screen.findByText('Failed to mark preview requested')).toBeTruthy();
  });

  it('saves the email, closes and goes on to the preview confirmation', async () => {
    server.on('PATCH', customerPath, ok(customer({ email: 'ada@example.com', previewRequested: true })));
    const { result } = await renderRequest();
    await act(() => result.current.request());
    await act(() => result.current.save('ada@example.com'));
    expect(result.current.open).toBe(false);
    expect(readCustomerEmail()).toBe('ada@example.com');
    expect(await screen.findByText('Email saved successfully')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/en-us/wowanimatedtees/previewsend');
    expect(server.sent('PATCH', customerPath).at(-1)?.body).toEqual({ email: 'ada@example.com', ...preview });
  });

  it('keeps the dialog open with the SPEC §8 message when the email cannot be saved; a retry succeeds', async () => {
    server.on('PATCH', customerPath, apiError(400, 'VALIDATION_FAILED'));
    const { result } = await renderRequest();
    await act(() => result.current.request());
    await act(() => result.current.save('ada@example.com'));
    expect(result.current.open).toBe(true);
    expect(await screen.findByText('Failed to save email')).toBeTruthy();
    expect(readCustomerEmail()).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe(page);

    server.on('PATCH', customerPath, ok(customer({ email: 'ada@example.com' })));
    await act(() => result.current.save('ada@example.com'));
    expect(result.current.open).toBe(false);
  });

  it('keeps the email in this browser only when no customer can be had (SPEC §4)', async () => {
    const { result } = await renderRequest(null, null);
    await act(() => result.current.request());
    await act(() => result.current.save('ada@example.com'));
    expect(server.requests).toHaveLength(0);
    expect(readCustomerEmail()).toBe('ada@example.com');
    expect(screen.getByTestId('location').textContent).toBe('/en-us/wowanimatedtees/previewsend');
  });
});
