/**
 * Style chooser at `/` (SPEC §2.2): a welcome heading, the prompt 'Choose your artistic style
 * preference:' and two buttons, Ghibli to `{lang}/wowghiblitees` and Animated to
 * `{lang}/wowanimatedtees`. A language switcher picks `lang` (en-us by default); the page is
 * prerendered in English and the choice lives in client state only. The page's text follows the
 * chosen language (issue 23 point 5): its catalogue is loaded before the language is shown.
 */
import { ArrowRight, Shirt } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '#client/components/layout/logo.tsx';
import { GalleryImage } from '#client/components/ui/gallery-image.tsx';
import { loadCatalogues, namespacesForPath, translatorFor } from '#client/i18n/i18n.ts';
import type { ArtStyle } from '#client/lib/art-style.ts';
import { pageMeta } from '#client/lib/page-meta.ts';
import { marketingClaims } from '#client/lib/site-config.ts';
import { defaultLocale, intlTagByLocale, type Locale } from '#shared/locales.ts';
import { paths } from '#shared/paths.ts';
import type { StorefrontVariant } from '#shared/pricing.ts';
import { isStorefront } from '#shared/storefronts.ts';
import { ClaimPerks } from '../claim-perks.tsx';
import { browserLocale, LanguageSwitcher } from './language-switcher.tsx';

/** English title and description (the page is served in English). */
export function meta({ location }: { location: { pathname: string } }) {
  return pageMeta(location.pathname, (t) => ({
    title: t('styleChooser.meta.title'),
    // Issue 21 §5: "Free shipping." only while the shop advertises it.
    description: t(
      marketingClaims.freeShipping ? 'styleChooser.meta.description' : 'styleChooser.meta.descriptionNoFreeShipping',
    ),
  }));
}

/**
 * Where a style's button leads in `locale`: that language's storefront of the style (SPEC §2.2;
 * since issue 11 both styles exist in all four languages, shared/storefronts.ts). Should a
 * storefront be missing in a language, the English one, marked with its `hreflang`.
 */
function styleTarget(locale: Locale, variant: StorefrontVariant): { href: string; locale: Locale } {
  const target = isStorefront(locale, variant) ? locale : defaultLocale;
  return { href: paths.storefront(target, variant), locale: target };
}

const styles: Array<{ style: ArtStyle; variant: StorefrontVariant; image: 'cat' | 'astronaut'; crop: string }> = [
  { style: 'ghibli', variant: 'wowghiblitees', image: 'cat', crop: 'object-center' },
  // The portrait's face is in its upper half.
  { style: 'animated', variant: 'wowanimatedtees', image: 'astronaut', crop: 'object-[50%_20%]' },
];

/**
 * CSS width of a style card's image: the card (max 1024 px, padding 24/40/48 px from 0/640/1024
 * px) holds one column on phones, two (gap 20 px) from 640 px; 1 px borders.
 */
const styleImageSizes =
  '(min-width: 1072px) 452px, (min-width: 1024px) calc(50vw - 84px), (min-width: 640px) calc(50vw - 76px), calc(100vw - 82px)';

/**
 * The `/` page: full-screen welcome card with the two style buttons. The first style's image is
 * the page's LCP element: `fetchpriority="high"`, the second loads eagerly (also above the fold).
 * Images sit in `<picture>` so React does not add preloads for them: the logos are the only
 * preloaded images (SPEC §2.4).
 */
export default function StyleChooserPage() {
  const [locale, setLocale] = useState<Locale>(defaultLocale);
  const t = translatorFor(locale);
  // The prerendered page is English; after hydration the browser's language is preselected (SPEC
  // §2.2: the buttons' prefix follows the language), unless the visitor has already chosen one.
  const chosen = useRef(false);
  // The last language asked for: a slower catalogue load never overrides a later choice. The
  // switcher shows it at once; the text and links follow once its messages are loaded.
  const requested = useRef<Locale>(defaultLocale);
  const [picked, setPicked] = useState<Locale>(defaultLocale);
  const show = useCallback((next: Locale) => {
    requested.current = next;
    setPicked(next);
    // Only English is in the prerendered page; another language's text is loaded first, so the
    // page never shows its buttons in one language and its text in another.
    void loadCatalogues(next, namespacesForPath('/')).then(
      () => {
        if (requested.current === next) setLocale(next);
      },
      () => {
        // The chunk did not load (offline): the page stays in the language it shows.
      },
    );
  }, []);
  useEffect(() => {
    const preferred = browserLocale(navigator.languages ?? [navigator.language]);
    if (preferred && !chosen.current) show(preferred);
  }, [show]);
  const choose = (next: Locale) => {
    chosen.current = true;
    show(next);
  };

  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden bg-canvas">
      {/* Colour washes behind the card; decoration only. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-48 -left-40 size-[36rem] rounded-full bg-brand-200/60 blur-3xl" />
        <div className="absolute -right-48 -bottom-56 size-[40rem] rounded-full bg-amber-200/50 blur-3xl" />
        <div className="absolute top-1/3 left-1/2 size-[22rem] -translate-x-1/2 rounded-full bg-violet-200/30 blur-3xl" />
      </div>

      <header className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-center gap-4 px-4 py-5 sm:justify-between sm:px-6">
        <Logo />
        <LanguageSwitcher value={picked} onChange={choose} label={t('styleChooser.language')} />
      </header>

      <main id="main" lang={intlTagByLocale[locale]} className="flex flex-1 items-center px-4 pb-12 sm:px-6">
        <div className="mx-auto w-full max-w-5xl rounded-[2rem] border border-white/70 bg-white/75 p-6 shadow-2xl shadow-brand-900/10 backdrop-blur-xl sm:p-10 lg:p-12">
          <div className="mx-auto max-w-2xl text-center">
            <p className="text-sm font-bold tracking-widest text-brand-600 uppercase">{t('styleChooser.eyebrow')}</p>
            <h1 className="mt-3 font-display text-4xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-5xl">
              {t('styleChooser.welcome')}
            </h1>
            <p className="mt-4 text-lg leading-relaxed text-pretty text-stone-600">{t('styleChooser.intro')}</p>
            <h2 id="style-prompt" className="mt-8 font-display text-xl font-bold text-stone-900">
              {t('styleChooser.prompt')}
            </h2>
          </div>

          <ul aria-labelledby="style-prompt" className="mt-6 grid gap-5 sm:grid-cols-2">
            {styles.map(({ style, variant, image, crop }, index) => {
              const target = styleTarget(locale, variant);
              const otherLanguage = target.locale !== locale;
              return (
                <li key={style}>
                  <Link
                    to={target.href}
                    hrefLang={otherLanguage ? intlTagByLocale[target.locale] : undefined}
                    data-testid={`style-${style}`}
                    className="group flex h-full flex-col overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-1 hover:border-brand-300 hover:shadow-xl hover:shadow-brand-900/10 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
                  >
                    <span className="relative block overflow-hidden">
                      <GalleryImage
                        id={image}
                        kind={style}
                        sizes={styleImageSizes}
                        priority={index === 0}
                        eager={index > 0}
                        alt={t(`styleChooser.${style}.imageAlt`)}
                        className={`aspect-[16/9] w-full object-cover ${crop} transition-transform duration-500 group-hover:scale-105`}
                      />
                      <span className="absolute bottom-3 left-3 rounded-full bg-white/90 px-3 py-1 text-xs font-bold text-stone-800 shadow-sm">
                        {t(`styleChooser.${style}.subtitle`)}
                      </span>
                    </span>
                    <span className="flex flex-1 flex-col p-5 sm:p-6">
                      <span className="flex items-center justify-between gap-3">
                        <span className="font-display text-2xl font-extrabold text-stone-900">
                          {t(`styleChooser.${style}.title`)}
                        </span>
                        <span
                          aria-hidden="true"
                          className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-600 text-white transition-colors group-hover:bg-brand-700"
                        >
                          <ArrowRight className="size-5" />
                        </span>
                      </span>
                      <span className="mt-2 leading-relaxed text-stone-600">
                        {t(`styleChooser.${style}.description`)}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>

          <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium text-stone-600">
            <ClaimPerks
              locale={locale}
              freeShippingText={t('styleChooser.perks.shipping')}
              itemClassName="flex items-center gap-1.5"
              ratingTestId="style-chooser-rating"
            />
            <li className="flex items-center gap-1.5">
              <Shirt className="size-4 text-brand-600" aria-hidden="true" />
              {t('styleChooser.perks.sizes')}
            </li>
          </ul>
        </div>
      </main>
    </div>
  );
}
