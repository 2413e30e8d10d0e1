/**
 * The email sender's link preview (SPEC §2.12): the signed email-order link the email will carry,
 * read-only, with Copy and Open. It follows the email and language fields (useEmailOrderLink).
 */
import { Check, Copy, ExternalLink, Link2, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { inputClasses } from './form-controls.tsx';
import type { EmailOrderLinkState } from './use-email-order-link.ts';

/** How long (ms) the Copy button says "Copied". */
const copiedMs = 2000;

export function LinkPreview({ id, link }: { id: string; link: EmailOrderLinkState }) {
  const { t } = useTranslator();
  const [copied, setCopied] = useState(false);
  const hintId = `${id}-hint`;

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const url = link.kind === 'ready' ? link.url : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard permission (e.g. plain http on another host): select the text to copy by hand.
      const input = document.getElementById(id);
      if (input instanceof HTMLInputElement) input.select();
    }
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 flex items-center gap-1.5 text-sm font-medium text-stone-800">
        <Link2 className="size-4 text-stone-500" aria-hidden="true" />
        {t('adminEmails.sender.linkLabel')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative min-w-0 flex-1">
          <input
            id={id}
            readOnly
            value={url}
            placeholder={
              link.kind === 'loading' ? t('adminEmails.sender.linkLoading') : t('adminEmails.sender.linkEmpty')
            }
            aria-describedby={hintId}
            aria-busy={link.kind === 'loading'}
            data-testid="email-order-link-preview"
            onFocus={(event) => event.currentTarget.select()}
            className={inputClasses(
              false,
              'bg-stone-50 font-mono text-[13px] text-stone-700 sm:text-[13px] read-only:focus:bg-white',
            )}
          />
          {link.kind === 'loading' && (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-x-3.5 bottom-1.5 h-0.5 animate-pulse rounded-full bg-brand-300"
            />
          )}
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            className="flex-1 sm:flex-none"
            disabled={link.kind !== 'ready'}
            onClick={() => void copy()}
          >
            {copied ? (
              <Check className="size-4 text-emerald-600" aria-hidden="true" />
            ) : (
              <Copy className="size-4" aria-hidden="true" />
            )}
            <span aria-live="polite">{copied ? t('adminEmails.sender.copied') : t('adminEmails.sender.copy')}</span>
          </Button>
          {link.kind === 'ready' ? (
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('outline', 'md', 'flex-1 sm:flex-none')}
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              {t('adminEmails.sender.openLink')}
            </a>
          ) : (
            <Button variant="outline" className="flex-1 sm:flex-none" disabled>
              <ExternalLink className="size-4" aria-hidden="true" />
              {t('adminEmails.sender.openLink')}
            </Button>
          )}
        </div>
      </div>
      {link.kind === 'failed' ? (
        <p id={hintId} role="alert" className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('adminEmails.sender.linkFailed', { reason: errorMessage(t, link.error) })}
        </p>
      ) : (
        <p id={hintId} className="mt-1.5 text-xs leading-relaxed text-stone-500">
          {t('adminEmails.sender.linkHint')}
        </p>
      )}
    </div>
  );
}
