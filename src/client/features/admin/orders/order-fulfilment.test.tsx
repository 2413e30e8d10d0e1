import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { orderDetail, orderNumber, signedIn } from '#client/test-support/admin-fixtures.ts';
import { renderAdminPage } from '#client/test-support/admin-render.tsx';
import type { AdminOrderDetail } from '#shared/api/admin-orders.schemas.ts';
import OrderPage from './order-page.tsx';

const route = { url: `/en-us/admin/orders/${orderNumber}`, path: ':lang/admin/orders/:orderNumber' };
const send = `POST /api/admin/orders/${orderNumber}/fulfilment`;

const printful = (overrides: Partial<AdminOrderDetail['fulfilment']> = {}): AdminOrderDetail['fulfilment'] => ({
  provider: 'printful',
  providerLabel: 'Printful',
  autoSubmit: true,
  providerOrderId: null,
  status: null,
  providerStatus: null,
  lastError: null,
  attempts: 0,
  submittedAt: null,
  updatedAt: null,
  canSubmit: true,
  packingSlip: false,
  ...overrides,
});

describe('staff order page: fulfilment (issue 19 §3)', () => {
  it('offers the packing slip and no send button when staff fulfil by hand', async () => {
    installFakeApi({ ...signedIn(), 'GET /api/admin/orders/:ref': ok(orderDetail()) });
    const { t } = await renderAdminPage(OrderPage, route);
    const card = await screen.findByRole('region', { name: t('adminOrders.fulfilment.title') });
    expect(within(card).getByTestId('fulfilment-provider').textContent).toBe(t('adminOrders.fulfilment.manual'));
    expect(within(card).getByTestId('packing-slip').getAttribute('href')).toBe(
      `/api/admin/orders/${orderNumber}/packing-slip`,
    );
    expect(within(card).queryByTestId('send-to-provider')).toBeNull();
  });

  it('sends the order to the provider and shows the failure, attempts and parcels the server reports', async () => {
    const failed = orderDetail({
      status: 'on_hold',
      fulfilment: printful({ status: 'failed', lastError: 'Recipient: address could not be verified', attempts: 4 }),
      shipments: [
        {
          id: 's1',
          carrier: 'DHL',
          trackingNumber: '00340434500',
          trackingUrl: 'https://www.dhl.de/track?n=00340434500',
          createdAt: '2026-03-16T08:00:00.000Z',
        },
      ],
    });
    const api = installFakeApi({
      ...signedIn(),
      'GET /api/admin/orders/:ref': ok(failed),
      [send]: ok({ queued: true }),
    });
    const { t, user } = await renderAdminPage(OrderPage, route);
    const card = await screen.findByRole('region', { name: t('adminOrders.fulfilment.title') });
    expect(within(card).getByTestId('fulfilment-error').textContent).toBe('Recipient: address could not be verified');
    expect(within(card).getByTestId('fulfilment-status').textContent).toBe(t('adminOrders.fulfilment.statuses.failed'));
    const link = within(within(card).getByTestId('fulfilment-parcels')).getByRole('link');
    expect(link.getAttribute('href')).toBe('https://www.dhl.de/track?n=00340434500');
    expect(within(card).queryByTestId('packing-slip')).toBeNull();

    await user.click(
      within(card).getByRole('button', { name: t('adminOrders.fulfilment.send', { provider: 'Printful' }) }),
    );
    expect(await within(card).findByRole('status')).toBeTruthy();
    expect(api.requestsTo(send)).toHaveLength(1);
  });

  it('says why the provider refused a send', async () => {
    installFakeApi({
      ...signedIn(),
      'GET /api/admin/orders/:ref': ok(orderDetail({ fulfilment: printful() })),
      [send]: apiError(409, 'FULFILMENT_NOT_SUBMITTABLE'),
    });
    const { t, user } = await renderAdminPage(OrderPage, route);
    const card = await screen.findByRole('region', { name: t('adminOrders.fulfilment.title') });
    await user.click(within(card).getByTestId('send-to-provider'));
    expect((await within(card).findByRole('alert')).textContent).toBe(t('errors.FULFILMENT_NOT_SUBMITTABLE'));
  });
});
