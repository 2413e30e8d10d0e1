/**
 * Staff order page: erasing the customer on request (issue 19 §9) and the note on an order whose
 * files the retention purge removed. Against a fake of the HTTP API; asserts on what staff see.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { orderDetail, orderNumber, signedIn } from '#client/test-support/admin-fixtures.ts';
import { renderAdminPage } from '#client/test-support/admin-render.tsx';
import type { AdminOrderDetail } from '#shared/api/admin-orders.schemas.ts';
import { formatDateTime } from './order-format.ts';
import OrderPage from './order-page.tsx';

const route = { url: `/en-us/admin/orders/${orderNumber}`, path: ':lang/admin/orders/:orderNumber' };
const customerId = orderDetail().customerId ?? '';
const erasure = `POST /api/admin/customers/${customerId}/erasure`;

const erased: AdminOrderDetail = orderDetail({
  status: 'delivered',
  email: null,
  shippingAddress: null,
  photoUrl: null,
  artworkUrl: null,
  printFileAvailable: false,
  printFile: null,
  filesRemoved: { at: '2026-06-01T09:00:00.000Z', reason: 'erasure' },
  personalDataErasedAt: '2026-06-01T09:00:00.000Z',
});

describe('staff order page: customer erasure and retention (issue 19 §9)', () => {
  it('asks for confirmation, can be cancelled, and sends nothing until confirmed', async () => {
    const api = installFakeApi({ ...signedIn(), 'GET /api/admin/orders/:ref': ok(orderDetail()), [erasure]: ok({}) });
    const { t, user } = await renderAdminPage(OrderPage, route);
    await user.click(await screen.findByRole('button', { name: t('adminOrders.erasure.button') }));
    const dialog = screen.getByRole('alertdialog', { name: t('adminOrders.erasure.title') });
    expect(dialog.textContent).toContain(t('adminOrders.erasure.text'));
    await user.click(within(dialog).getByRole('button', { name: t('adminOrders.erasure.cancel') }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.requestsTo(erasure)).toHaveLength(0);
    expect(screen.getByTestId('order-address')).toBeTruthy();
  });

  it('erases on confirm and shows the order as the server answers it: no email, no address, a note', async () => {
    const api = installFakeApi({
      ...signedIn(),
      'GET /api/admin/orders/:ref': ok(orderDetail()),
      [erasure]: () => {
        api.route('GET /api/admin/orders/:ref', ok(erased));
        return ok({ orderNumbers: [orderNumber], filesDeleted: 3 });
      },
    });
    const { t, user } = await renderAdminPage(OrderPage, route);
    await user.click(await screen.findByRole('button', { name: t('adminOrders.erasure.button') }));
    await user.click(screen.getByRole('button', { name: t('adminOrders.erasure.confirm') }));

    expect(await screen.findByTestId('customer-erased-note')).toBeTruthy();
    expect(api.requestsTo(erasure)).toHaveLength(1);
    expect(screen.queryByTestId('order-address')).toBeNull();
    expect(screen.getByText(t('adminOrders.orders.noEmail'))).toBeTruthy();
    expect(screen.getByTestId('order-files-removed').textContent).toBe(
      t('adminOrders.erasure.filesErasure', { date: formatDateTime('2026-06-01T09:00:00.000Z', 'en-us') }),
    );
    expect(screen.queryByRole('button', { name: t('adminOrders.erasure.button') })).toBeNull();
    // No broken image: the placeholders show instead.
    const images = screen.getByRole('region', { name: t('adminOrders.order.sections.images') });
    expect(within(images).queryAllByRole('img')).toHaveLength(0);
  });

  it('shows the SPEC §8 message when the erasure fails, and erases on a retry', async () => {
    const api = installFakeApi({
      ...signedIn(),
      'GET /api/admin/orders/:ref': ok(orderDetail()),
      [erasure]: apiError(500, 'INTERNAL'),
    });
    const { t, user } = await renderAdminPage(OrderPage, route);
    await user.click(await screen.findByRole('button', { name: t('adminOrders.erasure.button') }));
    await user.click(screen.getByRole('button', { name: t('adminOrders.erasure.confirm') }));
    expect((await screen.findByRole('alert')).textContent).toBe(t('errors.INTERNAL'));

    api.route(erasure, () => {
      api.route('GET /api/admin/orders/:ref', ok(erased));
      return ok({ orderNumbers: [orderNumber], filesDeleted: 0 });
    });
    await user.click(screen.getByRole('button', { name: t('adminOrders.erasure.confirm') }));
    expect(await screen.findByTestId('customer-erased-note')).toBeTruthy();
  });

  it('says the files were removed by retention, without a broken image or an upload offer', async () => {
    installFakeApi({
      ...signedIn(),
      'GET /api/admin/orders/:ref': ok(
        orderDetail({
          status: 'delivered',
          photoUrl: null,
          artworkUrl: null,
          printFileAvailable: false,
          printFile: null,
          filesRemoved: { at: '2026-09-01T09:00:00.000Z', reason: 'retention' },
        }),
      ),
    });
    const { t } = await renderAdminPage(OrderPage, route);
    const note = await screen.findByTestId('order-files-removed');
    expect(note.textContent).toBe(
      t('adminOrders.erasure.filesRetention', { date: formatDateTime('2026-09-01T09:00:00.000Z', 'en-us') }),
    );
    const images = screen.getByRole('region', { name: t('adminOrders.order.sections.images') });
    expect(within(images).queryAllByRole('img')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: t('adminOrders.order.uploadArtwork') })).toBeNull();
    // The customer can still be erased on request.
    expect(screen.getByRole('button', { name: t('adminOrders.erasure.button') })).toBeTruthy();
  });
});
