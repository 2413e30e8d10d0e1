/**
 * Section #gallery of the landing page (SPEC §2.3): the heading always renders. From 768 px the
 * before/after grid (checked with matchMedia after hydration, so prerendering and phones never load
 * it), only once the section nears the viewport, from a lazy chunk; below 768 px the light
 * one-column phone gallery (phone-gallery.tsx, in the prerendered HTML, shown by CSS).
 */
import { lazy, Suspense, useRef } from 'react';
import { artStyleOf } from '#client/lib/art-style.ts';
import { cn } from '#client/lib/cn.ts';
import { useStorefront } from '../storefront-context.ts';
import { PhoneGallery } from './phone-gallery.tsx';
import { SectionHeading } from './section-heading.tsx';
import { desktopQuery, useMediaQuery } from './use-media-query.ts';
import { useNearViewport } from './use-near-viewport.ts';

const GalleryExamples = lazy(() => import('./gallery-examples.tsx'));

/** Grey stand-ins shaped like the example cards, so nothing jumps when the examples arrive. */
function GallerySkeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('grid gap-6 md:grid-cols-2', className)}>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="rounded-3xl border border-stone-200/80 bg-white p-2">
          <div className="grid grid-cols-2 gap-2">
            <div className="aspect-[4/3] animate-pulse rounded-2xl bg-stone-100" />
            <div className="aspect-[4/3] animate-pulse rounded-2xl bg-stone-100" />
          </div>
          <div className="h-36" />
        </div>
      ))}
    </div>
  );
}

/**
 * The gallery section, `#gallery` at every width: `data-testid="gallery-examples"` exists only on
 * wide screens, `data-testid="phone-gallery"` shows only on narrow ones.
 */
export function GallerySection() {
  const { locale, variant, t } = useStorefront();
  const style = artStyleOf(variant);
  const sectionRef = useRef<HTMLElement>(null);
  const isDesktop = useMediaQuery(desktopQuery);
  const isNear = useNearViewport(sectionRef, isDesktop);

  return (
    <section ref={sectionRef} id="gallery" aria-labelledby="gallery-title" className="scroll-mt-20 px-4 py-20 sm:px-6">
      <SectionHeading id="gallery-title" eyebrow={t('landing.gallery.eyebrow')} title={t('landing.gallery.title')}>
        {t(`landing.variants.${style}.galleryIntro`)}
      </SectionHeading>
      <div className="mx-auto mt-12 max-w-6xl">
        {isDesktop && isNear ? (
          <Suspense
            fallback={
              <>
                <p role="status" className="sr-only">
                  {t('landing.gallery.loading')}
                </p>
                <GallerySkeleton />
              </>
            }
          >
            <GalleryExamples locale={locale} style={style} t={t} />
          </Suspense>
        ) : (
          // CSS shows the stand-ins on wide screens until JavaScript decides.
          <GallerySkeleton className="hidden md:grid" />
        )}
        {/* Phones (issue 11): a light one-column gallery in the prerendered HTML, hidden by CSS from 768 px. */}
        <PhoneGallery locale={locale} style={style} t={t} />
        <p data-testid="gallery-examples-caption" className="mt-6 text-center text-xs text-stone-500">
          {t('landing.gallery.examplesCaption')}
        </p>
      </div>
    </section>
  );
}
