/**
 * Order summary of the mock checkout (SPEC §2.8): one item, shipping and total with the fixed mock
 * amounts, and the 'Place Order' button ('Processing...' while the order is being placed).
 */
import { LoaderCircle, Lock, ShieldCheck } from 'lucide-react';
import { GarmentMockup } from '#client/components/garment-mockup/garment-mockup.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import type { Locale } from '#shared/locales.ts';
import { formatMoney } from '#shared/money.ts';
import type { MockCheckoutOrder } from '#shared/pricing.ts';

interface OrderSummaryProps {
  t: Translator;
  locale: Locale;
  order: MockCheckoutOrder;
  processing: boolean;
  className?: string;
}

/** The summary card; its button submits the surrounding form. */
export function OrderSummary({ t, locale, order, processing, className }: OrderSummaryProps) {
  const money = (m: MockCheckoutOrder['total']) => formatMoney(m, locale);
  return (
    <Card as="section" aria-labelledby="summary-heading" className={cn('p-5 sm:p-6', className)}>
      <h2 id="summary-heading" className="font-display text-lg font-bold text-stone-900">
        {t('mockCheckout.summary.heading')}
      </h2>
      <div className="mt-5 flex items-center gap-4">
        <div className="relative size-20 shrink-0 rounded-2xl bg-gradient-to-b from-stone-100 to-stone-50 p-1.5">
          <GarmentMockup
            productType="tshirt"
            color="white"
            imageUrl={null}
            label=""
            placeholder=""
            thumbnail
            className="size-full"
          />
          <span className="absolute -top-1.5 -right-1.5 grid size-6 place-items-center rounded-full bg-stone-900 text-xs font-bold text-white">
            <span aria-hidden="true">1</span>
          </span>
        </div>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-stone-900">{t('mockCheckout.summary.item')}</p>
          <p className="text-sm text-stone-500">
            {t('mockCheckout.summary.itemDetails', {
              color: t('customize.colors.white'),
              size: t('customize.sizes.m'),
            })}
          </p>
          <p className="text-sm text-stone-500">{t('mockCheckout.summary.quantity', { count: 1 })}</p>
        </div>
        <p className="font-semibold text-stone-900">{money(order.item)}</p>
      </div>

      <dl className="mt-5 space-y-2 border-t border-stone-100 pt-5 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-stone-600">{t('mockCheckout.summary.subtotal')}</dt>
          <dd className="font-medium text-stone-900" data-testid="mock-subtotal">
            {money(order.item)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-stone-600">{t('mockCheckout.summary.shipping')}</dt>
          <dd className="font-medium text-stone-900" data-testid="mock-shipping">
            {money(order.shipping)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-stone-200 pt-3">
          <dt className="text-base font-bold text-stone-900">{t('mockCheckout.summary.total')}</dt>
          <dd className="text-xl font-extrabold text-stone-900" data-testid="mock-total">
            {money(order.total)}
          </dd>
        </div>
      </dl>

      <Button type="submit" size="lg" className="mt-6 w-full" disabled={processing} data-testid="place-order">
        {processing ? (
          <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
        ) : (
          <Lock className="size-4" aria-hidden="true" />
        )}
        {processing ? t('mockCheckout.processing') : t('mockCheckout.placeOrder')}
      </Button>
      <p className="mt-3 flex items-center justify-center gap-1.5 text-center text-xs text-stone-500">
        <ShieldCheck className="size-4 text-emerald-600" aria-hidden="true" />
        {t('mockCheckout.secure')}
      </p>
    </Card>
  );
}
