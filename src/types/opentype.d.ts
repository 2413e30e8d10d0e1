/**
 * Types of the part of opentype.js 2 the shop uses (the package ships none). Imported as its ES
 * module file, `opentype.js/dist/opentype.mjs`, in the browser and on the server alike: the
 * package's main entry is a UMD bundle whose named exports Node cannot see.
 */
declare module 'opentype.js/dist/opentype.mjs' {
  export interface BoundingBox {
    x1: number;
    y1: number;
    x2: number;
    y2: number;
  }
  export type PathCommand =
    | { type: 'M' | 'L'; x: number; y: number }
    | { type: 'Q'; x1: number; y1: number; x: number; y: number }
    | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
    | { type: 'Z' };
  export interface Path {
    commands: PathCommand[];
    getBoundingBox(): BoundingBox;
  }
  export interface Font {
    unitsPerEm: number;
    getPath(text: string, x: number, y: number, fontSize: number): Path;
    charToGlyphIndex(char: string): number;
  }
  /** Parses a TrueType, OpenType or WOFF font. @throws Error for anything else. */
  export function parse(buffer: ArrayBuffer): Font;
}
