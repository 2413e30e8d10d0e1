/** Deleting the stored photo and its artwork (issue 17 point 6) against a fake of DELETE /api/customers/:id/photo. */
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { customer, customerId } from '#client/test-support/customers.ts';
import { apiError, deferred, ok, serveFakeApi } from '#client/test-support/http/fake-api.ts';
import { messagesOf, renderHookAt } from '#client/test-support/storefront.tsx';
import type { Customer } from '#shared/api/customers.schemas.ts';
import { usePhotoDeletion } from './use-photo-deletion.hook.ts';

const server = serveFakeApi();
const en = messagesOf('en-us');
const page = '/en-us/wowanimatedtees/customize';
const photoPath = `/api/customers/${customerId}/photo`;

async function renderDeletion(id: string | null = customerId) {
  const kept: Customer[] = [];
  const clearUpload = vi.fn();
  const hook = await renderHookAt(page, () =>
    usePhotoDeletion({ t: en, ensureCustomerId: async () => id, replaceCustomer: (c) => kept.push(c), clearUpload }),
  );
  return { ...hook, kept, clearUpload };
}

describe('usePhotoDeletion', () => {
  it('is deleting while the server works, then closes, clears the page and confirms', async () => {
    const answer = deferred();
    server.on('DELETE', photoPath, () => answer.reply);
    const { result, kept, clearUpload } = await renderDeletion();
    act(() => result.current.setOpen(true));

    let done: Promise<void> = Promise.resolve();
    await act(async () => {
      done = result.current.deletePhoto();
    });
    expect(result.current.deleting).toBe(true);
    answer.release(ok(customer()));
    await act(() => done);
    expect(result.current).toMatchObject({ open: false, deleting: false });
    expect(kept).toEqual([customer()]);
    expect(clearUpload).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(en('customize.deletePhoto.deleted'))).toBeTruthy();
  });

  it('keeps the dialog and the photo when the server refuses, with the reason, and deletes on retry', async () => {
    server.on('DELETE', photoPath, apiError(429, 'RATE_LIMITED'));
    const { result, kept, clearUpload } = await renderDeletion();
    act(() => result.current.setOpen(true));
    await act(() => result.current.deletePhoto());
    expect(result.current).toMatchObject({ open: true, deleting: false });
    expect(clearUpload).not.toHaveBeenCalled();
    expect(await screen.findByText(en('customize.deletePhoto.failed'))).toBeTruthy();
    expect(await screen.findByText(en('errors.RATE_LIMITED'))).toBeTruthy();

    server.on('DELETE', photoPath, ok(customer()));
    await act(() => result.current.deletePhoto());
    expect(result.current.open).toBe(false);
    expect(kept).toHaveLength(1);
  });

  it('sends nothing without a customer', async () => {
    const { result, clearUpload } = await renderDeletion(null);
    await act(() => result.current.deletePhoto());
    expect(server.requests).toHaveLength(0);
    expect(clearUpload).not.toHaveBeenCalled();
  });
});
