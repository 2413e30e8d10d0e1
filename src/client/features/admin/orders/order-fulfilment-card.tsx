/**
 * The Fulfilment card of the staff order page (issue 19 §3): which provider prints the order, its
 * order id and status there, the last error and attempts, "Send to {provider}" while the provider
 * does not have it (not for `manual`), the packing slip (for `manual`), and every parcel with its
 * tracking link.
 */
import { ExternalLink, FileText, LoaderCircle, Send } from 'lucide-react';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminOrdersApi } from '#client/lib/admin-orders-api.ts';
import type { AdminOrderDetail } from '#shared/api/admin-orders.schemas.ts';
import { Detail, DetailCard } from './order-detail-card.tsx';
import { formatDateTime } from './order-format.ts';
import { useSendToProvider } from './use-send-to-provider.hook.ts';

const knownStatuses = [
  'pending',
  'submitted',
  'in_production',
  'partially_shipped',
  'shipped',
  'on_hold',
  'failed',
  'cancelled',
] as const;
type KnownStatus = (typeof knownStatuses)[number];
const isKnownStatus = (value: string): value is KnownStatus => (knownStatuses as readonly string[]).includes(value);

/** The fulfilment of `order`; `onChanged` loads the order again after a send. */
export function OrderFulfilmentCard({ order, onChanged }: { order: AdminOrderDetail; onChanged: () => void }) {
  const { t, locale } = useTranslator();
  const f = order.fulfilment;
  const sending = useSendToProvider(order.orderNumber, onChanged);
  const footer = (
    <div className="mt-4 grid gap-3">
      {sending.failure && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-700 ring-1 ring-red-200">
          {sending.failure}
        </p>
      )}
      {sending.queued && f.canSubmit && (
        <p role="status" className="text-sm text-stone-600">
          {t('adminOrders.fulfilment.queued', { provider: f.providerLabel })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {f.canSubmit && (
          <Button type="button" size="sm" onClick={sending.send} disabled={sending.busy} data-testid="send-to-provider">
            {sending.busy ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Send className="size-4" aria-hidden="true" />
            )}
            {t('adminOrders.fulfilment.send', { provider: f.providerLabel })}
          </Button>
        )}
        {f.packingSlip && (
          <a
            href={adminOrdersApi.packingSlipUrl(order.orderNumber)}
            target="_blank"
            rel="noopener"
            className={buttonClasses('outline', 'sm')}
            data-testid="packing-slip"
          >
            <FileText className="size-4" aria-hidden="true" />
            {t('adminOrders.fulfilment.packingSlip')}
          </a>
        )}
      </div>
    </div>
  );
  return (
    <DetailCard id="order-fulfilment" title={t('adminOrders.fulfilment.title')} footer={footer}>
      <Detail label={t('adminOrders.fulfilment.provider')}>
        <span data-testid="fulfilment-provider">
          {f.provider === 'manual' ? t('adminOrders.fulfilment.manual') : f.providerLabel}
        </span>
        {f.provider !== 'manual' && (
          <span className="block text-xs text-stone-500">
            {f.autoSubmit ? t('adminOrders.fulfilment.autoOn') : t('adminOrders.fulfilment.autoOff')}
          </span>
        )}
      </Detail>
      {f.provider !== 'manual' && (
        <>
          <Detail label={t('adminOrders.fulfilment.providerOrderId')}>
            {f.providerOrderId ? (
              <code className="text-xs break-all">{f.providerOrderId}</code>
            ) : (
              <span className="text-stone-500">{t('adminOrders.fulfilment.notSent')}</span>
            )}
          </Detail>
          {f.status && (
            <Detail label={t('adminOrders.fulfilment.status')}>
              <span data-testid="fulfilment-status">
                {isKnownStatus(f.status) ? t(`adminOrders.fulfilment.statuses.${f.status}`) : f.status}
              </span>
              {f.providerStatus && <span className="ml-1 text-xs text-stone-500">({f.providerStatus})</span>}
            </Detail>
          )}
          {f.lastError && (
            <Detail label={t('adminOrders.fulfilment.lastError')}>
              <span className="text-red-700" data-testid="fulfilment-error">
                {f.lastError}
              </span>
            </Detail>
          )}
          <Detail label={t('adminOrders.fulfilment.attempts')}>
            <span className="tabular-nums">{f.attempts}</span>
            {f.submittedAt && (
              <span className="block text-xs text-stone-500">
                {t('adminOrders.fulfilment.submittedAt', { date: formatDateTime(f.submittedAt, locale) })}
              </span>
            )}
          </Detail>
        </>
      )}
      <Detail label={t('adminOrders.fulfilment.parcels')}>
        {order.shipments.length === 0 ? (
          <span className="text-stone-500">{t('adminOrders.fulfilment.noParcels')}</span>
        ) : (
          <ul className="grid gap-1.5" data-testid="fulfilment-parcels">
            {order.shipments.map((parcel) => (
              <li key={parcel.id}>
                <span className="font-medium">{parcel.carrier}</span>{' '}
                {parcel.trackingUrl ? (
                  <a
                    href={parcel.trackingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 break-all text-brand-700 underline-offset-2 hover:underline"
                  >
                    {parcel.trackingNumber}
                    <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                  </a>
                ) : (
                  <span className="break-all">{parcel.trackingNumber}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </Detail>
    </DetailCard>
  );
}
