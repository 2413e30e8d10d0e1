import { act, waitFor } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { adminUser, userCustomer } from '#client/test-support/admin-fixtures.ts';
import { renderRoutedHook } from '#client/test-support/admin-render.tsx';
import { defaultEmailSubject } from '#shared/email-subjects.ts';
import { useEmailSender } from './use-email-sender.hook.ts';

const submitEvent = { preventDefault: () => {} } as FormEvent<HTMLFormElement>;

describe('useEmailSender', () => {
  it("resets the subject to the language's default when the language changes", async () => {
    installFakeApi();
    const { result } = await renderRoutedHook(
      () => useEmailSender({ initialEmail: '', initialCustomerId: null, onSent: () => {} }),
      '/en-us/admin/email-sender',
    );
    expect(result.current.subject).toBe(defaultEmailSubject('en-us'));
    act(() => result.current.changeLocale('de'));
    expect(result.current.locale).toBe('de');
    expect(result.current.subject).toBe(defaultEmailSubject('de'));
  });

  it('refuses an address with hidden characters, without sending', async () => {
    const api = installFakeApi();
    const { result, t } = await renderRoutedHook(
      () => useEmailSender({ initialEmail: '', initialCustomerId: null, onSent: () => {} }),
      '/en-us/admin/email-sender',
    );
    act(() => result.current.changeEmail('ada\u202E@example.com'));
    act(() => result.current.send(submitEvent));
    expect(result.current.formError).toBe(t('messages.pleaseEnterValidEmail'));
    expect(api.requests).toHaveLength(0);
  });

  it('chooses the record the previous page named when it confirmed the address, and starts afresh after the send', async () => {
    const named = userCustomer({ id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' });
    const api = installFakeApi({
      'GET /api/admin/users': ok(adminUser({ customers: [userCustomer(), named] })),
      'POST /api/admin/emails': ok({ data: { id: 'email-1' } }),
    });
    const onSent = vi.fn();
    const { result } = await renderRoutedHook(
      () => useEmailSender({ initialEmail: 'ada@example.com', initialCustomerId: named.id, onSent }),
      '/en-us/admin/email-sender',
    );
    await waitFor(() => expect(result.current.lookup.kind).toBe('found'));
    expect(result.current.chosen).toBe(named.id);

    act(() => result.current.send(submitEvent));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith({ to: 'ada@example.com', id: 'email-1' }));
    expect(api.requestsTo('POST /api/admin/emails')[0].body).toMatchObject({ customerId: named.id });
    await waitFor(() => expect(result.current.email).toBe(''));
    expect(result.current.lookup).toEqual({ kind: 'idle' });
    expect(result.current.chosen).toBeNull();
  });
});
