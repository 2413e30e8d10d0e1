/** The price breakdown (SPEC §9, ADR 0009): item, fee and total in the page's currency, and the order-now saving. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadCatalogues } from '#client/i18n/i18n.ts';
import { messagesOf } from '#client/test-support/storefront.tsx';
import { formatMoney } from '#shared/money.ts';
import { discountSavingMinor, priceBookFor, quote, seedPriceBooks } from '#shared/pricing.ts';
import { PriceBreakdown } from './price-breakdown.tsx';

await loadCatalogues('fr', []);
const t = messagesOf('fr');
const book = priceBookFor({ locale: 'fr', variant: 'wowanimatedtees' }, seedPriceBooks);
const money = (amountMinor: number) => formatMoney({ amountMinor, currency: book.currency }, 'fr');

describe('PriceBreakdown', () => {
  it('lists item, fee and total without a discount', () => {
    const q = quote(book, 'tshirt', false);
    render(<PriceBreakdown t={t} locale="fr" book={book} quote={q} />);
    expect(screen.getByTestId('price-item').textContent).toBe(money(q.itemMinor));
    expect(screen.getByTestId('price-total').textContent).toBe(money(q.totalMinor));
    expect(screen.queryByTestId('discount-badge')).toBeNull();
    expect(screen.queryByTestId('price-total-original')).toBeNull();
  });

  it('strikes the original total through when ordering now saves money', () => {
    const q = quote(book, 'hoodie', true);
    const saving = discountSavingMinor(book, 'hoodie');
    render(<PriceBreakdown t={t} locale="fr" book={book} quote={q} />);
    expect(screen.getByTestId('price-total').textContent).toBe(money(q.totalMinor));
    expect(saving).toBeGreaterThan(0);
    expect(screen.getByTestId('price-total-original').textContent).toContain(money(q.totalMinor + saving));
    expect(screen.getByTestId('discount-badge')).toBeTruthy();
  });

  it('leaves the badge out where the page shows its own', () => {
    render(<PriceBreakdown t={t} locale="fr" book={book} quote={quote(book, 'hoodie', true)} discountBadge={false} />);
    expect(screen.queryByTestId('discount-badge')).toBeNull();
  });

  it('says the euro prices include VAT, and the dollar prices that no sales tax is charged (issue 21 §2)', () => {
    render(<PriceBreakdown t={t} locale="fr" book={book} quote={quote(book, 'tshirt', false)} />);
    expect(screen.getByTestId('price-tax-note').textContent).toBe('TTC');
    expect(t('customize.price.tax.included')).toBe('TTC');
    const usd = priceBookFor({ locale: 'en-us', variant: 'wowanimatedtees' }, seedPriceBooks);
    render(<PriceBreakdown t={t} locale="fr" book={usd} quote={quote(usd, 'tshirt', false)} />);
    expect(screen.getAllByTestId('price-tax-note')[1].textContent).toBe(t('customize.price.tax.noSalesTax'));
  });

  it('keeps the amounts in place but invisible until the live prices came (issue 21 §1)', () => {
    const q = quote(book, 'tshirt', false);
    render(<PriceBreakdown t={t} locale="fr" book={book} quote={q} pricesHidden />);
    const breakdown = screen.getByTestId('price-breakdown');
    expect(breakdown.getAttribute('aria-busy')).toBe('true');
    expect(breakdown.querySelector('dl')?.className).toContain('[&_dd]:invisible');
    expect(screen.getByTestId('price-total').textContent).toBe(money(q.totalMinor));
  });
});
