/**
 * One order for staff (issue 7 §3) at `/{lang}/admin/orders/:orderId` (and `/admin/orders/:orderId`):
 * behind the staff login, the photo and artwork large, every detail of the order (product, amount in
 * its currency, discount, customer, shipping address, payment) and 'Download print file', the
 * full-resolution image the order prints (`GET /api/admin/orders/:id/print-file`). Issue 8: the
 * artwork the customer chose (style, provider) and the photo's DPI at the print size, flagged under
 * 150. Issue 17 point 4: a test order says so at the top (badge and note).
 */
import {
  Download,
  ExternalLink,
  FlaskConical,
  ImageOff,
  ImageUp,
  LoaderCircle,
  SearchX,
  TriangleAlert,
} from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminOrdersApi, saveFile } from '#client/lib/admin-orders-api.ts';
import { isApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import type { AdminOrderDetail } from '#shared/api/admin-orders.schemas.ts';
import { minimumPrintDpi } from '#shared/artwork.ts';
import { adminPagePaths } from '../admin-links.ts';
import { AdminPageShell, AdminRoute, BackLink } from '../components/admin-page-layout.tsx';
import { adminPageMeta } from '../components/admin-page-meta.ts';
import { LoadingRegion } from '../components/list-skeleton.tsx';
import { LoadErrorCard } from '../components/load-error-card.tsx';
import { adminOrderPaths } from './admin-order-links.ts';
import { Detail, DetailCard } from './order-detail-card.tsx';
import { addressLines, formatDateTime, formatMinorAmount, shortOrderId } from './order-format.ts';
import { LowDpiBadge, OrderPrintCard } from './order-print-card.tsx';
import { DiscountBadge, ReviewBadge, TestBadge } from './orders-views.tsx';
import { useRemoteList } from './use-remote-list.ts';

export const meta = adminPageMeta((t) => ({
  title: t('adminOrders.order.meta.title'),
  description: t('adminOrders.order.meta.description'),
}));

export default function OrderPage() {
  const { orderId } = useParams();
  return (
    <AdminRoute>
      <OrderDetails orderId={orderId ?? ''} />
    </AdminRoute>
  );
}

function OrderDetails({ orderId }: { orderId: string }) {
  const { t, locale } = useTranslator();
  const load = useCallback(() => adminOrdersApi.getOrder(orderId), [orderId]);
  const { state, reload } = useRemoteList(load);
  const order = state.data;

  return (
    <AdminPageShell testId="admin-order" width="wide">
      <BackLink to={adminPagePaths.orders(locale)} label={t('adminOrders.order.backToOrders')} />
      {state.kind === 'failed' && isApiError(state.error, 'ORDER_NOT_FOUND') ? (
        <Card className="mt-8 p-6 text-center sm:p-10" data-testid="order-not-found">
          <SearchX className="mx-auto size-8 text-stone-400" aria-hidden="true" />
          <h1 className="mt-3 font-display text-xl font-bold text-stone-900">{t('adminOrders.order.notFound')}</h1>
          <p className="mx-auto mt-1 max-w-md text-sm text-stone-600">{t('adminOrders.order.notFoundHint')}</p>
          <Link to={adminPagePaths.orders(locale)} className={buttonClasses('primary', 'md', 'mt-5')}>
            {t('adminOrders.order.backToOrders')}
          </Link>
        </Card>
      ) : state.kind === 'failed' ? (
        <LoadErrorCard
          message={t('adminOrders.order.loadFailed')}
          detail={errorMessage(t, state.error)}
          onRetry={reload}
          retryLabel={t('adminOrders.common.retry')}
        />
      ) : order === null || (state.kind === 'loading' && order.id !== orderId.toLowerCase()) ? (
        <OrderSkeleton label={t('adminOrders.order.loading')} />
      ) : (
        <OrderView order={order} />
      )}
    </AdminPageShell>
  );
}

function OrderView({ order }: { order: AdminOrderDetail }) {
  const { t, locale } = useTranslator();
  const address = order.shippingAddress;
  return (
    <>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">
            {t('adminOrders.orders.orderNumber', { id: shortOrderId(order.id) })}
          </h1>
          <p className="mt-2 text-base text-stone-600">
            {t('adminOrders.order.placedOn', { date: formatDateTime(order.createdAt, locale) })}
          </p>
          <div className="mt-3 flex flex-wrap gap-1.5">
            {order.testMode && <TestBadge />}
            <span className="inline-flex items-center rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
              {order.paymentStatus === 'paid' ? t('adminOrders.order.paid') : order.paymentStatus}
            </span>
            <DiscountBadge kind={order.discountKind} />
            {order.needsReview && <ReviewBadge reason={order.reviewReason} />}
            {order.sourceDpi !== null && order.sourceDpi < minimumPrintDpi && <LowDpiBadge />}
          </div>
        </div>
        <DownloadPrintFile order={order} />
      </div>

      {order.testMode && (
        <div
          role="note"
          className="mt-6 flex gap-3 rounded-2xl border border-violet-300 bg-violet-50 p-4 text-sm text-violet-900"
          data-testid="order-test-note"
        >
          <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('adminOrders.order.testTitle')}</p>
            <p className="mt-0.5">{t('adminOrders.order.testText')}</p>
          </div>
        </div>
      )}

      {order.needsReview && (
        <div
          role="note"
          className="mt-6 flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
          data-testid="order-review-note"
        >
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('adminOrders.order.reviewTitle')}</p>
            <p className="mt-0.5">{order.reviewReason ?? t('adminOrders.order.reviewNoReason')}</p>
          </div>
        </div>
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)]">
        <Card as="section" aria-labelledby="order-images" className="self-start p-4 sm:p-6">
          <h2 id="order-images" className="font-display text-lg font-bold text-stone-900">
            {t('adminOrders.order.sections.images')}
          </h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <LargeImage
              src={order.photoUrl}
              caption={order.artwork ? t('adminOrders.order.photoSource') : t('adminOrders.order.photo')}
              alt={t('adminOrders.orders.photoAlt')}
              missing={t('adminOrders.orders.noPhoto')}
            />
            <LargeImage
              src={order.artworkUrl}
              caption={order.artwork ? t('adminOrders.order.artworkPrinted') : t('adminOrders.order.artwork')}
              alt={t('adminOrders.orders.artworkAlt')}
              missing={t('adminOrders.order.noArtwork')}
              action={
                order.email ? (
                  <Link
                    to={adminOrderPaths.imageAdminFor(locale, order.email)}
                    className={buttonClasses('outline', 'sm', 'mt-3')}
                  >
                    <ImageUp className="size-4" aria-hidden="true" />
                    {t('adminOrders.order.uploadArtwork')}
                  </Link>
                ) : null
              }
            />
          </div>
        </Card>

        <div className="grid content-start gap-6">
          <OrderPrintCard order={order} />
          <DetailCard id="order-product" title={t('adminOrders.order.sections.product')}>
            <Detail label={t('adminOrders.order.fields.product')}>
              {t(`customize.productNames.${order.productType}`)}
            </Detail>
            <Detail label={t('adminOrders.order.fields.size')}>{t(`customize.sizes.${order.size}`)}</Detail>
            <Detail label={t('adminOrders.order.fields.color')}>{t(`customize.colors.${order.color}`)}</Detail>
            <Detail label={t('adminOrders.order.fields.amount')}>
              <span className="font-semibold tabular-nums" data-testid="order-amount">
                {formatMinorAmount(order.amountTotalMinor, order.currency, locale)}
              </span>{' '}
              <span className="text-stone-500">{order.currency}</span>
            </Detail>
            <Detail label={t('adminOrders.order.fields.discount')}>
              {t(`adminOrders.discount.${order.discountKind}`)}
            </Detail>
            <Detail label={t('adminOrders.order.fields.priceBook')}>
              <code className="text-xs">{order.priceBookId}</code>
            </Detail>
            <Detail label={t('adminOrders.order.fields.language')}>{t(`adminOrders.languages.${order.locale}`)}</Detail>
          </DetailCard>

          <DetailCard id="order-customer" title={t('adminOrders.order.sections.customer')}>
            <Detail label={t('adminOrders.order.fields.shipTo')}>
              {address ? (
                <address className="not-italic" data-testid="order-address">
                  <span className="font-medium">{address.name}</span>
                  {addressLines(address, locale).map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              ) : (
                <span className="text-stone-500">{t('adminOrders.orders.noAddress')}</span>
              )}
            </Detail>
            <Detail label={t('adminOrders.order.fields.email')}>
              {order.email ? (
                <a
                  href={`mailto:${order.email}`}
                  className="break-all text-brand-700 underline-offset-2 hover:underline"
                >
                  {order.email}
                </a>
              ) : (
                <span className="text-stone-500">{t('adminOrders.orders.noEmail')}</span>
              )}
            </Detail>
            <Detail label={t('adminOrders.order.fields.customerId')}>
              {order.customerId ? (
                <code className="text-xs break-all">{order.customerId}</code>
              ) : (
                <span className="text-stone-500">{t('adminOrders.order.noCustomer')}</span>
              )}
            </Detail>
          </DetailCard>

          <DetailCard id="order-payment" title={t('adminOrders.order.sections.payment')}>
            <Detail label={t('adminOrders.order.fields.provider')}>{order.paymentProvider}</Detail>
            <Detail label={t('adminOrders.order.fields.paymentIntent')}>
              <code className="text-xs break-all">{order.paymentIntentId ?? '—'}</code>
            </Detail>
            <Detail label={t('adminOrders.order.fields.checkoutSession')}>
              <code className="text-xs break-all">{order.checkoutSessionId}</code>
            </Detail>
            <Detail label={t('adminOrders.order.fields.orderId')}>
              <code className="text-xs break-all">{order.id}</code>
            </Detail>
          </DetailCard>
        </div>
      </div>
    </>
  );
}

/** 'Download print file': saves `order-{id}.ext`; disabled, with the reason, when the file is gone. */
function DownloadPrintFile({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslator();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await adminOrdersApi.downloadPrintFile(order.id));
    } catch (error) {
      toast.error(t('adminOrders.order.downloadFailed'), {
        description: isApiError(error, 'NOT_FOUND') ? t('adminOrders.order.printFileMissing') : errorMessage(t, error),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-stretch gap-1.5 max-sm:w-full sm:items-end">
      <Button
        onClick={() => void download()}
        disabled={busy || !order.printFileAvailable}
        data-testid="download-print-file"
      >
        {busy ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Download className="size-4" aria-hidden="true" />
        )}
        {busy ? t('adminOrders.order.downloading') : t('adminOrders.order.download')}
      </Button>
      <p className="text-xs text-stone-500 sm:text-right">
        {order.printFileAvailable ? t('adminOrders.order.downloadHint') : t('adminOrders.order.printFileMissing')}
      </p>
    </div>
  );
}

/** A large image with its caption, opening full size in a new tab; a placeholder when missing. */
function LargeImage({
  src,
  caption,
  alt,
  missing,
  action,
}: {
  src: string | null;
  caption: string;
  alt: string;
  missing: string;
  action?: ReactNode;
}) {
  const { t } = useTranslator();
  const [failed, setFailed] = useState(false);
  return (
    <figure className="min-w-0">
      {src && !failed ? (
        <a
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          className="group relative block overflow-hidden rounded-2xl border border-stone-200 bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <img
            src={src}
            alt={alt}
            onError={() => setFailed(true)}
            className="aspect-square w-full object-contain"
            decoding="async"
          />
          <span className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-white/90 px-2 py-1 text-xs font-medium text-stone-700 opacity-0 shadow-sm transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
            <ExternalLink className="size-3.5" aria-hidden="true" />
            {t('adminOrders.order.openFullSize')}
          </span>
        </a>
      ) : (
        <div className="grid aspect-[4/3] w-full place-items-center rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-4 text-center sm:aspect-square">
          <div>
            <ImageOff className="mx-auto size-8 text-stone-400" aria-hidden="true" />
            <p className="mt-2 text-sm font-medium text-stone-600">{missing}</p>
            {action}
          </div>
        </div>
      )}
      <figcaption className="mt-2 text-sm font-medium text-stone-700">{caption}</figcaption>
    </figure>
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
