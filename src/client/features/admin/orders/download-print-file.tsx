/** The order page's 'Download print file' button and the line under it saying whether the file exists. */
import { Download, LoaderCircle } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import type { AdminOrderDetail } from '#shared/api/admin-orders.schemas.ts';
import { usePrintFileDownload } from './use-print-file-download.hook.ts';

/** 'Download print file': saves `order-{id}.ext`; disabled, with the reason, when the file is gone. */
export function DownloadPrintFile({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslator();
  const { busy, download } = usePrintFileDownload(order.orderNumber);
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
