import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, deferred, type FakeAnswer, installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { orderDetail, orderId, orderNumber, signedIn } from '#client/test-support/admin-fixtures.ts';
import { renderAdminPage } from '#client/test-support/admin-render.tsx';
import OrderPage from './order-page.tsx';

const route = { url: `/en-us/admin/orders/${orderNumber}`, path: ':lang/admin/orders/:orderNumber' };

describe('staff order page', () => {
  it('shows the skeleton while loading, then every detail of the order', async () => {
    const answer = deferred<FakeAnswer>();
    installFakeApi({ ...signedIn(), 'GET /api/admin/orders/:id': () => answer.promise });
    const { t } = await renderAdminPage(OrderPage, route);
    expect(await screen.findByTestId('order-skeleton')).toBeTruthy();
    expect(screen.getByText(t('adminOrders.order.loading'))).toBeTruthy();

    answer.resolve(ok(orderDetail()));
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeTruthy();
    expect(screen.getByTestId('order-amount').textContent).toBe('€29.99');
    // Issue 21 §2: the VAT in it and the invoice's download.
    expect(screen.getByTestId('order-tax').textContent).toBe('€4.79 EUR VAT (19%, DE) included');
    expect(screen.getByTestId('order-invoice-download').getAttribute('href')).toBe(
      `/api/admin/orders/${orderNumber}/invoice.pdf`,
    );
    expect(screen.getByTestId('order-address').textContent).toContain('Ada Lovelace');
    expect(screen.getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe('mailto:ada@example.com');
    expect(screen.getByTestId('download-print-file').hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('order-test-note')).toBeNull();
  });

  it('says when the order does not exist, with a way back to the list', async () => {
    installFakeApi({ ...signedIn(), 'GET /api/admin/orders/:id': apiError(404, 'ORDER_NOT_FOUND') });
    const { t } = await renderAdminPage(OrderPage, route);
    const card = await screen.findByTestId('order-not-found');
    expect(within(card).getByRole('heading').textContent).toBe(t('adminOrders.order.notFound'));
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/en-us/admin/orders');
  });

  it('shows the SPEC §8 reason of another failure and loads again on Try again', async () => {
    const api = installFakeApi({ ...signedIn(), 'GET /api/admin/orders/:id': apiError(429, 'RATE_LIMITED') });
    const { t, user } = await renderAdminPage(OrderPage, route);
    const error = await screen.findByTestId('admin-list-error');
    expect(error.textContent).toContain(t('adminOrders.order.loadFailed'));
    expect(error.textContent).toContain(t('errors.RATE_LIMITED'));
    api.route('GET /api/admin/orders/:id', ok(orderDetail()));
    await user.click(within(error).getByRole('button', { name: t('adminOrders.common.retry') }));
    expect(await screen.findByTestId('order-amount')).toBeTruthy();
  });

  it('marks a test order and a gone print file', async () => {
    installFakeApi({
      ...signedIn(),
      'GET /api/admin/orders/:id': ok(orderDetail({ testMode: true, printFileAvailable: false, needsReview: true })),
    });
    const { t } = await renderAdminPage(OrderPage, route);
    expect((await screen.findByTestId('order-test-note')).textContent).toContain(t('adminOrders.order.testTitle'));
    expect(screen.getByTestId('order-review-note').textContent).toContain(t('adminOrders.order.reviewNoReason'));
    expect(screen.getByTestId('download-print-file').hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(t('adminOrders.order.printFileMissing'))).toBeTruthy();
  });

  it('shows the order mockup once it is made, named by its product (issue 20 §6)', async () => {
    const mockupUrl = '/files/mockups/abc.png';
    installFakeApi({ ...signedIn(), 'GET /api/admin/orders/:id': ok(orderDetail({ mockupUrl })) });
    const { t } = await renderAdminPage(OrderPage, route);
    const image = await screen.findByTestId('order-mockup');
    expect(image.getAttribute('src')).toBe(mockupUrl);
    expect(image.getAttribute('alt')).toBe(
      t('adminOrders.order.mockupAlt', { product: t('customize.productNames.tshirt') }),
    );
    // Its size is fixed before it loads: no layout shift.
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['160', '160']);
  });

  it('shows no mockup before the print-file job made it', async () => {
    installFakeApi({ ...signedIn(), 'GET /api/admin/orders/:id': ok(orderDetail({ mockupUrl: null })) });
    await renderAdminPage(OrderPage, route);
    expect(await screen.findByTestId('order-amount')).toBeTruthy();
    expect(screen.queryByTestId('order-mockup')).toBeNull();
  });

  it('reports a network failure as such', async () => {
    installFakeApi({
      ...signedIn(),
      'GET /api/admin/orders/:id': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { t } = await renderAdminPage(OrderPage, route);
    expect((await screen.findByTestId('admin-list-error')).textContent).toContain(t('errors.NETWORK_ERROR'));
  });

  it('moves an old link by UUID to the order number', async () => {
    const api = installFakeApi({ ...signedIn(), 'GET /api/admin/orders/:id': ok(orderDetail()) });
    const page = await renderAdminPage(OrderPage, { ...route, url: `/en-us/admin/orders/${orderId}` });
    expect(await screen.findByTestId('order-amount')).toBeTruthy();
    await vi.waitFor(() => expect(page.location()).toBe(`/en-us/admin/orders/${orderNumber}`));
    expect(api.requestsTo(`GET /api/admin/orders/${orderId}`)).toHaveLength(1);
  });
});
