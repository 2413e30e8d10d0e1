/**
 * Every item of an order as its customer sees it (issue 21 §4), on the order status page and the
 * success page: one row per line with the garment in its colour (the artwork's preview on it when
 * the page may show it), product, size, colour, quantity and line total; then the transformation
 * fees and the discount code's row. The page adds the total paid below. Test ids `order-lines`,
 * `order-line` (each row), `order-line-total`, `order-fees`, `order-code-discount`.
 */
import { GarmentMockup } from '#client/components/garment-mockup/garment-mockup.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import type { OrderLineView } from '#shared/api/order-lines.schemas.ts';
import type { Currency, Locale } from '#shared/locales.ts';
import { formatMoney } from '#shared/money.ts';

export interface OrderItemsProps {
  t: Translator;
  locale: Locale;
  /** ISO 4217 (upper case). */
  currency: string;
  lines: readonly OrderLineView[];
  /** Transformation fees charged, minor units; null: not recorded (orders from before carts). */
  feeMinor: number | null;
  discountCode: { code: string; amountMinor: number } | null;
  /** Draw each line's artwork preview on its garment (false: the garment alone). */
  showDesigns: boolean;
}

export function OrderItems({ t, locale, currency, lines, feeMinor, discountCode, showDesigns }: OrderItemsProps) {
  // Intl formats any ISO 4217 code; the narrower Currency type lists what the shop charges.
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: currency as Currency }, locale);
  const designs = new Set(lines.map((line) => line.artworkId ?? 'photo')).size;
  return (
    <div>
      <ul className="divide-y divide-stone-200" data-testid="order-lines">
        {lines.map((line) => {
          const product = t(`customize.productNames.${line.productType}`);
          return (
            <li key={line.position} className="flex items-center gap-3 py-3 first:pt-0" data-testid="order-line">
              <div className="size-16 shrink-0 rounded-xl bg-gradient-to-b from-white to-stone-100 p-1">
                <GarmentMockup
                  productType={line.productType}
                  color={line.color}
                  imageUrl={showDesigns ? line.designImageUrl : null}
                  label={product}
                  placeholder=""
                  thumbnail
                  className="size-full"
                />
              </div>
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold text-stone-900" data-testid="order-line-product">
                  {product}
                </p>
                <p className="text-stone-600">
                  {t(`customize.sizes.${line.size}`)} · {t(`customize.colors.${line.color}`)}
                </p>
                <p className="text-xs text-stone-500" data-testid="order-line-quantity">
                  {t('orderItems.quantity', { count: line.quantity, price: money(line.unitPriceMinor) })}
                </p>
              </div>
              <p className="shrink-0 text-sm font-semibold text-stone-900 tabular-nums" data-testid="order-line-total">
                {money(line.lineTotalMinor)}
              </p>
            </li>
          );
        })}
      </ul>
      {(feeMinor !== null && feeMinor > 0) || discountCode ? (
        <dl className="mt-1 space-y-1.5 border-t border-stone-200 pt-3 text-sm">
          {feeMinor !== null && feeMinor > 0 && (
            <div className="flex justify-between gap-4">
              <dt className="text-stone-600">{t('orderItems.fee', { count: designs })}</dt>
              <dd className="shrink-0 whitespace-nowrap text-stone-900 tabular-nums" data-testid="order-fees">
                {money(feeMinor)}
              </dd>
            </div>
          )}
          {discountCode && (
            <div className="flex justify-between gap-4 text-emerald-700">
              <dt>{t('customize.discountCode.line', { code: discountCode.code })}</dt>
              <dd className="shrink-0 whitespace-nowrap tabular-nums" data-testid="order-code-discount">
                −{money(discountCode.amountMinor)}
              </dd>
            </div>
          )}
        </dl>
      ) : null}
    </div>
  );
}
