/**
 * Where the server's mockup renderer (issue 20 §6) finds its inputs, all made by
 * scripts/make-mockup-maps.ts from our own garment drawings and committed: the bases (each
 * product's front in each colour, drape applied, no print) beside this file in mockup-assets/,
 * and the maps the customize page uses too, in public/mockups/ (src/shared/mockup-maps.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Color, ProductType } from '#shared/catalog.ts';
import { type MockupMapKind, type MockupMapView, mockupMapFile } from '#shared/mockup-maps.ts';

/** Side of a server mockup in pixels (the 400-unit drawing at 2 px a unit). */
export const serverMockupPx = 800;

const baseDir = path.join(import.meta.dirname, 'mockup-assets');
const mapDir = path.resolve(import.meta.dirname, '../../../public/mockups');

/** File name of a base, e.g. `tshirt-white-front.webp`. */
export function serverMockupFile(productType: ProductType, color: Color): string {
  return `${productType}-${color}-front.webp`;
}

/** The encoded base of a product's front in a colour. @throws when the file is missing. */
export function readMockupBase(productType: ProductType, color: Color): Promise<Buffer> {
  return readFile(path.join(baseDir, serverMockupFile(productType, color)));
}

/** An encoded map. @throws when the file is missing. */
export function readMockupMap(productType: ProductType, view: MockupMapView, kind: MockupMapKind): Promise<Buffer> {
  return readFile(path.join(mapDir, mockupMapFile(productType, view, kind)));
}
