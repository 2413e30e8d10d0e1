/**
 * The email order page for a link that no longer works (issue 17 §5): expired after
 * `EMAIL_ORDER_LINK_DAYS`, an old link of the kind that never expired, or revoked by staff. It shows
 * nothing of the customer. An expired link can be renewed: 'Send me a new link' asks the server to
 * mail a fresh one to the address the link was made for (POST /api/email-orders/renewals), so it
 * grants nothing the inbox did not have; a revoked one points to support.
 */
import { CircleAlert, Clock, LoaderCircle, MailCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import { api, isApiError } from '#client/lib/api-client.ts';
import { supportEmail } from '#client/lib/site-config.ts';
import type { Locale } from '#shared/locales.ts';
import { paths } from '#shared/paths.ts';
import type { EmailOrderLink } from './email-order-link.ts';

const variant = 'wowanimatedtees';

type Renewal = 'idle' | 'sending' | 'sent' | 'limited' | 'failed';

interface LinkNoLongerValidProps {
  t: Translator;
  locale: Locale;
  link: EmailOrderLink;
  /** Expired (a new link can be mailed), else revoked. */
  renewable: boolean;
}

export function LinkNoLongerValid({ t, locale, link, renewable }: LinkNoLongerValidProps) {
  const [renewal, setRenewal] = useState<Renewal>('idle');

  const renew = async () => {
    setRenewal('sending');
    try {
      await api.renewEmailOrderLink({ email: link.email, sig: link.sig, locale });
      setRenewal('sent');
    } catch (error) {
      setRenewal(isApiError(error, 'RATE_LIMITED') ? 'limited' : 'failed');
    }
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6" data-testid="email-order-expired">
      <span
        aria-hidden="true"
        className="mx-auto grid size-16 place-items-center rounded-full bg-amber-100 text-amber-700"
      >
        <Clock className="size-8" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-extrabold tracking-tight text-stone-900">
        {t('emailOrder.noLongerValid.title')}
      </h1>
      <p className="mt-4 text-base leading-relaxed text-stone-600">
        {renewable
          ? t('emailOrder.noLongerValid.expired')
          : t('emailOrder.noLongerValid.revoked', { email: supportEmail })}
      </p>

      {renewable && (
        <div className="mt-8" aria-live="polite">
          {renewal === 'sent' ? (
            <p
              className="mx-auto flex max-w-md items-start gap-3 rounded-2xl bg-emerald-50 p-4 text-left text-sm font-medium text-emerald-900 ring-1 ring-emerald-200"
              data-testid="email-order-renewed"
            >
              <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              {t('emailOrder.noLongerValid.sent')}
            </p>
          ) : (
            <>
              <Button
                size="lg"
                onClick={() => void renew()}
                disabled={renewal === 'sending'}
                data-testid="email-order-renew"
              >
                {renewal === 'sending' ? (
                  <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
                ) : (
                  <Send className="size-4" aria-hidden="true" />
                )}
                {renewal === 'sending' ? t('emailOrder.noLongerValid.sending') : t('emailOrder.noLongerValid.renew')}
              </Button>
              {(renewal === 'limited' || renewal === 'failed') && (
                <p role="alert" className="mx-auto mt-4 flex max-w-md items-start gap-2 text-left text-sm text-red-700">
                  <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {renewal === 'limited' ? t('emailOrder.noLongerValid.limited') : t('emailOrder.noLongerValid.failed')}
                </p>
              )}
            </>
          )}
        </div>
      )}

      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.customize(locale, variant)} className={buttonClasses(renewable ? 'outline' : 'primary', 'lg')}>
          {t('emailOrder.notFound.customize')}
        </Link>
        <Link to={paths.storefront(locale, variant)} className={buttonClasses('outline', 'lg')}>
          {t('emailOrder.notFound.home')}
        </Link>
      </div>
    </div>
  );
}
