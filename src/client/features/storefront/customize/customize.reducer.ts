/**
 * The customer's choices on the customize page (SPEC §4): product type, size, colour, the
 * order-now discount and the terms checkbox. A pure reducer, so the rules (a product type change
 * resets the colour; a refused terms check shows until the box is ticked) are testable alone.
 */
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
}

export type CustomizeAction =
  | { type: 'productType'; productType: ProductType }
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
};

/** The next choices after `action`. */
export function customizeReducer(state: CustomizeChoices, action: CustomizeAction): CustomizeChoices {
  switch (action.type) {
    case 'productType':
      // SPEC §4: a product type change resets the colour.
      return { ...state, productType: action.productType, color: defaultColorFor(action.productType) };
    case 'size':
      return { ...state, size: action.size };
    case 'color':
      return { ...state, color: action.color };
    case 'orderNow':
      return { ...state, discountApplied: true };
    case 'terms':
      return { ...state, termsAccepted: action.accepted, termsRefused: action.accepted ? false : state.termsRefused };
    case 'termsRefused':
      return { ...state, termsRefused: true };
  }
}
