/**
 * "What customers see" on /admin/prices (issue 21 §1): for every storefront page that sells from the
 * book being edited, the landing page's "from" price and each product's total without and with the
 * discount (fee included, shipping free), formatted as that page formats them, from the draft as
 * typed. The same `quote` the storefront shows and the server charges.
 */
import { ExternalLink } from 'lucide-react';
import type { Translator } from '#client/i18n/i18n.ts';
import type { ProductType } from '#shared/catalog.ts';
import { localeFromPath } from '#shared/locales.ts';
import { formatMoney } from '#shared/money.ts';
import { cheapestPayableTotal, type PriceBook, quote } from '#shared/pricing.ts';

interface PriceBookPreviewProps {
  t: Translator;
  book: PriceBook;
  /** The storefront paths that sell from the book (`/de/wowanimatedtees`, `…/emailorder`). */
  storefronts: readonly string[];
  /** The products on sale, in the shop's order. */
  onSale: readonly ProductType[];
}

export function PriceBookPreview({ t, book, storefronts, onSale }: PriceBookPreviewProps) {
  return (
    <ul className="grid gap-3" data-testid="price-preview">
      {storefronts.map((path) => {
        const locale = localeFromPath(path);
        const money = (amountMinor: number) => formatMoney({ amountMinor, currency: book.currency }, locale);
        const emailOrder = path.endsWith('/emailorder');
        return (
          <li key={path} className="rounded-2xl border border-stone-200 bg-stone-50/60 p-4" data-storefront={path}>
            <div className="flex items-baseline justify-between gap-2">
              <a
                href={emailOrder ? undefined : path}
                target="_blank"
                rel="noopener"
                className="inline-flex min-w-0 items-center gap-1 truncate font-mono text-xs font-semibold text-brand-700 hover:underline"
              >
                {path}
                {!emailOrder && <ExternalLink className="size-3 shrink-0" aria-hidden="true" />}
              </a>
              {!emailOrder && (
                <span className="shrink-0 rounded-full bg-stone-900 px-2 py-0.5 text-xs font-semibold text-white">
                  {t('adminCatalog.preview.from', { price: money(cheapestPayableTotal(book, onSale).amountMinor) })}
                </span>
              )}
            </div>
            <table className="mt-3 w-full text-xs">
              <thead>
                <tr className="text-left text-stone-500">
                  <th scope="col" className="font-medium">
                    <span className="sr-only">{t('adminCatalog.prices.product')}</span>
                  </th>
                  {!book.discountAlwaysApplied && (
                    <th scope="col" className="text-right font-medium">
                      {t('adminCatalog.preview.without')}
                    </th>
                  )}
                  <th scope="col" className="text-right font-medium">
                    {t('adminCatalog.preview.with', { percent: book.discountPercent })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {onSale.map((type) => (
                  <tr key={type}>
                    <th scope="row" className="py-0.5 text-left font-medium text-stone-800">
                      {t(`customize.products.${type}`)}
                    </th>
                    {!book.discountAlwaysApplied && (
                      <td className="text-right tabular-nums text-stone-700">
                        {money(quote(book, type, false).totalMinor)}
                      </td>
                    )}
                    <td className="text-right font-semibold tabular-nums text-stone-900">
                      {money(quote(book, type, true).totalMinor)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </li>
        );
      })}
    </ul>
  );
}
