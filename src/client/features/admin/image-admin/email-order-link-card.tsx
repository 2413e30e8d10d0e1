/**
 * The image admin's email-order link (SPEC §2.12 "generate a personalised email-order link and test
 * it", §8 'Link generated successfully!'; issue 17 §5): 'Generate link' asks the server for a new
 * link of the checked email in the chosen language, bound to the chosen record (or the email's own
 * images), shows it with its expiry and a copy button, and 'Test link' opens it in a new tab. Another
 * email, language or record needs a new link; every link made is listed below, where staff revoke it.
 */
import { Check, Copy, ExternalLink, Link2, LoaderCircle } from 'lucide-react';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import type { Locale } from '#shared/locales.ts';
import { formatDate } from '../orders/order-format.ts';
import { useEmailOrderLink } from './use-email-order-link.hook.ts';

interface EmailOrderLinkCardProps {
  email: string;
  locale: Locale;
  /** The record the link shows; null: the email's own images. */
  customerId: string | null;
  /** Called after a link was made (the list of links reloads). */
  onCreated(): void;
}

export function EmailOrderLinkCard({ email, locale, customerId, onCreated }: EmailOrderLinkCardProps) {
  const { t, locale: pageLocale } = useTranslator();
  const { url, expiresAt, generating, generate, copied, copy } = useEmailOrderLink(
    email,
    locale,
    customerId,
    onCreated,
  );

  return (
    <Card as="section" aria-labelledby="image-admin-link-title" className="p-5 sm:p-6">
      <h2 id="image-admin-link-title" className="font-display text-lg font-bold text-stone-900">
        {t('adminImages.link.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('adminImages.link.description')}</p>
      {url && (
        <figure className="mt-4">
          <figcaption className="mb-1.5 text-sm font-medium text-stone-800">{t('adminImages.link.label')}</figcaption>
          {/* Wrapped in full (a narrow input would hide all but the host); one click selects all of it. */}
          <p
            className="rounded-xl border border-stone-200 bg-stone-50 px-3 py-2 font-mono text-xs leading-relaxed break-all text-stone-800 select-all"
            data-testid="image-admin-link"
          >
            {url}
          </p>
          {expiresAt && (
            <p className="mt-1.5 text-xs text-stone-500" data-testid="image-admin-link-expiry">
              {t('adminImages.link.expires', { date: formatDate(expiresAt, pageLocale) })}
            </p>
          )}
        </figure>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={generate} disabled={generating} data-testid="image-admin-generate-link">
          {generating ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Link2 className="size-4" aria-hidden="true" />
          )}
          {generating ? t('adminImages.link.generating') : t('adminImages.link.generate')}
        </Button>
        {url && (
          <Button variant="outline" onClick={copy} data-testid="image-admin-copy-link">
            {copied ? (
              <Check className="size-4 text-emerald-600" aria-hidden="true" />
            ) : (
              <Copy className="size-4" aria-hidden="true" />
            )}
            <span aria-live="polite">{copied ? t('adminImages.link.copied') : t('adminImages.link.copy')}</span>
          </Button>
        )}
        {url ? (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('outline')}
            data-testid="image-admin-test-link"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {t('adminImages.link.test')}
          </a>
        ) : (
          <Button variant="outline" disabled data-testid="image-admin-test-link">
            <ExternalLink className="size-4" aria-hidden="true" />
            {t('adminImages.link.test')}
          </Button>
        )}
      </div>
    </Card>
  );
}
