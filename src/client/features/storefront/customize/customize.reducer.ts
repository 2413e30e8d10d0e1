/**
 * The customer's choices on the customize page (SPEC §4): product type, size, colour, the
 * order-now discount and the terms checkbox. A pure reducer, so the rules (a product type change
 * resets the colour; a refused terms check shows until the box is ticked; a choice the live
 * catalogue no longer offers moves to one it does, issue 21 §1) are testable alone.
 */
import type { StorefrontProduct } from '#shared/api/catalog.schemas.ts';
import {
  type Color,
  defaultColorFor,
  defaultProductType,
  defaultSize,
  type ProductType,
  type Size,
} from '#shared/catalog.ts';

export interface CustomizeChoices {
  productType: ProductType;
  size: Size;
  color: Color;
  /** The customer chose 'Order now' (ADR 0009); it applies only while an image is chosen. */
  discountApplied: boolean;
  termsAccepted: boolean;
  /** Issue 11: checkout was refused for unticked terms, so the message shows under the checkbox. */
  termsRefused: boolean;
  /**
   * The customer picked a size / a colour themselves (issue 23 point 7): until both, the phone's
   * sticky bar leads to the pickers instead of buying the defaults unseen.
   */
  sizeChosen: boolean;
  colorChosen: boolean;
}

export type CustomizeAction =
  /** The customer picks a product (of the live catalogue): its default colour with it. */
  | { type: 'productType'; product: StorefrontProduct }
  /** The catalogue (re)loaded: keep the choice where it is offered, else the nearest offered one. */
  | { type: 'catalog'; products: readonly StorefrontProduct[] }
  | { type: 'size'; size: Size }
  | { type: 'color'; color: Color }
  | { type: 'orderNow' }
  | { type: 'terms'; accepted: boolean }
  | { type: 'termsRefused' };

/** The page's first state: the default product, its default colour, terms ticked (SPEC §4). */
export const initialCustomizeChoices: CustomizeChoices = {
  productType: defaultProductType,
  size: defaultSize,
  color: defaultColorFor(defaultProductType),
  discountApplied: false,
  termsAccepted: true,
  termsRefused: false,
  sizeChosen: false,
  colorChosen: false,
};

/** The offered size nearest to `size` (the same when offered; the default M, else the first). */
function offeredSize(product: StorefrontProduct, size: Size): Size {
  if (product.sizes.includes(size)) return size;
  return product.sizes.includes(defaultSize) ? defaultSize : (product.sizes[0] ?? size);
}

/** `state` moved onto what `products` offer; the same object when nothing had to move. */
function fitToCatalog(state: CustomizeChoices, products: readonly StorefrontProduct[]): CustomizeChoices {
  const product = products.find((p) => p.type === state.productType) ?? products[0];
  if (!product) return state;
  const size = offeredSize(product, state.size);
  const color = product.colors.some((c) => c.key === state.color)
    ? state.color
    : (product.colors[0]?.key ?? state.color);
  if (product.type === state.productType && size === state.size && color === state.color) return state;
  return { ...state, productType: product.type, size, color };
}

/** The next choices after `action`. */
export function customizeReducer(state: CustomizeChoices, action: CustomizeAction): CustomizeChoices {
  switch (action.type) {
    case 'productType':
      // SPEC §4: a product type change resets the colour (to the product's first one), so that colour
      // is not one the customer chose.
      return {
        ...state,
        colorChosen: false,
        productType: action.product.type,
        size: offeredSize(action.product, state.size),
        color: action.product.colors[0]?.key ?? defaultColorFor(action.product.type),
      };
    case 'catalog':
      return fitToCatalog(state, action.products);
    case 'size':
      return { ...state, size: action.size, sizeChosen: true };
    case 'color':
      return { ...state, color: action.color, colorChosen: true };
    case 'orderNow':
      return { ...state, discountApplied: true };
    case 'terms':
      return { ...state, termsAccepted: action.accepted, termsRefused: action.accepted ? false : state.termsRefused };
    case 'termsRefused':
      return { ...state, termsRefused: true };
  }
}
