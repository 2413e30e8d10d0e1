/**
 * Section #gallery of the landing page (SPEC §2.3): the heading always renders. From 768 px the
 * before/after grid, below 768 px the light one-column phone gallery (phone-gallery.tsx). Both are in
 * the prerendered HTML and CSS shows one of them (ADR 0027: the landing is not hydrated, so no
 * script decides). Their images are native `loading="lazy"`: Chromium fetches none of a list that
 * is not displayed, and the grid's only when the section is scrolled near.
 */
import { artStyleOf } from '#client/lib/art-style.ts';
import { useStorefront } from '../storefront-context.ts';
import { GalleryExamples } from './gallery-examples.tsx';
import { PhoneGallery } from './phone-gallery.tsx';
import { SectionHeading } from './section-heading.tsx';

/**
 * The gallery section, `#gallery` at every width: `data-testid="gallery-examples"` shows only on
 * wide screens, `data-testid="phone-gallery"` only on narrow ones.
 */
export function GallerySection() {
  const { locale, variant, t } = useStorefront();
  const style = artStyleOf(variant);

  return (
    <section
      id="gallery"
      aria-labelledby="gallery-title"
      className="render-when-near scroll-mt-20 px-4 py-20 [--estimated-height:90rem] sm:px-6 md:[--estimated-height:62rem]"
    >
      <SectionHeading id="gallery-title" eyebrow={t('landing.gallery.eyebrow')} title={t('landing.gallery.title')}>
        {t(`landing.variants.${style}.galleryIntro`)}
      </SectionHeading>
      <div className="mx-auto mt-12 max-w-6xl">
        <GalleryExamples locale={locale} style={style} t={t} className="hidden md:grid" />
        {/* Phones (issue 11): a light one-column gallery, hidden by CSS from 768 px. */}
        <PhoneGallery locale={locale} style={style} t={t} />
        <p data-testid="gallery-examples-caption" className="mt-6 text-center text-xs text-stone-500">
          {t('landing.gallery.examplesCaption')}
        </p>
      </div>
    </section>
  );
}
