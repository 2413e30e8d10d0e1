/**
 * The refund form of the staff order page (issue 19 §5; `POST /api/admin/orders/:orderNumber/refunds`):
 * the amount typed in major units of the order's currency, converted to minor units here (never
 * sent as typed), the required reason, the save, and the outcome as a toast (refunded, pending at
 * the provider, refused) or the refusal as its SPEC §8-style message above the button.
 */
import { useState } from 'react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminOrdersApi } from '#client/lib/admin-orders-api.ts';
import { toast } from '#client/lib/toast.ts';
import type { AdminOrderDetail } from '#shared/api/admin-orders.schemas.ts';
import { useApiAction } from '../components/use-api-action.hook.ts';
import { formatMinorAmount } from './order-format.ts';
import { minorDigits, parseMajorAmount } from './refund-amount.ts';

/**
 * @param order the order to refund (its number, currency and what is left).
 * @param onDone called after the server answered (refund made, or refused: the order may have
 *   changed meanwhile), to load the order again.
 * @returns the `amount` and `reason` texts and their setters, `busy`, `failure` (the translated
 *   refusal, or the amount's own message, or null) and `submit()`, which never throws.
 */
export function useOrderRefund(order: AdminOrderDetail, onDone: () => void) {
  const { t, locale } = useTranslator();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [amountError, setAmountError] = useState<string | null>(null);
  const action = useApiAction(adminOrdersApi.refund);

  const submit = async () => {
    if (busy) return;
    const amountMinor = parseMajorAmount(amount, order.currency);
    if (amountMinor === null) {
      setAmountError(
        t('adminOrders.refunds.amountInvalid', { currency: order.currency, digits: minorDigits(order.currency) }),
      );
      return;
    }
    setAmountError(null);
    setBusy(true);
    const refund = await action.run(order.orderNumber, { amountMinor, reason: reason.trim() });
    setBusy(false);
    if (refund) {
      const formatted = formatMinorAmount(refund.amountMinor, refund.currency, locale);
      if (refund.status === 'succeeded') toast.success(t('adminOrders.refunds.done', { amount: formatted }));
      else if (refund.status === 'pending') toast.info(t('adminOrders.refunds.pending', { amount: formatted }));
      else toast.error(t('adminOrders.refunds.refusedTitle'), { description: refund.failureReason ?? undefined });
      setAmount('');
      setReason('');
    }
    onDone();
  };

  return {
    amount,
    setAmount,
    reason,
    setReason,
    busy,
    failure: amountError ?? action.failure,
    submit,
  };
}
