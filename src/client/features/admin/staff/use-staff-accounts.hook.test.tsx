import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { staffAccount } from '#client/test-support/admin-fixtures.ts';
import { renderRoutedHook } from '#client/test-support/admin-render.tsx';
import { useStaffAccounts } from './use-staff-accounts.hook.ts';

const sam = staffAccount({ id: '22222222-2222-4333-8444-555555555555', email: 'sam@wowtees.test', role: 'staff' });

describe('useStaffAccounts', () => {
  it('loads nothing for staff who are not owners', async () => {
    const api = installFakeApi({ 'GET /api/admin/staff': ok({ accounts: [sam] }) });
    const { result } = await renderRoutedHook(() => useStaffAccounts(false));
    expect(result.current.state).toEqual({ kind: 'loading' });
    expect(api.requests).toHaveLength(0);
  });

  it('resets a password after confirmation and keeps its one-time password to show', async () => {
    const api = installFakeApi({
      'GET /api/admin/staff': ok({ accounts: [staffAccount(), sam] }),
      'POST /api/admin/staff/:id/password-reset': ok({ account: sam, oneTimePassword: 'one-time-123' }),
    });
    const { result } = await renderRoutedHook(() => useStaffAccounts(true));
    await waitFor(() => expect(result.current.state.kind).toBe('loaded'));

    act(() => result.current.ask('resetPassword', sam));
    expect(result.current.pending).toEqual({ action: 'resetPassword', account: sam });
    act(() => result.current.confirm());
    await waitFor(() =>
      expect(result.current.oneTime).toEqual({ email: sam.email, password: 'one-time-123', kind: 'reset' }),
    );
    expect(result.current.pending).toBeNull();
    expect(result.current.busy).toBe(false);
    expect(api.requestsTo(`POST /api/admin/staff/${sam.id}/password-reset`)).toHaveLength(1);
    // The list is read again after every change.
    await waitFor(() => expect(api.requestsTo('GET /api/admin/staff')).toHaveLength(2));
  });

  it('sends the change of each action and reloads even when the server refuses', async () => {
    const api = installFakeApi({
      'GET /api/admin/staff': ok({ accounts: [staffAccount(), sam] }),
      'PATCH /api/admin/staff/:id': (request) =>
        (request.body as { role?: string }).role ? apiError(409, 'LAST_OWNER') : ok({ ...sam, disabled: true }),
    });
    const { result } = await renderRoutedHook(() => useStaffAccounts(true));
    await waitFor(() => expect(result.current.state.kind).toBe('loaded'));

    act(() => result.current.ask('disable', sam));
    act(() => result.current.confirm());
    await waitFor(() => expect(api.requestsTo(`PATCH /api/admin/staff/${sam.id}`)).toHaveLength(1));
    act(() => result.current.ask('makeOwner', sam));
    act(() => result.current.confirm());
    await waitFor(() => expect(api.requestsTo(`PATCH /api/admin/staff/${sam.id}`)).toHaveLength(2));
    expect(api.requestsTo(`PATCH /api/admin/staff/${sam.id}`).map((request) => request.body)).toEqual([
      { disabled: true },
      { role: 'owner' },
    ]);
    await waitFor(() => expect(api.requestsTo('GET /api/admin/staff')).toHaveLength(3));
    expect(result.current.oneTime).toBeNull();
    expect(result.current.state.kind).toBe('loaded');
  });
});
