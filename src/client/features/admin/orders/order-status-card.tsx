/**
 * The lifecycle of one order on the staff order page (issue 19 §2): its status (with the reason of a
 * hold), the moves allowed now as buttons, each opening a short form (carrier and tracking for
 * shipped, a reason for on hold, a confirmation for cancel that says the payment is refunded in full), the parcels, and the timeline of status
 * changes with who made them.
 */
import { ArrowRight, LoaderCircle, PauseCircle, Truck } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';
import { type AdminOrderDetail, orderNoteMaxLength, shipmentFieldMaxLength } from '#shared/api/admin-orders.schemas.ts';
import type { OrderTransitionTarget } from '#shared/order-lifecycle.ts';
import { formatDateTime, formatMinorAmount } from './order-format.ts';
import { StatusBadge } from './orders-views.tsx';
import { type TransitionFields, useOrderTransition } from './use-order-transition.hook.ts';

const inputClasses =
  'mt-1 block h-10 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none sm:text-sm';

/** A labelled text input of the move form. */
function Field({
  label,
  value,
  onChange,
  required,
  type = 'text',
  maxLength = shipmentFieldMaxLength,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  type?: 'text' | 'url';
  maxLength?: number;
  name: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        required={required}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        className={inputClasses}
      />
    </div>
  );
}

/** The form of the chosen move: its fields, then Back and the move's own button. */
function MoveForm({
  to,
  orderNumber,
  refundable,
  fields,
  setField,
  busy,
  onSubmit,
  onBack,
}: {
  to: OrderTransitionTarget;
  orderNumber: string;
  /** What a cancellation refunds, formatted in the order's currency. */
  refundable: string;
  fields: TransitionFields;
  setField: (name: keyof TransitionFields, value: string) => void;
  busy: boolean;
  onSubmit: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslator();
  let body: ReactNode;
  if (to === 'shipped') {
    body = (
      <>
        <Field
          name="carrier"
          label={t('adminOrders.lifecycle.carrier')}
          value={fields.carrier}
          onChange={(v) => setField('carrier', v)}
          required
        />
        <Field
          name="trackingNumber"
          label={t('adminOrders.lifecycle.trackingNumber')}
          value={fields.trackingNumber}
          onChange={(v) => setField('trackingNumber', v)}
          required
        />
        <Field
          name="trackingUrl"
          type="url"
          maxLength={2000}
          label={t('adminOrders.lifecycle.trackingUrl')}
          value={fields.trackingUrl}
          onChange={(v) => setField('trackingUrl', v)}
        />
      </>
    );
  }
  const noteLabel = to === 'on_hold' ? t('adminOrders.lifecycle.holdReason') : t('adminOrders.lifecycle.noteOptional');
  return (
    <form
      className="mt-4 grid gap-3 rounded-2xl border border-stone-200 bg-stone-50 p-4"
      data-testid="transition-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {to === 'cancelled' && (
        <p role="note" className="text-sm font-medium text-red-800">
          {t('adminOrders.lifecycle.cancelConfirm', { orderNumber, amount: refundable })}
        </p>
      )}
      {body}
      <Field
        name="note"
        maxLength={orderNoteMaxLength}
        label={noteLabel}
        value={fields.note}
        onChange={(v) => setField('note', v)}
        required={to === 'on_hold'}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onBack} disabled={busy}>
          {t('adminOrders.lifecycle.back')}
        </Button>
        <Button
          type="submit"
          size="sm"
          disabled={busy}
          className={cn(to === 'cancelled' && 'bg-red-600 hover:bg-red-700')}
        >
          {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          {t(`adminOrders.lifecycle.confirm.${to}`)}
        </Button>
      </div>
    </form>
  );
}

/** Status, next moves, parcels and timeline of `order`; `onChanged` loads the order again. */
export function OrderStatusCard({ order, onChanged }: { order: AdminOrderDetail; onChanged: () => void }) {
  const { t, locale } = useTranslator();
  const move = useOrderTransition(order.orderNumber, onChanged);
  return (
    <Card as="section" aria-labelledby="order-status" className="p-4 sm:p-6" data-testid="order-lifecycle">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="order-status" className="font-display text-lg font-bold text-stone-900">
          {t('adminOrders.lifecycle.title')}
        </h2>
        <StatusBadge status={order.status} />
      </div>

      {order.holdReason && (
        <p
          className="mt-3 flex gap-2 rounded-xl bg-orange-50 p-3 text-sm text-orange-900 ring-1 ring-orange-200"
          data-testid="hold-reason"
        >
          <PauseCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="font-semibold">{t('adminOrders.lifecycle.onHoldBecause')}</span> {order.holdReason}
          </span>
        </p>
      )}

      {move.failure && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-700 ring-1 ring-red-200">
          {move.failure}
        </p>
      )}

      {order.allowedTransitions.length === 0 ? (
        <p className="mt-3 text-sm text-stone-500">{t('adminOrders.lifecycle.noMoves')}</p>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2" data-testid="transition-actions">
          {order.allowedTransitions.map((to) => (
            <Button
              key={to}
              type="button"
              size="sm"
              variant={move.chosen === to ? 'primary' : 'outline'}
              aria-pressed={move.chosen === to}
              disabled={move.busy}
              onClick={() => move.choose(move.chosen === to ? null : to)}
            >
              {t(`adminOrders.lifecycle.actions.${to}`)}
            </Button>
          ))}
        </div>
      )}
      {move.chosen && order.allowedTransitions.includes(move.chosen) && (
        <MoveForm
          to={move.chosen}
          orderNumber={order.orderNumber}
          refundable={formatMinorAmount(order.refundableMinor, order.currency, locale)}
          fields={move.fields}
          setField={move.setField}
          busy={move.busy}
          onSubmit={() => void move.submit()}
          onBack={() => move.choose(null)}
        />
      )}

      {order.shipments.length > 0 && (
        <ul className="mt-5 grid gap-2 text-sm" data-testid="order-shipments">
          {order.shipments.map((parcel) => (
            <li key={parcel.id} className="flex gap-2 text-stone-700">
              <Truck className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden="true" />
              <span>
                {parcel.carrier} ·{' '}
                {parcel.trackingUrl ? (
                  <a
                    href={parcel.trackingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand-700 underline-offset-2 hover:underline"
                  >
                    {parcel.trackingNumber}
                  </a>
                ) : (
                  <span>{parcel.trackingNumber}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}

      <h3 className="mt-6 text-sm font-semibold text-stone-900">{t('adminOrders.lifecycle.timeline')}</h3>
      <ol className="mt-2 grid gap-3 border-l-2 border-stone-200 pl-4 text-sm" data-testid="order-timeline">
        <li>
          <p className="font-medium text-stone-900">{t('adminOrders.status.paid')}</p>
          <p className="text-xs text-stone-500">
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, locale)}</time>
          </p>
        </li>
        {order.events.map((event) => (
          <li key={event.id} data-testid="order-event">
            <p className="flex flex-wrap items-center gap-1 font-medium text-stone-900">
              {event.kind === 'proof' ? (
                // A proof step keeps the status (issue 20 §4): its note says which.
                t('adminOrders.lifecycle.proofEvent')
              ) : event.kind === 'refund' ? (
                // A refund keeps the status (issue 19 §5): its note says how much and why.
                t('adminOrders.lifecycle.refundEvent')
              ) : (
                <>
                  {t(`adminOrders.status.${event.from}`)}
                  <ArrowRight className="size-3.5 text-stone-400" aria-label={t('adminOrders.lifecycle.to')} />
                  {t(`adminOrders.status.${event.to}`)}
                </>
              )}
            </p>
            <p className="text-xs text-stone-500">
              <time dateTime={event.at}>{formatDateTime(event.at, locale)}</time> ·{' '}
              {event.actorKind === 'staff'
                ? (event.staffEmail ?? t('adminOrders.lifecycle.actor.staff'))
                : t(`adminOrders.lifecycle.actor.${event.actorKind}`)}
            </p>
            {event.note && <p className="mt-0.5 text-stone-700">{event.note}</p>}
          </li>
        ))}
      </ol>
    </Card>
  );
}
