/**
 * Making an email-order link in the image admin (SPEC §2.12, §8 'Link generated successfully!';
 * issue 17 §5; `POST /api/admin/email-order-links`): the link of one email, language and record,
 * forgotten when any of them changes, and its copy to the clipboard.
 */
import { useEffect, useState } from 'react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminImagesApi } from '#client/lib/admin-images-api.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import type { Locale } from '#shared/locales.ts';

/** How long 'Copied!' shows, ms. */
const copiedMs = 2000;

/**
 * @param customerId the record the link shows; null: the email's own images.
 * @param onCreated called after a link was made (the list of links reloads).
 * @returns the link's `url` and `expiresAt` (null until made), `generating`, `generate()`,
 * `copied` (for two seconds after `copy()`) and `copy()`; the outcomes are toasts.
 */
export function useEmailOrderLink(email: string, locale: Locale, customerId: string | null, onCreated: () => void) {
  const { t } = useTranslator();
  const [url, setUrl] = useState<string | null>(null);
  const [expiresAt, setExpiresAt] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const [copied, setCopied] = useState(false);

  // A link belongs to one email, language and record.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetting on these changes is the point
  useEffect(() => {
    setUrl(null);
    setExpiresAt(null);
    setCopied(false);
  }, [email, locale, customerId]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const generate = async () => {
    setGenerating(true);
    try {
      const link = await adminImagesApi.createEmailOrderLink(email, locale, customerId);
      setUrl(link.url);
      setExpiresAt(link.expiresAt);
      toast.success(t('adminImages.link.generated'));
      onCreated();
    } catch (error) {
      toast.error(t('adminImages.link.failed'), { description: errorMessage(t, error) });
    } finally {
      setGenerating(false);
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      toast.error(t('adminImages.link.copyFailed'));
    }
  };

  return { url, expiresAt, generating, generate: () => void generate(), copied, copy: () => void copy() };
}
