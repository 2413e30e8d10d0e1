import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, type FakeAnswer, installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { staffSession } from '#client/test-support/admin-fixtures.ts';
import { renderAdminPage } from '#client/test-support/admin-render.tsx';
import AdminDashboardPage from './dashboard/admin-dashboard-page.tsx';

const route = { url: '/en-us/admin', path: ':lang/admin' };
const anonymous = { 'GET /api/admin/session': apiError(401, 'UNAUTHORIZED') };

describe('staff login form', () => {
  it('logs in and shows the page asked for at the same URL', async () => {
    const answer = deferred<FakeAnswer>();
    const api = installFakeApi({ ...anonymous, 'POST /api/admin/session': () => answer.promise });
    const { t, user, location } = await renderAdminPage(AdminDashboardPage, route);
    await screen.findByTestId('admin-login-form');
    await user.type(screen.getByLabelText(t('admin.login.email')), 'owner@wowtees.test');
    await user.type(screen.getByLabelText(t('admin.login.password')), 'secret password');
    await user.click(screen.getByRole('button', { name: t('admin.login.submit') }));
    expect(await screen.findByRole('button', { name: t('admin.login.submitting') })).toBeTruthy();

    answer.resolve(ok(staffSession()));
    expect(await screen.findByRole('heading', { name: t('admin.dashboard.heading') })).toBeTruthy();
    expect(location()).toBe('/en-us/admin');
    expect(api.requestsTo('POST /api/admin/session')[0].body).toEqual({
      email: 'owner@wowtees.test',
      password: 'secret password',
    });
  });

  it('checks the fields before asking the server', async () => {
    const api = installFakeApi(anonymous);
    const { t, user } = await renderAdminPage(AdminDashboardPage, route);
    await screen.findByTestId('admin-login-form');
    await user.type(screen.getByLabelText(t('admin.login.email')), 'not-an-email');
    await user.click(screen.getByRole('button', { name: t('admin.login.submit') }));
    expect(await screen.findByText(t('admin.login.emailInvalid'))).toBeTruthy();
    expect(screen.getByText(t('admin.login.passwordRequired'))).toBeTruthy();
    expect(api.requestsTo('POST /api/admin/session')).toHaveLength(0);
  });

  it('shows the SPEC §8 message of a refused login and empties the password', async () => {
    installFakeApi({ ...anonymous, 'POST /api/admin/session': apiError(401, 'INVALID_CREDENTIALS') });
    const { t, user } = await renderAdminPage(AdminDashboardPage, route);
    const form = await screen.findByTestId('admin-login-form');
    await user.type(screen.getByLabelText(t('admin.login.email')), 'owner@wowtees.test');
    await user.type(screen.getByLabelText(t('admin.login.password')), 'wrong');
    await user.click(screen.getByRole('button', { name: t('admin.login.submit') }));
    expect((await within(form).findByRole('alert')).textContent).toBe(t('errors.INVALID_CREDENTIALS'));
    expect((screen.getByLabelText(t('admin.login.password')) as HTMLInputElement).value).toBe('');
  });

  it('asks for the two-factor code when the account has one, and retries after a wrong code', async () => {
    const api = installFakeApi({
      ...anonymous,
      'POST /api/admin/session': (request) => {
        const code = (request.body as { code?: string }).code;
        if (!code) return apiError(401, 'TOTP_REQUIRED');
        return code === '123456' ? ok(staffSession({ totpEnabled: true })) : apiError(401, 'TOTP_INVALID');
      },
    });
    const { t, user } = await renderAdminPage(AdminDashboardPage, route);
    await screen.findByTestId('admin-login-form');
    await user.type(screen.getByLabelText(t('admin.login.email')), 'owner@wowtees.test');
    await user.type(screen.getByLabelText(t('admin.login.password')), 'secret password');
    await user.click(screen.getByRole('button', { name: t('admin.login.submit') }));

    const codeForm = await screen.findByTestId('admin-totp-form');
    await user.type(within(codeForm).getByLabelText(t('adminStaff.signIn.code')), '000000');
    await user.click(within(codeForm).getByRole('button', { name: t('adminStaff.signIn.verify') }));
    expect((await within(codeForm).findByRole('alert')).textContent).toBe(t('errors.TOTP_INVALID'));

    await user.type(within(codeForm).getByLabelText(t('adminStaff.signIn.code')), '123456');
    await user.click(within(codeForm).getByRole('button', { name: t('adminStaff.signIn.verify') }));
    expect(await screen.findByRole('heading', { name: t('admin.dashboard.heading') })).toBeTruthy();
    expect(api.requestsTo('POST /api/admin/session').map((request) => request.body)).toEqual([
      { email: 'owner@wowtees.test', password: 'secret password' },
      { email: 'owner@wowtees.test', password: 'secret password', code: '000000' },
      { email: 'owner@wowtees.test', password: 'secret password', code: '123456' },
    ]);
  });
});
