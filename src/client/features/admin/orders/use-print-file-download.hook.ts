/**
 * 'Download print file' of one order (issue 7 §3; `GET /api/admin/orders/:id/print-file`): saves
 * the full-resolution image as `order-{id}.ext`, or tells staff why it could not (a toast).
 */
import { useState } from 'react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminOrdersApi, saveFile } from '#client/lib/admin-orders-api.ts';
import { isApiError } from '#client/lib/api-error.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';

/** @returns `busy` while the file downloads and `download()`, which never throws. */
export function usePrintFileDownload(orderNumber: string): { busy: boolean; download: () => Promise<void> } {
  const { t } = useTranslator();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await adminOrdersApi.downloadPrintFile(orderNumber));
    } catch (error) {
      toast.error(t('adminOrders.order.downloadFailed'), {
        description: isApiError(error, 'NOT_FOUND') ? t('adminOrders.order.printFileMissing') : errorMessage(t, error),
      });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
