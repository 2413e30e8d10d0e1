/**
 * Landing page of a storefront (SPEC §2.3): hero, how it works, benefits, gallery, FAQ and a
 * closing call to action. Route module of `/:lang/wowanimatedtees` and of the Ghibli shop home
 * (`/en-us/wowghiblitees`, `/de/wowghiblitees`), which says "Ghibli-style" where the animated
 * storefront says "animated".
 */

import { translatorFor } from '#client/i18n/i18n.ts';
import { artStyleOf } from '#client/lib/art-style.ts';
import { pageMeta } from '#client/lib/page-meta.ts';
import { marketingClaims } from '#client/lib/site-config.ts';
import { localeFromPath } from '#shared/locales.ts';
import { storefrontFromPath, useStorefront } from '../storefront-context.ts';
import { BenefitsSection } from './benefits-section.tsx';
import { ClosingCtaSection } from './closing-cta-section.tsx';
import { FaqSection, faqEntries } from './faq-section.tsx';
import { GallerySection } from './gallery-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { HowItWorksSection } from './how-it-works-section.tsx';
import { landingDescription } from './landing-description.ts';

/** Localised title and description, plus the FAQ as schema.org FAQPage data for search engines. */
export function meta({ location }: { location: { pathname: string } }) {
  const style = artStyleOf(storefrontFromPath(location.pathname)?.variant ?? 'wowanimatedtees');
  const locale = localeFromPath(location.pathname);
  const t = translatorFor(locale);
  return [
    ...pageMeta(location.pathname, (tr) => ({
      title: tr(`landing.variants.${style}.metaTitle`),
      description: landingDescription(tr, style, locale, marketingClaims),
    })),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: faqEntries(t, locale).map(({ question, answer }) => ({
          '@type': 'Question',
          name: question,
          acceptedAnswer: { '@type': 'Answer', text: answer },
        })),
      },
    },
  ];
}

/** The landing page; locale and variant come from the path. */
export default function LandingPage() {
  const { variant } = useStorefront();
  return (
    <div data-testid="landing-page" data-style={artStyleOf(variant)}>
      <HeroSection />
      <HowItWorksSection />
      <BenefitsSection />
      <GallerySection />
      <FaqSection />
      <ClosingCtaSection />
    </div>
  );
}
