/**
 * Deleting the stored photo and its artwork (issue 17 point 6): the confirmation dialog's state and
 * the `DELETE /api/customers/:id/photo` call. On success the page is back to no image and a toast
 * confirms; a failure toasts the SPEC §8 reason and keeps the dialog open for another try.
 */
import { useState } from 'react';
import type { Translator } from '#client/i18n/i18n.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { loadApi } from '#client/lib/load-api.ts';
import { toast } from '#client/lib/toast.ts';
import type { Customer } from '#shared/api/customers.schemas.ts';

interface PhotoDeletionOptions {
  t: Translator;
  /** Resolves to the customer id, or null when none can be had (then nothing is sent). */
  ensureCustomerId: () => Promise<string | null>;
  /** Keeps the record the server answered (now without an image). */
  replaceCustomer: (customer: Customer) => void;
  /** Clears the upload on the page. */
  clearUpload: () => void;
}

/** @returns the dialog's `open` state and setter, `deleting` while the call runs, and `deletePhoto`. */
export function usePhotoDeletion({ t, ensureCustomerId, replaceCustomer, clearUpload }: PhotoDeletionOptions) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const deletePhoto = async () => {
    const customerId = await ensureCustomerId();
    if (!customerId) return;
    setDeleting(true);
    try {
      // Loaded on first use (issue 22 §2): the client and its schemas are not initial JS.
      const api = await loadApi();
      replaceCustomer(await api.deleteCustomerPhoto(customerId));
      clearUpload();
      setOpen(false);
      toast.success(t('customize.deletePhoto.deleted'));
    } catch (error) {
      toast.error(t('customize.deletePhoto.failed'), { description: errorMessage(t, error) });
    } finally {
      setDeleting(false);
    }
  };

  return { open, setOpen, deleting, deletePhoto };
}
