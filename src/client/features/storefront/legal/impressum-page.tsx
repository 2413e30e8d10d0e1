/**
 * Impressum of the German storefronts (issue 11; § 5 DDG): the provider's name and postal address,
 * a fast electronic contact (the support mailbox) and the VAT id when there is one, from the
 * build's `SHOP_*` configuration. Without a configured operator it names no company and says so.
 * Route module of `/de/{variant}/impressum`; other languages have no Impressum (not-found page).
 */

import { NotFoundScreen } from '#client/components/layout/not-found-screen.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { pageMeta } from '#client/lib/page-meta.ts';
import { shopOperator } from '#client/lib/site-config.ts';
import { localeFromPath } from '#shared/locales.ts';
import { useStorefront } from '../storefront-context.ts';
import { MailText, OperatorAddress } from './operator-details.tsx';

/** Title and description; outside German the path is a 404, so never indexed there. */
export function meta({ location }: { location: { pathname: string } }) {
  return pageMeta(
    location.pathname,
    (t) => ({ title: t('legal.impressum.metaTitle'), description: t('legal.impressum.metaDescription') }),
    { noindex: localeFromPath(location.pathname) !== 'de' },
  );
}

/** The Impressum, or the not-found page outside the German storefronts. */
export default function ImpressumPage() {
  const { locale, t } = useStorefront();
  if (locale !== 'de') return <NotFoundScreen />;
  const operator = shopOperator;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <Card as="section" aria-labelledby="impressum-heading" className="px-5 py-8 break-words sm:px-10 sm:py-10">
        <div className="max-w-prose space-y-8 leading-relaxed text-stone-700">
          <header className="border-b border-stone-200 pb-6">
            <h1
              id="impressum-heading"
              data-testid="impressum-heading"
              className="font-display text-2xl font-extrabold tracking-tight text-stone-900 sm:text-4xl"
            >
              {t('legal.impressum.title')}
            </h1>
            <p className="mt-3 text-sm text-stone-500">{t('legal.impressum.intro')}</p>
          </header>
          <section aria-labelledby="impressum-provider">
            <h2 id="impressum-provider" className="font-display text-xl font-bold text-stone-900">
              {t('legal.impressum.provider')}
            </h2>
            <div className="mt-3">
              {operator ? (
                <OperatorAddress operator={operator} />
              ) : (
                <p data-testid="operator-not-configured">
                  <MailText t={t} i18nKey="legal.impressum.notConfigured" />
                </p>
              )}
            </div>
          </section>
          <section aria-labelledby="impressum-contact">
            <h2 id="impressum-contact" className="font-display text-xl font-bold text-stone-900">
              {t('legal.impressum.contact')}
            </h2>
            <p className="mt-3" data-testid="impressum-email">
              <MailText t={t} i18nKey="legal.operator.email" />
            </p>
          </section>
          {operator?.vatId && (
            <section aria-labelledby="impressum-vat">
              <h2 id="impressum-vat" className="font-display text-xl font-bold text-stone-900">
                {t('legal.impressum.vatHeading')}
              </h2>
              <p className="mt-3" data-testid="impressum-vat-id">
                {t('legal.impressum.vatText', { vatId: operator.vatId })}
              </p>
            </section>
          )}
        </div>
      </Card>
    </div>
  );
}
