import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, deferred, type FakeAnswer, installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { signedIn, staffAccount } from '#client/test-support/admin-fixtures.ts';
import { renderAdminPage } from '#client/test-support/admin-render.tsx';
import StaffPage from './staff-page.tsx';

const route = { url: '/en-us/admin/staff', path: ':lang/admin/staff' };
const colleague = staffAccount({
  id: '22222222-2222-4333-8444-555555555555',
  email: 'sam@wowtees.test',
  role: 'staff',
});

describe('staff accounts page', () => {
  it('shows skeleton rows while loading, then every account with its count', async () => {
    const answer = deferred<FakeAnswer>();
    installFakeApi({ ...signedIn(), 'GET /api/admin/staff': () => answer.promise });
    const { t } = await renderAdminPage(StaffPage, route);
    expect(await screen.findByText(t('adminStaff.staff.loading'))).toBeTruthy();

    answer.resolve(ok({ accounts: [staffAccount(), colleague] }));
    expect((await screen.findByTestId('staff-count')).textContent).toBe(
      t('adminStaff.staff.table.count', { count: 2 }),
    );
    const rows = within(screen.getByTestId('staff-table')).getAllByTestId('staff-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('owner@wowtees.test'),
      expect.stringContaining('sam@wowtees.test'),
    ]);
    expect(rows[0].textContent).toContain(t('adminStaff.staff.table.you'));
  });

  it('shows the error with its reason and loads again on Try again', async () => {
    const api = installFakeApi({ ...signedIn(), 'GET /api/admin/staff': apiError(500, 'INTERNAL') });
    const { t, user } = await renderAdminPage(StaffPage, route);
    const error = await screen.findByTestId('admin-list-error');
    expect(error.textContent).toContain(t('adminStaff.staff.loadFailed'));
    expect(error.textContent).toContain(t('errors.INTERNAL'));
    api.route('GET /api/admin/staff', ok({ accounts: [staffAccount()] }));
    await user.click(within(error).getByRole('button', { name: t('adminStaff.staff.retry') }));
    expect((await screen.findByTestId('staff-count')).textContent).toBe(
      t('adminStaff.staff.table.count', { count: 1 }),
    );
  });

  it('tells staff who are not owners why they cannot manage accounts, without asking the server', async () => {
    const api = installFakeApi({ ...signedIn({ role: 'staff', email: 'sam@wowtees.test' }) });
    const { t } = await renderAdminPage(StaffPage, route);
    expect((await screen.findByTestId('staff-owner-only')).textContent).toContain(t('adminStaff.staff.ownerOnly'));
    expect(api.requestsTo('GET /api/admin/staff')).toHaveLength(0);
  });

  it('adds an account and shows its one-time password once', async () => {
    const api = installFakeApi({
      ...signedIn(),
      'GET /api/admin/staff': ok({ accounts: [staffAccount()] }),
      'POST /api/admin/staff': ok({ account: colleague, oneTimePassword: 'correct-horse-battery' }),
    });
    const { t, user } = await renderAdminPage(StaffPage, route);
    await screen.findByTestId('staff-count');
    api.route('GET /api/admin/staff', ok({ accounts: [staffAccount(), colleague] }));
    const form = screen.getByTestId('add-staff-form');
    await user.type(within(form).getByLabelText(new RegExp(t('adminStaff.staff.add.email'))), 'sam@wowtees.test');
    await user.selectOptions(
      within(form).getByLabelText(t('adminStaff.staff.add.role')),
      t('adminStaff.account.role.staff'),
    );
    await user.click(within(form).getByRole('button', { name: t('adminStaff.staff.add.submit') }));

    const panel = await screen.findByTestId('one-time-password');
    expect(panel.textContent).toContain(t('adminStaff.staff.oneTime.added', { email: 'sam@wowtees.test' }));
    expect(within(panel).getByTestId('one-time-password-value').textContent).toBe('correct-horse-battery');
    expect(api.requestsTo('POST /api/admin/staff')[0].body).toEqual({ email: 'sam@wowtees.test', role: 'staff' });
    expect((await screen.findByTestId('staff-count')).textContent).toBe(
      t('adminStaff.staff.table.count', { count: 2 }),
    );

    await user.click(within(panel).getByRole('button', { name: t('adminStaff.staff.oneTime.done') }));
    expect(screen.queryByTestId('one-time-password')).toBeNull();
  });

  it('shows why an account could not be added', async () => {
    installFakeApi({
      ...signedIn(),
      'GET /api/admin/staff': ok({ accounts: [staffAccount()] }),
      'POST /api/admin/staff': apiError(409, 'STAFF_EXISTS'),
    });
    const { t, user } = await renderAdminPage(StaffPage, route);
    await screen.findByTestId('staff-count');
    const form = screen.getByTestId('add-staff-form');
    await user.type(within(form).getByLabelText(new RegExp(t('adminStaff.staff.add.email'))), 'owner@wowtees.test');
    await user.click(within(form).getByRole('button', { name: t('adminStaff.staff.add.submit') }));
    expect(await within(form).findByText(t('errors.STAFF_EXISTS'))).toBeTruthy();
    expect(screen.queryByTestId('one-time-password')).toBeNull();
  });

  it('disables an account from its actions menu after the confirmation', async () => {
    const api = installFakeApi({
      ...signedIn(),
      'GET /api/admin/staff': ok({ accounts: [staffAccount(), colleague] }),
      'PATCH /api/admin/staff/22222222-2222-4333-8444-555555555555': ok({ ...colleague, disabled: true }),
    });
    const { t, user } = await renderAdminPage(StaffPage, route);
    await screen.findByTestId('staff-count');
    const table = screen.getByTestId('staff-table');
    // The owner's own row has no menu.
    expect(within(table).getAllByTestId('staff-actions')).toHaveLength(1);
    await user.click(
      within(table).getByRole('button', { name: `${t('adminStaff.staff.table.actions')}: sam@wowtees.test` }),
    );
    await user.click(await screen.findByRole('menuitem', { name: t('adminStaff.staff.actions.disable') }));

    const dialog = await screen.findByTestId('confirm-staff-action');
    expect(within(dialog).getByRole('heading').textContent).toBe(
      t('adminStaff.staff.actions.disableTitle', { email: 'sam@wowtees.test' }),
    );
    expect(api.requestsTo('PATCH /api/admin/staff/22222222-2222-4333-8444-555555555555')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: t('adminStaff.staff.actions.disable') }));
    await vi.waitFor(() =>
      expect(api.requestsTo('PATCH /api/admin/staff/22222222-2222-4333-8444-555555555555')[0]?.body).toEqual({
        disabled: true,
      }),
    );
    await vi.waitFor(() => expect(screen.queryByTestId('confirm-staff-action')).toBeNull());
  });
});
