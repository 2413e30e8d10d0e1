/**
 * Fixed figures of the mock checkout (SPEC §2.8, §9). The page is static: it always shows the same
 * one-item order, whatever was configured.
 */
import type { Currency, Locale } from '../../../../shared/locales.ts';
import { currencyByLocale } from '../../../../shared/locales.ts';
import type { Money } from '../../../../shared/money.ts';

/** SPEC §2.8: "an item at $39.99" (the same figure in EUR in the euro storefronts), minor units. */
export const MOCK_ITEM_MINOR = 3999;

/** SPEC §2.8: "shipping $4.99", minor units. */
export const MOCK_SHIPPING_MINOR = 499;

/** SPEC §9 "Mock checkout delay 1.5 s": how long 'Processing...' shows before the order is placed. */
export const MOCK_PROCESSING_MS = 1500;

export interface MockOrder {
  item: Money;
  shipping: Money;
  /** Item plus shipping: $44.98 (SPEC §2.8). */
  total: Money;
}

/** The mock order in the storefront's currency (SPEC §9: EUR for de, fr, es; USD otherwise). */
export function mockOrderFor(locale: Locale): MockOrder {
  const currency: Currency = currencyByLocale[locale];
  return {
    item: { amountMinor: MOCK_ITEM_MINOR, currency },
    shipping: { amountMinor: MOCK_SHIPPING_MINOR, currency },
    total: { amountMinor: MOCK_ITEM_MINOR + MOCK_SHIPPING_MINOR, currency },
  };
}
