import { constructTable } from '@tanstack/react-table';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import { describe, expect, it } from 'vitest';
import type { AdminOrderSummary } from '#shared/api/admin-orders.schemas.ts';
import { addressLines, addressSummary, formatMinorAmount } from './order-format.ts';
import { orderTableOptions, sortFromParams, sortingOf, sortOfSorting } from './orders-table.ts';

const order = (id: string, amountTotalMinor: number, createdAt: string): AdminOrderSummary => ({
  id,
  orderNumber: 'WT-7K3M9Q',
  status: 'paid',
  refundedMinor: 0,
  createdAt,
  photoUrl: null,
  artworkUrl: null,
  productType: 'hoodie',
  size: 'l',
  color: 'black',
  amountTotalMinor,
  currency: 'EUR',
  discountKind: 'none',
  needsReview: false,
  reviewReason: null,
  testMode: false,
  email: null,
  shippingAddress: null,
  locale: 'de',
  artwork: null,
  sourceDpi: null,
  lines: [],
  feeMinor: null,
});

describe('orders table sorting', () => {
  it('reads the sort from the URL, newest first by default and for anything unknown', () => {
    expect(sortFromParams(new URLSearchParams(''))).toEqual({ sort: 'createdAt', dir: 'desc' });
    expect(sortFromParams(new URLSearchParams('sort=amount&dir=asc'))).toEqual({ sort: 'amount', dir: 'asc' });
    expect(sortFromParams(new URLSearchParams('sort=email&dir=up'))).toEqual({ sort: 'createdAt', dir: 'desc' });
  });

  it('maps the table sorting state to the server sort and back', () => {
    expect(sortOfSorting(sortingOf('amount', 'asc'))).toEqual({ sort: 'amount', dir: 'asc' });
    expect(sortOfSorting([{ id: 'createdAt', desc: false }])).toEqual({ sort: 'createdAt', dir: 'asc' });
    expect(sortOfSorting([])).toEqual({ sort: 'createdAt', dir: 'desc' });
    expect(sortOfSorting([{ id: 'images', desc: false }])).toEqual({ sort: 'createdAt', dir: 'desc' });
  });

  it('keeps the server order (manual sorting) and toggles only Amount and Date, descending first', () => {
    const data = [order('a', 5000, '2030-01-01T00:00:00Z'), order('b', 9000, '2030-01-02T00:00:00Z')];
    let sorting = sortingOf('createdAt', 'desc');
    const table = constructTable({
      ...orderTableOptions,
      // useTable adds React's reactivity; outside React the store bindings take its place.
      features: {
        coreReactivityFeature: storeReactivityBindings(),
        ...orderTableOptions.features,
      } as typeof orderTableOptions.features,
      data,
      state: { sorting },
      onSortingChange: (updater) => {
        sorting = typeof updater === 'function' ? updater(sorting) : updater;
      },
    });
    // The rows stay as the server sent them, whatever the sorting state says.
    expect(table.getRowModel().rows.map((row) => row.id)).toEqual(['a', 'b']);
    expect(table.getColumn('images')?.getCanSort()).toBe(false);
    expect(table.getColumn('amount')?.getCanSort()).toBe(true);
    table.getColumn('amount')?.toggleSorting();
    expect(sortOfSorting(sorting)).toEqual({ sort: 'amount', dir: 'desc' });
  });
});

describe('order formatting', () => {
  it('formats minor units in the order currency for the page language', () => {
    expect(formatMinorAmount(4499, 'EUR', 'de')).toBe('44,99\u00a0€');
    expect(formatMinorAmount(5443, 'USD', 'en-us')).toBe('$54.43');
    expect(formatMinorAmount(5443, 'USD', 'fr')).toBe('54,43\u00a0$US');
    expect(formatMinorAmount(100, 'not a currency', 'de')).toBe('100 not a currency');
  });

  it('writes an address in lines with the country named in the page language', () => {
    const address = {
      name: 'Anna Schmidt',
      line1: 'Hauptstraße 5',
      line2: null,
      city: 'Berlin',
      state: null,
      postalCode: '10115',
      country: 'DE',
    };
    expect(addressLines(address, 'en-us')).toEqual(['Hauptstraße 5', '10115 Berlin', 'Germany']);
    expect(addressSummary(address, 'fr')).toBe('10115 Berlin, Allemagne');
  });
});
