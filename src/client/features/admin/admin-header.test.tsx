import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, type FakeAnswer, installFakeApi } from '#client/test-support/admin-fake-api.ts';
import { signedIn } from '#client/test-support/admin-fixtures.ts';
import { renderAdminPage } from '#client/test-support/admin-render.tsx';
import AdminDashboardPage from './dashboard/admin-dashboard-page.tsx';

const route = { url: '/en-us/admin', path: ':lang/admin' };

describe('admin header', () => {
  it('says who is logged in and links to their account', async () => {
    installFakeApi(signedIn({ email: 'sam@wowtees.test', role: 'staff' }));
    const { t } = await renderAdminPage(AdminDashboardPage, route);
    const line = await screen.findByTestId('admin-staff-email');
    expect(line.textContent).toBe(t('admin.header.loggedInAs', { email: 'sam@wowtees.test' }));
    expect(line.querySelector('a')?.getAttribute('href')).toBe('/en-us/admin/account');
  });

  it('logs out: busy meanwhile, then the login form', async () => {
    const answer = deferred<FakeAnswer>();
    const api = installFakeApi({ ...signedIn(), 'DELETE /api/admin/session': () => answer.promise });
    const { t, user } = await renderAdminPage(AdminDashboardPage, route);
    await user.click(await screen.findByRole('button', { name: t('admin.header.logout') }));
    const leaving = await screen.findByRole('button', { name: t('admin.header.loggingOut') });
    expect(leaving.hasAttribute('disabled')).toBe(true);
    answer.resolve({ status: 204 });
    expect(await screen.findByTestId('admin-login-form')).toBeTruthy();
    expect(api.requestsTo('DELETE /api/admin/session')).toHaveLength(1);
  });

  it('stays on the page, ready to try again, when logging out fails', async () => {
    installFakeApi({ ...signedIn(), 'DELETE /api/admin/session': apiError(500, 'INTERNAL') });
    const { t, user } = await renderAdminPage(AdminDashboardPage, route);
    await user.click(await screen.findByRole('button', { name: t('admin.header.logout') }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: t('admin.header.logout') }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.getByTestId('admin-dashboard')).toBeTruthy();
    expect(screen.queryByTestId('admin-login-form')).toBeNull();
  });
});
