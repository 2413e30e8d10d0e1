// @vitest-environment happy-dom
/** The list an order page moves through (issue 23 item 12): remembered per tab, checked before use. */
import { beforeEach, describe, expect, it } from 'vitest';
import { neighboursIn, rememberedOrderList, rememberOrderList } from './order-navigation.ts';

describe('order navigation', () => {
  beforeEach(() => sessionStorage.clear());

  it('finds the previous and next order of the remembered list', () => {
    rememberOrderList({ numbers: ['WT-AAAAAA', 'WT-BBBBBB', 'WT-CCCCCC'], listHref: '/admin/orders?q=ada' });
    const list = rememberedOrderList();
    expect(neighboursIn(list, 'wt-bbbbbb')).toEqual({
      previous: 'WT-AAAAAA',
      next: 'WT-CCCCCC',
      position: 2,
      total: 3,
      listHref: '/admin/orders?q=ada',
    });
    expect(neighboursIn(list, 'WT-AAAAAA')).toMatchObject({ previous: null, next: 'WT-BBBBBB', position: 1 });
    expect(neighboursIn(list, 'WT-CCCCCC')).toMatchObject({ previous: 'WT-BBBBBB', next: null, position: 3 });
  });

  it('has no neighbours for an order opened another way, or without a list', () => {
    rememberOrderList({ numbers: ['WT-AAAAAA'], listHref: '/admin/orders' });
    expect(neighboursIn(rememberedOrderList(), 'WT-ZZZZZZ')).toBeNull();
    sessionStorage.clear();
    expect(neighboursIn(rememberedOrderList(), 'WT-AAAAAA')).toBeNull();
  });

  it('ignores what is not a list it wrote (another origin’s link, an edited value)', () => {
    sessionStorage.setItem(
      'wowtees.admin.order-list',
      JSON.stringify({ numbers: ['WT-A'], listHref: 'https://evil.example/' }),
    );
    expect(rememberedOrderList()).toBeNull();
    sessionStorage.setItem('wowtees.admin.order-list', '{not json');
    expect(rememberedOrderList()).toBeNull();
  });
});
