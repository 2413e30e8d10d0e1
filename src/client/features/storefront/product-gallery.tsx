/**
 * Product images gallery of the customize page (SPEC §2.5 left column): the chosen garment in the
 * chosen colour from every angle (three views per t-shirt and hoodie colour, four per sweatshirt
 * colour), one large with thumbnail buttons to switch. The customer's image (photo or artwork) shows
 * on the views of the printed front.
 */
import { useEffect, useState } from 'react';
import {
  GarmentMockup,
  type GarmentView,
  garmentViews,
  type PrintFit,
} from '#client/components/garment-mockup/garment-mockup.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import type { Color, ProductType } from '#shared/catalog.ts';
import type { Placement } from '#shared/placement-model.ts';
import { useStorefront } from './storefront-context.ts';

interface ProductGalleryProps {
  productType: ProductType;
  color: Color;
  /** The colour's fabric tint from the live catalogue (issue 21 §1). */
  tint?: string;
  /** The customer's image (object URL or public URL); a placeholder on the print area without one. */
  imageUrl: string | null;
  /** Accessible name of the front view, e.g. "T-Shirt in White with your design". */
  label: string;
  /** Text inside the empty print area. */
  placeholder: string;
  /** How the image fills the print area (see GarmentMockup); `cover` by default. */
  printFit?: PrintFit;
  /**
   * Where the customer placed the image (issue 20 §5): drawn so, on its side; the gallery turns to
   * the back view when the placement moves there.
   */
  placement?: Placement | null;
  className?: string;
}

/** Localised name of a view; the close-up is named after what it shows on each garment. */
function viewName(t: Translator, productType: ProductType, view: GarmentView): string {
  if (view === 'detail') return t(`customize.preview.views.detail.${productType}`);
  return t(`customize.preview.views.${view}`);
}

/** Main image plus one thumbnail button per view (`aria-pressed` marks the one shown). */
export function ProductGallery({
  productType,
  color,
  tint,
  imageUrl,
  label,
  placeholder,
  printFit,
  placement = null,
  className,
}: ProductGalleryProps) {
  const { t } = useStorefront();
  const views = garmentViews[productType];
  const [chosen, setChosen] = useState<GarmentView>('front');
  const side = placement?.side ?? 'front';
  // The side the design is printed on comes into view when it changes.
  useEffect(() => setChosen(side === 'back' ? 'back' : 'front'), [side]);

  // Only the sweatshirt has a folded view; switching product falls back to the front.
  const view = views.includes(chosen) ? chosen : 'front';

  const product = t(`customize.products.${productType}`);
  const colorName = t(`customize.colors.${color}`);
  const mainLabel =
    view === 'front'
      ? label
      : t('customize.preview.viewLabel', { product, color: colorName, view: viewName(t, productType, view) });

  return (
    <div className={cn('flex flex-col items-center', className)} data-testid="product-gallery">
      <GarmentMockup
        productType={productType}
        color={color}
        tint={tint}
        view={view}
        imageUrl={imageUrl}
        label={mainLabel}
        placeholder={placeholder}
        printFit={printFit}
        placed={placement}
        className="aspect-square w-full"
      />
      <ul
        className="mt-5 flex flex-wrap justify-center gap-2 sm:gap-2.5"
        aria-label={t('customize.preview.galleryLabel')}
      >
        {views.map((v) => {
          const name = viewName(t, productType, v);
          const selected = v === view;
          return (
            <li key={v}>
              <button
                type="button"
                title={name}
                aria-pressed={selected}
                data-testid="gallery-view"
                data-view={v}
                onClick={() => setChosen(v)}
                className={cn(
                  'block size-14 overflow-hidden rounded-xl border bg-white p-1 shadow-sm transition sm:size-[4.5rem]',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                  selected ? 'border-brand-500 ring-2 ring-brand-500/25' : 'border-stone-200 hover:border-stone-400',
                )}
              >
                {/* The button's name is the view's name; the drawing inside is decoration. */}
                <span className="sr-only">{name}</span>
                <span aria-hidden="true" className="block size-full">
                  <GarmentMockup
                    productType={productType}
                    color={color}
                    tint={tint}
                    view={v}
                    imageUrl={imageUrl}
                    label={name}
                    placeholder=""
                    printFit={printFit}
                    placed={placement}
                    thumbnail
                    className="size-full"
                  />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
