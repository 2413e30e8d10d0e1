import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { signedIn, staffSession } from '#client/test-support/admin-fixtures.ts';
import { renderAdminPage } from '#client/test-support/admin-render.tsx';
import AccountPage from './account-page.tsx';

const route = { url: '/en-us/admin/account', path: ':lang/admin/account' };

describe('staff account page: password', () => {
  it('names the account and its role', async () => {
    installFakeApi(signedIn({ email: 'sam@wowtees.test', role: 'staff' }));
    const { t } = await renderAdminPage(AccountPage, route);
    const page = await screen.findByTestId('admin-account');
    expect(page.textContent).toContain(t('adminStaff.account.intro', { email: 'sam@wowtees.test' }));
    expect(page.textContent).toContain(t('adminStaff.account.role.staff'));
  });

  it('changes the password and sends both passwords', async () => {
    const api = installFakeApi({ ...signedIn(), 'POST /api/admin/account/password': ok(staffSession()) });
    const { t, user } = await renderAdminPage(AccountPage, route);
    await screen.findByTestId('admin-account');
    await user.type(screen.getByLabelText(t('adminStaff.password.current')), 'old password');
    await user.type(screen.getByLabelText(t('adminStaff.password.new')), 'a brand new password');
    await user.type(screen.getByLabelText(t('adminStaff.password.confirm')), 'a brand new password');
    await user.click(screen.getByRole('button', { name: t('adminStaff.password.save') }));
    await waitFor(() =>
      expect(api.requestsTo('POST /api/admin/account/password')[0]?.body).toEqual({
        currentPassword: 'old password',
        newPassword: 'a brand new password',
      }),
    );
    // The form empties itself once the server accepted.
    await waitFor(() =>
      expect((screen.getByLabelText(t('adminStaff.password.current')) as HTMLInputElement).value).toBe(''),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks the new password in the browser first', async () => {
    const api = installFakeApi(signedIn());
    const { t, user } = await renderAdminPage(AccountPage, route);
    await screen.findByTestId('admin-account');
    await user.type(screen.getByLabelText(t('adminStaff.password.current')), 'old password');
    await user.type(screen.getByLabelText(t('adminStaff.password.new')), 'short');
    await user.type(screen.getByLabelText(t('adminStaff.password.confirm')), 'different');
    await user.click(screen.getByRole('button', { name: t('adminStaff.password.save') }));
    expect(await screen.findByText(t('adminStaff.password.tooShort'))).toBeTruthy();
    expect(api.requestsTo('POST /api/admin/account/password')).toHaveLength(0);
  });

  it('shows the SPEC §8 message when the current password is wrong', async () => {
    installFakeApi({ ...signedIn(), 'POST /api/admin/account/password': apiError(400, 'PASSWORD_INCORRECT') });
    const { t, user } = await renderAdminPage(AccountPage, route);
    await screen.findByTestId('admin-account');
    await user.type(screen.getByLabelText(t('adminStaff.password.current')), 'wrong password');
    await user.type(screen.getByLabelText(t('adminStaff.password.new')), 'a brand new password');
    await user.type(screen.getByLabelText(t('adminStaff.password.confirm')), 'a brand new password');
    await user.click(screen.getByRole('button', { name: t('adminStaff.password.save') }));
    expect((await screen.findByRole('alert')).textContent).toContain(t('errors.PASSWORD_INCORRECT'));
  });
});

describe('staff account page: two-factor sign-in', () => {
  const enrolment = {
    secret: 'JBSWY3DPEHPK3PXP',
    otpauthUri: 'otpauth://totp/x',
    qrCodeDataUrl: 'data:image/png;base64,AA==',
  };

  it('sets it up: QR code and key, then on with a code and the password', async () => {
    const api = installFakeApi({
      ...signedIn(),
      'POST /api/admin/account/totp': ok(enrolment),
      'POST /api/admin/account/totp/confirm': ok(staffSession({ totpEnabled: true })),
    });
    const { t, user } = await renderAdminPage(AccountPage, route);
    const card = await screen.findByTestId('two-factor-card');
    expect(within(card).getByTestId('two-factor-state').textContent).toBe(t('adminStaff.totp.off'));
    await user.click(within(card).getByRole('button', { name: t('adminStaff.totp.setUp') }));

    expect((await within(card).findByTestId('totp-secret')).textContent).toBe('JBSW Y3DP EHPK 3PXP');
    expect(within(card).getByTestId('totp-qr-code').getAttribute('src')).toBe(enrolment.qrCodeDataUrl);
    const form = within(card).getByTestId('totp-confirm-form');
    await user.type(within(form).getByLabelText(t('adminStaff.totp.code')), '123456');
    await user.type(within(form).getByLabelText(t('adminStaff.totp.password')), 'my password');
    await user.click(within(form).getByRole('button', { name: t('adminStaff.totp.turnOn') }));

    expect(await within(card).findByText(t('adminStaff.totp.on'))).toBeTruthy();
    expect(within(card).queryByTestId('totp-secret')).toBeNull();
    expect(api.requestsTo('POST /api/admin/account/totp/confirm')[0].body).toEqual({
      code: '123456',
      password: 'my password',
    });
  });

  it('shows why it could not start', async () => {
    installFakeApi({ ...signedIn(), 'POST /api/admin/account/totp': apiError(409, 'TOTP_ALREADY_ENABLED') });
    const { t, user } = await renderAdminPage(AccountPage, route);
    const card = await screen.findByTestId('two-factor-card');
    await user.click(within(card).getByRole('button', { name: t('adminStaff.totp.setUp') }));
    expect((await within(card).findByRole('alert')).textContent).toBe(t('errors.TOTP_ALREADY_ENABLED'));
    expect(within(card).getByRole('button', { name: t('adminStaff.totp.setUp') })).toBeTruthy();
  });

  it('turns it off, and shows a wrong code as such', async () => {
    const api = installFakeApi({
      ...signedIn({ totpEnabled: true }),
      'POST /api/admin/account/totp/disable': (request) =>
        (request.body as { code: string }).code === '654321'
          ? ok(staffSession({ totpEnabled: false }))
          : apiError(400, 'TOTP_INVALID'),
    });
    const { t, user } = await renderAdminPage(AccountPage, route);
    const form = await screen.findByTestId('totp-disable-form');
    await user.type(within(form).getByLabelText(t('adminStaff.totp.code')), '111111');
    await user.type(within(form).getByLabelText(t('adminStaff.totp.password')), 'my password');
    await user.click(within(form).getByRole('button', { name: t('adminStaff.totp.turnOff') }));
    expect((await within(form).findByRole('alert')).textContent).toBe(t('errors.TOTP_INVALID'));

    await user.type(within(form).getByLabelText(t('adminStaff.totp.code')), '654321');
    await user.type(within(form).getByLabelText(t('adminStaff.totp.password')), 'my password');
    await user.click(within(form).getByRole('button', { name: t('adminStaff.totp.turnOff') }));
    expect((await screen.findByTestId('two-factor-state')).textContent).toBe(t('adminStaff.totp.off'));
    await screen.findByRole('button', { name: t('adminStaff.totp.setUp') });
    expect(api.requestsTo('POST /api/admin/account/totp/disable')).toHaveLength(2);
  });
});
