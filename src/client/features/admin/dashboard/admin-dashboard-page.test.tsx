import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '#client/test-support/admin-fake-api.ts';
import { signedIn } from '#client/test-support/admin-fixtures.ts';
import { renderAdminPage } from '#client/test-support/admin-render.tsx';
import AdminDashboardPage from './admin-dashboard-page.tsx';

const route = { url: '/en-us/admin', path: ':lang/admin' };

describe('admin dashboard', () => {
  it('shows an owner every admin page card', async () => {
    installFakeApi(signedIn({ role: 'owner' }));
    const { t } = await renderAdminPage(AdminDashboardPage, route);
    expect(await screen.findByRole('heading', { name: t('admin.dashboard.heading') })).toBeTruthy();
    const cards = screen.getByRole('navigation', { name: t('admin.dashboard.cardsLabel') });
    expect(cards.querySelectorAll('li')).toHaveLength(12); // with discount codes (issue 21 §3)
    expect(screen.getByRole('link', { name: new RegExp(t('admin.dashboard.staff.title')) })).toBeTruthy();
  });
});

describe('admin dashboard for staff and odd URLs', () => {
  it('leaves out the owner pages for staff', async () => {
    installFakeApi(signedIn({ role: 'staff' }));
    const { t } = await renderAdminPage(AdminDashboardPage, route);
    const cards = await screen.findByRole('navigation', { name: t('admin.dashboard.cardsLabel') });
    expect(cards.querySelectorAll('li')).toHaveLength(10);
    expect(screen.queryByRole('link', { name: new RegExp(t('admin.dashboard.staff.title')) })).toBeNull();
    expect(screen.queryByRole('link', { name: new RegExp(t('admin.dashboard.audit.title')) })).toBeNull();
  });

  it('shows the not-found page for an unknown language segment, without asking who is logged in', async () => {
    const api = installFakeApi(signedIn());
    // The 404 page reports the path it was shown for.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderAdminPage(AdminDashboardPage, { ...route, url: '/xx-yy/admin' });
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('404'), '/xx-yy/admin');
    errors.mockRestore();
    expect(screen.queryByTestId('admin-dashboard')).toBeNull();
    expect(screen.queryByTestId('admin-skeleton')).toBeNull();
    expect(api.requests).toHaveLength(0);
  });
});
