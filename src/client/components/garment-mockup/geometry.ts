/**
 * Geometry of the garment drawings (SPEC §2.5 product images): everything is drawn in a 400 x 400
 * box; garments are symmetric about x = 200, so most shapes are given as their left half and
 * mirrored. Also where the print sits on each garment and how it wraps round the body (issue 8:
 * the artwork follows the fabric instead of lying on it as a flat rectangle).
 */
import type { ProductType } from '#shared/catalog.ts';
import {
  type MockupMapView,
  mockupBackPrintAreas,
  mockupDisplaceScale,
  mockupPrintAreas,
} from '#shared/mockup-maps.ts';
import type { PlacementSide } from '#shared/placement-model.ts';

export type Pt = readonly [number, number];
export type Cubic = readonly [Pt, Pt, Pt, Pt];

/** Side of the square drawing box, in SVG user units. */
export const W = 400;

const mx = ([x, y]: Pt): Pt => [W - x, y];
/** A straight segment as a cubic. */
export const line = (a: Pt, b: Pt): Cubic => [a, a, b, b];
/** The same curve run the other way. */
export const reverse = (c: Cubic): Cubic => [c[3], c[2], c[1], c[0]];
/** The curve mirrored about the centre line x = 200. */
export const mirror = (c: Cubic): Cubic => [mx(c[0]), mx(c[1]), mx(c[2]), mx(c[3])];
const fmt = ([x, y]: Pt) => `${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}`;

/** A transform that mirrors a group about the centre line. */
export const mirrorTransform = `matrix(-1 0 0 1 ${W} 0)`;

/** The point at parameter `t` (0..1) of a cubic Bézier curve. */
export function pointAt(c: Cubic, t: number): Pt {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const d = 3 * u * t * t;
  const e = t * t * t;
  return [a * c[0][0] + b * c[1][0] + d * c[2][0] + e * c[3][0], a * c[0][1] + b * c[1][1] + d * c[2][1] + e * c[3][1]];
}

/** SVG path data through consecutive cubics. */
export function toPath(cubics: readonly Cubic[], close = false): string {
  let d = `M${fmt(cubics[0][0])}`;
  for (const c of cubics) d += ` C${fmt(c[1])} ${fmt(c[2])} ${fmt(c[3])}`;
  return close ? `${d} Z` : d;
}

/** A curve from a left half (side to centre line) continued by its mirror image to the right side. */
export function across(leftHalf: readonly Cubic[]): Cubic[] {
  return [...leftHalf, ...[...leftHalf].reverse().map((c) => reverse(mirror(c)))];
}

/** Closed symmetric outline from its left half, drawn from the top centre round to the bottom centre. */
export function symmetric(leftHalf: readonly Cubic[]): string {
  return toPath(across(leftHalf), true);
}

/** The region between two curves running the same way (a collar band, a cuff). */
export function band(a: readonly Cubic[], b: readonly Cubic[]): string {
  const back = [...b].reverse().map(reverse);
  return `${toPath(a)} L${fmt(back[0][0])} ${toPath(back).slice(1)} Z`;
}

/** Rib-knit lines across a band: `perSegment` lines along each pair of matching segments. */
export function ribs(a: readonly Cubic[], b: readonly Cubic[], perSegment: number): string {
  let d = '';
  a.forEach((segment, i) => {
    for (let k = 0; k < perSegment; k++) {
      const t = (k + 0.5) / perSegment;
      d += `M${fmt(pointAt(segment, t))} L${fmt(pointAt(b[i], t))} `;
    }
  });
  return d.trim();
}

// ---------------------------------------------------------------------------------------------
// The print.

/** A rectangle in drawing units. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The views a garment is shown from. */
export type GarmentView = 'front' | 'back' | 'detail' | 'folded';

/**
 * Views per product type, in gallery order (SPEC §2.5: three images per t-shirt and hoodie colour,
 * four per sweatshirt colour).
 */
export const garmentViews: Record<ProductType, readonly GarmentView[]> = {
  tshirt: ['front', 'back', 'detail'],
  hoodie: ['front', 'back', 'detail'],
  sweatshirt: ['front', 'back', 'detail', 'folded'],
};

/** The view whose maps (src/shared/mockup-maps.ts) a view uses: a close-up is of the front. */
export function mapViewOf(view: GarmentView): MockupMapView {
  return view === 'detail' ? 'front' : view;
}

/** How far a horizontal line of the print sags at the chest's edge, in drawing units. */
export const chestSag = 5;

/**
 * Whether a view shows the customer's design printed on `side` (issue 20 §5): the front and the
 * folded sweatshirt show a front print, the back view a back print; the close-up shows neither.
 */
export function showsPrint(view: GarmentView, side: PlacementSide = 'front'): boolean {
  return side === 'back' ? view === 'back' : view === 'front' || view === 'folded';
}

/** Chest print areas (where the print goes on the garment), per view that shows one. */
const printAreas: Record<ProductType, Rect> = mockupPrintAreas;
const foldedPrintArea: Rect = { x: 160, y: 144, width: 80, height: 80 };

/** The print area of a view that shows the print. */
export function printAreaOf(productType: ProductType, view: GarmentView): Rect {
  if (view === 'back') return mockupBackPrintAreas[productType];
  return view === 'folded' ? foldedPrintArea : printAreas[productType];
}

/**
 * Where the 12 x 16 in print area sits in a view's print area on the drawing (issue 20 §5): the
 * largest 3:4 box inside it, centred across and at its top, where an image of that aspect used to
 * show whole. A placement's fractions are of this box.
 */
export function placementFrame(area: Rect): Rect {
  // 12 x 16 in (printAreaUnits of src/shared/placement.ts, kept out of the pages' first load).
  const aspect = 3 / 4;
  const width = Math.min(area.width, area.height * aspect);
  const height = width / aspect;
  return { x: area.x + (area.width - width) / 2, y: area.y, width, height };
}

/**
 * How the print bends with the body: the chest is read as a vertical cylinder of `radius` units
 * round x = 200 (seen from the front and a little above), `Infinity` for a garment lying flat.
 * Radii are wider than the torso's half width: a chest is flatter than a full cylinder.
 */
const chestRadius: Record<ProductType, number> = { tshirt: 120, hoodie: 130, sweatshirt: 125 };

/** The chest radius of a view (`Infinity`: flat, e.g. the folded sweatshirt on a table). */
export function wrapRadiusOf(productType: ProductType, view: GarmentView): number {
  return view === 'folded' ? Number.POSITIVE_INFINITY : chestRadius[productType];
}

/**
 * Where a point of the flat print appears on the body, as the offset to sample from: a screen
 * point `x` units right of the centre line shows the print point at arc length `radius·asin(x/r)`
 * (so the print is squeezed towards the sides), and a horizontal line sags by `sag` units at the
 * torso's edge (the body seen from a little above: circles look like flat ellipses).
 * @returns `[dx, dy]` in drawing units: sample the flat print at `(x + dx, y + dy)`.
 */
export function wrapOffset(x: number, radius: number, sag = 0): [number, number] {
  if (!Number.isFinite(radius)) return [0, 0];
  const d = x - W / 2;
  const s = Math.max(-1, Math.min(1, d / radius));
  const dx = radius * Math.asin(s) - d;
  // Seen from above, the front of the body is lower than its sides: the middle of a line dips.
  const dy = sag * (s * s);
  return [dx, dy];
}

/** Range of the displacement map in drawing units (feDisplacementMap `scale`). */
export const wrapScale = mockupDisplaceScale;

/** A displacement offset as the 0..255 value of a displacement-map channel (128: no shift). */
export function offsetToChannel(offset: number, scale = wrapScale): number {
  return Math.max(0, Math.min(255, Math.round((0.5 + offset / scale) * 255)));
}
