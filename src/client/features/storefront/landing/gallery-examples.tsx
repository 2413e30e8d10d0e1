/**
 * The before/after example cards of the landing gallery (SPEC §2.3), in the page language's own
 * order. In the prerendered HTML at every width, displayed from 768 px only (gallery-section.tsx).
 */
import { ArrowRight } from 'lucide-react';
import { GalleryImage } from '#client/components/ui/gallery-image.tsx';
import { GalleryMockupImage } from '#client/components/ui/gallery-mockup-image.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import type { ArtStyle } from '#client/lib/art-style.ts';
import { cn } from '#client/lib/cn.ts';
import { type GalleryExample, galleryExamplesByLocale } from '#client/lib/gallery-data.ts';
import type { Locale } from '#shared/locales.ts';

/**
 * CSS width of one before/after image (shown from 768 px only): two cards per row in the 1152 px
 * container (gap 24 px), each card 2 x 9 px padding+border, two images per card (gap 8 px).
 */
const cardImageSizes = '(min-width: 1200px) 269px, calc(25vw - 31px)';

const labelClass = 'absolute top-3 left-3 rounded-full px-2.5 py-0.5 text-xs font-bold shadow-sm';

/** One customer's order: photo, artwork, and the garment it was printed on. */
function ExampleCard({ example, style, t }: { example: GalleryExample; style: ArtStyle; t: Translator }) {
  const text = `landing.gallery.examples.${example.id}` as const;
  const product = t(`customize.products.${example.productType}`);
  const color = t(`customize.colors.${example.color}`);
  return (
    <article className="h-full overflow-hidden rounded-3xl border border-stone-200/80 bg-white p-2 shadow-sm shadow-stone-900/[0.03]">
      <div className="relative grid grid-cols-2 gap-2">
        <figure className="relative">
          <GalleryImage
            id={example.id}
            kind="photo"
            sizes={cardImageSizes}
            alt={t(`${text}.photoAlt`)}
            className="aspect-[4/3] w-full rounded-2xl object-cover"
          />
          <figcaption className={`${labelClass} bg-white/90 text-stone-700`}>{t('landing.gallery.before')}</figcaption>
        </figure>
        <figure className="relative">
          <GalleryImage
            id={example.id}
            kind={style}
            sizes={cardImageSizes}
            alt={t(`${text}.artAlt`)}
            className="aspect-[4/3] w-full rounded-2xl object-cover"
          />
          <figcaption className={`${labelClass} bg-brand-600 text-white`}>{t('landing.gallery.after')}</figcaption>
        </figure>
        <span
          aria-hidden="true"
          className="absolute top-1/2 left-1/2 grid size-9 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-white text-brand-600 shadow-md ring-4 ring-white/60"
        >
          <ArrowRight className="size-4" strokeWidth={2.5} />
        </span>
      </div>
      <div className="flex items-start gap-4 p-4">
        <div className="w-20 shrink-0 rounded-2xl bg-stone-100 p-1.5">
          <GalleryMockupImage
            mockup={{ id: example.id, style, productType: example.productType, color: example.color }}
            sizes="68px"
            alt={t('landing.gallery.mockupLabel', { product })}
            className="aspect-square w-full"
          />
        </div>
        <div className="min-w-0">
          <h3 className="font-display text-lg font-bold text-stone-900">{t(`${text}.title`)}</h3>
          <p className="mt-0.5 text-sm font-semibold text-brand-700">
            {t('landing.gallery.productLine', { product, color })}
            <span className="font-medium text-stone-500"> · {t(`${text}.place`)}</span>
          </p>
          <p className="mt-2 text-sm leading-relaxed text-stone-600">{t(`${text}.story`)}</p>
        </div>
      </div>
    </article>
  );
}

/** The examples grid, `data-testid="gallery-examples"`; `className` decides where it displays. */
export function GalleryExamples({
  locale,
  style,
  t,
  className,
}: {
  locale: Locale;
  style: ArtStyle;
  t: Translator;
  className?: string;
}) {
  return (
    <ul data-testid="gallery-examples" className={cn('grid gap-6 md:grid-cols-2', className)}>
      {galleryExamplesByLocale[locale].map((example) => (
        <li key={example.id} data-example={example.id}>
          <ExampleCard example={example} style={style} t={t} />
        </li>
      ))}
    </ul>
  );
}
