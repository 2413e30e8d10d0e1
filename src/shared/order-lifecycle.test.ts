import { describe, expect, it } from 'vitest';
import { allowedTransitions, orderStatuses } from './order-lifecycle.ts';

describe('order lifecycle table (issue 19 §2)', () => {
  it('has exactly the statuses of DESIGN.md', () => {
    expect(orderStatuses).toEqual([
      'paid',
      'in_production',
      'shipped',
      'delivered',
      'on_hold',
      'cancelled',
      'refunded',
    ]);
  });

  it('moves forward paid -> in production -> shipped -> delivered, and nothing leaves an end state', () => {
    expect(allowedTransitions('paid')).toEqual(['in_production', 'on_hold', 'cancelled']);
    expect(allowedTransitions('in_production')).toEqual(['shipped', 'on_hold']);
    expect(allowedTransitions('shipped')).toEqual(['delivered']);
    for (const end of ['delivered', 'cancelled', 'refunded'] as const) expect(allowedTransitions(end)).toEqual([]);
  });

  it('cancels a held order only when it was held before production', () => {
    expect(allowedTransitions('on_hold', 'paid')).toEqual(['in_production', 'cancelled']);
    expect(allowedTransitions('on_hold', 'in_production')).toEqual(['in_production']);
    expect(allowedTransitions('on_hold', null)).toEqual(['in_production']);
  });
});
