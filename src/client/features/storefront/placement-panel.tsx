/**
 * The placement editor's place on a storefront page (issue 20 §5): the "Adjust placement" button
 * and, once pressed, the editor, loaded then with its catalogue namespace (React.lazy: the editor,
 * its gestures library and the fonts' parser stay out of the page's first load, issue 9 budgets).
 */
import { Move } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { isCatalogueLoaded, loadCatalogues, type Translator } from '#client/i18n/i18n.ts';
import { useImageAspect } from '#client/lib/use-image-aspect.ts';
import type { Color, ProductType } from '#shared/catalog.ts';
import type { Locale } from '#shared/locales.ts';
import { defaultPlacement } from '#shared/placement.ts';
import type { PlacementState } from './use-placement.hook.ts';

const loadEditor = () => import('#client/components/placement-editor/placement-editor.tsx');
const PlacementEditor = lazy(() => loadEditor().then(({ PlacementEditor }) => ({ default: PlacementEditor })));

interface PlacementPanelProps {
  t: Translator;
  locale: Locale;
  productType: ProductType;
  color: Color;
  /** The image placed (the one the page shows). */
  imageUrl: string;
  /** Its effective DPI as large as fits the print area; null while unknown. */
  fitDpi: number | null;
  placement: PlacementState;
}

/** Whether the editor's catalogue namespace is in, loading it while `wanted`. */
function usePlacementCatalogue(locale: Locale, wanted: boolean): boolean {
  const [, setLoaded] = useState(0);
  const ready = isCatalogueLoaded(locale, ['placement']);
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    loadCatalogues(locale, ['placement']).then(
      () => live && setLoaded((n) => n + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale, wanted, ready]);
  return ready;
}

function Loading({ t }: { t: Translator }) {
  return (
    <p role="status" className="py-6 text-center text-sm text-stone-600" data-testid="placement-loading">
      {t('customize.placement.loading')}
    </p>
  );
}

/** The button, or the editor while open. */
export function PlacementPanel({ t, locale, productType, color, imageUrl, fitDpi, placement }: PlacementPanelProps) {
  const aspect = useImageAspect(imageUrl);
  const catalogueReady = usePlacementCatalogue(locale, placement.editing);
  if (!placement.editing) {
    return (
      <Button
        variant="outline"
        size="sm"
        onClick={placement.open}
        onPointerEnter={() => void loadEditor()}
        onFocus={() => void loadEditor()}
        data-testid="placement-open"
      >
        <Move className="size-4" aria-hidden="true" />
        {t('customize.placement.open')}
      </Button>
    );
  }
  if (!catalogueReady || aspect === null) return <Loading t={t} />;
  return (
    <Suspense fallback={<Loading t={t} />}>
      <PlacementEditor
        key={imageUrl}
        t={t}
        productType={productType}
        color={color}
        imageUrl={imageUrl}
        aspect={aspect}
        fitDpi={fitDpi}
        initial={placement.placement ?? defaultPlacement(aspect)}
        onSave={(draft) => placement.save(draft, aspect)}
        onCancel={placement.close}
      />
    </Suspense>
  );
}
