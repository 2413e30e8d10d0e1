/**
 * The placement of the artwork in the print area (issue 20 §5), the one piece of maths the
 * placement editor's preview (src/client/components/garment-mockup, placement-editor) and the
 * server's print file (src/server/images/placed-print-renderer.ts) both use, so what is printed is
 * what was shown.
 *
 * The print area (SPEC §4: 12 x 16 in) is drawn in `printAreaUnits`, 100 units an inch, y down.
 * A placement says where the image's centre sits (`x`, `y`: fractions of the print area's width and
 * height), how large it is (`scale`: 1 is the image as large as fits the print area with its aspect
 * kept, as it printed before placements existed), its clockwise `rotation` in degrees about its
 * centre, which part of it shows (`crop`: the whole rectangle, the rectangle with rounded corners,
 * or the largest centred circle), the garment `side`, and an optional line of text (set in one of the
 * bundled fonts, centred on its own `x`, `y`, `size` the font size as a fraction of the print area's
 * height, never rotated). Everything visible must lie inside the print area
 * (`PLACEMENT_OUTSIDE_PRINT_AREA` otherwise).
 */

import type { CropShape, Placement, PlacementFont, PlacementSide, PlacementText } from './placement-model.ts';

export * from './placement-model.ts';

const fontFiles: Record<PlacementFont, string> = {
  fredoka: 'fredoka-latin-600-normal.woff',
  pacifico: 'pacifico-latin-400-normal.woff',
  anton: 'anton-latin-400-normal.woff',
};

/** Display names of the fonts (proper names, the same in every language). */
export const placementFontNames: Record<PlacementFont, string> = {
  fredoka: 'Fredoka',
  pacifico: 'Pacifico',
  anton: 'Anton',
};

/** File name of a font in public/fonts/. */
export function placementFontFile(font: PlacementFont): string {
  return fontFiles[font];
}

/** Public URL of a font (served from the client build). */
export function placementFontUrl(font: PlacementFont): string {
  return `/fonts/${fontFiles[font]}`;
}

/** The print area in drawing units: 100 a inch (12 x 16 in). */
export const printAreaUnits = { width: 1200, height: 1600 } as const;

/** What the editor and the API accept. */
export const placementLimits = {
  minScale: 0.1,
  maxScale: 4,
  maxRotation: 180,
  minTextSize: 0.02,
  maxTextSize: 0.25,
  textMaxLength: 40,
} as const;

/**
 * The characters a text line may hold: printable Latin-1 (what English, German, French and Spanish
 * need) without the soft hyphen, plus Œ œ ’ €: every bundled font has a glyph for each.
 */
export const placementTextPattern = /^[\u0020-\u007E\u00A0-\u00AC\u00AE-\u00FF\u0152\u0153\u2019\u20AC]+$/;

/** Rounded crop: the corner radius as a fraction of the image's shorter side. */
export const roundedCornerRatio = 0.12;

/** A print area edge may be passed by this many units (1/200 in) before a placement counts as outside. */
export const placementTolerance = 0.5;

/** The text line a customer starts from. */
export const defaultPlacementText: Omit<PlacementText, 'content'> = {
  font: 'fredoka',
  color: '#1c1917',
  x: 0.5,
  y: 0.9,
  size: 0.08,
};

/** A box in print-area units. */
export interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The visible part of the image, in its own coordinates (centre at 0, 0, before rotation). */
export type ClipShape =
  | { kind: 'rect'; width: number; height: number; radius: number }
  | { kind: 'circle'; radius: number };

/** The image as placed: centre, drawn size and rotation in print-area units, and what shows of it. */
export interface PlacedImage {
  cx: number;
  cy: number;
  width: number;
  height: number;
  rotation: number;
  clip: ClipShape;
}

/** The size of an image of `aspect` (width / height) as large as fits the print area, in units. */
export function fitSize(aspect: number): { width: number; height: number } {
  const { width, height } = printAreaUnits;
  return aspect >= width / height ? { width, height: width / aspect } : { width: height * aspect, height };
}

/** The placement a customer starts from: the image as it printed before (whole, top-aligned, centred across). */
export function defaultPlacement(aspect: number, side: PlacementSide = 'front'): Placement {
  const fit = fitSize(aspect);
  return { side, x: 0.5, y: fit.height / 2 / printAreaUnits.height, scale: 1, rotation: 0, crop: 'rectangle' };
}

function clipOf(crop: CropShape, width: number, height: number): ClipShape {
  if (crop === 'circle') return { kind: 'circle', radius: Math.min(width, height) / 2 };
  const radius = crop === 'rounded' ? Math.min(width, height) * roundedCornerRatio : 0;
  return { kind: 'rect', width, height, radius };
}

/** Where and how large the image of `aspect` (width / height) is drawn for `placement`. */
export function placeImage(placement: Placement, aspect: number): PlacedImage {
  const fit = fitSize(aspect);
  const width = fit.width * placement.scale;
  const height = fit.height * placement.scale;
  return {
    cx: placement.x * printAreaUnits.width,
    cy: placement.y * printAreaUnits.height,
    width,
    height,
    rotation: placement.rotation,
    clip: clipOf(placement.crop, width, height),
  };
}

/** Half the width and height of the box round the visible, rotated shape. */
function halfExtents(clip: ClipShape, rotation: number): { x: number; y: number } {
  if (clip.kind === 'circle') return { x: clip.radius, y: clip.radius };
  // A rounded rectangle is its inner rectangle grown by the radius in every direction.
  const a = clip.width / 2 - clip.radius;
  const b = clip.height / 2 - clip.radius;
  const radians = (rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return { x: a * cos + b * sin + clip.radius, y: a * sin + b * cos + clip.radius };
}

/** The box round what shows of a placed image. */
export function placedImageBounds(image: PlacedImage): Bounds {
  const half = halfExtents(image.clip, image.rotation);
  return { left: image.cx - half.x, top: image.cy - half.y, right: image.cx + half.x, bottom: image.cy + half.y };
}

/** Whether `bounds` lie inside the print area (within `placementTolerance`). */
export function isInsidePrintArea(bounds: Bounds): boolean {
  const t = placementTolerance;
  return (
    bounds.left >= -t &&
    bounds.top >= -t &&
    bounds.right <= printAreaUnits.width + t &&
    bounds.bottom <= printAreaUnits.height + t
  );
}

/** The largest scale at which the image of `aspect` fits the print area at the placement's rotation and crop. */
export function maxScaleFor(placement: Placement, aspect: number): number {
  const unit = halfExtents(placeImage({ ...placement, scale: 1 }, aspect).clip, placement.rotation);
  const fits = Math.min(printAreaUnits.width / 2 / unit.x, printAreaUnits.height / 2 / unit.y);
  return Math.min(placementLimits.maxScale, fits);
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The placement with its numbers rounded as stored (fractions to 1e-5, i.e. 1/60 unit; degrees to 0.01). */
export function roundPlacement(placement: Placement): Placement {
  const rounded: Placement = {
    ...placement,
    x: round(placement.x, 5),
    y: round(placement.y, 5),
    scale: round(placement.scale, 5),
    rotation: round(placement.rotation, 2),
  };
  if (placement.text) {
    rounded.text = {
      ...placement.text,
      x: round(placement.text.x, 5),
      y: round(placement.text.y, 5),
      size: round(placement.text.size, 5),
    };
  }
  return rounded;
}

const clampTo = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The nearest placement whose image lies inside the print area: the scale within its limits and as
 * large as fits, then the centre moved in as far as needed. The editor keeps every change inside
 * with it, and the page and the server draw a saved placement through it for the image actually
 * shown or printed (an image of another aspect than the one placed cannot spill over).
 */
export function clampPlacement(placement: Placement, aspect: number): Placement {
  const scale = clampTo(
    placement.scale,
    placementLimits.minScale,
    Math.max(placementLimits.minScale, maxScaleFor(placement, aspect)),
  );
  const half = halfExtents(placeImage({ ...placement, scale }, aspect).clip, placement.rotation);
  const { width, height } = printAreaUnits;
  const cx = clampTo(placement.x * width, Math.min(half.x, width / 2), Math.max(width - half.x, width / 2));
  const cy = clampTo(placement.y * height, Math.min(half.y, height / 2), Math.max(height - half.y, height / 2));
  return { ...placement, scale, x: cx / width, y: cy / height };
}

// ---------------------------------------------------------------------------------------------
// The text line, drawn as outlines (the same paths in the browser's SVG and the print file).

/** One drawing command of an opentype.js path (absolute coordinates, y down). */
export type GlyphCommand =
  | { type: 'M' | 'L'; x: number; y: number }
  | { type: 'Q'; x1: number; y1: number; x: number; y: number }
  | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { type: 'Z' };

/** The part of an opentype.js path the layout uses. */
export interface GlyphPath {
  commands: GlyphCommand[];
  getBoundingBox(): { x1: number; y1: number; x2: number; y2: number };
}

/** The part of an opentype.js font the layout uses. */
export interface GlyphFont {
  getPath(text: string, x: number, y: number, fontSize: number): GlyphPath;
}

/** A coordinate with two decimals, as short as it goes (`12`, `12.5`, `-0.25`). */
const coordinate = (value: number) => String(Math.round(value * 100) / 100);

/**
 * SVG path data of `commands`, two decimals. Written here rather than by opentype.js 2's
 * `toPathData`, whose rounding turns a coordinate a hair off an integer (e.g. 250.0000001) into NaN.
 */
export function pathData(commands: readonly GlyphCommand[]): string {
  let d = '';
  for (const c of commands) {
    if (c.type === 'Z') d += 'Z';
    else if (c.type === 'Q') d += `Q${coordinate(c.x1)} ${coordinate(c.y1)} ${coordinate(c.x)} ${coordinate(c.y)}`;
    else if (c.type === 'C') {
      d += `C${coordinate(c.x1)} ${coordinate(c.y1)} ${coordinate(c.x2)} ${coordinate(c.y2)} ${coordinate(c.x)} ${coordinate(c.y)}`;
    } else d += `${c.type}${coordinate(c.x)} ${coordinate(c.y)}`;
  }
  return d;
}

/** The text line as outlines in print-area units. */
export interface PlacedText {
  /** SVG path data (two decimals). */
  d: string;
  color: string;
  bounds: Bounds;
}

/**
 * Sets the text line in `font` (parsed by opentype.js from its bundled file) with its outlines'
 * box centred on the text's `x`, `y`.
 */
export function layoutText(font: GlyphFont, text: PlacementText): PlacedText {
  const fontSize = text.size * printAreaUnits.height;
  const box = font.getPath(text.content, 0, 0, fontSize).getBoundingBox();
  const empty = !Number.isFinite(box.x1) || box.x2 < box.x1;
  const dx = text.x * printAreaUnits.width - (empty ? 0 : (box.x1 + box.x2) / 2);
  const dy = text.y * printAreaUnits.height - (empty ? 0 : (box.y1 + box.y2) / 2);
  // Rounded so the browser and the server start from the very same numbers.
  const x = Math.round(dx * 100) / 100;
  const y = Math.round(dy * 100) / 100;
  const d = pathData(font.getPath(text.content, x, y, fontSize).commands);
  const bounds = empty
    ? { left: x, top: y, right: x, bottom: y }
    : { left: box.x1 + x, top: box.y1 + y, right: box.x2 + x, bottom: box.y2 + y };
  return { d, color: text.color, bounds };
}

/** The text line's box moved so it lies inside the print area (the editor drags it with this). */
export function clampTextCentre(text: PlacementText, placed: PlacedText): PlacementText {
  const { width, height } = printAreaUnits;
  const halfW = (placed.bounds.right - placed.bounds.left) / 2;
  const halfH = (placed.bounds.bottom - placed.bounds.top) / 2;
  const cx = clampTo(text.x * width, Math.min(halfW, width / 2), Math.max(width - halfW, width / 2));
  const cy = clampTo(text.y * height, Math.min(halfH, height / 2), Math.max(height - halfH, height / 2));
  return { ...text, x: cx / width, y: cy / height };
}
