/**
 * State of the placement editor (issue 20 §5): the draft placement and which layer (the image or
 * the text line) moves, with every change kept inside the print area by the shared maths
 * (`clampPlacement`, `clampTextCentre` of src/shared/placement.ts), so what the customer can make
 * is what the server accepts and prints.
 */
import { useCallback, useState } from 'react';
import { placedTextNow } from '#client/lib/use-placed-text.ts';
import {
  type CropShape,
  clampPlacement,
  clampTextCentre,
  defaultPlacement,
  defaultPlacementText,
  maxScaleFor,
  type Placement,
  type PlacementSide,
  type PlacementText,
  placementLimits,
  printAreaUnits,
} from '#shared/placement.ts';

/** What a drag, the arrow keys and the size keys act on. */
export type PlacementLayer = 'image' | 'text';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Degrees in -180..180. */
export function normaliseDegrees(degrees: number): number {
  const turned = ((((degrees + 180) % 360) + 360) % 360) - 180;
  return Math.round(turned * 100) / 100;
}

/** The placement kept inside the print area for an image of `aspect`, its text line too once its font is in. */
export function keepInside(placement: Placement, aspect: number): Placement {
  const inside = clampPlacement(placement, aspect);
  if (!inside.text) return inside;
  const placed = placedTextNow(inside.text);
  return placed ? { ...inside, text: clampTextCentre(inside.text, placed) } : inside;
}

/**
 * @param initial the saved placement, or the default for the image.
 * @param aspect the placed image's width / height (the print area's 3:4 while it is not measured).
 */
export function usePlacementEditor(initial: Placement, aspect: number | null) {
  const ratio = aspect ?? printAreaUnits.width / printAreaUnits.height;
  const [placement, setPlacement] = useState<Placement>(() => keepInside(initial, ratio));
  const [layer, setLayer] = useState<PlacementLayer>('image');

  const update = useCallback(
    (change: (current: Placement) => Placement) => setPlacement((current) => keepInside(change(current), ratio)),
    [ratio],
  );
  const updateText = useCallback(
    (change: (text: PlacementText) => PlacementText) =>
      update((current) => (current.text ? { ...current, text: change(current.text) } : current)),
    [update],
  );
  const active: PlacementLayer = layer === 'text' && placement.text ? 'text' : 'image';

  return {
    placement,
    layer: active,
    setLayer,
    /** The largest image scale that fits at the current rotation and crop. */
    maxScale: maxScaleFor(placement, ratio),
    /** Moves the active layer (or `target`) by fractions of the print area's width and height. */
    moveBy: (dx: number, dy: number, target: PlacementLayer = active) =>
      target === 'text'
        ? updateText((text) => ({ ...text, x: clamp(text.x + dx, 0, 1), y: clamp(text.y + dy, 0, 1) }))
        : update((current) => ({ ...current, x: clamp(current.x + dx, 0, 1), y: clamp(current.y + dy, 0, 1) })),
    /** Grows (factor > 1) or shrinks the active layer: the image's scale or the text's size. */
    scaleBy: (factor: number) =>
      active === 'text'
        ? updateText((text) => ({
            ...text,
            size: clamp(text.size * factor, placementLimits.minTextSize, placementLimits.maxTextSize),
          }))
        : update((current) => ({ ...current, scale: current.scale * factor })),
    setScale: (scale: number) => update((current) => ({ ...current, scale })),
    rotateBy: (degrees: number) =>
      update((current) => ({ ...current, rotation: normaliseDegrees(current.rotation + degrees) })),
    setRotation: (rotation: number) => update((current) => ({ ...current, rotation: normaliseDegrees(rotation) })),
    /** Scale and rotation at once (a pinch), from where the gesture started. */
    setScaleAndRotation: (scale: number, rotation: number) =>
      update((current) => ({ ...current, scale, rotation: normaliseDegrees(rotation) })),
    setCrop: (crop: CropShape) => update((current) => ({ ...current, crop })),
    setSide: (side: PlacementSide) => update((current) => ({ ...current, side })),
    /** Sets the text line's words; empty removes the line. */
    setTextContent: (content: string) => {
      if (content === '') {
        setLayer('image');
        update(({ text: _removed, ...rest }) => rest);
        return;
      }
      update((current) => ({ ...current, text: { ...(current.text ?? defaultPlacementText), content } }));
    },
    setTextStyle: (style: Partial<Pick<PlacementText, 'font' | 'color' | 'size'>>) =>
      updateText((text) => ({ ...text, ...style })),
    /** Back to the image as large as fits on the current side, the text line kept where it was. */
    reset: () =>
      update((current) => {
        const fresh = defaultPlacement(ratio, current.side);
        return current.text ? { ...fresh, text: current.text } : fresh;
      }),
    /** Lays the text out again once its font arrived (its first clamp needs the outlines). */
    refit: () => update((current) => current),
  };
}

export type PlacementEditorState = ReturnType<typeof usePlacementEditor>;
