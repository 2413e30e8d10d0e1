/**
 * 'Approve and send' of a preview request (issue 8; `POST /api/admin/preview-requests/:customerId/send`):
 * approves the customer's artwork and mails the order link; the outcome is a toast.
 */
import { useState } from 'react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminOrdersApi } from '#client/lib/admin-orders-api.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import type { PreviewRequest } from '#shared/api/admin-orders.schemas.ts';

/**
 * @param onSent called after the server accepted (the list reloads).
 * @returns `busy` while sending and `send()`, which never throws.
 */
export function useSendPreview(request: PreviewRequest, onSent: () => void) {
  const { t } = useTranslator();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await adminOrdersApi.sendPreview(request.customerId);
      toast.success(t('adminOrders.previews.approved', { email: request.email }));
      onSent();
    } catch (error) {
      toast.error(t('adminOrders.previews.approveFailed'), { description: errorMessage(t, error) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, send };
}
