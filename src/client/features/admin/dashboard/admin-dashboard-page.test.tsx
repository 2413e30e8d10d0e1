import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    expect(cards.querySelectorAll('li')).toHaveLength(9);
    expect(screen.getByRole('link', { name: new RegExp(t('admin.dashboard.staff.title')) })).toBeTruthy();
  });
});
