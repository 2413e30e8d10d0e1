/**
 * The product preview of the customize page (SPEC §2.5; issue 8): once a photo is chosen, the art
 * style choice and the artwork's progress, then the artwork on the garment mockups of the chosen
 * colour in every view (blended with the fabric), a photo / artwork toggle, the honest label of what
 * is shown and, when the print would have under 150 DPI, the print-resolution warning.
 */
import { LoaderCircle } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Card } from '#client/components/ui/card.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import type { Color, ProductType } from '#shared/catalog.ts';
import type { Locale } from '#shared/locales.ts';
import { placementDpi } from '#shared/placement-model.ts';
import { DpiWarning } from '../dpi-warning.tsx';
import { PlacementButton, PlacementEditorPanel } from '../placement-panel.tsx';
import { ProductGallery } from '../product-gallery.tsx';
import type { PlacementState } from '../use-placement.hook.ts';
import {
  ArtworkBadge,
  ArtworkNote,
  ArtworkProgress,
  type PrintSource,
  ProviderChoice,
  SourceToggle,
  StyleChoice,
} from './artwork-controls.tsx';
import { fallbackNotice, isLowDpi, printDpiOf, upgradingBy } from './artwork-progress.ts';
import type { useArtworks } from './use-artworks.ts';

interface PreviewCardProps {
  t: Translator;
  productType: ProductType;
  color: Color;
  /** The colour's fabric tint from the live catalogue (issue 21 §1). */
  tint?: string;
  /** The customer's photo as shown now (object URL right after choosing, else the stored URL). */
  photoUrl: string | null;
  artworks: ReturnType<typeof useArtworks>;
  /** The photo's DPI as measured in the browser, until the server's is known (issue 11). */
  photoDpi?: number | null;
  locale: Locale;
  /** The customer's placement of the image and its editor (issue 20 §5). */
  placement: PlacementState;
  ensureCustomerId: () => Promise<string | null>;
}

/** The preview card (`aria-labelledby="preview-heading"`). */
export function PreviewCard({
  t,
  productType,
  color,
  tint,
  photoUrl,
  artworks,
  photoDpi = null,
  locale,
  placement,
  ensureCustomerId,
}: PreviewCardProps) {
  const { style, progress } = artworks;
  const [source, setSource] = useState<PrintSource>('artwork');
  // A new photo or another style shows the artwork again once it is ready.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect resets on these changes only.
  useEffect(() => setSource('artwork'), [photoUrl, style]);

  const ready = progress.stage === 'ready' && progress.artwork?.previewUrl ? progress.artwork : undefined;
  const showingArtwork = ready !== undefined && source === 'artwork';
  const imageUrl = showingArtwork ? ready.previewUrl : photoUrl;
  const working = progress.stage === 'uploading' || progress.stage === 'received' || progress.stage === 'creating';
  // What the order will print is the ready artwork, whichever the toggle shows (issue 20 §3), at the
  // size the customer placed it (issue 20 §5): a smaller print packs the pixels closer.
  const shownPrintDpi = printDpiOf(ready, artworks.list, photoDpi);
  const printDpi =
    shownPrintDpi.dpi !== null && placement.placement
      ? { ...shownPrintDpi, dpi: placementDpi(shownPrintDpi.dpi, placement.placement.scale) }
      : shownPrintDpi;
  const productLabel = t(`customize.products.${productType}`);
  const colorLabel = t(`customize.colors.${color}`);

  return (
    <Card as="section" aria-labelledby="preview-heading" className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="preview-heading" className="font-display text-lg font-bold text-stone-900">
          {t('customize.preview.heading')}
        </h2>
        {showingArtwork && <ArtworkBadge t={t} artwork={ready} />}
      </div>
      {photoUrl && (
        <div className="mt-4 space-y-4">
          <StyleChoice t={t} style={style} onChange={artworks.chooseStyle} progressOf={artworks.progressOf} />
          <ProviderChoice
            t={t}
            providers={artworks.providerChoice}
            chosen={artworks.chosenProvider}
            onChange={artworks.chooseProvider}
          />
          <ArtworkProgress t={t} progress={progress} stalled={artworks.stalled} onRetry={artworks.retry} />
        </div>
      )}
      {imageUrl && placement.editing ? (
        <div className="mt-4">
          <Suspense fallback={null}>
            <PlacementEditorPanel
              t={t}
              locale={locale}
              productType={productType}
              color={color}
              imageUrl={imageUrl}
              fitDpi={shownPrintDpi.dpi}
              placement={placement}
              ensureCustomerId={ensureCustomerId}
            />
          </Suspense>
        </div>
      ) : (
        <div
          className="relative mt-4 rounded-2xl bg-gradient-to-b from-stone-100 to-stone-50 px-6 py-8"
          data-testid="mockup-stage"
          data-showing={showingArtwork ? 'artwork' : photoUrl ? 'photo' : 'none'}
          data-artwork-id={showingArtwork ? ready.id : undefined}
        >
          {working && (
            <span
              aria-hidden="true"
              className="absolute top-3 left-3 z-10 inline-flex items-center gap-1.5 rounded-full bg-white/90 px-2.5 py-1 text-xs font-semibold text-stone-700 shadow-sm ring-1 ring-stone-200"
            >
              <LoaderCircle className="size-3.5 animate-spin text-brand-600" />
              {t('customize.artwork.creatingBadge')}
            </span>
          )}
          <ProductGallery
            productType={productType}
            color={color}
            tint={tint}
            imageUrl={imageUrl}
            label={t('customize.preview.mockupLabel', { product: productLabel, color: colorLabel })}
            placeholder={t('customize.preview.placeholder')}
            printFit="contain"
            placement={imageUrl ? placement.placement : null}
            className="mx-auto w-full max-w-xs drop-shadow-sm sm:max-w-sm"
          />
        </div>
      )}
      <div className="mt-3 flex flex-col items-center gap-3">
        {ready && <SourceToggle t={t} source={source} onChange={setSource} />}
        {imageUrl && !placement.editing && <PlacementButton t={t} onOpen={placement.open} />}
        <p className="text-center text-sm font-medium text-stone-600">
          {t(`customize.productNames.${productType}`)} · {colorLabel}
        </p>
      </div>
      {showingArtwork && (
        <div className="mt-3">
          <ArtworkNote
            t={t}
            artwork={ready}
            upgrading={upgradingBy(artworks.list, style) !== null}
            byArtists={upgradingBy(artworks.list, style) === 'staff'}
            fallback={fallbackNotice(artworks.list, style)}
          />
        </div>
      )}
      {photoUrl && isLowDpi(printDpi.dpi) && (
        <div className="mt-4">
          <DpiWarning t={t} dpi={printDpi.dpi} kind={printDpi.kind} testId="dpi-warning" />
        </div>
      )}
    </Card>
  );
}
