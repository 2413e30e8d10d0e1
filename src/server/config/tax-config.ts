/**
 * The tax settings (issue 21 §2): `VAT_RATES` over the EU standard rates, and `US_SALES_TAX`. An
 * invalid value stops the start with a message naming the key.
 */
import { parseVatRates, type UsSalesTaxMode } from '#shared/tax.ts';
import type { TaxConfig } from './app-config.types.ts';

/**
 * @param e the parsed keys; `STRIPE_SECRET_KEY` because Stripe Tax needs Stripe.
 * @param problems collects one line per bad key (the caller throws them together).
 */
export function parseTaxConfig(
  e: { VAT_RATES?: string; US_SALES_TAX: UsSalesTaxMode; STRIPE_SECRET_KEY?: string },
  problems: string[],
): TaxConfig {
  let vatRates = parseVatRates(undefined);
  try {
    vatRates = parseVatRates(e.VAT_RATES);
  } catch (error) {
    problems.push(`VAT_RATES: ${(error as Error).message}`);
  }
  if (e.US_SALES_TAX === 'stripe' && !e.STRIPE_SECRET_KEY) {
    problems.push('US_SALES_TAX: `stripe` needs STRIPE_SECRET_KEY (Stripe Tax runs in Stripe Checkout)');
  }
  return { vatRates, usSalesTax: e.US_SALES_TAX };
}
