/**
 * Product choices of the customize page (SPEC §2.5, §3): product type with its price, size (XS-XL)
 * and colour, each a native radio group (arrow keys move the choice, one tab stop per group). The
 * accessible name of every radio is just its label ('T-Shirt', 'M', 'White'); the price is its
 * description. Which products, sizes and colours are offered, the products' names, materials and colour swatches come from the
 * live catalogue (issue 21 §1); prices stay invisible in place until it loaded (ADR 0021).
 */
import { Check, ExternalLink } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { RadioCardInput, radioFocusRing } from '#client/components/ui/radio-card.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import type { StorefrontProduct } from '#shared/api/catalog.schemas.ts';
import type { Color, Size } from '#shared/catalog.ts';
import type { Locale } from '#shared/locales.ts';
import { formatMoney } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import { type PriceBook, quote, type StorefrontVariant } from '#shared/pricing.ts';

interface ProductOptionsProps {
  t: Translator;
  locale: Locale;
  variant: StorefrontVariant;
  book: PriceBook;
  /** The products on sale, in the shop's order (the live catalogue). */
  products: readonly StorefrontProduct[];
  /** The live prices have not arrived yet: prices keep their place, invisible. */
  pricesHidden?: boolean;
  discountApplied: boolean;
  productType: StorefrontProduct['type'];
  size: Size;
  color: Color;
  onProductTypeChange: (product: StorefrontProduct) => void;
  onSizeChange: (size: Size) => void;
  onColorChange: (color: Color) => void;
}

function OptionGroup({
  labelId,
  label,
  aside,
  anchor,
  children,
}: {
  labelId: string;
  label: string;
  aside?: ReactNode;
  /** `id` of the group, for the sticky bar to scroll to (`sizeOptionsId`, `colorOptionsId`). */
  anchor?: string;
  children: ReactNode;
}) {
  return (
    <div className="scroll-mt-24 space-y-3" id={anchor}>
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={labelId} className="text-sm font-semibold text-stone-900">
          {label}
        </h3>
        {aside}
      </div>
      {children}
    </div>
  );
}

/** Element ids of the size and colour pickers (issue 23 point 7: the phone's bar leads there). */
export const sizeOptionsId = 'size-options';
export const colorOptionsId = 'color-options';

/** Product type, size and colour pickers. */
export function ProductOptions(props: ProductOptionsProps) {
  const { t, locale, variant, book, products, pricesHidden = false, discountApplied, productType, size, color } = props;
  const uid = useId();
  const chosen = products.find((p) => p.type === productType) ?? products[0];
  const ids = { type: `${uid}-type`, size: `${uid}-size`, color: `${uid}-color` };

  return (
    <div className="space-y-7">
      <OptionGroup labelId={ids.type} label={t('customize.options.productType')}>
        <div role="radiogroup" aria-labelledby={ids.type} className="grid gap-3 sm:grid-cols-3">
          {products.map((product) => {
            const { type } = product;
            const q = quote(book, type, discountApplied);
            return (
              <label
                key={type}
                className={cn(
                  'group relative flex flex-col items-start gap-1 rounded-2xl border bg-white p-4 text-left transition-all',
                  'border-stone-200 hover:border-stone-300',
                  'has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50/60 has-[:checked]:ring-2 has-[:checked]:ring-brand-500/20',
                  radioFocusRing,
                )}
              >
                <RadioCardInput
                  name={ids.type}
                  value={type}
                  checked={type === productType}
                  onChoose={() => props.onProductTypeChange(product)}
                  aria-labelledby={`${uid}-${type}-name`}
                  aria-describedby={`${uid}-${type}-price`}
                />
                <span
                  aria-hidden="true"
                  className="absolute top-3 right-3 hidden size-5 place-items-center rounded-full bg-brand-600 text-white group-has-[:checked]:grid"
                >
                  <Check className="size-3" strokeWidth={3} />
                </span>
                <span id={`${uid}-${type}-name`} className="font-semibold text-stone-900">
                  {product.name}
                </span>
                <span
                  id={`${uid}-${type}-price`}
                  className={cn('flex flex-wrap items-baseline gap-x-1.5 text-sm', pricesHidden && 'invisible')}
                  data-testid={`product-price-${type}`}
                >
                  {q.discountApplied && (
                    <s className="text-stone-400">
                      {formatMoney({ amountMinor: q.itemOriginalMinor, currency: q.currency }, locale)}
                    </s>
                  )}
                  <span className="font-semibold text-brand-700">
                    {formatMoney({ amountMinor: q.itemMinor, currency: q.currency }, locale)}
                  </span>
                </span>
                <span className="text-xs text-stone-500">{product.materials}</span>
              </label>
            );
          })}
        </div>
      </OptionGroup>

      <OptionGroup
        labelId={ids.size}
        anchor={sizeOptionsId}
        label={t('customize.options.size')}
        aside={
          <a
            href={paths.sizeGuide(locale, variant)}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
            data-testid="size-guide-link"
          >
            {t('customize.options.sizeGuide')}
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{t('customize.options.opensInNewTab')}</span>
          </a>
        }
      >
        <div role="radiogroup" aria-labelledby={ids.size} className="grid grid-cols-5 gap-2">
          {(chosen?.sizes ?? []).map((option) => (
            <label
              key={option}
              className={cn(
                'relative grid h-11 place-items-center rounded-xl border border-stone-200 bg-white text-sm font-semibold text-stone-700 transition-colors hover:border-stone-400',
                'has-[:checked]:border-stone-900 has-[:checked]:bg-stone-900 has-[:checked]:text-white',
                radioFocusRing,
              )}
            >
              <RadioCardInput
                name={ids.size}
                value={option}
                checked={option === size}
                onChoose={() => props.onSizeChange(option)}
                repeatable
              />
              {t(`customize.sizes.${option}`)}
            </label>
          ))}
        </div>
      </OptionGroup>

      <OptionGroup labelId={ids.color} anchor={colorOptionsId} label={t('customize.options.color')}>
        <div role="radiogroup" aria-labelledby={ids.color} className="flex flex-wrap gap-3">
          {(chosen?.colors ?? []).map(({ key: option, swatchHex }) => (
            <label
              key={option}
              className={cn(
                'relative flex h-11 items-center gap-2.5 rounded-xl border border-stone-200 bg-white pr-4 pl-2.5 text-sm font-semibold text-stone-700 transition-colors hover:border-stone-400',
                'has-[:checked]:border-brand-500 has-[:checked]:ring-2 has-[:checked]:ring-brand-500/20',
                radioFocusRing,
              )}
            >
              <RadioCardInput
                name={ids.color}
                value={option}
                checked={option === color}
                onChoose={() => props.onColorChange(option)}
                repeatable
              />
              <span
                aria-hidden="true"
                className="size-6 rounded-full border border-stone-300 shadow-inner"
                style={{ backgroundColor: swatchHex }}
              />
              {t(`customize.colors.${option}`)}
            </label>
          ))}
        </div>
      </OptionGroup>
    </div>
  );
}
