import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, type FakeAnswer, installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { signedIn, trackingRow } from '#client/test-support/admin-fixtures.ts';
import { renderAdminPage } from '#client/test-support/admin-render.tsx';
import EmailTrackingPage from './email-tracking-page.tsx';

const route = { url: '/en-us/admin/email-tracking', path: 'en-us/admin/email-tracking' };
const opened = trackingRow({
  emailId: 'e2',
  email: 'grace@example.com',
  opened: true,
  openCount: 3,
  firstOpenedAt: '2026-03-14T11:00:00.000Z',
  link: { id: 'link-2', expiresAt: '2099-01-01T00:00:00.000Z', revokedAt: null },
});

describe('staff Email tracking page', () => {
  it('shows placeholders while loading, then the emails with the summary', async () => {
    const answer = deferred<FakeAnswer>();
    installFakeApi({ ...signedIn(), 'GET /api/admin/email-tracking': () => answer.promise });
    const { t } = await renderAdminPage(EmailTrackingPage, route);
    expect(await screen.findByText(t('adminEmails.tracking.loading'))).toBeTruthy();
    answer.resolve(ok({ rows: [trackingRow(), opened] }));
    expect((await screen.findByTestId('tracking-count')).textContent).toBe(
      t('adminEmails.tracking.count', { shown: 2, total: 2 }),
    );
    const summary = screen.getByText(t('adminEmails.tracking.summary.openRate')).closest('div');
    expect(summary?.textContent).toContain('50%');
    expect(screen.getAllByText(t('adminEmails.tracking.opened')).length).toBeGreaterThan(0);
  });

  it('shows the empty state with a way to the email sender', async () => {
    installFakeApi({ ...signedIn(), 'GET /api/admin/email-tracking': ok({ rows: [] }) });
    const { t } = await renderAdminPage(EmailTrackingPage, route);
    const empty = await screen.findByTestId('email-tracking-empty');
    expect(empty.textContent).toContain(t('adminEmails.tracking.empty'));
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/en-us/admin/email-sender');
  });

  it('shows the error and loads again on Try again', async () => {
    const api = installFakeApi({ ...signedIn(), 'GET /api/admin/email-tracking': apiError(500, 'INTERNAL') });
    const { t, user } = await renderAdminPage(EmailTrackingPage, route);
    const error = await screen.findByTestId('email-tracking-error');
    expect(error.textContent).toContain(t('adminEmails.tracking.loadFailed'));
    api.route('GET /api/admin/email-tracking', ok({ rows: [trackingRow()] }));
    await user.click(within(error).getByRole('button', { name: t('adminEmails.retry') }));
    expect(await screen.findByTestId('tracking-count')).toBeTruthy();
  });

  it('searches by email in the browser and says when nothing matches', async () => {
    const api = installFakeApi({
      ...signedIn(),
      'GET /api/admin/email-tracking': ok({ rows: [trackingRow(), opened] }),
    });
    const { t, user } = await renderAdminPage(EmailTrackingPage, route);
    await screen.findByTestId('tracking-count');
    const search = screen.getByRole('searchbox', { name: t('adminEmails.tracking.searchLabel') });
    await user.type(search, 'grace');
    expect(screen.getByTestId('tracking-count').textContent).toBe(
      t('adminEmails.tracking.count', { shown: 1, total: 2 }),
    );
    await user.type(search, 'zzz');
    expect((await screen.findByTestId('email-tracking-no-matches')).textContent).toContain(
      t('adminEmails.tracking.noMatches', { query: 'gracezzz' }),
    );
    expect(api.requestsTo('GET /api/admin/email-tracking')).toHaveLength(1);
  });

  it('revokes a link and shows it revoked in place, without reading the list again', async () => {
    const api = installFakeApi({
      ...signedIn(),
      'GET /api/admin/email-tracking': ok({ rows: [opened] }),
      'POST /api/admin/email-order-links/:id/revoke': ok({ id: 'link-2', revokedAt: '2026-03-15T09:00:00.000Z' }),
    });
    const { user } = await renderAdminPage(EmailTrackingPage, route);
    const [revoke] = await screen.findAllByTestId('revoke-link');
    await user.click(revoke);
    await waitFor(() => expect(screen.getAllByTestId('link-revoked').length).toBeGreaterThan(0));
    expect(screen.queryAllByTestId('revoke-link')).toHaveLength(0);
    expect(api.requestsTo('POST /api/admin/email-order-links/link-2/revoke')).toHaveLength(1);
    expect(api.requestsTo('GET /api/admin/email-tracking')).toHaveLength(1);
  });
});
