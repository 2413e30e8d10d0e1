/**
 * Price breakdown (SPEC §2.5, §9): item, animated transformation fee, free shipping and total, all
 * from the shared price book quote. With the discount the original item price and total show
 * struck through next to the discounted ones, plus a 'You save $4.44' badge: the saving in money
 * (issue 11, ADR 0009), shown only when the total is lower.
 */
import { BadgePercent } from 'lucide-react';
import type { Translator } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { usSalesTax } from '#client/lib/site-config.ts';
import type { Locale } from '#shared/locales.ts';
import { formatMoney } from '#shared/money.ts';
import { discountSavingMinor, type PriceBook, type PriceQuote } from '#shared/pricing.ts';
import { type TaxDisplay, taxDisplayOf } from '#shared/tax.ts';

/** The catalogue key of each tax wording (issue 21 §2). */
const taxNoteKey = {
  'vat-included': 'customize.price.tax.included',
  'tax-at-checkout': 'customize.price.tax.atCheckout',
  'no-sales-tax': 'customize.price.tax.noSalesTax',
} as const satisfies Record<TaxDisplay, string>;

interface PriceBreakdownProps {
  t: Translator;
  locale: Locale;
  book: PriceBook;
  quote: PriceQuote;
  /** Whether the 'You save …' badge shows here (a page with its own badges leaves it out). */
  discountBadge?: boolean;
  /** The live prices have not arrived yet (ADR 0021): amounts keep their place, invisible. */
  pricesHidden?: boolean;
  /** A discount code the server priced (issue 21 §3): its line, and the total less it. */
  codeDiscount?: { code: string; amountMinor: number } | null;
}

/** The breakdown as a description list; test ids price-item, price-fee, price-total, discount-badge. */
export function PriceBreakdown({
  t,
  locale,
  book,
  quote,
  discountBadge = true,
  pricesHidden = false,
  codeDiscount = null,
}: PriceBreakdownProps) {
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: quote.currency }, locale);
  // The original set's total is struck through (its fee may differ, SPEC §9 ghibli-de); for email
  // orders, whose discount always applies, too.
  const savingMinor = quote.discountApplied ? discountSavingMinor(book, quote.productType) : 0;
  const itemDiscounted = quote.discountApplied && quote.itemOriginalMinor !== quote.itemMinor;
  const codeMinor = codeDiscount?.amountMinor ?? 0;
  const totalDiscounted = savingMinor > 0;

  return (
    <section
      aria-labelledby="price-heading"
      aria-busy={pricesHidden || undefined}
      className="rounded-2xl bg-stone-50 p-5"
      data-testid="price-breakdown"
      data-prices={pricesHidden ? 'loading' : 'shown'}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id="price-heading" className="text-sm font-semibold text-stone-900">
          {t('customize.price.heading')}
        </h3>
        {totalDiscounted && discountBadge && (
          <span
            data-testid="discount-badge"
            className={cn(
              'inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-bold text-emerald-800',
              pricesHidden && 'invisible',
            )}
          >
            <BadgePercent className="size-3.5" aria-hidden="true" />
            {t('customize.price.discountBadge', { amount: money(savingMinor) })}
          </span>
        )}
      </div>
      <dl className={cn('space-y-2 text-sm', pricesHidden && '[&_dd]:invisible')}>
        <div className="flex justify-between gap-4">
          <dt className="text-stone-600">{t(`customize.productNames.${quote.productType}`)}</dt>
          <dd className="flex items-baseline gap-2">
            {itemDiscounted && (
              <s className="text-stone-400" data-testid="price-item-original">
                <span className="sr-only">{t('customize.price.originalPrice')} </span>
                {money(quote.itemOriginalMinor)}
              </s>
            )}
            <span className="font-medium text-stone-900" data-testid="price-item">
              {money(quote.itemMinor)}
            </span>
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-stone-600">{t('customize.price.fee')}</dt>
          <dd className="font-medium text-stone-900" data-testid="price-fee">
            {money(quote.transformationFeeMinor)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-stone-600">{t('customize.price.shipping')}</dt>
          <dd className="font-medium text-emerald-700" data-testid="price-shipping">
            {t('customize.price.free')}
          </dd>
        </div>
        {codeDiscount && (
          <div className="flex justify-between gap-4" data-testid="price-discount-code">
            <dt className="text-stone-600">{t('customize.discountCode.line', { code: codeDiscount.code })}</dt>
            <dd className="font-medium text-emerald-700">−{money(codeMinor)}</dd>
          </div>
        )}
        <div className="flex items-baseline justify-between gap-4 border-t border-stone-200 pt-3">
          <dt className="text-base font-bold text-stone-900">{t('customize.price.total')}</dt>
          <dd className="flex items-baseline gap-2">
            {(totalDiscounted || codeMinor > 0) && (
              <s className="text-sm text-stone-400" data-testid="price-total-original">
                <span className="sr-only">{t('customize.price.originalPrice')} </span>
                {money(quote.totalMinor + savingMinor)}
              </s>
            )}
            <span className="text-xl font-extrabold text-stone-900" data-testid="price-total">
              {money(quote.totalMinor - codeMinor)}
            </span>
          </dd>
        </div>
      </dl>
      {/* Issue 21 §2: euro prices include VAT; dollar prices say what happens to sales tax. */}
      <p className="mt-1 text-right text-xs text-stone-500" data-testid="price-tax-note">
        {t(taxNoteKey[taxDisplayOf(quote.currency, usSalesTax)])}
      </p>
    </section>
  );
}
