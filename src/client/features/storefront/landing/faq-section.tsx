/**
 * Section #faq of the landing page (SPEC §2.3, §4 "FAQ items open one at a time"): native
 * `<details name="faq">` disclosures (ADR 0027: the landing is not hydrated; the shared `name` makes
 * them an exclusive accordion in the browser, without script) of questions answering with the marketing claims of SPEC §1 as the shop configures them
 * (issue 21 §5: the rating question only with a rating, the shipping-cost one only with free shipping).
 */
import { ChevronDown } from 'lucide-react';
import { Trans } from 'react-i18next';
import { MailLink } from '#client/components/ui/text-link.tsx';
import { i18n, type Translator } from '#client/i18n/i18n.ts';
import { marketingClaims, supportEmail } from '#client/lib/site-config.ts';
import type { Locale } from '#shared/locales.ts';
import { type MarketingClaims, ratingFor } from '#shared/marketing-claims.ts';
import { useStorefront } from '../storefront-context.ts';
import { SectionHeading } from './section-heading.tsx';

/** The questions, one per SPEC §1 claim: rating, shipping, delivery, returns, materials, care. */
export const faqItemIds = ['rating', 'shipping', 'delivery', 'returns', 'materials', 'care'] as const;

/** One question and its answer. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/**
 * Questions and answers in `locale`, for the accordion and the page's FAQ structured data. The
 * rating question is there only when the merchant set a rating for `locale` (its answer quotes it),
 * the shipping-cost one only while the shop advertises free shipping (issue 21 §5).
 */
export function faqEntries(t: Translator, locale: Locale, claims: MarketingClaims = marketingClaims): FaqEntry[] {
  const rating = ratingFor(claims, locale);
  return faqItemIds.flatMap((id): FaqEntry[] => {
    if (id === 'rating') {
      return rating
        ? [
            {
              id,
              question: t('landing.faq.items.rating.question'),
              answer: t('landing.faq.items.rating.answer', { rating }),
            },
          ]
        : [];
    }
    if (id === 'shipping' && !claims.freeShipping) return [];
    return [{ id, question: t(`landing.faq.items.${id}.question`), answer: t(`landing.faq.items.${id}.answer`) }];
  });
}

/** The FAQ section, `data-testid="faq"`: one question open at a time, all closable. */
export function FaqSection() {
  const { t, locale } = useStorefront();
  return (
    <section
      id="faq"
      data-testid="faq"
      aria-labelledby="faq-title"
      className="render-when-near scroll-mt-20 border-t border-stone-200/70 bg-white px-4 py-20 [--estimated-height:42rem] sm:px-6 md:[--estimated-height:36rem]"
    >
      <SectionHeading id="faq-title" eyebrow={t('landing.faq.eyebrow')} title={t('landing.faq.title')}>
        {t('landing.faq.subtitle')}
      </SectionHeading>
      <div className="mx-auto mt-12 max-w-3xl space-y-3">
        {faqEntries(t, locale).map(({ id, question, answer }) => (
          <details
            key={id}
            name="faq"
            data-testid={`faq-item-${id}`}
            className="group rounded-2xl border border-stone-200 bg-canvas transition-colors open:border-brand-200 open:bg-brand-50/50"
          >
            <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-display text-base font-bold text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:text-lg [&::-webkit-details-marker]:hidden">
              <h3>{question}</h3>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-stone-500 transition-transform duration-200 group-open:rotate-180 group-open:text-brand-600"
              />
            </summary>
            {/* Inside <details>: in the prerendered HTML, shown by the browser while open. */}
            <div className="px-5 pb-5 leading-relaxed text-stone-600">{answer}</div>
          </details>
        ))}
      </div>
      <p className="mt-8 text-center text-stone-600">
        <Trans
          i18n={i18n}
          t={t}
          i18nKey="landing.faq.moreQuestions"
          values={{ email: supportEmail }}
          components={{ mail: <MailLink email={supportEmail} /> }}
        />
      </p>
    </section>
  );
}
