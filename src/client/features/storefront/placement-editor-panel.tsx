/**
 * The placement editor panel (issue 20 §5), loaded when the customer opens it: waits for the
 * `placement` catalogue namespace and the image's aspect, shows the editor, and saves its draft
 * with `PUT /api/customers/:id/placement` (the checkout copies the saved placement onto the order
 * line). A refusal is told in the customer's language (e.g. PLACEMENT_OUTSIDE_PRINT_AREA) and the
 * editor stays open.
 */
import { useEffect, useState } from 'react';
import { PlacementEditor } from '#client/components/placement-editor/placement-editor.tsx';
import { isCatalogueLoaded, loadCatalogues, type Translator } from '#client/i18n/i18n.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { placementApi } from '#client/lib/placement-api.ts';
import { toast } from '#client/lib/toast.ts';
import { useImageAspect } from '#client/lib/use-image-aspect.ts';
import type { Color, ProductType } from '#shared/catalog.ts';
import type { Locale } from '#shared/locales.ts';
import { defaultPlacement, type Placement } from '#shared/placement.ts';
import type { PlacementState } from './use-placement.hook.ts';

interface PlacementEditorPanelProps {
  t: Translator;
  locale: Locale;
  productType: ProductType;
  color: Color;
  /** The image placed (the one the page shows). */
  imageUrl: string;
  /** Its effective DPI as large as fits the print area; null while unknown. */
  fitDpi: number | null;
  placement: PlacementState;
  /** Waits for (or makes) the customer session; null when there is none. */
  ensureCustomerId: () => Promise<string | null>;
}

/** Whether the editor's catalogue namespace is in, loading it meanwhile. */
function usePlacementCatalogue(locale: Locale): boolean {
  const [, setLoaded] = useState(0);
  const ready = isCatalogueLoaded(locale, ['placement']);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadCatalogues(locale, ['placement']).then(
      () => live && setLoaded((n) => n + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale, ready]);
  return ready;
}

/** The editor, once its texts and the image's aspect are known. */
export default function PlacementEditorPanel({
  t,
  locale,
  productType,
  color,
  imageUrl,
  fitDpi,
  placement,
  ensureCustomerId,
}: PlacementEditorPanelProps) {
  const aspect = useImageAspect(imageUrl);
  const catalogueReady = usePlacementCatalogue(locale);
  if (!catalogueReady || aspect === null) {
    return (
      <p role="status" className="py-6 text-center text-sm text-stone-600" data-testid="placement-loading">
        {t('customize.placement.loading')}
      </p>
    );
  }

  const save = async (draft: Placement): Promise<boolean> => {
    const customerId = await ensureCustomerId();
    if (!customerId) return false;
    try {
      const { effectiveDpi: _dpi, ...stored } = await placementApi.save(customerId, { ...draft, imageAspect: aspect });
      placement.saved(stored);
      toast.success(t('customize.placement.saved'));
      return true;
    } catch (error) {
      toast.error(errorMessage(t, error));
      return false;
    }
  };

  return (
    <PlacementEditor
      key={imageUrl}
      t={t}
      productType={productType}
      color={color}
      imageUrl={imageUrl}
      aspect={aspect}
      fitDpi={fitDpi}
      initial={placement.placement ?? defaultPlacement(aspect)}
      onSave={save}
      onCancel={placement.close}
    />
  );
}
