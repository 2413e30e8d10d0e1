/**
 * Issue 19 §8: the dashboard's numbers (`useDashboard` on the page): skeletons while loading, the
 * SPEC §8 reason with Try again, an empty shop, and the queues, funnel and revenue charts.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, type FakeAnswer, installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { signedIn } from '#client/test-support/admin-fixtures.ts';
import { renderAdminPage } from '#client/test-support/admin-render.tsx';
import type { AdminDashboard } from '#shared/api/admin-dashboard.schemas.ts';
import AdminDashboardPage from './admin-dashboard-page.tsx';

const route = { url: '/en-us/admin', path: ':lang/admin' };
const generatedAt = '2026-11-26T12:00:00.000Z';
const days = Array.from({ length: 30 }, (_, i) =>
  new Date(Date.parse('2026-10-28') + i * 86_400_000).toISOString().slice(0, 10),
);

function emptyDashboard(): AdminDashboard {
  const none = { count: 0, oldestAt: null };
  return {
    generatedAt,
    queues: {
      previewRequests: none,
      paidNotInProduction: none,
      onHold: none,
      shippedOverdue: none,
      proofsAwaitingCustomer: none,
      proofChangeRequests: none,
    },
    funnel: { from: days[0], previewRequested: 0, artworkSent: 0, emailOpened: 0, ordered: 0 },
    revenue: [],
    recovered: { remindersSent: 0, revenue: [] },
    artworkSpend: [],
  };
}

function busyDashboard(): AdminDashboard {
  return {
    generatedAt,
    queues: {
      previewRequests: { count: 3, oldestAt: '2026-11-26T07:00:00.000Z' },
      paidNotInProduction: { count: 2, oldestAt: '2026-11-24T12:00:00.000Z' },
      onHold: { count: 0, oldestAt: null },
      shippedOverdue: { count: 1, oldestAt: '2026-11-01T12:00:00.000Z' },
      proofsAwaitingCustomer: { count: 1, oldestAt: '2026-11-25T12:00:00.000Z' },
      proofChangeRequests: { count: 0, oldestAt: null },
    },
    funnel: { from: days[0], previewRequested: 40, artworkSent: 30, emailOpened: 15, ordered: 6 },
    revenue: [
      {
        currency: 'USD',
        totalMinor: 10886,
        orders: 2,
        days: days.map((day, i) => ({ day, amountMinor: i === 29 ? 10886 : 0, orders: i === 29 ? 2 : 0 })),
      },
    ],
    recovered: { remindersSent: 4, revenue: [{ currency: 'USD', totalMinor: 5443, orders: 1 }] },
    artworkSpend: [
      {
        provider: 'openai',
        currency: 'USD',
        totalMinor: 28,
        generations: 4,
        days: days.map((day, i) => ({ day, amountMinor: i === 29 ? 28 : 0, generations: i === 29 ? 4 : 0 })),
      },
    ],
  };
}

describe('dashboard numbers', () => {
  it('shows skeletons while loading, then the queues with counts, ages and filtered links', async () => {
    const answer = deferred<FakeAnswer>();
    installFakeApi({ ...signedIn(), 'GET /api/admin/dashboard': () => answer.promise });
    const { t } = await renderAdminPage(AdminDashboardPage, route);
    expect(await screen.findByRole('status', { name: t('admin.dashboard.loading') })).toBeTruthy();

    answer.resolve(ok(busyDashboard()));
    const preview = await screen.findByTestId('queue-previewRequests');
    expect(preview.textContent).toContain(t('admin.dashboard.queues.previewRequests'));
    expect(preview.textContent).toContain('3');
    expect(preview.textContent).toContain('Oldest 5 hours ago');
    expect(preview.getAttribute('href')).toBe('/en-us/admin/preview-requests');
    const paid = screen.getByTestId('queue-paidNotInProduction');
    expect(paid.textContent).toContain('Oldest 2 days ago');
    expect(paid.getAttribute('href')).toBe('/en-us/admin/orders?status=paid&mode=live');
    expect(screen.getByTestId('queue-onHold').textContent).toContain(t('admin.dashboard.queues.none'));
    expect(screen.getByTestId('queue-onHold').getAttribute('href')).toBe(
      '/en-us/admin/orders?status=on_hold&mode=live',
    );
    const overdue = screen.getByTestId('queue-shippedOverdue');
    expect(overdue.textContent).toContain('Shipped, not delivered after 12 business days');
    expect(overdue.textContent).toContain('Oldest 25 days ago');
    expect(overdue.getAttribute('href')).toBe('/en-us/admin/orders?status=shipped&mode=live');
  });

  it('draws the funnel and the revenue as described charts with the numbers as text', async () => {
    installFakeApi({ ...signedIn(), 'GET /api/admin/dashboard': ok(busyDashboard()) });
    const { t } = await renderAdminPage(AdminDashboardPage, route);
    const funnel = within(await screen.findByTestId('funnel'));
    const funnelChart = funnel.getByRole('img', { name: new RegExp(t('admin.dashboard.funnel.title')) });
    expect(funnelChart.querySelector('desc')?.textContent).toBe(
      'Preview requested: 40; Artwork sent: 30 (75%); Email opened: 15 (50%); Ordered: 6 (40%)',
    );
    const steps = funnel.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual([
      'Preview requested40',
      'Artwork sent75% of the step before30',
      'Email opened50% of the step before15',
      'Ordered40% of the step before6',
    ]);

    const usd = within(screen.getByTestId('revenue-USD'));
    const revenueChart = usd.getByRole('img', { name: /Revenue per day in USD, last 30 days/ });
    expect(revenueChart.querySelectorAll('rect')).toHaveLength(1);
    expect(usd.getByText('$108.86 from 2 orders')).toBeTruthy();
    expect(usd.getByText('Best day: Nov 26, 2026, $108.86')).toBeTruthy();

    // Issue 20 §2: artwork spend per provider per day.
    const spend = within(screen.getByTestId('spend-openai'));
    const spendChart = spend.getByRole('img', { name: /Artwork generations by openai per day, last 30 days/ });
    expect(spendChart.querySelectorAll('rect')).toHaveLength(1);
    expect(spendChart.querySelector('desc')?.textContent).toBe('$0.28 for 4 generations');
    expect(spend.getByText('$0.28', { selector: 'span' })).toBeTruthy();
  });

  it('shows an empty shop as zeros and no revenue', async () => {
    installFakeApi({ ...signedIn(), 'GET /api/admin/dashboard': ok(emptyDashboard()) });
    const { t } = await renderAdminPage(AdminDashboardPage, route);
    const preview = await screen.findByTestId('queue-previewRequests');
    expect(preview.textContent).toContain('0');
    expect(preview.textContent).toContain(t('admin.dashboard.queues.none'));
    expect(screen.getByText(t('admin.dashboard.revenue.none'))).toBeTruthy();
    expect(screen.getByText(t('admin.dashboard.spend.none'))).toBeTruthy();
    // No rate without a step before it to divide by.
    expect(screen.queryByText(/of the step before/)).toBeNull();
  });

  it('shows the SPEC §8 reason of a failure and loads again on Try again', async () => {
    const api = installFakeApi({ ...signedIn(), 'GET /api/admin/dashboard': apiError(429, 'RATE_LIMITED') });
    const { t, user } = await renderAdminPage(AdminDashboardPage, route);
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain(t('admin.dashboard.loadFailed'));
    expect(error.textContent).toContain(t('errors.RATE_LIMITED'));
    api.route('GET /api/admin/dashboard', ok(busyDashboard()));
    await user.click(within(error).getByRole('button', { name: t('admin.dashboard.retry') }));
    expect(await screen.findByTestId('queue-previewRequests')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
