/** The customer's choices on the customize page (SPEC §4) as a pure reducer. */
import { describe, expect, it } from 'vitest';
import { defaultColorFor } from '#shared/catalog.ts';
import { seedStorefrontCatalog } from '#shared/storefront-catalog.ts';
import { customizeReducer, initialCustomizeChoices } from './customize.reducer.ts';

const seed = seedStorefrontCatalog({ locale: 'en-us', variant: 'wowanimatedtees' }).products;
const product = (type: string) => {
  const found = seed.find((p) => p.type === type);
  if (!found) throw new Error(type);
  return found;
};

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
    const hoodie = customizeReducer(chosen, { type: 'productType', product: product('hoodie') });
    expect(hoodie).toMatchObject({ productType: 'hoodie', size: 'xl', color: defaultColorFor('hoodie') });
  });

  it('moves a choice the live catalogue no longer offers onto one it does (issue 21 §1)', () => {
    const hoodie = customizeReducer(initialCustomizeChoices, { type: 'productType', product: product('hoodie') });
    const chosen = customizeReducer(customizeReducer(hoodie, { type: 'size', size: 'xl' }), {
      type: 'color',
      color: 'gray',
    });
    // Staff took hoodies off sale and sell sweatshirts in black only, XS to M.
    const live = [
      { ...product('sweatshirt'), sizes: ['xs', 's', 'm'] as const, colors: [product('sweatshirt').colors[0]] },
    ];
    const fitted = customizeReducer(chosen, {
      type: 'catalog',
      products: live.map((p) => ({ ...p, sizes: [...p.sizes] })),
    });
    expect(fitted).toMatchObject({ productType: 'sweatshirt', size: 'm', color: 'black' });
    expect(customizeReducer(fitted, { type: 'catalog', products: seed })).toBe(fitted);
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

  it('counts size and colour as chosen only once the customer picks them; a new product resets the colour (issue 23 point 7)', () => {
    expect(initialCustomizeChoices).toMatchObject({ sizeChosen: false, colorChosen: false });
    const sized = customizeReducer(initialCustomizeChoices, { type: 'size', size: 'm' });
    expect(sized).toMatchObject({ size: 'm', sizeChosen: true, colorChosen: false });
    const both = customizeReducer(sized, { type: 'color', color: 'black' });
    expect(both).toMatchObject({ sizeChosen: true, colorChosen: true });
    const hoodie = customizeReducer(both, { type: 'productType', product: product('hoodie') });
    expect(hoodie).toMatchObject({ sizeChosen: true, colorChosen: false, color: 'black' });
  });
});
