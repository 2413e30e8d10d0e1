/**
 * The text line of a placement as outlines (issue 20 §5), laid out with the shared maths
 * (`layoutText` of src/shared/placement.ts) from the bundled font, as the server's print file is.
 * The font chunk (placement-fonts.ts) is imported only when there is a text line.
 */
import { useEffect, useState } from 'react';
import type { PlacedText, PlacementText } from '#shared/placement.ts';

let layout: ((text: PlacementText) => PlacedText | null) | null = null;
/** Imports the font chunk; resolves to its loader. */
const loadFonts = () =>
  import('./placement-fonts.ts').then(({ layoutIfLoaded, loadPlacementFont }) => {
    layout = layoutIfLoaded;
    return loadPlacementFont;
  });

/**
 * The text's outlines now, when its font is loaded already (the editor lays out every drag step
 * with this), else null.
 */
export function placedTextNow(text: PlacementText): PlacedText | null {
  return layout?.(text) ?? null;
}

/**
 * @returns the outlines of `text` (null without one, while its font loads, or when it cannot load:
 *   the rest of the print still shows).
 */
export function usePlacedText(text: PlacementText | null | undefined): PlacedText | null {
  const [, setLoaded] = useState(0);
  const font = text?.font;
  const ready = text ? placedTextNow(text) : null;
  const isReady = ready !== null;
  useEffect(() => {
    if (!font || isReady) return;
    let live = true;
    loadFonts()
      .then((loadPlacementFont) => loadPlacementFont(font))
      .then(
        () => live && setLoaded((n) => n + 1),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [font, isReady]);
  return ready;
}
