/**
 * One order for staff (issue 7 §3) at `/{lang}/admin/orders/:orderNumber` (and `/admin/orders/:orderNumber`;
 * issue 19 §1: `WT-7K3M9Q`; an older link by UUID opens the order and moves the address to its number):
 * behind the staff login, the photo and artwork large, every detail of the order (product, amount in
 * its currency, discount, customer, shipping address, payment) and 'Download print file', the
 * full-resolution image the order prints (`GET /api/admin/orders/:id/print-file`). Issue 8: the
 * artwork the customer chose (style, provider) and the photo's DPI at the print size, flagged under
 * 150. Issue 17 point 4: a test order says so at the top (badge and note). Issue 23 item 12: the
 * previous and next order of the list it was opened from (keys j/k, [/]), and on a phone a bottom
 * bar with them and a jump to the status card's actions.
 */
import { SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { adminPagePaths } from '../admin-links.ts';
import { AdminPageShell, AdminRoute, BackLink } from '../components/admin-page-layout.tsx';
import { adminPageMeta } from '../components/admin-page-meta.ts';
import { LoadingRegion } from '../components/list-skeleton.tsx';
import { LoadErrorCard } from '../components/load-error-card.tsx';
import { adminOrderPaths } from './admin-order-links.ts';
import { OrderActionBar, OrderPager } from './order-pager.tsx';
import { OrderView } from './order-view.tsx';
import { useOrder } from './use-order.hook.ts';
import { useOrderNavigation } from './use-order-navigation.hook.ts';

export const meta = adminPageMeta((t) => ({
  title: t('adminOrders.order.meta.title'),
  description: t('adminOrders.order.meta.description'),
}));

export default function OrderPage() {
  const { orderNumber } = useParams();
  return (
    <AdminRoute>
      <OrderDetails orderRef={orderNumber ?? ''} />
    </AdminRoute>
  );
}

function OrderDetails({ orderRef }: { orderRef: string }) {
  const { t, locale } = useTranslator();
  const navigate = useNavigate();
  const { view, reload } = useOrder(orderRef);
  const loadedNumber = view.kind === 'order' ? view.order.orderNumber : null;
  // Issue 23 item 12: next and previous order of the list the staff member came from.
  const { neighbours } = useOrderNavigation(loadedNumber ?? orderRef);
  // An old link by UUID (or a lower-case number): the address becomes the order's number.
  useEffect(() => {
    if (loadedNumber && loadedNumber !== orderRef) {
      void navigate(adminOrderPaths.order(locale, loadedNumber), { replace: true });
    }
  }, [loadedNumber, orderRef, locale, navigate]);

  return (
    <AdminPageShell testId="admin-order" width="wide">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackLink
          to={neighbours?.listHref ?? adminPagePaths.orders(locale)}
          label={t('adminOrders.order.backToOrders')}
        />
        <OrderPager neighbours={neighbours} />
      </div>
      {view.kind === 'not-found' ? (
        <Card className="mt-8 p-6 text-center sm:p-10" data-testid="order-not-found">
          <SearchX className="mx-auto size-8 text-stone-400" aria-hidden="true" />
          <h1 className="mt-3 font-display text-xl font-bold text-stone-900">{t('adminOrders.order.notFound')}</h1>
          <p className="mx-auto mt-1 max-w-md text-sm text-stone-600">{t('adminOrders.order.notFoundHint')}</p>
          <Link to={adminPagePaths.orders(locale)} className={buttonClasses('primary', 'md', 'mt-5')}>
            {t('adminOrders.order.backToOrders')}
          </Link>
        </Card>
      ) : view.kind === 'failed' ? (
        <LoadErrorCard
          message={t('adminOrders.order.loadFailed')}
          detail={errorMessage(t, view.error)}
          onRetry={reload}
          retryLabel={t('adminOrders.common.retry')}
        />
      ) : view.kind === 'loading' ? (
        <OrderSkeleton label={t('adminOrders.order.loading')} />
      ) : (
        <>
          <OrderView order={view.order} onChanged={reload} />
          <OrderActionBar neighbours={neighbours} />
        </>
      )}
    </AdminPageShell>
  );
}

/** Grey blocks in the page's shape while the order loads. */
function OrderSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} testId="order-skeleton">
      <div aria-hidden="true" className="animate-pulse">
        <div className="mt-4 h-9 w-56 rounded-lg bg-stone-200" />
        <div className="mt-3 h-4 w-72 max-w-full rounded bg-stone-200" />
        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)]">
          <div className="h-96 rounded-3xl bg-stone-200/70" />
          <div className="grid gap-6">
            <div className="h-56 rounded-3xl bg-stone-200/70" />
            <div className="h-40 rounded-3xl bg-stone-200/70" />
          </div>
        </div>
      </div>
    </LoadingRegion>
  );
}
