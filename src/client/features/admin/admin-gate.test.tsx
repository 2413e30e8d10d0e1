import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, type FakeAnswer, installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { signedIn, staffSession } from '#client/test-support/admin-fixtures.ts';
import { renderInRouter } from '#client/test-support/admin-render.tsx';
import { AdminGate, useStaffSession } from './admin-gate.tsx';

function Guarded() {
  const staff = useStaffSession();
  return <p data-testid="guarded">{`${staff.email} (${staff.role})`}</p>;
}

const gate = (
  <AdminGate>
    <Guarded />
  </AdminGate>
);

describe('AdminGate (staff login door)', () => {
  it('shows the skeleton while the server is asked, then the page for a logged-in staff member', async () => {
    const answer = deferred<FakeAnswer>();
    installFakeApi({ 'GET /api/admin/session': () => answer.promise });
    const { t } = await renderInRouter(gate);
    expect(screen.getByTestId('admin-skeleton')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(t('admin.gate.checking'));
    answer.resolve(ok(staffSession({ role: 'staff', email: 'sam@wowtees.test' })));
    expect((await screen.findByTestId('guarded')).textContent).toBe('sam@wowtees.test (staff)');
  });

  it('shows the login form when nobody is logged in', async () => {
    installFakeApi({ 'GET /api/admin/session': apiError(401, 'UNAUTHORIZED') });
    const { t } = await renderInRouter(gate);
    expect(await screen.findByTestId('admin-login-form')).toBeTruthy();
    expect(screen.getByRole('heading', { name: t('admin.login.title') })).toBeTruthy();
    expect(screen.queryByTestId('guarded')).toBeNull();
  });

  it('says when the server cannot tell, with the SPEC §8 reason, and asks again on Try again', async () => {
    const api = installFakeApi({ 'GET /api/admin/session': apiError(503, 'SERVICE_BUSY') });
    const { t, user } = await renderInRouter(gate);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('admin.gate.unavailable'));
    expect(alert.textContent).toContain(t('errors.SERVICE_BUSY'));
    api.route('GET /api/admin/session', ok(staffSession()));
    await user.click(within(alert).getByRole('button', { name: t('admin.gate.retry') }));
    expect(await screen.findByTestId('guarded')).toBeTruthy();
    expect(api.requestsTo('GET /api/admin/session')).toHaveLength(2);
  });

  it('asks for a new password first after a one-time password, then opens the page', async () => {
    const api = installFakeApi({
      ...signedIn({ passwordChangeRequired: true }),
      'POST /api/admin/account/password': ok(staffSession()),
    });
    const { t, user } = await renderInRouter(gate);
    const card = await screen.findByTestId('forced-password-change');
    expect(card.textContent).toContain(t('adminStaff.forced.title'));
    expect(screen.queryByTestId('guarded')).toBeNull();

    await user.type(screen.getByLabelText(t('adminStaff.forced.current')), 'one-time-123');
    await user.type(screen.getByLabelText(t('adminStaff.password.new')), 'a-much-longer-password');
    await user.type(screen.getByLabelText(t('adminStaff.password.confirm')), 'a-much-longer-password');
    await user.click(screen.getByRole('button', { name: t('adminStaff.forced.save') }));
    expect(await screen.findByTestId('guarded')).toBeTruthy();
    expect(api.requestsTo('POST /api/admin/account/password')[0].body).toEqual({
      currentPassword: 'one-time-123',
      newPassword: 'a-much-longer-password',
    });
  });

  it('ends the session and shows the login form on Log out of the forced change', async () => {
    const api = installFakeApi({
      ...signedIn({ passwordChangeRequired: true }),
      'DELETE /api/admin/session': { status: 204 },
    });
    const { t, user } = await renderInRouter(gate);
    await screen.findByTestId('forced-password-change');
    await user.click(screen.getByRole('button', { name: t('adminStaff.forced.logout') }));
    expect(await screen.findByTestId('admin-login-form')).toBeTruthy();
    expect(api.requestsTo('DELETE /api/admin/session')).toHaveLength(1);
  });
});
