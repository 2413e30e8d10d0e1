/**
 * The cart page (issue 21 §4): `/{lang}/{storefront}/cart`. Lists the lines with the artwork's
 * thumbnail, a quantity of 1-10 and a remove button, then the items' sum, one transformation fee
 * per distinct artwork, the discount code's row and tax when there are any, and the total; the
 * "Have a discount code?" field of the customize page (issue 21 §3); checkout opens one hosted
 * checkout for the whole cart. Per customer, so never prerendered nor indexed. Route module
 * of `.../cart` (its own chunk: the customize page's first scripts do not carry it).
 */
import { CircleAlert, ImageIcon, LoaderCircle, ShoppingBag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { pageMeta } from '#client/lib/page-meta.ts';
import { cartLimits } from '#shared/api/cart.schemas.ts';
import type { Currency } from '#shared/locales.ts';
import { formatMoney } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import { CheckoutActions } from '../checkout-actions.tsx';
import { DiscountCodeField } from '../discount-code-field.tsx';
import { useStorefront } from '../storefront-context.ts';
import { useCart } from './use-cart.hook.ts';
import { useCartDiscountCode } from './use-cart-discount-code.hook.ts';

/** Title and description in the page's language; a per-customer page, so never indexed. */
export function meta({ location }: { location: { pathname: string } }) {
  return pageMeta(
    location.pathname,
    (t) => ({ title: t('cart.meta.title'), description: t('cart.meta.description') }),
    { noindex: true },
  );
}

const quantities = Array.from({ length: cartLimits.maxQuantity }, (_, i) => i + 1);

export default function CartPage() {
  const { locale, variant, t } = useStorefront();
  const { state, cart, customerId, busy, processing, reload, setQuantity, saveCode, checkout } = useCart(
    t,
    locale,
    variant,
  );
  const discount = useCartDiscountCode(t, cart, customerId, saveCode);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const money = (amountMinor: number, currency: string) =>
    formatMoney({ amountMinor, currency: currency as Currency }, locale);

  if (state.status === 'loading') {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center" role="status" data-testid="cart-loading">
        <LoaderCircle className="mx-auto size-8 animate-spin text-brand-600" aria-hidden="true" />
        <p className="mt-4 text-stone-600">{t('cart.loading')}</p>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center" role="alert">
        <CircleAlert className="mx-auto size-8 text-red-600" aria-hidden="true" />
        <p className="mt-4 text-stone-700">{t('cart.loadError')}</p>
        <Button className="mt-6" onClick={() => void reload()}>
          {t('cart.retry')}
        </Button>
      </div>
    );
  }
  if (!cart || cart.lines.length === 0) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center" data-testid="cart-empty">
        <ShoppingBag className="mx-auto size-10 text-stone-400" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-stone-900">{t('cart.heading')}</h1>
        <p className="mt-2 text-stone-600">{t('cart.empty')}</p>
        <Link to={paths.customize(locale, variant)} className={buttonClasses('primary', 'md', 'mt-6 inline-flex')}>
          {t('cart.emptyCta')}
        </Link>
      </div>
    );
  }

  const designCount = new Set(cart.lines.map((line) => line.artworkId ?? 'photo')).size;
  const onCheckout = () => {
    if (!termsAccepted) {
      setTermsError(t('messages.agreeToTerms'));
      return;
    }
    void checkout();
  };
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t('cart.heading')}</h1>
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
        <ul
          className="min-w-0 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white"
          data-testid="cart-lines"
        >
          {cart.lines.map((line, index) => (
            <li
              // Lines have no id of their own: their position is their identity in the saved cart.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              key={index}
              className="flex gap-3 p-3 sm:gap-4 sm:p-4"
              data-testid="cart-line"
            >
              <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-xl bg-stone-100 sm:size-24">
                {line.artworkPreviewUrl ? (
                  <img src={line.artworkPreviewUrl} alt="" className="size-full object-cover" loading="lazy" />
                ) : (
                  <span className="flex flex-col items-center gap-1 px-1 text-center text-xs text-stone-500">
                    <ImageIcon className="size-5" aria-hidden="true" />
                    {t('cart.yourPhoto')}
                  </span>
                )}
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold text-stone-900">{t(`customize.productNames.${line.productType}`)}</p>
                    <p className="text-sm text-stone-600">
                      {t(`customize.sizes.${line.size}`)} · {t(`customize.colors.${line.color}`)}
                    </p>
                    <p className="text-xs text-stone-500">
                      {t('cart.each', { price: money(line.unitPriceMinor, cart.currency) })}
                    </p>
                  </div>
                  <p className="shrink-0 font-semibold text-stone-900" data-testid="cart-line-total">
                    {money(line.lineTotalMinor, cart.currency)}
                  </p>
                </div>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <label className="flex items-center gap-2 text-sm text-stone-600">
                    {t('cart.quantity')}
                    <select
                      className="h-10 rounded-lg border border-stone-300 bg-white px-2 text-stone-900"
                      value={line.quantity}
                      disabled={busy || processing}
                      data-testid="cart-quantity"
                      onChange={(event) => void setQuantity(index, Number(event.target.value))}
                    >
                      {quantities.map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </label>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={busy || processing}
                    onClick={() => void setQuantity(index, 0)}
                    data-testid="cart-remove"
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    {t('cart.remove')}
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
        <aside className="h-fit min-w-0 space-y-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
          <dl className="space-y-2 text-sm" data-testid="cart-summary">
            <div className="flex justify-between">
              <dt className="text-stone-600">{t('cart.subtotal')}</dt>
              <dd>{money(cart.subtotalMinor, cart.currency)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-stone-600">{t('cart.fee', { count: designCount })}</dt>
              <dd data-testid="cart-fee">{money(cart.feeMinor, cart.currency)}</dd>
            </div>
            {cart.discountMinor > 0 && (
              <div className="flex justify-between gap-3 text-emerald-700" data-testid="cart-discount-row">
                <dt>
                  {cart.discountCode
                    ? t('customize.discountCode.line', { code: cart.discountCode })
                    : t('cart.discount')}
                </dt>
                <dd className="shrink-0" data-testid="cart-discount">
                  −{money(cart.discountMinor, cart.currency)}
                </dd>
              </div>
            )}
            {cart.taxMinor > 0 && (
              <div className="flex justify-between">
                <dt className="text-stone-600">{t('cart.tax')}</dt>
                <dd>{money(cart.taxMinor, cart.currency)}</dd>
              </div>
            )}
            <div className="flex justify-between">
              <dt className="text-stone-600">{t('cart.shipping')}</dt>
              <dd>{t('cart.shippingFree')}</dd>
            </div>
            <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-bold">
              <dt>{t('cart.total')}</dt>
              <dd data-testid="cart-total">{money(cart.totalMinor, cart.currency)}</dd>
            </div>
          </dl>
          <DiscountCodeField t={t} locale={locale} discount={discount} />
          <p className="text-xs text-stone-500">{t('cart.feeNote')}</p>
          <CheckoutActions
            t={t}
            locale={locale}
            variant={variant}
            termsAccepted={termsAccepted}
            onTermsChange={(accepted) => {
              setTermsAccepted(accepted);
              if (accepted) setTermsError(null);
            }}
            termsError={termsError}
            label={processing ? t('cart.processing') : t('cart.checkout')}
            busy={processing}
            ready
            disabled={processing || busy}
            onCheckout={onCheckout}
          />
          <Link
            to={paths.customize(locale, variant)}
            className="block text-center text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('cart.continue')}
          </Link>
        </aside>
      </div>
    </div>
  );
}
