/**
 * 'Approve and send' of a preview request (issue 8): one click sends the customer the order-link
 * email for their ready artwork (`POST /api/admin/preview-requests/:customerId/send`), with a
 * success or error toast; the list reloads after a send.
 */
import { LoaderCircle, Send } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';
import type { PreviewRequest } from '#shared/api/admin-orders.schemas.ts';
import { useSendPreview } from './use-send-preview.hook.ts';

export function ApproveSendButton({
  request,
  onSent,
  className,
}: {
  request: PreviewRequest;
  onSent: () => void;
  className?: string;
}) {
  const { t } = useTranslator();
  const { busy, send } = useSendPreview(request, onSent);
  return (
    <Button
      size="sm"
      onClick={() => void send()}
      disabled={busy}
      data-testid="approve-send"
      className={cn('whitespace-nowrap', className)}
    >
      {busy ? (
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      ) : (
        <Send className="size-4" aria-hidden="true" />
      )}
      {busy ? t('adminOrders.previews.approving') : t('adminOrders.previews.approveSend')}
    </Button>
  );
}
