/**
 * The check on save of /admin/prices (issue 21 §1), in the staff member's language: each warning of
 * `price-book-checks.ts` as a sentence with the amounts in the book's currency. Shown beside the
 * editor while typing, and again as the question before a save with warnings.
 */
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Translator } from '#client/i18n/i18n.ts';
import type { PriceWarning } from '#shared/api/admin-catalog.schemas.ts';
import type { Locale } from '#shared/locales.ts';
import { formatMoney } from '#shared/money.ts';

/** One warning as a sentence. */
export function warningText(t: Translator, locale: Locale, warning: PriceWarning): string {
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: warning.currency }, locale);
  const amounts = { amount: money(warning.totalMinor), compared: money(warning.comparedTotalMinor) };
  const product = warning.productType ? t(`customize.products.${warning.productType}`) : '';
  switch (warning.kind) {
    case 'discount-raises-fee':
      return t('adminCatalog.warnings.discountRaisesFee', amounts);
    case 'discount-raises-total':
      return t('adminCatalog.warnings.discountRaisesTotal', { ...amounts, product });
    case 'above-other-offer':
      return t('adminCatalog.warnings.aboveOtherOffer', {
        ...amounts,
        product,
        book: t(`adminCatalog.books.${warning.priceBookId}`),
        other: warning.otherPriceBookId ? t(`adminCatalog.books.${warning.otherPriceBookId}`) : '',
      });
  }
}

/** The warnings as an amber box; `children` adds the buttons of the question before saving. */
export function PriceWarnings({
  t,
  locale,
  warnings,
  heading,
  children,
  testId = 'price-warnings',
}: {
  t: Translator;
  locale: Locale;
  warnings: readonly PriceWarning[];
  heading: string;
  children?: ReactNode;
  testId?: string;
}) {
  if (warnings.length === 0) return null;
  return (
    <div
      role={children ? 'alert' : undefined}
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4"
      data-testid={testId}
    >
      <p className="flex items-center gap-2 text-sm font-semibold text-amber-900">
        <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
        {heading}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-amber-900">
        {warnings.map((warning) => (
          <li
            key={`${warning.kind}-${warning.priceBookId}-${warning.productType ?? 'fee'}-${warning.otherPriceBookId ?? ''}`}
          >
            {warningText(t, locale, warning)}
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}
