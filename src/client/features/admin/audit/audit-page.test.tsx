import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, type FakeAnswer, installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { auditEntry, signedIn } from '#client/test-support/admin-fixtures.ts';
import { renderAdminPage } from '#client/test-support/admin-render.tsx';
import AuditPage from './audit-page.tsx';

const route = { url: '/en-us/admin/audit', path: ':lang/admin/audit' };
const logPage = (entries = [auditEntry()], total = entries.length, page = 0) =>
  ok({ entries, total, page, pageSize: 50 });

describe('audit log page', () => {
  it('shows skeleton rows while loading, then the entries in words', async () => {
    const answer = deferred<FakeAnswer>();
    installFakeApi({ ...signedIn(), 'GET /api/admin/audit': () => answer.promise });
    const { t } = await renderAdminPage(AuditPage, route);
    expect(await screen.findByText(t('adminStaff.audit.loading'))).toBeTruthy();
    answer.resolve(
      logPage([
        auditEntry({ action: 'sign_in', target: null }),
        auditEntry({ id: 'a2', action: 'POST /api/admin/emails', status: 502 }),
      ]),
    );
    const rows = within(await screen.findByTestId('audit-table')).getAllByTestId('audit-row');
    expect(rows[0].textContent).toContain(t('adminStaff.audit.actions.sign_in'));
    expect(rows[1].textContent).toContain(t('adminStaff.audit.actions.request'));
    expect(rows[1].textContent).toContain('POST /api/admin/emails');
    expect(rows[1].textContent).toContain('502');
    expect(screen.getByTestId('audit-count').textContent).toBe(t('adminStaff.audit.table.count', { count: 2 }));
  });

  it('shows the empty state', async () => {
    installFakeApi({ ...signedIn(), 'GET /api/admin/audit': logPage([], 0) });
    const { t } = await renderAdminPage(AuditPage, route);
    expect((await screen.findByTestId('audit-empty')).textContent).toContain(t('adminStaff.audit.empty'));
  });

  it('shows the error with its reason and reads again on Try again', async () => {
    const api = installFakeApi({ ...signedIn(), 'GET /api/admin/audit': apiError(403, 'OWNER_REQUIRED') });
    const { t, user } = await renderAdminPage(AuditPage, route);
    const error = await screen.findByTestId('admin-list-error');
    expect(error.textContent).toContain(t('adminStaff.audit.loadFailed'));
    expect(error.textContent).toContain(t('errors.OWNER_REQUIRED'));
    api.route('GET /api/admin/audit', logPage());
    await user.click(within(error).getByRole('button', { name: t('adminStaff.audit.retry') }));
    expect(await screen.findByTestId('audit-table')).toBeTruthy();
  });

  it('reads the page of the URL and links to the older one', async () => {
    const api = installFakeApi({ ...signedIn(), 'GET /api/admin/audit': logPage([auditEntry()], 120, 1) });
    const { t, user, location } = await renderAdminPage(AuditPage, { ...route, url: '/en-us/admin/audit?page=2' });
    expect((await screen.findByTestId('audit-page')).textContent).toBe(
      t('adminStaff.audit.page', { page: 2, pages: 3 }),
    );
    expect(api.requestsTo('GET /api/admin/audit')[0].query.get('page')).toBe('1');
    await user.click(screen.getByRole('link', { name: t('adminStaff.audit.next') }));
    expect(location()).toBe('/en-us/admin/audit?page=3');
    expect(await screen.findByText(t('adminStaff.audit.page', { page: 3, pages: 3 }))).toBeTruthy();
    expect(api.requestsTo('GET /api/admin/audit').at(-1)?.query.get('page')).toBe('2');
  });

  it('tells staff who are not owners that only owners read it', async () => {
    const api = installFakeApi(signedIn({ role: 'staff' }));
    const { t } = await renderAdminPage(AuditPage, route);
    expect((await screen.findByTestId('audit-owner-only')).textContent).toContain(t('errors.OWNER_REQUIRED'));
    expect(api.requestsTo('GET /api/admin/audit')).toHaveLength(0);
  });
});
