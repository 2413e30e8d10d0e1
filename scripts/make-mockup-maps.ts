/**
 * Makes the realistic mockups' maps (issue 20 §6) from our own garment drawings, never from photos:
 * `npm run mockups:maps` (or `node scripts/make-mockup-maps.ts`). Deterministic; its output is
 * committed, so run it again after changing a garment drawing, the drape below or this script.
 *
 * For every product and view of `mockupMapViews` (src/shared/mockup-maps.ts explains the three maps)
 * it writes into public/mockups/:
 * - `drape`: folds of worn cloth the flat drawing lacks (drag folds from the armpits, a slack
 *   waist, soft vertical drape, pulls below the collar), drawn here as paired valley and ridge
 *   strokes, blurred; seeded, so every run draws the same;
 * - `shade`: the white garment drawing rendered (its folds, seams, edge and top light) divided by
 *   its plain fabric colour, strengthened for ink, plus the drape, plus the chest turning away from
 *   the light (Lambert on the cylinder of `wrapRadiusOf`);
 * - `displace`: the chest's cylinder wrap (`wrapOffset`) plus the shade's relief (`reliefOffsets`).
 * And into src/server/images/mockup-assets/ the server's bases: each product's front in each of
 * its colours at `serverMockupPx`, drape applied, without the print (mockup-renderer.ts adds it).
 *
 * The garment components are TSX, so they are loaded through Vite's SSR module loader.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { createServer } from 'vite';
import * as geometry from '../src/client/components/garment-mockup/geometry.ts';
import { serverMockupFile, serverMockupPx } from '../src/server/images/mockup-assets.ts';
import { type RawImage, reliefOffsets, shade } from '../src/server/images/mockup-maths.ts';
import { colorsByProductType, type ProductType, productTypes } from '../src/shared/catalog.ts';
import {
  type MockupMapView,
  mockupDisplaceScale,
  mockupMapFile,
  mockupMapPx,
  mockupMapViews,
} from '../src/shared/mockup-maps.ts';

const root = path.resolve(import.meta.dirname, '..');
const mapDir = path.join(root, 'public/mockups');
const serverDir = path.join(root, 'src/server/images/mockup-assets');
/** Drawing units (the garments are drawn in a 400 x 400 box). */
const W = 400;
const transparentPixel = `data:image/png;base64,${(
  await sharp({ create: { width: 1, height: 1, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer()
).toString('base64')}`;

const vite = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
  esbuild: { jsx: 'automatic' },
});
type GarmentModule = typeof import('../src/client/components/garment-mockup/garment-mockup.tsx');
type PaletteModule = typeof import('../src/client/components/garment-mockup/palettes.ts');
const { GarmentMockup } = (await vite.ssrLoadModule(
  '/src/client/components/garment-mockup/garment-mockup.tsx',
)) as GarmentModule;
const { palettes } = (await vite.ssrLoadModule('/src/client/components/garment-mockup/palettes.ts')) as PaletteModule;

// ------------------------------------------------------------------------------------------------
// The drape.

/** Where a garment's torso is in the drawing (units), per product and view. */
interface Torso {
  left: number;
  right: number;
  /** Armpit height: drag folds start here. */
  armpit: number;
  /** Bottom of the body (above the waistband or hem). */
  hem: number;
  /** Bottom of the collar or hood opening: pulls start here. */
  neck: number;
}

const torsos: Record<ProductType, Torso> = {
  tshirt: { left: 115, right: 285, armpit: 141, hem: 362, neck: 92 },
  hoodie: { left: 116, right: 284, armpit: 168, hem: 336, neck: 136 },
  sweatshirt: { left: 116, right: 284, armpit: 140, hem: 336, neck: 104 },
};
const foldedTorso: Torso = { left: 96, right: 304, armpit: 112, hem: 334, neck: 118 };

/** A small seeded generator (mulberry32): the same drape on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type P = readonly [number, number];

/** A tapered lens along the cubic a-b-c-d, `width` units at its widest: a fold thins out at both ends. */
function lens(a: P, b: P, c: P, d: P, width: number): string {
  const steps = 24;
  const left: P[] = [];
  const right: P[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    const x = u * u * u * a[0] + 3 * u * u * t * b[0] + 3 * u * t * t * c[0] + t * t * t * d[0];
    const y = u * u * u * a[1] + 3 * u * u * t * b[1] + 3 * u * t * t * c[1] + t * t * t * d[1];
    const tx = 3 * u * u * (b[0] - a[0]) + 6 * u * t * (c[0] - b[0]) + 3 * t * t * (d[0] - c[0]);
    const ty = 3 * u * u * (b[1] - a[1]) + 6 * u * t * (c[1] - b[1]) + 3 * t * t * (d[1] - c[1]);
    const n = Math.hypot(tx, ty) || 1;
    const half = (width / 2) * Math.sin(Math.PI * t) ** 0.8;
    left.push([x - (ty / n) * half, y + (tx / n) * half]);
    right.push([x + (ty / n) * half, y - (tx / n) * half]);
  }
  const pts = [...left, ...right.reverse()];
  return `M${pts.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join(' L')} Z`;
}

/** One fold: a dark valley and, beside it towards the light (up-left), its lit ridge. */
function fold(a: P, b: P, c: P, d: P, width: number, depth: number, ridge = 0.55): string {
  const off = width * 0.6;
  const shape = lens(a, b, c, d, width);
  return (
    `<path d="${shape}" fill="#000" fill-opacity="${depth.toFixed(3)}"/>` +
    `<path d="${shape}" transform="translate(${(-off).toFixed(2)} ${(-off * 0.5).toFixed(2)})" fill="#fff" fill-opacity="${(depth * ridge).toFixed(3)}"/>`
  );
}

/** The drape's folds of one view as SVG markup (mid grey: no change). */
function drapeSvg(productType: ProductType, view: MockupMapView, px: number): string {
  const t = view === 'folded' ? foldedTorso : torsos[productType];
  const rand = random(productTypes.indexOf(productType) * 31 + mockupMapViews[productType].indexOf(view) * 7 + 1);
  const j = (amount: number) => (rand() - 0.5) * 2 * amount;
  const mid = (t.left + t.right) / 2;
  const span = t.right - t.left;
  const body = t.hem - t.armpit;
  let folds = '';
  if (view === 'folded') {
    // Lying on a table: a few long soft creases from the folding, no pull.
    for (let k = 0; k < 3; k++) {
      const y = t.armpit + body * (0.3 + 0.22 * k) + j(8);
      folds += fold([t.left + 10, y], [mid - 40, y + j(8)], [mid + 40, y + j(8)], [t.right - 10, y + j(6)], 8, 0.14);
    }
  } else {
    for (const side of [-1, 1] as const) {
      const edge = side < 0 ? t.left : t.right;
      // Drag folds from the armpit, fanning down and in across the chest and belly.
      for (let k = 0; k < 3; k++) {
        const y0 = t.armpit + 2 + k * 12 + j(4);
        const reach = span * (0.3 + 0.1 * k) + j(8);
        const drop = body * (0.2 + 0.12 * k) + j(10);
        const x1 = edge - side * reach;
        folds += fold(
          [edge + side * 4, y0],
          [edge - side * reach * 0.35, y0 + drop * 0.1],
          [x1 + side * reach * 0.2, y0 + drop * 0.6],
          [x1, y0 + drop],
          14 - k * 2.5,
          0.32 - k * 0.06,
        );
      }
      // Soft vertical drape from the chest to the hem, bending a little.
      const x = mid + side * (span * (0.2 + 0.05 * rand())) + j(4);
      const y0 = t.armpit + body * 0.3 + j(12);
      folds += fold(
        [x, y0],
        [x + j(10), y0 + body * 0.25],
        [x + j(12), t.hem - body * 0.2],
        [x + j(8), t.hem + 6],
        12,
        0.2,
        0.9,
      );
      // Slack above the hem: short diagonal folds.
      for (let k = 0; k < 2; k++) {
        const x0 = mid + side * (span * (0.12 + 0.2 * k)) + j(6);
        const y1 = t.hem - 6 + j(3);
        folds += fold(
          [x0, y1],
          [x0 - side * 4, y1 - 14],
          [x0 - side * 10, y1 - 28],
          [x0 - side * 8 + j(4), y1 - 44],
          8,
          0.24,
        );
      }
      // Pulls below the collar (front) or across the shoulder blades (back).
      const xc = mid + side * (span * 0.14 + j(4));
      folds += fold(
        [xc, t.neck + 2],
        [xc + side * 6, t.neck + 16],
        [xc + side * 14, t.neck + 28],
        [xc + side * 26 + j(6), t.neck + 40],
        6,
        0.24,
      );
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 ${W} ${W}">` +
    `<defs><filter id="b" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="4.2"/></filter></defs>` +
    `<rect width="${W}" height="${W}" fill="rgb(128,128,128)"/>` +
    `<g filter="url(#b)">${folds}</g></svg>`
  );
}

/** A greyscale render of an SVG at `px` x `px`. */
async function renderGrey(svg: string, px: number): Promise<RawImage> {
  const data = await sharp(Buffer.from(svg)).resize(px, px).extractChannel(0).raw().toBuffer();
  return { data: new Uint8Array(data), width: px, height: px, channels: 1 };
}

/** A garment view as markup, without a visible print (transparent image) and without drape. */
function garmentSvg(productType: ProductType, color: keyof typeof palettes, view: MockupMapView): string {
  return renderToStaticMarkup(
    createElement(GarmentMockup, {
      productType,
      color,
      view,
      imageUrl: transparentPixel,
      label: '',
      placeholder: '',
      thumbnail: true,
      wrap: false,
      drape: false,
    }),
  ).replace('<svg ', `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" `);
}

/** RGBA render of a garment view at `px`. */
async function renderGarment(svg: string, px: number): Promise<RawImage> {
  const { data } = await sharp(Buffer.from(svg), { density: (72 * px) / W })
    .resize(px, px)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: px, height: px, channels: 4 };
}

/** Gaussian blur of a greyscale image, sigma in pixels. */
async function blurGrey(image: RawImage, sigma: number): Promise<RawImage> {
  const data = await sharp(Buffer.from(image.data), { raw: { width: image.width, height: image.height, channels: 1 } })
    .blur(sigma)
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { ...image, data: new Uint8Array(data) };
}

const luminance = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;
/** How much stronger the drawing's light and shade are on ink than on bare white cloth. */
const inkContrast = 2.4;

async function makeMaps(productType: ProductType, view: MockupMapView): Promise<RawImage> {
  const px = mockupMapPx;
  const unitsPerPx = W / px;
  const drape = await renderGrey(drapeSvg(productType, view, px), px);

  // The white garment's own light and shade, relative to its plain fabric.
  const garment = await renderGarment(garmentSvg(productType, 'white', view), px * 2);
  const small = await sharp(Buffer.from(garment.data), { raw: { width: px * 2, height: px * 2, channels: 4 } })
    .resize(px, px)
    .raw()
    .toBuffer();
  // The fabric's own level: the median luminance over the print area (the drawing's overall light
  // there stays in the shade; the print is shaded relative to the cloth around it).
  const area = geometry.printAreaOf(productType, view === 'folded' ? 'folded' : 'front');
  const levels: number[] = [];
  for (let y = Math.floor(area.y / unitsPerPx); y < (area.y + area.height) / unitsPerPx; y++) {
    for (let x = Math.floor(area.x / unitsPerPx); x < (area.x + area.width) / unitsPerPx; x++) {
      const i = y * px + x;
      levels.push(luminance(small[i * 4] ?? 0, small[i * 4 + 1] ?? 0, small[i * 4 + 2] ?? 0));
    }
  }
  levels.sort((l, r) => l - r);
  const baseL = levels[Math.floor(levels.length / 2)] ?? 255;
  const drawn: RawImage = { data: new Uint8Array(px * px), width: px, height: px, channels: 1 };
  for (let i = 0; i < px * px; i++) {
    const a = (small[i * 4 + 3] ?? 0) / 255;
    const ratio = a < 0.5 ? 1 : luminance(small[i * 4] ?? 0, small[i * 4 + 1] ?? 0, small[i * 4 + 2] ?? 0) / baseL;
    // Hard light value that multiplies (ratio < 1) or lightens (ratio > 1) like the drawing does.
    const m = 0.5 + inkContrast * (ratio - 1) * 0.5;
    drawn.data[i] = Math.max(0, Math.min(255, Math.round(m * 255)));
  }
  const drawnSoft = await blurGrey(drawn, 1.6);

  const radius = geometry.wrapRadiusOf(productType, view);
  const sag = view === 'folded' ? 0 : geometry.chestSag;
  const shadeMap: RawImage = { data: new Uint8Array(px * px), width: px, height: px, channels: 1 };
  for (let y = 0; y < px; y++) {
    for (let x = 0; x < px; x++) {
      const i = y * px + x;
      const xu = (x + 0.5) * unitsPerPx;
      let lambert = 0;
      if (Number.isFinite(radius)) {
        const s = Math.min(1, Math.abs(xu - W / 2) / radius);
        lambert = Math.min(0.3, 1.4 * (1 - Math.sqrt(1 - s * s)));
      }
      const m = (drawnSoft.data[i] ?? 128) / 255 + ((drape.data[i] ?? 128) / 255 - 0.5) * 1.25 - lambert * 0.5;
      shadeMap.data[i] = Math.max(0, Math.min(255, Math.round(m * 255)));
    }
  }

  // Displacement: the cylinder plus the relief of the shade (smoothed: slopes, not grain).
  const height = await blurGrey(shadeMap, 3.5);
  const relief = reliefOffsets(height, 30);
  const displace = new Uint8Array(px * px * 3);
  for (let y = 0; y < px; y++) {
    for (let x = 0; x < px; x++) {
      const i = y * px + x;
      const [wx, wy] = geometry.wrapOffset((x + 0.5) * unitsPerPx, radius, sag);
      const dx = wx + (relief[i * 2] ?? 0) * unitsPerPx;
      const dy = wy + (relief[i * 2 + 1] ?? 0) * unitsPerPx;
      displace[i * 3] = geometry.offsetToChannel(dx, mockupDisplaceScale);
      displace[i * 3 + 1] = geometry.offsetToChannel(dy, mockupDisplaceScale);
      displace[i * 3 + 2] = 128;
    }
  }

  const grey = (image: RawImage) => sharp(Buffer.from(image.data), { raw: { width: px, height: px, channels: 1 } });
  await grey(shadeMap)
    .png({ compressionLevel: 9, palette: false })
    .toFile(path.join(mapDir, mockupMapFile(productType, view, 'shade')));
  await grey(drape)
    .png({ compressionLevel: 9 })
    .toFile(path.join(mapDir, mockupMapFile(productType, view, 'drape')));
  await sharp(Buffer.from(displace), { raw: { width: px, height: px, channels: 3 } })
    .png({ compressionLevel: 9 })
    .toFile(path.join(mapDir, mockupMapFile(productType, view, 'displace')));
  return drape;
}

/** The server's base of a product's front in a colour: the drawing with the drape applied. */
async function makeServerBase(productType: ProductType, color: keyof typeof palettes, drape: RawImage): Promise<void> {
  const px = serverMockupPx;
  const garment = await renderGarment(garmentSvg(productType, color, 'front'), px);
  const drapeBig = await sharp(Buffer.from(drape.data), {
    raw: { width: drape.width, height: drape.height, channels: 1 },
  })
    .resize(px, px)
    .extractChannel(0)
    .raw()
    .toBuffer();
  shade(garment, { data: new Uint8Array(drapeBig), width: px, height: px, channels: 1 }, palettes[color].drape);
  await sharp(Buffer.from(garment.data), { raw: { width: px, height: px, channels: 4 } })
    .webp({ quality: 88, alphaQuality: 90, effort: 6 })
    .toFile(path.join(serverDir, serverMockupFile(productType, color)));
}

try {
  await mkdir(mapDir, { recursive: true });
  await mkdir(serverDir, { recursive: true });
  for (const productType of productTypes) {
    for (const view of mockupMapViews[productType]) {
      const drape = await makeMaps(productType, view);
      if (view === 'front') {
        for (const color of colorsByProductType[productType]) await makeServerBase(productType, color, drape);
      }
      console.log(`mockup maps: ${productType} ${view}`);
    }
  }
} finally {
  await vite.close();
}
