import { act, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { orderSummary } from '#client/test-support/admin-fixtures.ts';
import { renderRoutedHook } from '#client/test-support/admin-render.tsx';
import { useOrdersList } from './use-orders-list.hook.ts';

function routes() {
  return installFakeApi({
    'GET /api/admin/orders': ok({ orders: [orderSummary()], total: 1, page: 0, pageSize: 25 }),
    'GET /api/admin/orders/totals': ok({
      orders: 1,
      amounts: [{ currency: 'EUR', amountMinor: 2999, refundedMinor: 0, netMinor: 2999 }],
      testOrders: 2,
    }),
  });
}

const useListAndLocation = () => ({ list: useOrdersList(), location: useLocation() });

describe('useOrdersList', () => {
  it('reads the first page newest first, and the takings', async () => {
    const api = routes();
    const { result } = await renderRoutedHook(useListAndLocation, '/en-us/admin/orders');
    expect(result.current.list.state.kind).toBe('loading');
    await waitFor(() => expect(result.current.list.state.kind).toBe('loaded'));
    await waitFor(() => expect(result.current.list.totals.data?.testOrders).toBe(2));
    const query = api.requestsTo('GET /api/admin/orders')[0].query;
    expect(Object.fromEntries(query)).toEqual({
      mode: 'all',
      sort: 'createdAt',
      dir: 'desc',
      page: '0',
      pageSize: '25',
    });
    expect(result.current.list.table.getRowModel().rows).toHaveLength(1);
  });

  it('writes a column sort into the URL and asks the server for that order, from the first page', async () => {
    const api = routes();
    const { result } = await renderRoutedHook(useListAndLocation, '/en-us/admin/orders?page=3');
    await waitFor(() => expect(result.current.list.state.kind).toBe('loaded'));
    act(() => result.current.list.table.getColumn('amount')?.toggleSorting(false));
    await waitFor(() => expect(result.current.location.search).toBe('?sort=amount&dir=asc'));
    await waitFor(() => expect(api.requestsTo('GET /api/admin/orders').at(-1)?.query.get('sort')).toBe('amount'));
    expect(api.requestsTo('GET /api/admin/orders').at(-1)?.query.get('page')).toBe('0');
    expect(result.current.list.sort).toBe('amount');
    expect(result.current.list.dir).toBe('asc');
  });

  it('keeps the default sort and "all" out of the URL', async () => {
    routes();
    const { result } = await renderRoutedHook(useListAndLocation, '/en-us/admin/orders?sort=amount&mode=test');
    await waitFor(() => expect(result.current.list.mode).toBe('test'));
    act(() => result.current.list.setSortChoice('createdAt|desc'));
    await waitFor(() => expect(result.current.location.search).toBe('?mode=test'));
    act(() => result.current.list.setMode('all'));
    await waitFor(() => expect(result.current.location.search).toBe(''));
    expect(result.current.list.mode).toBe('all');
  });

  it('reads an unknown mode as all orders', async () => {
    const api = routes();
    const { result } = await renderRoutedHook(useListAndLocation, '/en-us/admin/orders?mode=everything');
    await waitFor(() => expect(result.current.list.state.kind).toBe('loaded'));
    expect(result.current.list.mode).toBe('all');
    expect(api.requestsTo('GET /api/admin/orders')[0].query.get('mode')).toBe('all');
  });
});
