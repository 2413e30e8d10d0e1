/**
 * 'Get preview to email later' (SPEC §4): marks the customer preview_requested and opens the email
 * dialog; the dialog's submit saves the address and goes on to the preview confirmation with the
 * navigation state of `preview-sent-state.ts`. Failures toast the SPEC §8 messages ('Failed to mark
 * preview requested', 'Failed to save email'); a failed save keeps the dialog open.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Translator } from '#client/i18n/i18n.ts';
import { readCustomerEmail, writeCustomerEmail } from '#client/lib/customer-id.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { loadApi } from '#client/lib/load-api.ts';
import type { PreviewSentState } from '#client/lib/preview-sent-state.ts';
import { toast } from '#client/lib/toast.ts';
import type { Color, ProductType } from '#shared/catalog.ts';
import type { Locale } from '#shared/locales.ts';
import { paths } from '#shared/paths.ts';
import type { StorefrontVariant } from '#shared/pricing.ts';

// Loaded on first use (issue 22 §2): the client and its zod schemas are not initial JS.

interface PreviewRequestOptions {
  t: Translator;
  locale: Locale;
  variant: StorefrontVariant;
  /** The garment the preview shows. */
  productType: ProductType;
  color: Color;
  /** The artwork or photo on the garment, shown again on the confirmation (issue 23 point 8). */
  imageUrl: string | null;
  /** The email on the customer's record, if any (the dialog starts with it). */
  knownEmail: string | null | undefined;
  /** Resolves to the customer id, or null: then the email is kept locally only (SPEC §4). */
  ensureCustomerId: () => Promise<string | null>;
}

/**
 * @returns the dialog's state (`open`, `used`: it was opened once so its code is loaded, `email`: the
 *   address to start with), `setOpen`, `request` (the offer's button) and `save` (the dialog's submit).
 */
export function usePreviewRequest(options: PreviewRequestOptions) {
  const { t, locale, variant, productType, color, imageUrl, knownEmail, ensureCustomerId } = options;
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [email, setEmail] = useState('');
  const navigate = useNavigate();
  const preview = { previewRequested: true as const, locale, previewProductType: productType, previewColor: color };

  const request = async () => {
    setEmail(knownEmail ?? readCustomerEmail() ?? '');
    setOpen(true);
    setUsed(true);
    const customerId = await ensureCustomerId();
    if (!customerId) return;
    try {
      const api = await loadApi();
      await api.updateCustomer(customerId, preview);
    } catch {
      toast.error(t('messages.previewRequestFailed'));
    }
  };

  const save = async (address: string) => {
    const customerId = await ensureCustomerId();
    if (customerId) {
      try {
        // The request is marked again: the first mark may have failed, and the server acts once.
        const api = await loadApi();
        await api.updateCustomer(customerId, { email: address, ...preview });
      } catch (error) {
        toast.error(t('messages.emailSaveFailed'), { description: errorMessage(t, error) });
        return;
      }
    }
    writeCustomerEmail(address);
    toast.success(t('messages.emailSaved'));
    setOpen(false);
    const state: PreviewSentState = { email: address, productType, color, imageUrl: imageUrl ?? undefined };
    navigate(paths.previewSent(locale, variant), { state });
  };

  return { open, used, email, setOpen, request, save };
}
