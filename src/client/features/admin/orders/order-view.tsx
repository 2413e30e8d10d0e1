/**
 * Everything about one order for staff (issue 7 §3): heading (its `WT-` number, issue 19 §1) with
 * badges, 'Download print file', the test and review notes, the lifecycle card (status, next moves,
 * timeline; issue 19 §2), the proof approval card (issue 20 §4), the fulfilment card (provider, parcels; issue 19 §3), the refunds card (issue 19 §5), the images, print, product, customer (with "Erase customer data", issue 19
 * §9) and payment cards.
 */
import { FlaskConical, TriangleAlert } from 'lucide-react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import type { AdminOrderDetail } from '#shared/api/admin-orders.schemas.ts';
import { minimumPrintDpi } from '#shared/artwork.ts';
import { CustomerErasure } from './customer-erasure.tsx';
import { DownloadPrintFile } from './download-print-file.tsx';
import { Detail, DetailCard } from './order-detail-card.tsx';
import { addressLines, formatDateTime, formatMinorAmount } from './order-format.ts';
import { OrderFulfilmentCard } from './order-fulfilment-card.tsx';
import { OrderImagesCard } from './order-images-card.tsx';
import { hasSeveralItems, OrderLinesDetails } from './order-lines-details.tsx';
import { LowDpiBadge, OrderPrintCard } from './order-print-card.tsx';
import { OrderProofCard } from './order-proof-card.tsx';
import { OrderRefundsCard } from './order-refunds-card.tsx';
import { OrderStatusCard } from './order-status-card.tsx';
import { OrderTaxDetails } from './order-tax-details.tsx';
import { DiscountBadge, ReviewBadge, TestBadge } from './orders-views.tsx';

/** The loaded order `order`; `onChanged` loads it again after a status change. */
export function OrderView({ order, onChanged }: { order: AdminOrderDetail; onChanged: () => void }) {
  const { t, locale } = useTranslator();
  const address = order.shippingAddress;
  return (
    <>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">
            {t('adminOrders.orders.orderNumber', { id: order.orderNumber })}
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
        <OrderImagesCard order={order} />

        <div className="grid content-start gap-6">
          <OrderStatusCard order={order} onChanged={onChanged} />
          <OrderProofCard order={order} onChanged={onChanged} />
          <OrderFulfilmentCard order={order} onChanged={onChanged} />
          <OrderRefundsCard order={order} onChanged={onChanged} />
          <OrderPrintCard order={order} />
          <DetailCard id="order-product" title={t('adminOrders.order.sections.product')}>
            {hasSeveralItems(order) ? (
              <OrderLinesDetails t={t} locale={locale} order={order} />
            ) : (
              <>
                <Detail label={t('adminOrders.order.fields.product')}>
                  {t(`customize.productNames.${order.productType}`)}
                </Detail>
                <Detail label={t('adminOrders.order.fields.size')}>{t(`customize.sizes.${order.size}`)}</Detail>
                <Detail label={t('adminOrders.order.fields.color')}>{t(`customize.colors.${order.color}`)}</Detail>
              </>
            )}
            <Detail label={t('adminOrders.order.fields.amount')}>
              <span className="font-semibold tabular-nums" data-testid="order-amount">
                {formatMinorAmount(order.amountTotalMinor, order.currency, locale)}
              </span>{' '}
              <span className="text-stone-500">{order.currency}</span>
            </Detail>
            <OrderTaxDetails t={t} locale={locale} order={order} />
            <Detail label={t('adminOrders.order.fields.discount')}>
              {t(`adminOrders.discount.${order.discountKind}`)}
              {/* Issue 21 §3: the code and what it took off. */}
              {order.discountCode && (
                <span className="ml-1.5" data-testid="order-discount-code">
                  · <code className="text-xs">{order.discountCode}</code>
                  {order.discountMinor ? ` −${formatMinorAmount(order.discountMinor, order.currency, locale)}` : ''}
                </span>
              )}
            </Detail>
            <Detail label={t('adminOrders.order.fields.priceBook')}>
              <code className="text-xs">{order.priceBookId}</code>
              {/* Issue 21 §1: the version charged from, its prices in the catalogue history. */}
              {order.priceBookVersion !== null && (
                <span className="ml-1.5 text-xs text-stone-500" data-testid="order-price-book-version">
                  v{order.priceBookVersion}
                </span>
              )}
            </Detail>
            <Detail label={t('adminOrders.order.fields.language')}>{t(`adminOrders.languages.${order.locale}`)}</Detail>
          </DetailCard>

          <DetailCard
            id="order-customer"
            title={t('adminOrders.order.sections.customer')}
            footer={<CustomerErasure order={order} onErased={onChanged} />}
          >
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
