/**
 * The landing gallery on phones (issue 11, SPEC §2.3): below 768 px a light one-column list of the
 * same before/after examples replaces the desktop grid. Rendered into the prerendered HTML and
 * hidden from 768 px by CSS (`md:hidden`), so it is right before hydration; its images are native
 * `loading="lazy"` (fetched when scrolled near, never on desktop where the list is not rendered)
 * and offered in the build's 320 and 480 px widths only, so a phone never fetches a large file.
 */
import { ResponsiveImage } from '#client/components/ui/responsive-image.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import type { ArtStyle } from '#client/lib/art-style.ts';
import {
  type ExampleId,
  type GalleryFormat,
  type GalleryKind,
  galleryExamplesByLocale,
  galleryImageSize,
  gallerySrc,
} from '#client/lib/gallery-data.ts';
import type { Locale } from '#shared/locales.ts';

/** The small widths of the build's variants (gallery-data.ts `galleryWidths`). */
const phoneWidths = [320, 480] as const;

/**
 * CSS width of one image: the one-column card (page padding 16 px, card padding + border 9 px)
 * holds two images with an 8 px gap; at most 448 px wide (max-w-md).
 */
const phoneImageSizes = '(min-width: 480px) 211px, calc(50vw - 29px)';

const srcSet = (id: ExampleId, kind: GalleryKind, format: GalleryFormat) =>
  phoneWidths.map((width) => `${gallerySrc(id, kind, width, format)} ${width}w`).join(', ');

/** One small gallery image: AVIF, WebP, JPEG in 320/480 px, lazy. */
function PhoneImage({ id, kind, alt }: { id: ExampleId; kind: GalleryKind; alt: string }) {
  return (
    <ResponsiveImage
      sources={[
        { type: 'image/avif', srcSet: srcSet(id, kind, 'avif') },
        { type: 'image/webp', srcSet: srcSet(id, kind, 'webp') },
      ]}
      src={gallerySrc(id, kind, 320, 'jpg')}
      srcSet={srcSet(id, kind, 'jpg')}
      sizes={phoneImageSizes}
      {...galleryImageSize}
      alt={alt}
      className="aspect-[4/3] w-full rounded-xl object-cover"
    />
  );
}

const labelClass = 'absolute top-2 left-2 rounded-full px-2 py-0.5 text-[11px] font-bold shadow-sm';

/** The one-column list, `data-testid="phone-gallery"`; hidden from 768 px on. */
export function PhoneGallery({ locale, style, t }: { locale: Locale; style: ArtStyle; t: Translator }) {
  return (
    <ul data-testid="phone-gallery" className="mx-auto flex max-w-md flex-col gap-5 md:hidden">
      {galleryExamplesByLocale[locale].map((example) => {
        const text = `landing.gallery.examples.${example.id}` as const;
        const product = t(`customize.products.${example.productType}`);
        const color = t(`customize.colors.${example.color}`);
        return (
          <li key={example.id} data-example={example.id}>
            <article className="overflow-hidden rounded-2xl border border-stone-200/80 bg-white p-2 shadow-sm">
              <div className="grid grid-cols-2 gap-2">
                <figure className="relative">
                  <PhoneImage id={example.id} kind="photo" alt={t(`${text}.photoAlt`)} />
                  <figcaption className={`${labelClass} bg-white/90 text-stone-700`}>
                    {t('landing.gallery.before')}
                  </figcaption>
                </figure>
                <figure className="relative">
                  <PhoneImage id={example.id} kind={style} alt={t(`${text}.artAlt`)} />
                  <figcaption className={`${labelClass} bg-brand-600 text-white`}>
                    {t('landing.gallery.after')}
                  </figcaption>
                </figure>
              </div>
              <div className="px-2 pt-3 pb-2">
                <h3 className="font-display text-base font-bold text-stone-900">{t(`${text}.title`)}</h3>
                <p className="mt-0.5 text-sm font-semibold text-brand-700">
                  {t('landing.gallery.productLine', { product, color })}
                </p>
                <p className="mt-1.5 text-sm leading-relaxed text-stone-600">{t(`${text}.story`)}</p>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
