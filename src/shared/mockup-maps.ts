/**
 * The realistic mockups' maps (issue 20 §6): per product and view, greyscale and colour PNGs made
 * by scripts/make-mockup-maps.ts from our own garment drawings (never photos), committed in
 * public/mockups/ and read by both the customize page's SVG filter and the server's renderer:
 * - `shade`: the light on the fabric where the print sits (the drawing's folds, seams and light, the
 *   chest turning away from the light, the drape's folds), hard light, mid grey = unchanged;
 * - `displace`: how the print is shifted by the chest's curve and the folds' slopes, red = x, green
 *   = y, 128 = no shift, full range `mockupDisplaceScale` drawing units (feDisplacementMap);
 * - `drape`: the drape's folds alone (hard light), laid over the garment's own drawing.
 * Every map covers the whole 400 x 400 drawing at `mockupMapPx` pixels.
 */
import type { ProductType } from './catalog.ts';

/** Views the maps exist for (a close-up uses the front's). */
export type MockupMapView = 'front' | 'back' | 'folded';
export type MockupMapKind = 'shade' | 'displace' | 'drape';

export const mockupMapViews: Record<ProductType, readonly MockupMapView[]> = {
  tshirt: ['front', 'back'],
  hoodie: ['front', 'back'],
  sweatshirt: ['front', 'back', 'folded'],
};

/** Side of every map in pixels (the drawing is 400 units: 0.64 px a unit; the maps are smooth). */
export const mockupMapPx = 256;

/** The displacement map's full range, drawing units (feDisplacementMap `scale`). */
export const mockupDisplaceScale = 16;

/** File name of a map, e.g. `tshirt-front-shade.png`. */
export function mockupMapFile(productType: ProductType, view: MockupMapView, kind: MockupMapKind): string {
  return `${productType}-${view}-${kind}.png`;
}

/** Public URL of a map (served from the client build, cached as a static file). */
export function mockupMapUrl(productType: ProductType, view: MockupMapView, kind: MockupMapKind): string {
  return `/mockups/${mockupMapFile(productType, view, kind)}`;
}

/**
 * Chest print areas of the garment fronts in drawing units (x, y of the top-left corner, width,
 * height; the drawing is 400 x 400): where the artwork sits on the page and on the server's mockup.
 */
export const mockupPrintAreas: Record<ProductType, { x: number; y: number; width: number; height: number }> = {
  tshirt: { x: 146, y: 104, width: 108, height: 128 },
  hoodie: { x: 152, y: 146, width: 96, height: 106 },
  sweatshirt: { x: 148, y: 124, width: 104, height: 116 },
};

/**
 * Back print areas in drawing units (issue 20 §5: a placement on the back): across the shoulder
 * blades, below the collar (the t-shirt, the sweatshirt) or the hood lying on the back (the hoodie).
 */
export const mockupBackPrintAreas: Record<ProductType, { x: number; y: number; width: number; height: number }> = {
  tshirt: { x: 146, y: 92, width: 108, height: 128 },
  hoodie: { x: 152, y: 124, width: 96, height: 112 },
  sweatshirt: { x: 148, y: 100, width: 104, height: 124 },
};
