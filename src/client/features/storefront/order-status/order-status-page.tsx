/**
 * The customer's order status page (issue 19 §7), opened from the private link in every order email
 * and on the success page: `/{lang}/wowanimatedtees/order-status#t={token}` in the order's language.
 * A link that does not (or no longer) open an order gets a clear page with the lookup form, never an
 * error screen. Per customer, so never indexed; its prerendered shell holds nothing of anyone.
 * Route module of `.../order-status`.
 */
import { CircleAlert, LoaderCircle, SearchX } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { pageMeta } from '#client/lib/page-meta.ts';
import { useStorefront } from '../storefront-context.ts';
import { OrderLookupForm } from './order-lookup-form.tsx';
import { OrderStatusDetails } from './order-status-view.tsx';
import { useOrderStatus } from './use-order-status.hook.ts';

/** Title and description in the page's language; a per-customer page, so never indexed. */
export function meta({ location }: { location: { pathname: string } }) {
  return pageMeta(
    location.pathname,
    (t) => ({ title: t('orderStatus.meta.title'), description: t('orderStatus.meta.description') }),
    { noindex: true },
  );
}

export default function OrderStatusPage() {
  const { locale, t } = useStorefront();
  const { state, retry } = useOrderStatus();

  if (state.status === 'ready') {
    return <OrderStatusDetails t={t} locale={locale} order={state.order} invoiceUrl={state.invoiceUrl} />;
  }
  if (state.status === 'loading') {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center" role="status" data-testid="order-status-loading">
        <LoaderCircle className="mx-auto size-8 animate-spin text-brand-600" aria-hidden="true" />
        <p className="mt-4 text-stone-600">{t('orderStatus.loading')}</p>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center" role="alert" data-testid="order-status-failed">
        <CircleAlert className="mx-auto size-10 text-red-600" aria-hidden="true" />
        <p className="mt-4 text-stone-700">{t('orderStatus.loadError')}</p>
        <Button size="lg" className="mt-6" onClick={retry}>
          {t('orderStatus.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6" data-testid="order-status-invalid">
      <div className="text-center">
        <span
          aria-hidden="true"
          className="mx-auto grid size-16 place-items-center rounded-full bg-amber-100 text-amber-700"
        >
          <SearchX className="size-8" />
        </span>
        <h1 className="mt-6 font-display text-3xl font-extrabold tracking-tight text-balance text-stone-900">
          {t('orderStatus.invalidHeading')}
        </h1>
        <p className="mt-4 text-base leading-relaxed text-stone-600">{t('orderStatus.invalidBody')}</p>
      </div>
      <div className="mt-8 rounded-3xl border border-stone-200 bg-white p-6 shadow-sm">
        <OrderLookupForm t={t} locale={locale} />
      </div>
    </div>
  );
}
