import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { orderDetail, orderNumber, signedIn } from '#client/test-support/admin-fixtures.ts';
import { renderAdminPage } from '#client/test-support/admin-render.tsx';
import type { AdminOrderDetail, OrderRefund } from '#shared/api/admin-orders.schemas.ts';
import OrderPage from './order-page.tsx';

const route = { url: `/en-us/admin/orders/${orderNumber}`, path: ':lang/admin/orders/:orderNumber' };
const refunds = `POST /api/admin/orders/${orderNumber}/refunds`;

const delivered: AdminOrderDetail = orderDetail({
  status: 'delivered',
  allowedTransitions: [],
  deliveredAt: '2026-03-20T10:00:00.000Z',
  daysSinceDelivery: 3,
});

const madeRefund: OrderRefund = {
  id: 'r1',
  amountMinor: 1250,
  currency: 'EUR',
  reason: 'Print faded',
  status: 'succeeded',
  failureReason: null,
  createdAt: '2026-03-23T10:00:00.000Z',
  staffEmail: 'owner@wowtees.test',
};

describe('staff order page: refunds (issue 19 §5)', () => {
  it('sends the amount typed in euros as integer cents with the reason, and shows the refund', async () => {
    const after = orderDetail({ ...delivered, refunds: [madeRefund], refundedMinor: 1250, refundableMinor: 1749 });
    const api = installFakeApi({
      ...signedIn(),
      'GET /api/admin/orders/:ref': ok(delivered),
      [refunds]: () => {
        api.route('GET /api/admin/orders/:ref', ok(after));
        return { status: 201, body: madeRefund };
      },
    });
    const { t, user } = await renderAdminPage(OrderPage, route);
    const card = await screen.findByTestId('order-refunds');
    expect(within(card).getByTestId('refunds-left').textContent).toBe('€29.99');
    expect(within(card).getByTestId('delivery-window').textContent).toContain(
      t('adminOrders.refunds.deliveredDays', { count: 3 }),
    );
    const form = within(card).getByTestId('refund-form');
    await user.type(within(form).getByLabelText(t('adminOrders.refunds.amount', { currency: 'EUR' })), '12,50');
    await user.type(within(form).getByLabelText(t('adminOrders.refunds.reason')), 'Print faded');
    await user.click(within(form).getByRole('button', { name: t('adminOrders.refunds.submit') }));

    const row = await within(card).findByTestId('refund');
    expect(row.textContent).toContain('€12.50');
    expect(row.textContent).toContain(t('adminOrders.refunds.status.succeeded'));
    expect(api.requestsTo(refunds).map((r) => r.body)).toEqual([{ amountMinor: 1250, reason: 'Print faded' }]);
    expect(within(card).getByTestId('refunds-refunded').textContent).toBe('€12.50');
  });

  it('refuses an amount it cannot read without asking the server', async () => {
    const api = installFakeApi({ ...signedIn(), 'GET /api/admin/orders/:ref': ok(delivered) });
    const { t, user } = await renderAdminPage(OrderPage, route);
    const form = await screen.findByTestId('refund-form');
    await user.type(within(form).getByLabelText(t('adminOrders.refunds.amount', { currency: 'EUR' })), '12.345');
    await user.type(within(form).getByLabelText(t('adminOrders.refunds.reason')), 'Late');
    await user.click(within(form).getByRole('button', { name: t('adminOrders.refunds.submit') }));
    expect(within(form).getByRole('alert').textContent).toBe(
      t('adminOrders.refunds.amountInvalid', { currency: 'EUR', digits: 2 }),
    );
    expect(api.requestsTo(refunds)).toHaveLength(0);
  });

  it('shows the SPEC §8-style message of REFUND_EXCEEDS_PAID', async () => {
    installFakeApi({
      ...signedIn(),
      'GET /api/admin/orders/:ref': ok(delivered),
      [refunds]: apiError(422, 'REFUND_EXCEEDS_PAID'),
    });
    const { t, user } = await renderAdminPage(OrderPage, route);
    const form = await screen.findByTestId('refund-form');
    await user.type(within(form).getByLabelText(t('adminOrders.refunds.amount', { currency: 'EUR' })), '30');
    await user.type(within(form).getByLabelText(t('adminOrders.refunds.reason')), 'Wrong item');
    await user.click(within(form).getByRole('button', { name: t('adminOrders.refunds.submit') }));
    expect((await within(form).findByRole('alert')).textContent).toBe(t('errors.REFUND_EXCEEDS_PAID'));
  });

  it('notes a delivery past the 30-day return window, a failed refund with its reason, and the refund in the timeline', async () => {
    installFakeApi({
      ...signedIn(),
      'GET /api/admin/orders/:ref': ok(
        orderDetail({
          ...delivered,
          daysSinceDelivery: 41,
          refunds: [{ ...madeRefund, status: 'failed', failureReason: 'expired_or_canceled_card', staffEmail: null }],
          events: [
            {
              id: 'e9',
              at: '2026-03-23T10:00:00.000Z',
              actorKind: 'staff',
              staffEmail: 'owner@wowtees.test',
              from: 'delivered',
              to: 'delivered',
              note: 'Refunded €12.50: Print faded',
              kind: 'refund',
            },
          ],
        }),
      ),
    });
    const { t } = await renderAdminPage(OrderPage, route);
    const card = await screen.findByTestId('order-refunds');
    expect(within(card).getByTestId('delivery-window').textContent).toContain(
      t('adminOrders.refunds.pastWindow', { days: 30 }),
    );
    const row = within(card).getByTestId('refund');
    expect(row.textContent).toContain(t('adminOrders.refunds.failedBecause', { reason: 'expired_or_canceled_card' }));
    expect(row.textContent).toContain(t('adminOrders.refunds.byDashboard'));
    // A refund keeps the status: the timeline names it a refund, with its note, not "Delivered -> Delivered".
    const event = screen.getByTestId('order-event');
    expect(event.textContent).toContain(t('adminOrders.lifecycle.refundEvent'));
    expect(event.textContent).toContain('Refunded €12.50: Print faded');
    expect(event.textContent).not.toContain(t('adminOrders.status.delivered'));
  });
});
