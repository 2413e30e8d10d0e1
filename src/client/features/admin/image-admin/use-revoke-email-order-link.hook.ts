/**
 * 'Revoke' of a listed email-order link in the image admin (issue 17 §5;
 * `POST /api/admin/email-order-links/:id/revoke`); the outcome is a toast.
 */
import { useState } from 'react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminImagesApi } from '#client/lib/admin-images-api.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';

/**
 * @param onRevoked called after the server revoked the link (the list reloads).
 * @returns `busy` while revoking and `revoke()`, which never throws.
 */
export function useRevokeEmailOrderLink(linkId: string, onRevoked: () => void) {
  const { t } = useTranslator();
  const [busy, setBusy] = useState(false);
  const revoke = async () => {
    setBusy(true);
    try {
      await adminImagesApi.revokeEmailOrderLink(linkId);
      toast.success(t('adminImages.links.revoked'));
      onRevoked();
    } catch (error) {
      toast.error(t('adminImages.links.revokeFailed'), { description: errorMessage(t, error) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, revoke: () => void revoke() };
}
