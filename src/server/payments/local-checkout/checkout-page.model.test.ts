/** The hosted test checkout's tax line (issue 21 §2): the destination's VAT in euro, no sales tax in dollars. */
import { describe, expect, it } from 'vitest';
import { defaultVatRates, parseVatRates } from '#shared/tax.ts';
import { checkoutPageModel, taxNoteOf } from './checkout-page.model.ts';
import type { LocalCheckoutSession } from './local-checkout.types.ts';

const session = (locale: LocalCheckoutSession['locale'], currency: 'EUR' | 'USD'): LocalCheckoutSession =>
  ({
    id: 'cs_test_local_x',
    status: 'open',
    paymentStatus: 'unpaid',
    paymentIntentId: null,
    amountTotalMinor: 4499,
    currency,
    metadata: {},
    customerEmail: null,
    shippingAddress: null,
    lineItems: [{ name: 'Premium-Sweatshirt', unitAmountMinor: 3499, quantity: 1 }],
    locale,
    successUrl: 'http://localhost:3000/ok?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/de',
  }) as unknown as LocalCheckoutSession;

describe('the hosted checkout’s tax line', () => {
  it('says the VAT included at the destination’s rate, in the page’s language', () => {
    expect(taxNoteOf(session('de', 'EUR'), 'DE', defaultVatRates)).toBe('inkl. 19\u00a0% MwSt. · 7,18\u00a0€');
    expect(taxNoteOf(session('fr', 'EUR'), 'FR', defaultVatRates)).toMatch(/^TTC, dont TVA 20\s%/);
    expect(taxNoteOf(session('es', 'EUR'), 'ES', defaultVatRates)).toMatch(/^IVA incluido \(21\s%\) · 7,81\s€$/);
    // The configured table counts, and a destination outside it pays none.
    expect(taxNoteOf(session('de', 'EUR'), 'DE', parseVatRates('DE=7'))).toBe('inkl. 7\u00a0% MwSt. · 2,94\u00a0€');
    expect(taxNoteOf(session('de', 'EUR'), 'CH', defaultVatRates)).toBe(
      'Keine MwSt. berechnet (Lieferung außerhalb der EU)',
    );
    expect(taxNoteOf(session('en-us', 'USD'), 'US', defaultVatRates)).toBe('No sales tax charged');
  });

  it('shows the preselected country’s line and hands the script every country’s', () => {
    const model = checkoutPageModel(
      session('de', 'EUR'),
      { values: {}, errors: {} },
      { styleUrl: '/s.css', scriptUrl: null },
    );
    expect(model.summary.taxNote).toBe('inkl. 19\u00a0% MwSt. · 7,18\u00a0€');
    const data = JSON.parse(model.payment.data);
    expect(data.taxNotes.AT).toBe('inkl. 20\u00a0% MwSt. · 7,50\u00a0€');
  });
});
