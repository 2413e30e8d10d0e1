/**
 * "Erase customer data" on the staff order page (issue 19 §9): a button under the customer card that
 * opens a translated confirm step; once erased, a note says when (the order stays for accounting).
 */
import { LoaderCircle, ShieldX, UserX } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import type { AdminOrderDetail } from '#shared/api/admin-orders.schemas.ts';
import { formatDateTime } from './order-format.ts';
import { useCustomerErasure } from './use-customer-erasure.hook.ts';

/** The erasure note or button of `order`; `onErased` loads the order again. Nothing without a customer. */
export function CustomerErasure({ order, onErased }: { order: AdminOrderDetail; onErased: () => void }) {
  const { t, locale } = useTranslator();
  if (order.personalDataErasedAt) {
    return (
      <p role="note" className="mt-4 flex gap-2 text-sm text-stone-600" data-testid="customer-erased-note">
        <ShieldX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('adminOrders.erasure.erasedNote', { date: formatDateTime(order.personalDataErasedAt, locale) })}
      </p>
    );
  }
  if (!order.customerId) return null;
  return <ErasureControl customerId={order.customerId} onErased={onErased} />;
}

function ErasureControl({ customerId, onErased }: { customerId: string; onErased: () => void }) {
  const { t } = useTranslator();
  const erasure = useCustomerErasure(customerId, onErased);
  if (!erasure.confirming) {
    return (
      <Button type="button" variant="outline" size="sm" className="mt-4" onClick={erasure.ask}>
        <UserX className="size-4" aria-hidden="true" />
        {t('adminOrders.erasure.button')}
      </Button>
    );
  }
  return (
    <div
      role="alertdialog"
      aria-labelledby="customer-erasure-title"
      aria-describedby="customer-erasure-text"
      className="mt-4 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
      data-testid="customer-erasure-confirm"
    >
      <p id="customer-erasure-title" className="font-semibold">
        {t('adminOrders.erasure.title')}
      </p>
      <p id="customer-erasure-text" className="mt-1">
        {t('adminOrders.erasure.text')}
      </p>
      {erasure.failure && (
        <p role="alert" className="mt-3 rounded-xl bg-white p-3 text-red-700 ring-1 ring-red-200">
          {erasure.failure}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={erasure.cancel} disabled={erasure.busy}>
          {t('adminOrders.erasure.cancel')}
        </Button>
        <Button type="button" size="sm" onClick={erasure.erase} disabled={erasure.busy}>
          {erasure.busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          {erasure.busy ? t('adminOrders.erasure.busy') : t('adminOrders.erasure.confirm')}
        </Button>
      </div>
    </div>
  );
}
