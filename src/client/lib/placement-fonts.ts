/**
 * The text line's fonts in the browser (issue 20 §5): the bundled WOFF files (public/fonts/, the
 * very files the server's print file is drawn with), fetched and parsed by opentype.js on first
 * use. Loaded as its own chunk (opentype.js is ~70 KB compressed): only a page showing a text line
 * or the placement editor imports it.
 */
import { type Font, parse } from 'opentype.js/dist/opentype.mjs';
import {
  layoutText,
  type PlacedText,
  type PlacementFont,
  type PlacementText,
  placementFontUrl,
} from '#shared/placement.ts';

const pending = new Map<PlacementFont, Promise<Font>>();
const parsed = new Map<PlacementFont, Font>();

/** The parsed font. @throws Error when it cannot be fetched or read. */
export function loadPlacementFont(font: PlacementFont): Promise<Font> {
  let promise = pending.get(font);
  if (!promise) {
    promise = fetch(placementFontUrl(font))
      .then((response) => {
        if (!response.ok) throw new Error(`Font ${font}: HTTP ${response.status}`);
        return response.arrayBuffer();
      })
      .then((buffer) => {
        const loaded = parse(buffer);
        parsed.set(font, loaded);
        return loaded;
      });
    pending.set(font, promise);
    promise.catch(() => pending.delete(font));
  }
  return promise;
}

/**
 * The text's outlines (`layoutText`) if its font is parsed already (the editor lays out every drag
 * step with this, without waiting), else null.
 */
export function layoutIfLoaded(text: PlacementText): PlacedText | null {
  const font = parsed.get(text.font);
  return font ? layoutText(font, text) : null;
}
