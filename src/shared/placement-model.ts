/**
 * The shape of a placement of the artwork (issue 20 §5): sides, crop shapes, fonts, the stored
 * `Placement`, and the DPI at its scale. Apart from the maths in placement.ts (which re-exports
 * this) so the pages' first load, which shows a saved placement, needs none of the maths.
 */

export const placementSides = ['front', 'back'] as const;
export type PlacementSide = (typeof placementSides)[number];

export const cropShapes = ['rectangle', 'circle', 'rounded'] as const;
export type CropShape = (typeof cropShapes)[number];

/** The bundled open-licence fonts of the text line (public/fonts/LICENSES.md). */
export const placementFonts = ['fredoka', 'pacifico', 'anton'] as const;
export type PlacementFont = (typeof placementFonts)[number];

/** The optional text line. */
export interface PlacementText {
  /** 1-40 characters the fonts have (see `placementTextPattern`). */
  content: string;
  font: PlacementFont;
  /** `#rrggbb`. */
  color: string;
  /** Centre of the text, fractions of the print area's width and height. */
  x: number;
  y: number;
  /** Font size as a fraction of the print area's height. */
  size: number;
}

/** A placement as stored on the customer and the order line. */
export interface Placement {
  side: PlacementSide;
  x: number;
  y: number;
  scale: number;
  /** Degrees, clockwise. */
  rotation: number;
  crop: CropShape;
  text?: PlacementText;
}

/**
 * The effective DPI of the image at `scale`, from its DPI as large as fits the print area
 * (`effectivePrintDpi` of src/shared/artwork.ts): scaling it down packs its pixels closer.
 */
export function placementDpi(fitDpi: number, scale: number): number {
  return Math.floor(fitDpi / scale);
}
