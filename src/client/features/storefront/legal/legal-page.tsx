/**
 * Legal page (SPEC §2.9): Privacy Policy and Terms & Conditions on one tabbed page, each tab a link
 * to the other route. Shows the last-updated date (May 15, 2023) in the locale's format and the
 * support mailbox, and the shop operator from configuration (issue 11). Route module of
 * `.../privacy` and `.../terms` in every storefront.
 */
import { Mail } from 'lucide-react';
import { useLocation } from 'react-router';
import { Card } from '#client/components/ui/card.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import { pageMeta } from '#client/lib/page-meta.ts';
import { marketingClaims } from '#client/lib/site-config.ts';
import { useStorefront } from '../storefront-context.ts';
import { formatLegalDate, type LegalDoc, legalDocFromPath, legalLastUpdated } from './legal-doc.ts';
import { LegalDocument, LegalText } from './legal-document.tsx';
import { LegalTabs } from './legal-tabs.tsx';
import { OperatorDetails } from './operator-details.tsx';

/** The document's meta description; the terms' names free shipping only while advertised (issue 21 §5). */
function legalDescription(t: Translator, doc: LegalDoc): string {
  if (doc === 'terms' && !marketingClaims.freeShipping) return t('legal.terms.metaDescriptionNoFreeShipping');
  return t(`legal.${doc}.metaDescription`);
}

/** Title and description of the document in the path, with canonical and hreflang links. */
export function meta({ location }: { location: { pathname: string } }) {
  const doc = legalDocFromPath(location.pathname);
  return pageMeta(location.pathname, (t) => ({
    title: t(`legal.${doc}.metaTitle`),
    description: legalDescription(t, doc),
  }));
}

/** The privacy policy or the terms, whichever route is current, below the tab links. */
export default function LegalPage() {
  const { locale, variant, t } = useStorefront();
  const doc = legalDocFromPath(useLocation().pathname);
  const textProps = { t, locale, variant };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <LegalTabs t={t} locale={locale} variant={variant} active={doc} />
      <Card
        as="section"
        aria-labelledby="legal-heading"
        className="mt-6 px-5 py-8 break-words hyphens-auto sm:px-10 sm:py-10"
      >
        <div className="max-w-prose">
          <header className="border-b border-stone-200 pb-6">
            <h1
              id="legal-heading"
              data-testid="legal-heading"
              className="font-display text-2xl font-extrabold tracking-tight text-stone-900 sm:text-4xl"
            >
              {t(`legal.${doc}.title`)}
            </h1>
            <div className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone-500">
              <p data-testid="legal-last-updated">
                <time dateTime={legalLastUpdated}>{t('legal.lastUpdated', { date: formatLegalDate(locale) })}</time>
              </p>
              <p className="flex items-center gap-1.5" data-testid="legal-contact">
                <Mail className="size-4" aria-hidden="true" />
                <span>
                  <LegalText {...textProps} i18nKey="legal.contact" />
                </span>
              </p>
            </div>
            <p className="mt-5 text-base leading-relaxed text-stone-700 sm:text-lg">{t(`legal.${doc}.intro`)}</p>
            <OperatorDetails t={t} />
          </header>
          <div className="mt-8">
            <LegalDocument {...textProps} doc={doc} />
          </div>
        </div>
      </Card>
    </div>
  );
}
