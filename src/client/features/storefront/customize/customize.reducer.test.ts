/** The customer's choices on the customize page (SPEC §4) as a pure reducer. */
import { describe, expect, it } from 'vitest';
import { defaultColorFor } from '#shared/catalog.ts';
import { customizeReducer, initialCustomizeChoices } from './customize.reducer.ts';

describe('customizeReducer', () => {
  it('starts with the default product in its default colour, terms ticked, no discount', () => {
    expect(initialCustomizeChoices).toMatchObject({
      color: defaultColorFor(initialCustomizeChoices.productType),
      discountApplied: false,
      termsAccepted: true,
      termsRefused: false,
    });
  });

  it('resets the colour when the product type changes (SPEC §4), keeping the size', () => {
    const chosen = customizeReducer(customizeReducer(initialCustomizeChoices, { type: 'size', size: 'xl' }), {
      type: 'color',
      color: 'gray',
    });
    expect(chosen).toMatchObject({ size: 'xl', color: 'gray' });
    const hoodie = customizeReducer(chosen, { type: 'productType', productType: 'hoodie' });
    expect(hoodie).toMatchObject({ productType: 'hoodie', size: 'xl', color: defaultColorFor('hoodie') });
  });

  it("keeps 'Order now' once chosen", () => {
    const once = customizeReducer(initialCustomizeChoices, { type: 'orderNow' });
    expect(customizeReducer(once, { type: 'orderNow' }).discountApplied).toBe(true);
  });

  it('shows a refused terms check until the box is ticked again (issue 11)', () => {
    const unticked = customizeReducer(initialCustomizeChoices, { type: 'terms', accepted: false });
    const refused = customizeReducer(unticked, { type: 'termsRefused' });
    expect(refused).toMatchObject({ termsAccepted: false, termsRefused: true });
    expect(customizeReducer(refused, { type: 'terms', accepted: false }).termsRefused).toBe(true);
    expect(customizeReducer(refused, { type: 'terms', accepted: true })).toMatchObject({
      termsAccepted: true,
      termsRefused: false,
    });
  });
});
