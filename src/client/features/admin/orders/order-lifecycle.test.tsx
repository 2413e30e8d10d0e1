import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, type FakeAnswer, installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { orderDetail, orderNumber, signedIn } from '#client/test-support/admin-fixtures.ts';
import { renderAdminPage } from '#client/test-support/admin-render.tsx';
import type { AdminOrderDetail } from '#shared/api/admin-orders.schemas.ts';
import OrderPage from './order-page.tsx';

const route = { url: `/en-us/admin/orders/${orderNumber}`, path: ':lang/admin/orders/:orderNumber' };
const transitions = `POST /api/admin/orders/${orderNumber}/transitions`;

const inProduction: AdminOrderDetail = orderDetail({
  status: 'in_production',
  allowedTransitions: ['shipped', 'on_hold'],
  events: [
    {
      id: 'e1',
      at: '2026-03-15T08:00:00.000Z',
      actorKind: 'staff',
      staffEmail: 'owner@wowtees.test',
      from: 'paid',
      to: 'in_production',
      note: 'Printing today',
      kind: 'move',
    },
  ],
});

describe('staff order page: the order lifecycle (issue 19 §2)', () => {
  it('shows the status, the allowed next steps and an empty timeline for a paid order', async () => {
    installFakeApi({ ...signedIn(), 'GET /api/admin/orders/:ref': ok(orderDetail()) });
    const { t } = await renderAdminPage(OrderPage, route);
    const card = await screen.findByTestId('order-lifecycle');
    expect(within(card).getByTestId('order-status').textContent).toBe(t('adminOrders.status.paid'));
    const actions = within(card).getByTestId('transition-actions');
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      t('adminOrders.lifecycle.actions.in_production'),
      t('adminOrders.lifecycle.actions.on_hold'),
      t('adminOrders.lifecycle.actions.cancelled'),
    ]);
    expect(within(card).queryAllByTestId('order-event')).toHaveLength(0);
  });

  it('starts production, sends the move and shows the order as the server answers it', async () => {
    const api = installFakeApi({
      ...signedIn(),
      'GET /api/admin/orders/:ref': ok(orderDetail()),
      [transitions]: () => {
        api.route('GET /api/admin/orders/:ref', ok(inProduction));
        return ok(inProduction);
      },
    });
    const { t, user } = await renderAdminPage(OrderPage, route);
    const card = await screen.findByTestId('order-lifecycle');
    await user.click(within(card).getByRole('button', { name: t('adminOrders.lifecycle.actions.in_production') }));
    const form = within(card).getByTestId('transition-form');
    await user.type(within(form).getByLabelText(t('adminOrders.lifecycle.noteOptional')), 'Printing today');
    await user.click(within(form).getByRole('button', { name: t('adminOrders.lifecycle.confirm.in_production') }));

    const event = await within(card).findByTestId('order-event');
    expect(event.textContent).toContain(t('adminOrders.status.in_production'));
    expect(event.textContent).toContain('owner@wowtees.test');
    expect(event.textContent).toContain('Printing today');
    expect(api.requestsTo(transitions).map((r) => r.body)).toEqual([{ to: 'in_production', note: 'Printing today' }]);
    expect(within(card).getByTestId('order-status').textContent).toBe(t('adminOrders.status.in_production'));
    expect(within(card).queryByTestId('transition-form')).toBeNull();
  });

  it('asks for carrier and tracking to ship, and shows the parcel with its tracking link', async () => {
    const shipped = orderDetail({
      ...inProduction,
      status: 'shipped',
      allowedTransitions: ['delivered'],
      shipments: [
        {
          id: 's1',
          carrier: 'DHL',
          trackingNumber: '0034043416',
          trackingUrl: 'https://www.dhl.de/t?n=0034043416',
          createdAt: '2026-03-16T08:00:00.000Z',
        },
      ],
    });
    const api = installFakeApi({
      ...signedIn(),
      'GET /api/admin/orders/:ref': ok(inProduction),
      [transitions]: () => {
        api.route('GET /api/admin/orders/:ref', ok(shipped));
        return ok(shipped);
      },
    });
    const { t, user } = await renderAdminPage(OrderPage, route);
    const card = await screen.findByTestId('order-lifecycle');
    await user.click(within(card).getByRole('button', { name: t('adminOrders.lifecycle.actions.shipped') }));
    const form = within(card).getByTestId('transition-form');
    expect(within(form).getByLabelText(t('adminOrders.lifecycle.carrier')).hasAttribute('required')).toBe(true);
    await user.type(within(form).getByLabelText(t('adminOrders.lifecycle.carrier')), 'DHL');
    await user.type(within(form).getByLabelText(t('adminOrders.lifecycle.trackingNumber')), '0034043416');
    await user.type(
      within(form).getByLabelText(t('adminOrders.lifecycle.trackingUrl')),
      'https://www.dhl.de/t?n=0034043416',
    );
    await user.click(within(form).getByRole('button', { name: t('adminOrders.lifecycle.confirm.shipped') }));

    const link = await within(card).findByRole('link', { name: '0034043416' });
    expect(link.getAttribute('href')).toBe('https://www.dhl.de/t?n=0034043416');
    expect(api.requestsTo(transitions)[0].body).toEqual({
      to: 'shipped',
      carrier: 'DHL',
      trackingNumber: '0034043416',
      trackingUrl: 'https://www.dhl.de/t?n=0034043416',
    });
  });

  it('asks for a confirmation that cancelling refunds in full, and Back cancels nothing', async () => {
    const api = installFakeApi({ ...signedIn(), 'GET /api/admin/orders/:ref': ok(orderDetail()) });
    const { t, user } = await renderAdminPage(OrderPage, route);
    const card = await screen.findByTestId('order-lifecycle');
    await user.click(within(card).getByRole('button', { name: t('adminOrders.lifecycle.actions.cancelled') }));
    const form = within(card).getByTestId('transition-form');
    // The fixture's order: 29.99 EUR paid, nothing refunded yet.
    expect(form.textContent).toContain(t('adminOrders.lifecycle.cancelConfirm', { orderNumber, amount: '€29.99' }));
    await user.click(within(form).getByRole('button', { name: t('adminOrders.lifecycle.back') }));
    expect(within(card).queryByTestId('transition-form')).toBeNull();
    expect(api.requestsTo(transitions)).toHaveLength(0);
  });

  it('shows the SPEC §8-style reason of a refused move and the order as it is now', async () => {
    const held = orderDetail({
      status: 'on_hold',
      holdReason: 'Address incomplete',
      allowedTransitions: ['in_production', 'cancelled'],
    });
    const answer = deferred<FakeAnswer>();
    const api = installFakeApi({
      ...signedIn(),
      'GET /api/admin/orders/:ref': ok(orderDetail()),
      [transitions]: () => answer.promise,
    });
    const { t, user } = await renderAdminPage(OrderPage, route);
    const card = await screen.findByTestId('order-lifecycle');
    await user.click(within(card).getByRole('button', { name: t('adminOrders.lifecycle.actions.in_production') }));
    const confirm = within(card).getByRole('button', { name: t('adminOrders.lifecycle.confirm.in_production') });
    await user.click(confirm);
    // While the move is saved, no button can be pressed again.
    expect(confirm.hasAttribute('disabled')).toBe(true);

    // Someone else put the order on hold first.
    api.route('GET /api/admin/orders/:ref', ok(held));
    answer.resolve(apiError(409, 'INVALID_ORDER_TRANSITION'));
    expect((await within(card).findByRole('alert')).textContent).toBe(t('errors.INVALID_ORDER_TRANSITION'));
    expect((await within(card).findByTestId('hold-reason')).textContent).toContain('Address incomplete');
    expect(within(card).getByTestId('order-status').textContent).toBe(t('adminOrders.status.on_hold'));
  });

  it('says when no further step is possible', async () => {
    installFakeApi({
      ...signedIn(),
      'GET /api/admin/orders/:ref': ok(orderDetail({ status: 'delivered', allowedTransitions: [] })),
    });
    const { t } = await renderAdminPage(OrderPage, route);
    const card = await screen.findByTestId('order-lifecycle');
    expect(within(card).getByText(t('adminOrders.lifecycle.noMoves'))).toBeTruthy();
    expect(within(card).queryByTestId('transition-actions')).toBeNull();
  });
});
