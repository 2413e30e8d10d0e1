/**
 * The placement editor (issue 20 §5) of the customize and email-order pages: the customer moves,
 * scales (within the print area), rotates and crops the artwork (rectangle, circle, rounded), picks
 * the front or the back, and may add one text line (font, colour, size, position). It shows the
 * live effective DPI of the print with a warning under 150 DPI. Loaded on first open (React.lazy
 * with its own catalogue namespace, `placement`), so the pages' first load stays small. Saving
 * hands the draft to `onSave` (the page's PUT /api/customers/:id/placement).
 */
import { TriangleAlert } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import { usePlacedText } from '#client/lib/use-placed-text.ts';
import { minimumPrintDpi } from '#shared/artwork.ts';
import type { Color, ProductType } from '#shared/catalog.ts';
import { type Placement, placementDpi } from '#shared/placement.ts';
import { PlacementControls } from './placement-controls.tsx';
import { PlacementStage } from './placement-stage.tsx';
import { TextControls } from './text-controls.tsx';
import { usePlacementEditor } from './use-placement-editor.hook.ts';

export interface PlacementEditorProps {
  t: Translator;
  productType: ProductType;
  color: Color;
  /** The image placed (the artwork shown, or the photo). */
  imageUrl: string;
  /** Its width / height; null while not measured. */
  aspect: number | null;
  /** Its effective DPI as large as fits the print area (`effectivePrintDpi`); null while unknown. */
  fitDpi: number | null;
  /** Where to start: the saved placement or the default for the image. */
  initial: Placement;
  /** Saves the draft; resolves true when saved (the page closes the editor then). */
  onSave: (placement: Placement) => Promise<boolean>;
  onCancel: () => void;
}

/** The live print resolution and, under `minimumPrintDpi`, the warning. */
function DpiStatus({ t, dpi }: { t: Translator; dpi: number | null }) {
  const low = dpi !== null && dpi < minimumPrintDpi;
  return (
    <div className="space-y-2">
      <p
        className="text-sm font-semibold text-stone-700"
        aria-live="polite"
        data-testid="placement-dpi"
        data-dpi={dpi ?? ''}
      >
        {dpi === null ? t('placement.dpi.unknown') : t('placement.dpi.value', { dpi })}
      </p>
      {low && (
        <div
          role="note"
          data-testid="placement-dpi-warning"
          className="flex gap-2.5 rounded-2xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
          <p>{t('placement.dpi.low', { dpi, min: minimumPrintDpi })}</p>
        </div>
      )}
    </div>
  );
}

/** The editor panel. */
export function PlacementEditor({
  t,
  productType,
  color,
  imageUrl,
  aspect,
  fitDpi,
  initial,
  onSave,
  onCancel,
}: PlacementEditorProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const editor = usePlacementEditor(initial, aspect);
  const { placement } = editor;
  const placedText = usePlacedText(placement.text);
  const [saving, setSaving] = useState(false);
  const { refit } = editor;
  const fontReady = placedText !== null;
  // The text's first clamp needs its outlines: once its font is in, keep it inside again.
  useEffect(() => {
    if (fontReady) refit();
  }, [fontReady, refit]);

  const dpi = fitDpi === null ? null : placementDpi(fitDpi, placement.scale);
  const save = async () => {
    setSaving(true);
    const saved = await onSave(placement);
    if (!saved) setSaving(false);
  };
  const side = t(`placement.side.${placement.side}`);
  const product = t(`customize.products.${productType}`);
  const colorName = t(`customize.colors.${color}`);

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4" data-testid="placement-editor">
      <div>
        <h3 id={`${id}-heading`} className="font-display text-base font-bold text-stone-900">
          {t('placement.heading')}
        </h3>
        <p className="mt-1 text-sm text-stone-600">{t('placement.intro')}</p>
      </div>
      <PlacementStage
        productType={productType}
        color={color}
        imageUrl={imageUrl}
        aspect={aspect}
        editor={editor}
        placedText={placedText}
        label={t('placement.stageLabel', { side })}
        describedBy={`${id}-keys`}
        mockupLabel={t('customize.preview.viewLabel', { product, color: colorName, view: side })}
      />
      <p id={`${id}-keys`} className="text-xs leading-relaxed text-stone-500">
        {t('placement.keys')}
      </p>
      <DpiStatus t={t} dpi={dpi} />
      <PlacementControls t={t} editor={editor} idPrefix={id} />
      <TextControls t={t} editor={editor} idPrefix={id} />
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={editor.reset} data-testid="placement-reset">
          {t('placement.reset')}
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel} disabled={saving} data-testid="placement-cancel">
          {t('placement.cancel')}
        </Button>
        <Button size="sm" onClick={() => void save()} disabled={saving} data-testid="placement-save">
          {saving ? t('placement.saving') : t('placement.save')}
        </Button>
      </div>
    </section>
  );
}
