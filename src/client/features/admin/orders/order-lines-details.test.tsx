import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderDetail } from '#client/test-support/admin-fixtures.ts';
import { renderInRouter, staffTranslator } from '#client/test-support/admin-render.tsx';
import { hasSeveralItems, OrderLinesDetails } from './order-lines-details.tsx';

const line = (position: number, quantity: number, lineTotalMinor: number) => ({
  position,
  productType: 'hoodie' as const,
  size: 'l' as const,
  color: 'gray' as const,
  quantity,
  unitPriceMinor: lineTotalMinor / quantity,
  lineTotalMinor,
  artworkId: null,
  designImageUrl: null,
});

describe('the items of a cart order on the staff order page (issue 21 §4)', () => {
  it('lists every line with its quantity and amount, then the transformation fees', async () => {
    const order = orderDetail({ lines: [line(0, 2, 9998), line(1, 1, 4999)], feeMinor: 2000, currency: 'USD' });
    expect(hasSeveralItems(order)).toBe(true);
    const t = await staffTranslator();
    await renderInRouter(<OrderLinesDetails t={t} locale="en-us" order={order} />);
    const rows = screen.getAllByTestId('order-line');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('2 × Premium Hoodie · L · Gray');
    expect(rows[0]?.textContent).toContain('99.98');
    expect(rows[1]?.textContent).toContain('49.99');
    expect(screen.getByTestId('order-fees').textContent).toContain('20.00');
  });

  it('keeps a single item of quantity 1 on the rows of before', () => {
    expect(hasSeveralItems(orderDetail())).toBe(false);
    expect(hasSeveralItems(orderDetail({ lines: [line(0, 3, 14997)] }))).toBe(true);
  });
});
