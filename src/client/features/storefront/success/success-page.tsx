/**
 * Order success page (SPEC §2.8, §4): saves the order of the query's `session_id` once
 * (`useOrderConfirmation`), then shows a thank-you with the order confirmation
 * (order-confirmation.tsx: what only the link shows and what the customer's own browser shows,
 * issue 11), or a friendly error state. It works after a reload and in
 * another browser: the confirm answers the recorded order again. Route module of `.../success`.
 */
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { MailLink } from '#client/components/ui/text-link.tsx';
import { i18n, type Translator } from '#client/i18n/i18n.ts';
import { pageMeta } from '#client/lib/page-meta.ts';
import { marketingClaims, supportEmail } from '#client/lib/site-config.ts';
import type { Locale } from '#shared/locales.ts';
import { paths } from '#shared/paths.ts';
import type { StorefrontVariant } from '#shared/pricing.ts';
import { useStorefront } from '../storefront-context.ts';
import { OrderConfirmation } from './order-confirmation.tsx';
import { useOrderConfirmation } from './use-order-confirmation.hook.ts';

/** Title in the page's language; a per-customer page, so never indexed. */
export function meta({ location }: { location: { pathname: string } }) {
  return pageMeta(
    location.pathname,
    (t) => ({
      title: t('meta.successTitle'),
      // Issue 21 §5: "free" only while the shop advertises free shipping.
      description: t(
        marketingClaims.freeShipping ? 'meta.successDescription' : 'meta.successDescriptionNoFreeShipping',
      ),
    }),
    { noindex: true },
  );
}

/** The success page: loading, then the thank-you or the error state, with the next-step links. */
export default function SuccessPage() {
  const { locale, variant, t } = useStorefront();
  const state = useOrderConfirmation(variant, t);

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-20">
      <Card className="p-6 text-center sm:p-10">
        {state.status === 'loading' && (
          <div role="status" className="flex flex-col items-center gap-4 py-10">
            <LoaderCircle className="size-10 animate-spin text-brand-600" aria-hidden="true" />
            {/* The prerendered page is this state: it still gets the page's one heading. */}
            <h1 className="font-display text-xl font-bold text-stone-800">{t('success.loading')}</h1>
          </div>
        )}
        {state.status === 'confirmed' && <OrderConfirmation t={t} locale={locale} order={state.order} />}
        {state.status === 'failed' && (
          <div className="flex flex-col items-center gap-4">
            <span className="grid size-16 place-items-center rounded-full bg-red-50 text-red-600">
              <CircleAlert className="size-8" aria-hidden="true" />
            </span>
            <h1
              data-testid="success-error-heading"
              className="font-display text-2xl font-bold text-stone-900 sm:text-3xl"
            >
              {t('success.errorHeading')}
            </h1>
            <p className="max-w-md text-stone-600">
              <Trans
                i18n={i18n}
                t={t}
                i18nKey="success.errorBody"
                values={{ email: supportEmail }}
                components={{ mail: <MailLink email={supportEmail} /> }}
              />
            </p>
          </div>
        )}
        {state.status !== 'loading' && <NextLinks t={t} locale={locale} variant={variant} />}
      </Card>
    </div>
  );
}

function NextLinks({ t, locale, variant }: { t: Translator; locale: Locale; variant: StorefrontVariant }) {
  return (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      <Link to={paths.storefront(locale, variant)} className={buttonClasses('outline')}>
        {t('success.continueShopping')}
      </Link>
      <Link to={paths.customize(locale, variant)} className={buttonClasses('primary')}>
        {t('success.createAnother')}
      </Link>
    </div>
  );
}
