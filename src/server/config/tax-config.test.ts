import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

describe('tax settings (issue 21 §2)', () => {
  it('default to the EU standard rates, no US sales tax, and the operator of SHOP_*', () => {
    const config = loadConfig({ SHOP_LEGAL_NAME: 'Wow GmbH', SHOP_ADDRESS: 'Hauptstr. 1; 10115 Berlin' });
    expect(config.tax.vatRates.DE).toBe(1900);
    expect(config.tax.usSalesTax).toBe('none');
    expect(config.shopOperator).toEqual({
      legalName: 'Wow GmbH',
      addressLines: ['Hauptstr. 1', '10115 Berlin'],
      vatId: undefined,
    });
  });

  it('take VAT_RATES over the defaults', () => {
    expect(loadConfig({ VAT_RATES: 'DE=7,FI=25.5' }).tax.vatRates).toMatchObject({ DE: 700, FI: 2550, FR: 2000 });
  });

  it('stop the start naming the key of a bad value', () => {
    expect(() => loadConfig({ VAT_RATES: 'Germany=19' })).toThrow(/VAT_RATES: "Germany=19" is not COUNTRY=percent/);
    expect(() => loadConfig({ US_SALES_TAX: 'avalara' })).toThrow(/US_SALES_TAX/);
    expect(() => loadConfig({ US_SALES_TAX: 'stripe' })).toThrow(/US_SALES_TAX: `stripe` needs STRIPE_SECRET_KEY/);
    expect(loadConfig({ US_SALES_TAX: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' }).tax.usSalesTax).toBe('stripe');
  });
});
