/** Closing call to action of the landing page (SPEC §2.3): 'Start Customizing Now' to customize. */
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { artStyleOf } from '#client/lib/art-style.ts';
import { cn } from '#client/lib/cn.ts';
import { marketingClaims } from '#client/lib/site-config.ts';
import { pricePlaceholder } from '#client/static-page/placeholders.ts';
import { paths } from '#shared/paths.ts';
import { useStorefront } from '../storefront-context.ts';
import { useCatalog } from '../use-catalog.hook.ts';
import { fromPrice } from './from-price.ts';

/** A bold banner with the customize link, `data-testid="start-customizing"`. */
export function ClosingCtaSection() {
  const { locale, variant, t } = useStorefront();
  const style = artStyleOf(variant);
  const catalog = useCatalog({ locale, variant });
  const perks = marketingClaims.freeShipping ? 'landing.cta.perks' : 'landing.cta.perksNoFreeShipping';
  return (
    <section aria-labelledby="cta-title" className="px-4 pt-20 sm:px-6">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-500 via-brand-600 to-brand-800 px-6 py-14 text-center text-white shadow-xl shadow-brand-900/20 sm:px-12 sm:py-16">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0">
          <div className="absolute -top-24 -right-16 size-72 rounded-full bg-white/10 blur-2xl" />
          <div className="absolute -bottom-28 -left-10 size-80 rounded-full bg-amber-300/20 blur-3xl" />
        </div>
        <div className="relative">
          <h2 id="cta-title" className="font-display text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {t(`landing.variants.${style}.ctaTitle`)}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-pretty text-brand-50">
            {t(`landing.variants.${style}.ctaBody`)}
          </p>
          <Link
            to={paths.customize(locale, variant)}
            data-testid="start-customizing"
            className="mt-8 inline-flex h-13 items-center justify-center gap-2 rounded-xl bg-white px-7 text-base font-bold text-brand-700 shadow-lg shadow-brand-900/20 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('landing.cta.button')}
            <ArrowRight className="size-5" aria-hidden="true" />
          </Link>
          <p
            className={cn('mt-5 text-sm font-medium text-brand-100', catalog.pricesHidden && 'invisible')}
            data-testid="cta-price"
            data-prices={catalog.status}
            // The page is not hydrated (ADR 0027): static-page/live-prices.ts fills this in.
            data-price-template={t(perks, { price: pricePlaceholder })}
          >
            {t(perks, { price: fromPrice(locale, catalog.book, catalog.products) })}
          </p>
        </div>
      </div>
    </section>
  );
}
