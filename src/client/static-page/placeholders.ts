/**
 * The stand-ins the prerendered markup carries in its label and price templates
 * (`data-label-count`, `data-price-template`), which the static pages' script replaces (ADR 0027).
 * Their own module so the script does not import the React components that write them.
 */

/** Stands for the item count in the cart link's `data-label-count` (components/layout/cart-link.tsx). */
export const countPlaceholder = '{count}';

/** Stands for the price in the hero's `data-price-template` (landing/hero-section.tsx). */
export const pricePlaceholder = '{price}';
