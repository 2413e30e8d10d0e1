import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '#client/i18n/i18n.ts';
import { apiError, deferred, type FakeAnswer, installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { adminUser, userCustomer } from '#client/test-support/admin-fixtures.ts';
import { renderRoutedHook } from '#client/test-support/admin-render.tsx';
import { useUserLookup } from './use-user-lookup.hook.ts';

const t = translatorFor('en-us');

describe('useUserLookup (image admin)', () => {
  it('drops the answer of an email no longer asked about', async () => {
    const first = deferred<FakeAnswer>();
    installFakeApi({
      'GET /api/admin/users': (request) =>
        request.query.get('email') === 'old@example.com' ? first.promise : ok(adminUser({ email: 'new@example.com' })),
    });
    const { result } = await renderRoutedHook(() => useUserLookup(t));
    act(() => void result.current.check('old@example.com'));
    act(() => void result.current.check('new@example.com'));
    await waitFor(() => expect(result.current.state).toMatchObject({ kind: 'checked', email: 'new@example.com' }));
    first.resolve(ok(adminUser({ email: 'old@example.com' })));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.state).toMatchObject({ kind: 'checked', email: 'new@example.com' });
  });

  it("flags 'found' only when some image exists, and refreshes quietly keeping the answer on failure", async () => {
    const api = installFakeApi({
      'GET /api/admin/users': ok(adminUser({ customers: [userCustomer({ photoUrl: null })] })),
    });
    const { result } = await renderRoutedHook(() => useUserLookup(t));
    await act(() => result.current.check(' ada@example.com '));
    expect(result.current.state).toMatchObject({ kind: 'checked', email: 'ada@example.com', found: false });

    api.route('GET /api/admin/users', ok(adminUser({ generatedImageUrl: '/files/art.png' })));
    await act(() => result.current.refresh());
    expect(result.current.state).toMatchObject({ kind: 'checked', found: true });

    api.route('GET /api/admin/users', apiError(500, 'INTERNAL'));
    await act(() => result.current.refresh());
    expect(result.current.state).toMatchObject({ kind: 'checked', found: true });
  });

  it('refuses an empty email and one with hidden characters without asking the server', async () => {
    const api = installFakeApi();
    const { result } = await renderRoutedHook(() => useUserLookup(t));
    await act(() => result.current.check('   '));
    expect(result.current.state).toEqual({ kind: 'emailRequired' });
    await act(() => result.current.check('ada\u200B@example.com'));
    expect(result.current.state).toEqual({ kind: 'emailInvalid' });
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ kind: 'idle' });
    expect(api.requests).toHaveLength(0);
  });
});
