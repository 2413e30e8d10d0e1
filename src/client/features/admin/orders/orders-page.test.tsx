import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { translatorFor } from '#client/i18n/i18n.ts';
import { apiError, deferred, type FakeAnswer, installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { orderSummary, signedIn } from '#client/test-support/admin-fixtures.ts';
import { renderAdminPage } from '#client/test-support/admin-render.tsx';
import OrdersPage from './orders-page.tsx';

const route = { url: '/en-us/admin/orders', path: ':lang/admin/orders' };
const totals = ok({
  orders: 1,
  amounts: [{ currency: 'EUR', amountMinor: 2999, refundedMinor: 0, netMinor: 2999 }],
  testOrders: 0,
});
const page = (orders = [orderSummary()], total = orders.length) => ok({ orders, total, page: 0, pageSize: 25 });

describe('staff Orders page', () => {
  it('shows skeletons while the first page loads, then the orders and their count', async () => {
    const answer = deferred<FakeAnswer>();
    installFakeApi({
      ...signedIn(),
      'GET /api/admin/orders': () => answer.promise,
      'GET /api/admin/orders/totals': totals,
    });
    const { t } = await renderAdminPage(OrdersPage, route);
    expect(await screen.findByTestId('admin-list-skeleton')).toBeTruthy();
    expect(screen.getByRole('status', { name: '' }).textContent).toBe(t('adminOrders.orders.loading'));

    answer.resolve(page());
    expect((await screen.findByTestId('orders-count')).textContent).toBe(t('adminOrders.orders.count', { total: 1 }));
    expect(screen.queryByTestId('admin-list-skeleton')).toBeNull();
    const table = screen.getByTestId('orders-table');
    expect(within(table).getAllByText('ada@example.com').length).toBeGreaterThan(0);
  });

  it('shows the empty state when no order was paid yet', async () => {
    installFakeApi({ ...signedIn(), 'GET /api/admin/orders': page([]), 'GET /api/admin/orders/totals': totals });
    const { t } = await renderAdminPage(OrdersPage, route);
    const empty = await screen.findByTestId('orders-empty');
    expect(empty.textContent).toContain(t('adminOrders.orders.empty'));
    expect(empty.textContent).toContain(t('adminOrders.orders.emptyHint'));
  });

  it('shows the error with the SPEC §8 reason and loads again on Try again', async () => {
    const api = installFakeApi({
      ...signedIn(),
      'GET /api/admin/orders': apiError(500, 'INTERNAL', 'boom'),
      'GET /api/admin/orders/totals': totals,
    });
    const { t, user } = await renderAdminPage(OrdersPage, route);
    const error = await screen.findByTestId('admin-list-error');
    expect(error.textContent).toContain(t('adminOrders.orders.loadFailed'));
    expect(error.textContent).toContain(t('errors.INTERNAL'));

    api.route('GET /api/admin/orders', page());
    await user.click(within(error).getByRole('button', { name: t('adminOrders.common.retry') }));
    expect(await screen.findByTestId('orders-count')).toBeTruthy();
    expect(screen.queryByTestId('admin-list-error')).toBeNull();
    expect(api.requestsTo('GET /api/admin/orders')).toHaveLength(2);
  });

  it('sends the search, filter and page of the URL and shows the no-match state', async () => {
    const api = installFakeApi({
      ...signedIn(),
      'GET /api/admin/orders': page([], 0),
      'GET /api/admin/orders/totals': totals,
    });
    const { t, user } = await renderAdminPage(OrdersPage, { ...route, url: '/en-us/admin/orders?q=nobody&mode=test' });
    const noMatch = await screen.findByTestId('admin-list-no-matches');
    expect(noMatch.textContent).toContain(t('adminOrders.common.noMatches', { query: 'nobody' }));
    const [request] = api.requestsTo('GET /api/admin/orders');
    expect(request.query.get('q')).toBe('nobody');
    expect(request.query.get('mode')).toBe('test');
    expect(request.query.get('pageSize')).toBe('25');

    api.route('GET /api/admin/orders', page());
    await user.click(within(noMatch).getByRole('button', { name: t('adminOrders.common.clearSearch') }));
    expect(await screen.findByTestId('orders-table')).toBeTruthy();
    expect(api.requestsTo('GET /api/admin/orders').at(-1)?.query.get('q')).toBeNull();
  });

  it('keeps the rows and says so when a reload fails', async () => {
    const api = installFakeApi({
      ...signedIn(),
      'GET /api/admin/orders': page(),
      'GET /api/admin/orders/totals': totals,
    });
    const { t, user } = await renderAdminPage(OrdersPage, route);
    await screen.findByTestId('orders-table');
    api.route('GET /api/admin/orders', apiError(503, 'SERVICE_BUSY'));
    await user.click(screen.getByRole('button', { name: t('adminOrders.common.refresh') }));
    expect((await screen.findByText(t('adminOrders.orders.loadFailed'))).getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('orders-table')).toBeTruthy();
  });

  it('pages through the list with Next, the page in the URL', async () => {
    const api = installFakeApi({
      ...signedIn(),
      'GET /api/admin/orders': (request) => page([orderSummary({ id: `order-${request.query.get('page')}` })], 30),
      'GET /api/admin/orders/totals': totals,
    });
    const { t, user, location } = await renderAdminPage(OrdersPage, route);
    await screen.findByText(t('adminOrders.common.range', { from: 1, to: 25, total: 30 }));
    await user.click(screen.getByRole('button', { name: t('adminOrders.common.next') }));
    expect(await screen.findByText(t('adminOrders.common.range', { from: 26, to: 30, total: 30 }))).toBeTruthy();
    expect(location()).toBe('/en-us/admin/orders?page=2');
    expect(api.requestsTo('GET /api/admin/orders').at(-1)?.query.get('page')).toBe('1');
  });

  it("speaks the path's language", async () => {
    installFakeApi({ ...signedIn(), 'GET /api/admin/orders': page([]), 'GET /api/admin/orders/totals': totals });
    const { t } = await renderAdminPage(OrdersPage, { ...route, url: '/de/admin/orders' });
    expect((await screen.findByTestId('orders-empty')).textContent).toContain(t('adminOrders.orders.empty'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t('adminOrders.orders.heading'));
    expect(t('adminOrders.orders.empty')).not.toBe(translatorFor('en-us')('adminOrders.orders.empty'));
  });

  it('names each order by its WT- number, links it by that number, and filters by status and days (issue 19 §1)', async () => {
    const api = installFakeApi({
      ...signedIn(),
      'GET /api/admin/orders': page([orderSummary({ orderNumber: 'WT-7K3M9Q', status: 'shipped' })]),
      'GET /api/admin/orders/totals': totals,
    });
    const { t, user, location } = await renderAdminPage(OrdersPage, route);
    const table = await screen.findByTestId('orders-table');
    const link = within(table).getByRole('link', { name: t('adminOrders.orders.orderNumber', { id: 'WT-7K3M9Q' }) });
    expect(link.getAttribute('href')).toBe('/en-us/admin/orders/WT-7K3M9Q');
    expect(within(table).getByTestId('order-status').textContent).toBe(t('adminOrders.status.shipped'));
    expect(screen.getByLabelText(t('adminOrders.orders.searchLabel'))).toBeTruthy();

    await user.selectOptions(screen.getByTestId('orders-status'), 'shipped');
    await user.type(screen.getByTestId('orders-from'), '2026-03-01');
    await user.type(screen.getByTestId('orders-to'), '2026-03-31');
    await vi.waitFor(() => expect(location()).toBe('/en-us/admin/orders?status=shipped&from=2026-03-01&to=2026-03-31'));
    await vi.waitFor(() => {
      const last = api.requestsTo('GET /api/admin/orders').at(-1);
      expect(Object.fromEntries(last?.query ?? [])).toMatchObject({
        status: 'shipped',
        from: '2026-03-01',
        to: '2026-03-31',
      });
    });
    // The CSV download carries the same filter and no paging.
    const csv = screen.getByTestId('orders-csv');
    expect(csv.textContent).toBe(t('adminOrders.orders.csv'));
    const href = new URL(csv.getAttribute('href') ?? '', 'http://shop.test');
    expect(href.pathname).toBe('/api/admin/orders.csv');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      status: 'shipped',
      from: '2026-03-01',
      to: '2026-03-31',
      mode: 'all',
      sort: 'createdAt',
      dir: 'desc',
    });
  });
});
