/**
 * 'Revoke link' of a sent email's order link (issue 17 §5; `POST /api/admin/email-order-links/:id/revoke`):
 * the link shows nothing from then on; the outcome is a toast.
 */
import { useState } from 'react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminEmailsApi } from '#client/lib/admin-emails-api.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';

/**
 * @param onRevoked hears the server's time of revocation.
 * @returns `busy` while revoking and `revoke(linkId)`, which never throws.
 */
export function useRevokeLink(onRevoked: (revokedAt: string) => void) {
  const { t } = useTranslator();
  const [busy, setBusy] = useState(false);
  const revoke = async (linkId: string) => {
    setBusy(true);
    try {
      const { revokedAt } = await adminEmailsApi.revokeEmailOrderLink(linkId);
      toast.success(t('adminEmails.tracking.revoked'));
      onRevoked(revokedAt);
    } catch (error) {
      toast.error(t('adminEmails.tracking.revokeFailed'), { description: errorMessage(t, error) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, revoke };
}
