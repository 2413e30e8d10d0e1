/**
 * What a private status link shows (issue 19 §7): order number and date, every item of the order
 * with its design, quantity and line total, the fees and discount code (issue 21 §4),
 * a timeline of the order's steps, the tracking of every parcel with its expected delivery, what
 * was paid and refunded, and a help link (mailto support with the order number in the subject).
 * Nothing personal: the server answers no address, email or staff note.
 */
import { Circle, CircleCheck, ExternalLink, FileText, Package, Truck } from 'lucide-react';
import { Trans } from 'react-i18next';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { i18n, type Translator } from '#client/i18n/i18n.ts';
import type { CustomerOrderStatus, OrderStatusView } from '#shared/api/order-status.schemas.ts';
import { formatDeliveryWindow } from '#shared/delivery-window.ts';
import { type Currency, intlTagByLocale, type Locale } from '#shared/locales.ts';
import { formatMoney } from '#shared/money.ts';
import { formatVatRate } from '#shared/tax.ts';
import { LinkPageHelp, LinkPagePrivacyNote } from '../link-page-states.tsx';
import { OrderItems } from '../order-items.tsx';

/** The steps of an order that runs its course; a cancelled or refunded one shows what happened. */
const happyPath: CustomerOrderStatus[] = ['paid', 'in_production', 'shipped', 'delivered'];

/** Timeline rows: each step with its time, or pending. */
export function timelineSteps(order: OrderStatusView): { status: CustomerOrderStatus; at: string | null }[] {
  const reached = new Map(order.events.map((event) => [event.status, event.at]));
  const ended = order.events.some((event) => event.status === 'cancelled' || event.status === 'refunded');
  if (ended) return order.events.map((event) => ({ status: event.status, at: event.at }));
  return happyPath.map((status) => ({ status, at: reached.get(status) ?? null }));
}

/** Only web links are made clickable (a tracking URL comes from staff or a provider). */
function webUrl(url: string | null): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

export function OrderStatusDetails({
  t,
  locale,
  order,
  invoiceUrl = null,
}: {
  t: Translator;
  locale: Locale;
  order: OrderStatusView;
  /** The invoice PDF's download (issue 21 §2); no link when null. */
  invoiceUrl?: string | null;
}) {
  const tag = intlTagByLocale[locale];
  const date = (iso: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }).format(new Date(iso));
  const money = (amountMinor: number, currency: string) =>
    // Intl formats any ISO 4217 code; the narrower Currency type lists what the shop charges.
    formatMoney({ amountMinor, currency: currency as Currency }, locale);
  const steps = timelineSteps(order);
  const helpHref = `mailto:${order.supportEmail}?subject=${encodeURIComponent(
    t('orderStatus.helpSubject', { orderNumber: order.orderNumber }),
  )}`;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14" data-testid="order-status-page">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-extrabold tracking-tight text-stone-900">
            {/* The number never breaks at its hyphen. */}
            <Trans
              i18n={i18n}
              t={t}
              i18nKey="orderStatus.heading"
              values={{ orderNumber: order.orderNumber }}
              components={{ num: <span className="whitespace-nowrap" /> }}
            />
          </h1>
          <p className="mt-1 text-sm text-stone-600">{t('orderStatus.placedOn', { date: date(order.placedAt) })}</p>
        </div>
        <span
          className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800"
          data-testid="order-status-badge"
        >
          <span className="sr-only">{t('orderStatus.statusLabel')}: </span>
          {t(`orderStatus.statuses.${order.status}`)}
        </span>
      </header>

      {order.testMode && (
        <p className="mt-6 rounded-2xl border border-amber-400 bg-amber-50 p-4 text-sm font-semibold text-amber-900">
          {t('orderStatus.testNote')}
        </p>
      )}

      <div className="mt-8 grid gap-6 md:grid-cols-[1.2fr_1fr]">
        <Card as="section" aria-labelledby="item-heading" className="p-5">
          <h2 id="item-heading" className="text-sm font-semibold text-stone-900">
            {t('orderStatus.itemHeading')}
          </h2>
          <div className="mt-4">
            <OrderItems
              t={t}
              locale={locale}
              currency={order.currency}
              lines={order.lines}
              feeMinor={order.feeMinor}
              discountCode={order.discountCode}
              showDesigns
            />
          </div>
          <dl className="mt-3 space-y-2 border-t border-stone-200 pt-3 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-stone-600">{t('orderStatus.amountPaid')}</dt>
              <dd className="font-semibold text-stone-900">{money(order.amountPaidMinor, order.currency)}</dd>
            </div>
            {order.tax && (order.tax.rateBasisPoints || order.tax.taxMinor > 0) ? (
              <div className="flex justify-between gap-4 text-xs">
                <dt className="text-stone-500">
                  {order.tax.rateBasisPoints
                    ? t('orderStatus.vatIncluded', { rate: formatVatRate(order.tax.rateBasisPoints, tag) })
                    : t('orderStatus.salesTax')}
                </dt>
                <dd className="text-stone-700" data-testid="order-status-tax">
                  {money(order.tax.taxMinor, order.currency)}
                </dd>
              </div>
            ) : null}
            {order.amountRefundedMinor > 0 && (
              <div className="flex justify-between gap-4">
                <dt className="text-stone-600">{t('orderStatus.amountRefunded')}</dt>
                <dd className="font-semibold text-emerald-700" data-testid="order-status-refunded">
                  {money(order.amountRefundedMinor, order.currency)}
                </dd>
              </div>
            )}
          </dl>
          {order.refunds.length > 0 && (
            <ul className="mt-3 space-y-1 text-xs text-stone-500">
              {order.refunds.map((refund) => (
                <li key={`${refund.at}-${refund.amountMinor}`}>
                  {t('orderStatus.refundOn', {
                    amount: money(refund.amountMinor, refund.currency),
                    date: date(refund.at),
                  })}
                </li>
              ))}
            </ul>
          )}
          {invoiceUrl && (
            <a
              href={invoiceUrl}
              download
              rel="noreferrer"
              className={buttonClasses('secondary', 'sm', 'mt-4 w-full')}
              data-testid="order-status-invoice"
            >
              <FileText className="size-4" aria-hidden="true" />
              {t('orderStatus.invoice', { number: order.invoiceNumber ?? '' })}
            </a>
          )}
        </Card>

        <div className="space-y-6">
          <Card as="section" aria-labelledby="timeline-heading" className="p-5">
            <h2 id="timeline-heading" className="text-sm font-semibold text-stone-900">
              {t('orderStatus.timelineHeading')}
            </h2>
            <ol className="mt-4 space-y-0" data-testid="order-status-timeline">
              {steps.map((step, index) => (
                <li
                  key={step.status}
                  className="relative flex gap-3 pb-5 last:pb-0"
                  data-done={step.at ? 'true' : 'false'}
                >
                  {index < steps.length - 1 && (
                    <span
                      aria-hidden="true"
                      className={`absolute top-6 left-[11px] h-[calc(100%-1.25rem)] w-0.5 ${steps[index + 1]?.at ? 'bg-emerald-500' : 'bg-stone-200'}`}
                    />
                  )}
                  {step.at ? (
                    <CircleCheck className="relative size-6 shrink-0 text-emerald-600" aria-hidden="true" />
                  ) : (
                    <Circle className="relative size-6 shrink-0 text-stone-300" aria-hidden="true" />
                  )}
                  <div>
                    <p className={`text-sm font-semibold ${step.at ? 'text-stone-900' : 'text-stone-400'}`}>
                      {t(`orderStatus.steps.${step.status}`)}
                    </p>
                    <p className="text-xs text-stone-500">{step.at ? date(step.at) : t('orderStatus.pending')}</p>
                  </div>
                </li>
              ))}
            </ol>
          </Card>

          {order.shipments.length > 0 && (
            <Card as="section" aria-labelledby="tracking-heading" className="p-5" data-testid="order-status-tracking">
              <h2 id="tracking-heading" className="flex items-center gap-2 text-sm font-semibold text-stone-900">
                <Truck className="size-4 text-brand-600" aria-hidden="true" />
                {t('orderStatus.trackingHeading')}
              </h2>
              {order.expectedDelivery && (
                <p className="mt-2 text-sm font-semibold text-stone-800" data-testid="order-status-delivery">
                  {t('orderStatus.expectedDelivery', { window: formatDeliveryWindow(order.expectedDelivery, tag) })}
                </p>
              )}
              <ul className="mt-3 space-y-3">
                {order.shipments.map((parcel) => {
                  const href = webUrl(parcel.trackingUrl);
                  return (
                    <li key={`${parcel.carrier}-${parcel.trackingNumber}`} className="rounded-2xl bg-stone-50 p-4">
                      <p className="flex items-center gap-2 text-sm text-stone-600">
                        <Package className="size-4" aria-hidden="true" />
                        {t('orderStatus.carrier')}:{' '}
                        <span className="font-semibold text-stone-900">{parcel.carrier}</span>
                      </p>
                      <p className="mt-1 text-sm break-all text-stone-600">
                        {t('orderStatus.trackingNumber')}:{' '}
                        <span className="font-mono font-semibold text-stone-900">{parcel.trackingNumber}</span>
                      </p>
                      {href && (
                        <a
                          href={href}
                          target="_blank"
                          rel="noopener noreferrer"
                          className={buttonClasses('outline', 'sm', 'mt-3')}
                        >
                          {t('orderStatus.track')}
                          <ExternalLink className="size-4" aria-hidden="true" />
                        </a>
                      )}
                    </li>
                  );
                })}
              </ul>
            </Card>
          )}

          <LinkPageHelp
            headingId="help-heading"
            heading={t('orderStatus.helpHeading')}
            body={t('orderStatus.helpBody')}
            linkLabel={t('orderStatus.helpLink')}
            href={helpHref}
            linkTestId="order-status-help"
          />
        </div>
      </div>

      <LinkPagePrivacyNote text={t('orderStatus.privacyNote')} />
    </div>
  );
}
