/**
 * One product's size table (SPEC §2.7): columns size, chest, length, sleeve in the locale's unit.
 * Row and column headers carry `scope` and the caption names product and unit. If a long translation
 * or a large font ever makes the table wider than its box, the box scrolls sideways; it is then a
 * focusable, labelled region so keyboard users can scroll it too.
 */
import { useId } from 'react';
import type { Translator } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import type { ProductType } from '#shared/catalog.ts';
import { intlTagByLocale, type Locale } from '#shared/locales.ts';
import { type Measurement, type SizeChartSize, sizeChartRows, sizeUnitFor } from '#shared/size-chart.ts';

const measurements: readonly Measurement[] = ['chest', 'length', 'sleeve'];

const headClass = 'bg-stone-100 px-2.5 py-2.5 text-xs font-bold text-stone-700 sm:px-3';
const cellClass = 'border-b border-stone-100 px-2.5 py-2.5 group-last:border-b-0 sm:px-3';

interface SizeTableProps {
  t: Translator;
  locale: Locale;
  productType: ProductType;
  sizes: readonly SizeChartSize[];
}

/** Accessible size table of `productType` for `sizes`, in inches (English) or centimetres. */
export function SizeTable({ t, locale, productType, sizes }: SizeTableProps) {
  const captionId = useId();
  const rows = sizeChartRows(productType, sizeUnitFor(locale), sizes);
  // Quarter inches read as 8.25 in English; centimetres are whole numbers anyway.
  const number = new Intl.NumberFormat(intlTagByLocale[locale], { maximumFractionDigits: 2 });
  const unit = (
    <abbr title={t('sizeGuide.unit.long')} className="no-underline">
      {t('sizeGuide.unit.short')}
    </abbr>
  );

  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll it by keyboard.
      tabIndex={0}
      className="-mx-1 overflow-x-auto rounded-xl px-1 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <table className="w-full border-separate border-spacing-0 text-sm" data-testid={`size-table-${productType}`}>
        <caption id={captionId} className="caption-bottom pt-3 text-left text-xs text-stone-500">
          {t('sizeGuide.caption', { product: t(`sizeGuide.products.${productType}`) })}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={cn(headClass, 'rounded-l-xl text-left')}>
              {t('sizeGuide.columns.size')}
            </th>
            {measurements.map((measurement, index) => (
              <th
                key={measurement}
                scope="col"
                className={cn(headClass, 'text-right', index === measurements.length - 1 && 'rounded-r-xl')}
              >
                {t(`sizeGuide.columns.${measurement}`)}
                <span className="block font-normal text-stone-600">({unit})</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.size} className="group">
              <th scope="row" className={cn(cellClass, 'text-left font-bold text-stone-900')}>
                {t(`sizeGuide.sizes.${row.size}`)}
              </th>
              {measurements.map((measurement) => (
                <td key={measurement} className={cn(cellClass, 'text-right text-stone-700 tabular-nums')}>
                  {number.format(row.measurements[measurement])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
