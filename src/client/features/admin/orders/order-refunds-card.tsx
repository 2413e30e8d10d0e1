/**
 * The Refunds card of the staff order page (issue 19 §5): paid, refunded and what is left, days since
 * delivery against the 30-day return window (SPEC §1), every refund with its status (a failed one
 * with the provider's reason), and a form to refund an amount in the order's currency with a reason.
 */
import { CalendarClock, LoaderCircle, Undo2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';
import { marketingClaims } from '#client/lib/site-config.ts';
import { type AdminOrderDetail, type RefundStatus, refundReasonMaxLength } from '#shared/api/admin-orders.schemas.ts';
import { formatDateTime, formatMinorAmount } from './order-format.ts';
import { useOrderRefund } from './use-order-refund.hook.ts';

const inputClasses =
  'mt-1 block h-10 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none sm:text-sm';

const statusClasses: Record<RefundStatus, string> = {
  succeeded: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

/** Days since delivery and whether the return window is still open; a plain note before delivery. */
function DeliveryWindow({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslator();
  if (order.daysSinceDelivery === null) {
    return <p className="mt-3 text-sm text-stone-500">{t('adminOrders.refunds.notDelivered')}</p>;
  }
  // The shop's return window (issue 21 §5: `RETURN_DAYS`, 30 by default as SPEC §1).
  const returnWindowDays = marketingClaims.returnDays;
  const past = order.daysSinceDelivery > returnWindowDays;
  return (
    <p
      className={cn(
        'mt-3 flex gap-2 rounded-xl p-3 text-sm ring-1',
        past ? 'bg-amber-50 text-amber-900 ring-amber-200' : 'bg-stone-50 text-stone-700 ring-stone-200',
      )}
      data-testid="delivery-window"
    >
      <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {t('adminOrders.refunds.deliveredDays', { count: order.daysSinceDelivery })}{' '}
        {past
          ? t('adminOrders.refunds.pastWindow', { days: returnWindowDays })
          : t('adminOrders.refunds.withinWindow', { days: returnWindowDays })}
      </span>
    </p>
  );
}

/** The refund form: amount (major units of the order's currency) and reason. */
function RefundForm({ order, onChanged }: { order: AdminOrderDetail; onChanged: () => void }) {
  const { t, locale } = useTranslator();
  const refund = useOrderRefund(order, onChanged);
  const amountId = useId();
  const reasonId = useId();
  const hintId = useId();
  return (
    <form
      className="mt-4 grid gap-3 rounded-2xl border border-stone-200 bg-stone-50 p-4"
      data-testid="refund-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void refund.submit();
      }}
    >
      <div>
        <label htmlFor={amountId} className="text-sm font-medium text-stone-700">
          {t('adminOrders.refunds.amount', { currency: order.currency })}
        </label>
        <input
          id={amountId}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          required
          value={refund.amount}
          onChange={(event) => refund.setAmount(event.target.value)}
          aria-describedby={hintId}
          className={inputClasses}
        />
        <p id={hintId} className="mt-1 text-xs text-stone-500">
          {t('adminOrders.refunds.amountHint', {
            amount: formatMinorAmount(order.refundableMinor, order.currency, locale),
          })}
        </p>
      </div>
      <div>
        <label htmlFor={reasonId} className="text-sm font-medium text-stone-700">
          {t('adminOrders.refunds.reason')}
        </label>
        <input
          id={reasonId}
          name="reason"
          required
          maxLength={refundReasonMaxLength}
          value={refund.reason}
          onChange={(event) => refund.setReason(event.target.value)}
          className={inputClasses}
        />
      </div>
      {refund.failure && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-700 ring-1 ring-red-200">
          {refund.failure}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={refund.busy || !refund.reason.trim()}>
          {refund.busy ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Undo2 className="size-4" aria-hidden="true" />
          )}
          {refund.busy ? t('adminOrders.refunds.submitting') : t('adminOrders.refunds.submit')}
        </Button>
      </div>
    </form>
  );
}

/** Refund totals, delivery window, refunds and form of `order`; `onChanged` loads it again. */
export function OrderRefundsCard({ order, onChanged }: { order: AdminOrderDetail; onChanged: () => void }) {
  const { t, locale } = useTranslator();
  const money = (minor: number) => formatMinorAmount(minor, order.currency, locale);
  return (
    <Card as="section" aria-labelledby="order-refunds" className="p-4 sm:p-6" data-testid="order-refunds">
      <h2 id="order-refunds" className="font-display text-lg font-bold text-stone-900">
        {t('adminOrders.refunds.title')}
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        {(
          [
            ['paid', order.amountTotalMinor],
            ['refunded', order.refundedMinor],
            ['left', order.refundableMinor],
          ] as const
        ).map(([key, minor]) => (
          <div key={key} className="rounded-xl bg-stone-50 p-2 ring-1 ring-stone-200">
            <dt className="text-xs text-stone-500">{t(`adminOrders.refunds.${key}`)}</dt>
            <dd className="font-semibold text-stone-900 tabular-nums" data-testid={`refunds-${key}`}>
              {money(minor)}
            </dd>
          </div>
        ))}
      </dl>
      <DeliveryWindow order={order} />

      {order.refunds.length === 0 ? (
        <p className="mt-4 text-sm text-stone-500">{t('adminOrders.refunds.none')}</p>
      ) : (
        <ul className="mt-4 grid gap-3 text-sm" data-testid="refund-list">
          {order.refunds.map((refund) => (
            <li key={refund.id} className="rounded-xl p-3 ring-1 ring-stone-200" data-testid="refund">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-stone-900 tabular-nums">
                  {formatMinorAmount(refund.amountMinor, refund.currency, locale)}
                </span>
                <span
                  className={cn(
                    'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1',
                    statusClasses[refund.status],
                  )}
                >
                  {t(`adminOrders.refunds.status.${refund.status}`)}
                </span>
              </div>
              <p className="mt-1 text-stone-700">{refund.reason}</p>
              {refund.status === 'failed' && refund.failureReason && (
                <p className="mt-1 text-red-700">
                  {t('adminOrders.refunds.failedBecause', { reason: refund.failureReason })}
                </p>
              )}
              <p className="mt-1 text-xs text-stone-500">
                <time dateTime={refund.createdAt}>{formatDateTime(refund.createdAt, locale)}</time> ·{' '}
                {refund.staffEmail
                  ? t('adminOrders.refunds.by', { email: refund.staffEmail })
                  : t('adminOrders.refunds.byDashboard')}
              </p>
            </li>
          ))}
        </ul>
      )}

      {order.refundableMinor > 0 && <RefundForm order={order} onChanged={onChanged} />}
      {order.refundedMinor >= order.amountTotalMinor && (
        <p className="mt-4 text-sm text-stone-500">{t('adminOrders.refunds.nothingLeft')}</p>
      )}
    </Card>
  );
}
