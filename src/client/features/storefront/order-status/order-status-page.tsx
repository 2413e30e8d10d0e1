/**
 * The customer's order status page (issue 19 §7), opened from the private link in every order email
 * and on the success page: `/{lang}/wowanimatedtees/order-status#t={token}` in the order's language.
 * A link that does not (or no longer) open an order gets a clear page with the lookup form, never an
 * error screen. Per customer, so never indexed; its prerendered shell holds nothing of anyone.
 * Route module of `.../order-status`.
 */
import { pageMeta } from '#client/lib/page-meta.ts';
import { LinkPageFailed, LinkPageInvalid, LinkPageLoading } from '../link-page-states.tsx';
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
    return <LinkPageLoading testId="order-status-loading" text={t('orderStatus.loading')} />;
  }
  if (state.status === 'failed') {
    return (
      <LinkPageFailed
        testId="order-status-failed"
        text={t('orderStatus.loadError')}
        retryLabel={t('orderStatus.retry')}
        onRetry={retry}
      />
    );
  }
  return (
    <LinkPageInvalid
      testId="order-status-invalid"
      heading={t('orderStatus.invalidHeading')}
      body={t('orderStatus.invalidBody')}
    >
      <div className="mt-8 rounded-3xl border border-stone-200 bg-white p-6 shadow-sm">
        <OrderLookupForm t={t} locale={locale} />
      </div>
    </LinkPageInvalid>
  );
}
