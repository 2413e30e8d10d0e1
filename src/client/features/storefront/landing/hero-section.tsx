/**
 * Landing hero (SPEC §2.3): headline, 'Try It Now' to the customize page, 'View Gallery' to
 * #gallery, the marketing claims of SPEC §1 as configured (issue 21 §5: the rating line only when the
 * merchant set one, free shipping only while advertised) and the 'from' price, beside a
 * before/after of the language's first gallery example, captioned as an example made by the
 * instant preview (issue 8).
 */
import { ArrowRight, Images, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { GalleryImage } from '#client/components/ui/gallery-image.tsx';
import { GalleryMockupImage } from '#client/components/ui/gallery-mockup-image.tsx';
import { artStyleOf } from '#client/lib/art-style.ts';
import { cn } from '#client/lib/cn.ts';
import { galleryExamplesByLocale, heroMockupGarment } from '#client/lib/gallery-data.ts';
import { pricePlaceholder } from '#client/static-page/placeholders.ts';
import { paths } from '#shared/paths.ts';
import { ClaimPerks } from '../claim-perks.tsx';
import { useStorefront } from '../storefront-context.ts';
import { useCatalog } from '../use-catalog.hook.ts';
import { fromPrice } from './from-price.ts';

/**
 * CSS width of the hero artwork (86 % of the image column minus its 6 px borders), measured in
 * Chromium: phones ~ 86vw - 32px up to the 448 px column; 640-1023 px: the 512 px column; from
 * 1024 px the right grid column, which stops growing with the 1152 px container.
 */
const heroArtSizes =
  '(min-width: 1152px) 446px, (min-width: 1024px) calc(42vw - 40px), (min-width: 640px) 439px, min(calc(86vw - 32px), 379px)';
/** The photo card: 46 % of the same column minus 5 px borders (measured likewise). */
const heroPhotoSizes =
  '(min-width: 1152px) 245px, (min-width: 1024px) calc(23vw - 20px), (min-width: 640px) 242px, min(calc(46vw - 13px), 209px)';
/** The garment card: 30 % of the same column minus its padding. */
const heroMockupSizes =
  '(min-width: 1152px) 136px, (min-width: 1024px) calc(15vw - 38px), (min-width: 640px) 130px, min(calc(30vw - 26px), 118px)';

/**
 * The hero section, `data-testid="hero"`. The artwork is the page's LCP image on wide screens:
 * `fetchpriority="high"`. Its images sit in `<picture>` so React does not add preloads for them:
 * the logos are the page's only preloaded images (SPEC §2.4).
 */
export function HeroSection() {
  const { locale, variant, t } = useStorefront();
  const style = artStyleOf(variant);
  const example = galleryExamplesByLocale[locale][0];
  const customize = paths.customize(locale, variant);
  // Issue 21 §1, ADR 0021: the live price fills in after load, in place (invisible until then).
  const catalog = useCatalog({ locale, variant });

  return (
    <section data-testid="hero" aria-labelledby="hero-title" className="relative overflow-hidden">
      {/* Soft colour washes behind the hero; decoration only. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-40 -left-32 size-[32rem] rounded-full bg-brand-200/50 blur-3xl" />
        <div className="absolute top-20 -right-40 size-[28rem] rounded-full bg-amber-200/40 blur-3xl" />
      </div>
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-10 pb-20 sm:px-6 lg:grid-cols-[1.05fr_1fr] lg:gap-10 lg:pt-16 lg:pb-24">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-sm font-semibold text-brand-700">
            <Sparkles className="size-4" aria-hidden="true" />
            {t(`landing.variants.${style}.heroEyebrow`)}
          </p>
          <h1
            id="hero-title"
            className="mt-5 font-display text-4xl leading-[1.08] font-extrabold tracking-tight text-balance text-stone-900 sm:text-5xl lg:text-[3.5rem]"
          >
            {t(`landing.variants.${style}.heroTitle`)}{' '}
            <span className="bg-gradient-to-r from-brand-600 to-amber-500 bg-clip-text text-transparent">
              {t(`landing.variants.${style}.heroHighlight`)}
            </span>
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-pretty text-stone-600 lg:mx-0">
            {t(`landing.variants.${style}.heroSubtitle`)}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Link to={customize} data-testid="try-it-now" className={buttonClasses('primary', 'lg')}>
              {t('landing.hero.tryItNow')}
              <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
            <Link
              to={`${paths.storefront(locale, variant)}#gallery`}
              data-testid="view-gallery"
              className={buttonClasses('outline', 'lg')}
            >
              <Images className="size-5" aria-hidden="true" />
              {t('landing.hero.viewGallery')}
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-6 gap-y-3 text-sm font-medium text-stone-700 lg:justify-start">
            <ClaimPerks
              locale={locale}
              freeShippingText={t('landing.hero.freeShipping')}
              itemClassName="flex items-center gap-2"
              ratingTestId="hero-rating"
              freeShippingTestId="hero-free-shipping"
            />
            <li
              className={cn(
                'rounded-full bg-stone-900 px-3 py-0.5 font-semibold text-white',
                catalog.pricesHidden && 'invisible',
              )}
              data-testid="from-price"
              data-prices={catalog.status}
              // The page is not hydrated (ADR 0027): static-page/live-prices.ts fills this in.
              data-price-template={t('landing.hero.fromPrice', { price: pricePlaceholder })}
            >
              {t('landing.hero.fromPrice', { price: fromPrice(locale, catalog.book, catalog.products) })}
            </li>
          </ul>
        </div>

        <div className="relative mx-auto w-full max-w-md pb-10 sm:max-w-lg lg:max-w-none">
          <figure className="relative ml-auto w-[86%] rotate-2 overflow-hidden rounded-3xl border-[6px] border-white bg-white shadow-2xl shadow-brand-900/15">
            <GalleryImage
              id={example.id}
              kind={style}
              sizes={heroArtSizes}
              priority
              alt={t(`landing.gallery.examples.${example.id}.artAlt`)}
              className="aspect-[4/3] w-full object-cover"
            />
            <figcaption className="absolute top-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-white/90 px-3 py-1 text-xs font-bold text-brand-700 shadow-sm">
              <Sparkles className="size-3.5" aria-hidden="true" />
              {t('landing.hero.artLabel')}
            </figcaption>
          </figure>
          <figure className="absolute bottom-0 left-0 w-[46%] -rotate-6 overflow-hidden rounded-2xl border-[5px] border-white bg-white shadow-xl shadow-stone-900/15">
            <GalleryImage
              id={example.id}
              kind="photo"
              sizes={heroPhotoSizes}
              eager
              alt={t(`landing.gallery.examples.${example.id}.photoAlt`)}
              className="aspect-[4/3] w-full object-cover"
            />
            <figcaption className="absolute bottom-2 left-2 rounded-full bg-stone-900/75 px-2.5 py-0.5 text-xs font-semibold text-white">
              {t('landing.hero.photoLabel')}
            </figcaption>
          </figure>
          <div className="absolute right-2 -bottom-6 w-[30%] rounded-3xl bg-white/95 p-2 shadow-xl shadow-stone-900/10 ring-1 ring-stone-200/70 sm:p-3">
            <GalleryMockupImage
              mockup={{ id: example.id, style, ...heroMockupGarment }}
              sizes={heroMockupSizes}
              eager
              alt={t('landing.hero.mockupLabel')}
              className="aspect-square w-full"
            />
          </div>
          {/* Honesty (issue 8): the pictures are examples made by the instant preview, not a customer's order. */}
          <p
            data-testid="hero-example-caption"
            className="absolute inset-x-0 -bottom-16 text-center text-xs text-stone-500 lg:text-right"
          >
            {t('landing.hero.exampleCaption')}
          </p>
        </div>
      </div>
    </section>
  );
}
