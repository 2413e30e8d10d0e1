/**
 * The text line's fonts on the server (issue 20 §5): the bundled WOFF files of public/fonts/, the
 * very files the browser draws the preview with, parsed once per thread by opentype.js.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Font, parse } from 'opentype.js/dist/opentype.mjs';
import { type PlacementFont, placementFontFile } from '#shared/placement.ts';

const fontDir = path.resolve(import.meta.dirname, '../../../public/fonts');
const loaded = new Map<PlacementFont, Promise<Font>>();

/** The parsed font. @throws Error when its file is missing or broken (a broken install). */
export function loadPlacementFont(font: PlacementFont): Promise<Font> {
  let pending = loaded.get(font);
  if (!pending) {
    pending = readFile(path.join(fontDir, placementFontFile(font))).then((file) =>
      parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer),
    );
    loaded.set(font, pending);
    pending.catch(() => loaded.delete(font));
  }
  return pending;
}
