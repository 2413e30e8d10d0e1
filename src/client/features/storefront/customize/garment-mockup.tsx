/**
 * Vector product images of the garments (SPEC §2.5 "product images gallery"): t-shirt, hoodie and
 * sweatshirt flats in each colour sold, seen from the front, the back, a close-up detail and, for the
 * sweatshirt, folded. We have no stock photos, so these inline SVGs stand in for them: shaded fabric,
 * seams and stitching, ribbing, hood drawstrings and the kangaroo pocket. The customer's image sits
 * on the chest print area of the views that show the front.
 */
import { type ReactNode, useId } from 'react';
import type { Color, ProductType } from '#shared/catalog.ts';

/** The angles a garment is shown from. */
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

/** Whether a view shows the printed front (and so the customer's design). */
export function showsPrint(view: GarmentView): boolean {
  return view === 'front' || view === 'folded';
}

// ---------------------------------------------------------------------------------------------
// Geometry. Everything is drawn in a 400 x 400 box; garments are symmetric about x = 200, so most
// shapes are given as their left half and mirrored.

type Pt = readonly [number, number];
type Cubic = readonly [Pt, Pt, Pt, Pt];

const W = 400;
const mx = ([x, y]: Pt): Pt => [W - x, y];
const line = (a: Pt, b: Pt): Cubic => [a, a, b, b];
const reverse = (c: Cubic): Cubic => [c[3], c[2], c[1], c[0]];
const mirror = (c: Cubic): Cubic => [mx(c[0]), mx(c[1]), mx(c[2]), mx(c[3])];
const fmt = ([x, y]: Pt) => `${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}`;

function pointAt(c: Cubic, t: number): Pt {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const d = 3 * u * t * t;
  const e = t * t * t;
  return [a * c[0][0] + b * c[1][0] + d * c[2][0] + e * c[3][0], a * c[0][1] + b * c[1][1] + d * c[2][1] + e * c[3][1]];
}

/** SVG path data through consecutive cubics. */
function toPath(cubics: readonly Cubic[], close = false): string {
  let d = `M${fmt(cubics[0][0])}`;
  for (const c of cubics) d += ` C${fmt(c[1])} ${fmt(c[2])} ${fmt(c[3])}`;
  return close ? `${d} Z` : d;
}

/** A curve from a left half (side to centre line) continued by its mirror image to the right side. */
function across(leftHalf: readonly Cubic[]): Cubic[] {
  return [...leftHalf, ...[...leftHalf].reverse().map((c) => reverse(mirror(c)))];
}

/** Closed symmetric outline from its left half, drawn from the top centre round to the bottom centre. */
function symmetric(leftHalf: readonly Cubic[]): string {
  return toPath(across(leftHalf), true);
}

/** The region between two curves running the same way (a collar band, a cuff). */
function band(a: readonly Cubic[], b: readonly Cubic[]): string {
  const back = [...b].reverse().map(reverse);
  return `${toPath(a)} L${fmt(back[0][0])} ${toPath(back).slice(1)} Z`;
}

/** Rib-knit lines across a band: one line every step along each pair of matching segments. */
function ribs(a: readonly Cubic[], b: readonly Cubic[], perSegment: number): string {
  let d = '';
  a.forEach((segment, i) => {
    for (let k = 0; k < perSegment; k++) {
      const t = (k + 0.5) / perSegment;
      d += `M${fmt(pointAt(segment, t))} L${fmt(pointAt(b[i], t))} `;
    }
  });
  return d.trim();
}

const mirrorTransform = `matrix(-1 0 0 1 ${W} 0)`;

// ---------------------------------------------------------------------------------------------
// Colours.

interface Palette {
  base: string;
  /** Rib bands (collar, cuffs, waistband) read a shade darker than the body. */
  rib: string;
  /** Inside of the garment (neck opening, hood lining), lit and in shadow. */
  inner: string;
  innerDeep: string;
  seam: string;
  stitch: string;
  outline: string;
  drawstring: string;
  label: string;
  labelText: string;
  placeholder: string;
  /** Strength of fold shadows, highlights, dark and light grain: black cloth needs more light, less dark. */
  shadow: number;
  highlight: number;
  grainDark: number;
  grainLight: number;
}

const palettes: Record<Color, Palette> = {
  white: {
    base: '#f9f8f5',
    rib: '#efede8',
    inner: '#e2ded8',
    innerDeep: '#cbc6bf',
    seam: '#d3cec7',
    stitch: '#bdb7ae',
    outline: '#b9b2a9',
    drawstring: '#f3f1ec',
    label: '#2b2b30',
    labelText: '#f5f5f4',
    placeholder: '#a8a29e',
    shadow: 0.13,
    highlight: 0.7,
    grainDark: 0.05,
    grainLight: 0,
  },
  black: {
    base: '#2b2b30',
    rib: '#242428',
    inner: '#1b1b1e',
    innerDeep: '#0b0b0c',
    seam: '#18181b',
    stitch: '#505058',
    outline: '#0c0c0e',
    drawstring: '#35353b',
    label: '#f1efe9',
    labelText: '#27272a',
    placeholder: '#a8a29e',
    shadow: 0.45,
    highlight: 0.09,
    grainDark: 0.16,
    grainLight: 0.05,
  },
  gray: {
    // Heather grey: mid tone with visible light and dark fibres.
    base: '#a4a7ad',
    rib: '#989ba1',
    inner: '#85888e',
    innerDeep: '#6a6d73',
    seam: '#868990',
    stitch: '#74777e',
    outline: '#6f737a',
    drawstring: '#b6b9be',
    label: '#2b2b30',
    labelText: '#f5f5f4',
    placeholder: '#f5f5f4',
    shadow: 0.3,
    highlight: 0.26,
    grainDark: 0.2,
    grainLight: 0.16,
  },
};

/** Background of the close-up "photos". */
const studio = '#e9e5df';

interface Ids {
  clip: string;
  drop: string;
  blur: string;
  softBlur: string;
  grainDark: string;
  grainLight: string;
  edge: string;
  top: string;
  knit: string;
  frame: string;
  printClip: string;
  lining: string;
}

interface Art {
  p: Palette;
  ids: Ids;
  /** The print drawn on the chest (front views only). */
  print: ReactNode;
  /** Close-ups add a visible jersey knit. */
  closeUp: boolean;
}

const url = (id: string) => `url(#${id})`;

/** Draws children twice: as given (left half) and mirrored onto the right half. */
function Mirrored({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <g transform={mirrorTransform}>{children}</g>
    </>
  );
}

/** Soft fold shadows and highlights, blurred so they read as drape rather than lines. */
function Folds({ art, shadows, highlights }: { art: Art; shadows: string[]; highlights: string[] }) {
  const { p, ids } = art;
  return (
    <g filter={url(ids.blur)}>
      {shadows.map((d) => (
        <path key={d} d={d} fill="#000" opacity={p.shadow} />
      ))}
      <g filter={url(ids.softBlur)}>
        {highlights.map((d) => (
          <path key={d} d={d} fill="#fff" opacity={p.highlight * 0.6} />
        ))}
      </g>
    </g>
  );
}

/** Seam lines (solid) and stitching (dashed), in the fabric's seam and thread colours. */
function Seams({ art, seams = [], stitches = [] }: { art: Art; seams?: string[]; stitches?: string[] }) {
  const { p } = art;
  return (
    <g fill="none" strokeLinecap="round" strokeLinejoin="round">
      {seams.map((d) => (
        <path key={d} d={d} stroke={p.seam} strokeWidth="1.3" />
      ))}
      {stitches.map((d) => (
        <path key={d} d={d} stroke={p.stitch} strokeWidth="0.9" strokeDasharray="2.6 2" />
      ))}
    </g>
  );
}

/** A rib-knit band: darker fill, one line per rib, outlined by its seam. */
function Rib({ art, a, b, count, fill }: { art: Art; a: Cubic[]; b: Cubic[]; count: number; fill?: string }) {
  const { p } = art;
  return (
    <g>
      <path d={band(a, b)} fill={fill ?? p.rib} stroke={p.seam} strokeWidth="1.1" strokeLinejoin="round" />
      <path d={ribs(a, b, count)} stroke="#000" strokeOpacity={p.shadow * 0.55 + 0.04} strokeWidth="0.8" />
      <path
        d={ribs(a, b, count)}
        stroke="#fff"
        strokeOpacity={p.highlight * 0.35}
        strokeWidth="0.6"
        transform="translate(1.2 0)"
      />
    </g>
  );
}

/**
 * One garment flat: drop-shadowed silhouette, then (clipped to it) folds, print, parts, grain and
 * lighting, then the outline on top.
 */
function Flat({ art, outline, folds, parts }: { art: Art; outline: string; folds: ReactNode; parts: ReactNode }) {
  const { p, ids, print, closeUp } = art;
  return (
    <g>
      <defs>
        <clipPath id={ids.clip}>
          <path d={outline} />
        </clipPath>
      </defs>
      <path d={outline} fill={p.base} filter={url(ids.drop)} />
      <g clipPath={url(ids.clip)}>
        {folds}
        {print}
        {parts}
        {closeUp && <rect width={W} height={W} fill={url(ids.knit)} />}
        <rect width={W} height={W} filter={url(ids.grainDark)} opacity={p.grainDark} />
        {p.grainLight > 0 && <rect width={W} height={W} filter={url(ids.grainLight)} opacity={p.grainLight} />}
        <path d={outline} fill={url(ids.edge)} />
        <path d={outline} fill={url(ids.top)} />
      </g>
      <path d={outline} fill="none" stroke={p.outline} strokeWidth="1.4" strokeLinejoin="round" />
    </g>
  );
}

// ---------------------------------------------------------------------------------------------
// T-shirt: crew neck with rib collar, set-in short sleeves, double-needle hems.

const teeTop: Cubic = [
  [200, 43],
  [184, 43],
  [168, 44],
  [157, 46],
];
const teeOutline = symmetric([
  teeTop,
  [
    [157, 46],
    [140, 51],
    [121, 57],
    [106, 63],
  ],
  [
    [106, 63],
    [86, 71],
    [62, 92],
    [42, 124],
  ],
  line([42, 124], [80, 163]),
  [
    [80, 163],
    [92, 153],
    [104, 146],
    [115, 141],
  ],
  [
    [115, 141],
    [116, 220],
    [113, 300],
    [113, 368],
  ],
  [
    [113, 368],
    [140, 371],
    [172, 372],
    [200, 372],
  ],
]);

const teeCollar = {
  top: across([reverse(teeTop)]),
  backInside: across([
    [
      [164, 48],
      [176, 52],
      [190, 53],
      [200, 53],
    ],
  ]),
  inner: across([
    [
      [164, 48],
      [172, 66],
      [186, 77],
      [200, 77],
    ],
  ]),
  outer: across([
    [
      [157, 46],
      [166, 70],
      [182, 88],
      [200, 88],
    ],
  ]),
  backSeam: across([
    [
      [157, 46],
      [170, 53],
      [186, 56],
      [200, 56],
    ],
  ]),
};

const teeFolds = (art: Art) => (
  <Folds
    art={art}
    shadows={[
      'M114 146 C128 162 142 186 152 214 L160 210 C148 182 132 158 116 140 Z',
      'M286 146 C272 162 258 186 248 214 L240 210 C252 182 268 158 284 140 Z',
      'M98 98 C84 112 72 128 64 142 L70 146 C80 130 92 114 104 102 Z',
      'M302 98 C316 112 328 128 336 142 L330 146 C320 130 308 114 296 102 Z',
      'M150 372 C152 352 156 338 160 328 L166 330 C162 342 158 356 158 372 Z',
      'M252 372 C250 354 246 340 242 332 L236 334 C240 344 244 358 244 372 Z',
      'M108 150 L122 150 L121 372 L106 372 Z',
      'M292 150 L278 150 L279 372 L294 372 Z',
    ]}
    highlights={[
      'M150 110 C140 160 140 230 150 300 L180 300 C172 230 172 160 180 110 Z',
      'M150 54 C140 60 126 66 112 70 L116 76 C130 72 144 66 154 60 Z',
      'M86 80 C74 92 62 108 54 122 L60 124 C68 110 80 96 92 86 Z',
    ]}
  />
);

const teeSleeveStitches = ['M47.7 118.4 L85.7 157.4', 'M352.3 118.4 L314.3 157.4'];
const teeHemStitch = toPath(
  across([
    [
      [100, 359],
      [140, 362],
      [172, 363],
      [200, 363],
    ],
  ]),
);
const teeArmholes = (side: 'l' | 'r') => {
  const c: Cubic = [
    [106, 63],
    [114, 90],
    [117, 118],
    [115, 141],
  ];
  return toPath([side === 'l' ? c : mirror(c)]);
};

/** The sewn-in neck label, seen inside the back neck. */
function NeckLabel({ art, x, y, scale }: { art: Art; x: number; y: number; scale: number }) {
  const { p } = art;
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d="M-13 0 L13 0 L13 9 C13 10 12 11 11 11 L-11 11 C-12 11 -13 10 -13 9 Z" fill={p.label} />
      <text
        y="6.4"
        textAnchor="middle"
        fontSize="4.4"
        fontWeight="800"
        fill={p.labelText}
        fontFamily="ui-rounded, system-ui, sans-serif"
        letterSpacing="0.1"
      >
        wowtees
      </text>
      <path d="M-9 8.6 L9 8.6" stroke={p.labelText} strokeOpacity="0.5" strokeWidth="0.5" />
    </g>
  );
}

function TeeFront({ art }: { art: Art }) {
  const { p, ids } = art;
  return (
    <Flat
      art={art}
      outline={teeOutline}
      folds={teeFolds(art)}
      parts={
        <>
          <Rib art={art} a={teeCollar.outer} b={teeCollar.inner} count={9} />
          <path d={band(teeCollar.backInside, teeCollar.inner)} fill={url(ids.lining)} />
          <Rib art={art} a={teeCollar.top} b={teeCollar.backInside} count={8} fill={p.inner} />
          <NeckLabel art={art} x={200} y={53.2} scale={0.62} />
          <Seams
            art={art}
            seams={[teeArmholes('l'), teeArmholes('r')]}
            stitches={[
              toPath(
                across([
                  [
                    [154, 49],
                    [163, 74],
                    [181, 92.5],
                    [200, 92.5],
                  ],
                ]),
              ),
              ...teeSleeveStitches,
              teeHemStitch,
            ]}
          />
        </>
      }
    />
  );
}

function TeeBack({ art }: { art: Art }) {
  return (
    <Flat
      art={art}
      outline={teeOutline}
      folds={teeFolds({ ...art })}
      parts={
        <>
          <Rib art={art} a={teeCollar.top} b={teeCollar.backSeam} count={9} />
          <Seams
            art={art}
            seams={[teeArmholes('l'), teeArmholes('r')]}
            stitches={[
              toPath(
                across([
                  [
                    [155, 50],
                    [169, 57.5],
                    [186, 61],
                    [200, 61],
                  ],
                ]),
              ),
              ...teeSleeveStitches,
              teeHemStitch,
            ]}
          />
        </>
      }
    />
  );
}

// ---------------------------------------------------------------------------------------------
// Long-sleeve body shared by hoodie and sweatshirt: dropped shoulders, rib cuffs and waistband.

/** Left half of a long-sleeve body from the side-neck point to the bottom centre. */
function longSleeveBody(shoulderY: number, armpitY: number): Cubic[] {
  return [
    [
      [104, shoulderY],
      [84, shoulderY + 10],
      [72, shoulderY + 48],
      [66, shoulderY + 98],
    ],
    [
      [66, shoulderY + 98],
      [60, 250],
      [54, 296],
      [50, 324],
    ],
    line([50, 324], [47, 357]),
    line([47, 357], [84, 359]),
    line([84, 359], [86, 326]),
    [
      [86, 326],
      [92, 276],
      [102, 216],
      [116, armpitY],
    ],
    [
      [116, armpitY],
      [117, 220],
      [116, 290],
      [116, 338],
    ],
    line([116, 338], [120, 377]),
    [
      [120, 377],
      [150, 379],
      [180, 379],
      [200, 379],
    ],
  ];
}

const cuffTop = [line([50, 324], [86, 326])];
const cuffBottom = [line([47, 357], [84, 359])];
const waistTop = across([
  [
    [116, 338],
    [150, 338],
    [180, 338],
    [200, 338],
  ],
]);
const waistBottom = across([
  [
    [120, 377],
    [150, 379],
    [180, 379],
    [200, 379],
  ],
]);

/** Cuffs, waistband and the seams that long-sleeve garments share. */
function LongSleeveTrims({ art, shoulderY, armpitY }: { art: Art; shoulderY: number; armpitY: number }) {
  const armhole: Cubic = [
    [104, shoulderY],
    [112, shoulderY + 18],
    [119, armpitY - 18],
    [116, armpitY],
  ];
  return (
    <>
      <Mirrored>
        <Rib art={art} a={cuffTop} b={cuffBottom} count={9} />
      </Mirrored>
      <Rib art={art} a={waistTop} b={waistBottom} count={22} />
      <Seams
        art={art}
        seams={[toPath([armhole]), toPath([mirror(armhole)])]}
        stitches={[
          'M49 320 L87 322',
          'M351 320 L313 322',
          toPath(
            across([
              [
                [116, 334],
                [150, 334],
                [180, 334],
                [200, 334],
              ],
            ]),
          ),
        ]}
      />
    </>
  );
}

const longSleeveFolds = (art: Art, armpitY: number, extraShadows: string[] = []) => (
  <Folds
    art={art}
    shadows={[
      `M116 ${armpitY + 4} C130 ${armpitY + 24} 142 ${armpitY + 48} 150 ${armpitY + 78} L158 ${armpitY + 74} C148 ${armpitY + 44} 134 ${armpitY + 20} 118 ${armpitY - 2} Z`,
      `M284 ${armpitY + 4} C270 ${armpitY + 24} 258 ${armpitY + 48} 250 ${armpitY + 78} L242 ${armpitY + 74} C252 ${armpitY + 44} 266 ${armpitY + 20} 282 ${armpitY - 2} Z`,
      'M110 170 L124 170 L123 340 L108 340 Z',
      'M290 170 L276 170 L277 340 L292 340 Z',
      'M66 234 C76 228 88 228 98 234 L97 241 C88 236 77 236 67 241 Z',
      'M60 286 C70 282 82 283 92 288 L91 294 C82 289 71 289 61 292 Z',
      'M334 234 C324 228 312 228 302 234 L303 241 C312 236 323 236 333 241 Z',
      'M340 286 C330 282 318 283 308 288 L309 294 C318 289 329 289 339 292 Z',
      'M92 300 C90 280 94 250 100 226 L106 228 C100 252 96 280 98 302 Z',
      'M308 300 C310 280 306 250 300 226 L294 228 C300 252 304 280 302 302 Z',
      ...extraShadows,
    ]}
    highlights={[
      'M78 150 C70 190 64 240 58 300 L65 300 C71 240 77 190 85 150 Z',
      'M148 150 C140 200 140 260 148 320 L176 320 C168 260 168 200 176 150 Z',
      'M330 170 C334 210 338 250 342 290 L336 290 C332 250 328 210 324 170 Z',
    ]}
  />
);

// ---------------------------------------------------------------------------------------------
// Hoodie: lined hood with drawstring tunnel, metal eyelets, drawstrings with aglets, kangaroo pocket.

const hoodieOutline = symmetric([
  [
    [200, 14],
    [168, 14],
    [140, 34],
    [134, 66],
  ],
  [
    [134, 66],
    [131, 84],
    [133, 96],
    [140, 101],
  ],
  [
    [140, 101],
    [128, 104],
    [116, 107],
    [104, 112],
  ],
  ...longSleeveBody(112, 168),
]);

const hoodTunnel = symmetric([
  [
    [200, 30],
    [170, 30],
    [148, 48],
    [146, 76],
  ],
  [
    [146, 76],
    [146, 100],
    [176, 116],
    [200, 126],
  ],
]);
const hoodLining = symmetric([
  [
    [200, 42],
    [177, 42],
    [158, 57],
    [157, 78],
  ],
  [
    [157, 78],
    [157, 97],
    [181, 108],
    [200, 115],
  ],
]);
const hoodTunnelStitch = symmetric([
  [
    [200, 35.5],
    [173, 35.5],
    [152.5, 52],
    [151.5, 77],
  ],
  [
    [151.5, 77],
    [151.5, 99],
    [178.5, 112],
    [200, 121],
  ],
]);

const pocket = 'M146 262 L254 262 L272 316 L272 338 L128 338 L128 316 Z';

/** A drawstring leaving its eyelet, braided, with a metal aglet on the end. */
function Drawstring({ art, d, tip }: { art: Art; d: string; tip: string }) {
  const { p } = art;
  return (
    <g fill="none" strokeLinecap="round">
      <path d={d} stroke="#000" strokeOpacity={0.18} strokeWidth="4.6" transform="translate(1.4 1.6)" />
      <path d={d} stroke={p.drawstring} strokeWidth="3.6" />
      <path d={d} stroke="#000" strokeOpacity="0.22" strokeWidth="3.6" strokeDasharray="0.8 1.6" />
      <path d={tip} stroke="#8f9096" strokeWidth="4.2" />
      <path d={tip} stroke="#d9dadd" strokeWidth="2" transform="translate(-0.6 0)" />
    </g>
  );
}

function Eyelet({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r="3.6" fill="#b8b9bd" stroke="#6b6c72" strokeWidth="0.6" />
      <circle cx={x - 0.6} cy={y - 0.6} r="2.6" fill="none" stroke="#eeeef0" strokeWidth="0.7" />
      <circle cx={x} cy={y} r="1.8" fill="#1c1c1f" />
    </g>
  );
}

function HoodieFront({ art }: { art: Art }) {
  const { p, ids } = art;
  return (
    <Flat
      art={art}
      outline={hoodieOutline}
      folds={longSleeveFolds(art, 168, [
        'M140 102 C152 112 172 124 196 132 L196 140 C168 132 148 120 136 108 Z',
        'M260 102 C248 112 228 124 204 132 L204 140 C232 132 252 120 264 108 Z',
        'M134 66 C134 44 150 26 176 18 L180 24 C158 32 144 48 142 70 Z',
        'M266 66 C266 44 250 26 224 18 L220 24 C242 32 256 48 258 70 Z',
      ])}
      parts={
        <>
          <Mirrored>
            <path
              d="M146 264 L128 318"
              stroke="#000"
              strokeOpacity={p.shadow * 0.8}
              strokeWidth="3"
              filter={url(ids.blur)}
            />
          </Mirrored>
          <path d={pocket} fill={p.base} stroke={p.seam} strokeWidth="1.2" strokeLinejoin="round" />
          <path d="M146.8 263.2 L253.2 263.2" stroke="#fff" strokeOpacity={p.highlight * 0.9} strokeWidth="0.8" />
          <path
            d="M140 266 L260 266 L268 300 L132 300 Z"
            fill="#fff"
            opacity={p.highlight * 0.25}
            filter={url(ids.blur)}
          />
          <LongSleeveTrims art={art} shoulderY={112} armpitY={168} />
          <Seams
            art={art}
            stitches={['M150 266.5 L250 266.5', 'M150.6 265 L133 317.5 L133 338', 'M249.4 265 L267 317.5 L267 338']}
          />
          <path d={hoodTunnel} fill={p.base} stroke={p.seam} strokeWidth="1.2" />
          <path d={hoodTunnel} fill="#fff" opacity={p.highlight * 0.35} />
          <path d={hoodLining} fill={url(ids.lining)} stroke={p.seam} strokeWidth="1" />
          <path d="M200 42 L200 112" stroke="#000" strokeOpacity="0.12" strokeWidth="1" />
          <Seams art={art} stitches={[hoodTunnelStitch, 'M200 14 L200 30']} />
          <Eyelet x={180} y={112} />
          <Eyelet x={220} y={112} />
          <Drawstring art={art} d="M180 112 C179 132 176 156 173 178" tip="M173 178 L172 188" />
          <Drawstring art={art} d="M220 112 C221 134 224 154 228 176" tip="M228 176 L229.4 186" />
        </>
      }
    />
  );
}

function HoodieBack({ art }: { art: Art }) {
  return (
    <Flat
      art={art}
      outline={hoodieOutline}
      folds={longSleeveFolds(art, 168, [
        'M206 18 C222 30 232 60 232 100 L220 104 C220 66 214 36 202 20 Z',
        'M134 66 C134 44 150 26 176 18 L180 24 C158 32 144 48 142 70 Z',
        'M266 66 C266 44 250 26 224 18 L220 24 C242 32 256 48 258 70 Z',
        'M140 102 C160 112 180 118 200 118 L200 126 C176 126 156 118 138 108 Z',
        'M260 102 C240 112 220 118 200 118 L200 126 C224 126 244 118 262 108 Z',
      ])}
      parts={
        <>
          <LongSleeveTrims art={art} shoulderY={112} armpitY={168} />
          <path
            d="M192 22 C180 40 176 70 178 100 L186 100 C184 70 186 44 196 24 Z"
            fill="#fff"
            opacity={art.p.highlight * 0.5}
            filter={url(art.ids.blur)}
          />
          <Seams
            art={art}
            seams={[
              'M200 14 L200 114',
              toPath(
                across([
                  [
                    [140, 101],
                    [158, 110],
                    [180, 114],
                    [200, 114],
                  ],
                ]),
              ),
            ]}
            stitches={['M197 16 L197 113', 'M203 16 L203 113']}
          />
        </>
      }
    />
  );
}

// ---------------------------------------------------------------------------------------------
// Sweatshirt: crew neck with a wide rib collar and the classic V insert below it.

const sweatTop: Cubic = [
  [200, 50],
  [182, 50],
  [164, 52],
  [152, 56],
];
const sweatOutline = symmetric([
  sweatTop,
  [
    [152, 56],
    [136, 62],
    [118, 68],
    [104, 76],
  ],
  ...longSleeveBody(76, 140),
]);

/** A crew collar between the side-neck points, `dy` lower and `s` times as deep as the flat's. */
function crewCollar(dy: number, s = 1) {
  const y = (v: number) => dy + 56 + (v - 56) * s;
  return {
    top: across([
      [
        [152, y(56)],
        [164, y(52)],
        [182, y(50)],
        [200, y(50)],
      ],
    ]),
    backInside: across([
      [
        [163, y(58)],
        [176, y(63)],
        [190, y(64)],
        [200, y(64)],
      ],
    ]),
    inner: across([
      [
        [163, y(58)],
        [170, y(77)],
        [185, y(87)],
        [200, y(87)],
      ],
    ]),
    outer: across([
      [
        [152, y(56)],
        [160, y(84)],
        [180, y(100)],
        [200, y(100)],
      ],
    ]),
    stitch: toPath(
      across([
        [
          [149, y(59)],
          [157, y(89)],
          [179, y(105.5)],
          [200, y(105.5)],
        ],
      ]),
    ),
    backSeam: across([
      [
        [152, y(56)],
        [166, y(62)],
        [184, y(65)],
        [200, y(65)],
      ],
    ]),
    v: { top: y(94), tip: y(118) },
  };
}

function CrewNeckFront({ art, dy = 0 }: { art: Art; dy?: number }) {
  const { p, ids } = art;
  const c = crewCollar(dy);
  return (
    <>
      <path d={`M186 ${c.v.top} L214 ${c.v.top} L200 ${c.v.tip} Z`} fill={p.rib} stroke={p.seam} strokeWidth="1" />
      <path
        d={`M194 ${c.v.top} L194 ${c.v.tip - 8} M198 ${c.v.top} L198 ${c.v.tip - 3} M202 ${c.v.top} L202 ${c.v.tip - 3} M206 ${c.v.top} L206 ${c.v.tip - 8}`}
        stroke="#000"
        strokeOpacity={p.shadow * 0.5 + 0.04}
        strokeWidth="0.8"
      />
      <Seams art={art} stitches={[`M189 ${c.v.top + 4} L200 ${c.v.tip - 3} L211 ${c.v.top + 4}`]} />
      <Rib art={art} a={c.outer} b={c.inner} count={11} />
      <path d={band(c.backInside, c.inner)} fill={url(ids.lining)} />
      <Rib art={art} a={c.top} b={c.backInside} count={9} fill={p.inner} />
      <NeckLabel art={art} x={200} y={dy + 64.2} scale={0.62} />
      <Seams art={art} stitches={[c.stitch]} />
    </>
  );
}

function SweatshirtFront({ art }: { art: Art }) {
  return (
    <Flat
      art={art}
      outline={sweatOutline}
      folds={longSleeveFolds(art, 140, ['M150 60 C140 66 124 72 112 78 L116 84 C128 78 144 72 154 66 Z'])}
      parts={
        <>
          <LongSleeveTrims art={art} shoulderY={76} armpitY={140} />
          <CrewNeckFront art={art} />
        </>
      }
    />
  );
}

function SweatshirtBack({ art }: { art: Art }) {
  const c = crewCollar(0);
  return (
    <Flat
      art={art}
      outline={sweatOutline}
      folds={longSleeveFolds(art, 140)}
      parts={
        <>
          <LongSleeveTrims art={art} shoulderY={76} armpitY={140} />
          <Rib art={art} a={c.top} b={c.backSeam} count={11} />
          <Seams
            art={art}
            stitches={[
              toPath(
                across([
                  [
                    [150, 60],
                    [165, 67],
                    [184, 70.5],
                    [200, 70.5],
                  ],
                ]),
              ),
            ]}
          />
        </>
      }
    />
  );
}

/** Folded with the sleeves crossed over the front: collar and chest (with the print) on top. */
const foldedOutline = symmetric([
  [
    [200, 74],
    [184, 74],
    [166, 76],
    [152, 80],
  ],
  [
    [152, 80],
    [134, 86],
    [112, 90],
    [96, 94],
  ],
  [
    [96, 94],
    [88, 96],
    [84, 102],
    [84, 112],
  ],
  line([84, 112], [84, 334]),
  [
    [84, 334],
    [84, 342],
    [90, 346],
    [98, 346],
  ],
  line([98, 346], [200, 346]),
]);

/** The left sleeve folded diagonally across the body, its rib cuff near the bottom centre. */
const foldedSleeve = 'M84 141 L240.3 310.3 L215.7 333.7 L84 199 Z';
const foldedCuff = {
  a: [line([223.8, 292.9], [199.2, 316.3])],
  b: [line([240.3, 310.3], [215.7, 333.7])],
};

function FoldedSleeve({ art }: { art: Art }) {
  const { p, ids } = art;
  return (
    <g>
      <path d={foldedSleeve} fill="#000" opacity={p.shadow * 0.9} transform="translate(2 5)" filter={url(ids.blur)} />
      <path d={foldedSleeve} fill={p.base} stroke={p.seam} strokeWidth="1.1" strokeLinejoin="round" />
      {/* Light catches the upper edge of the sleeve; it keeps the sleeve readable on black. */}
      <path d="M85 142.5 L239 308.5" stroke="#fff" strokeOpacity={Math.min(0.5, p.highlight * 3)} strokeWidth="1" />
      <path d="M90 150 L224 296 L220 300 L88 160 Z" fill="#fff" opacity={p.highlight * 0.5} filter={url(ids.blur)} />
      <path d="M86 190 L206 318 L210 314 L88 182 Z" fill="#000" opacity={p.shadow * 0.6} filter={url(ids.blur)} />
      <Rib art={art} a={foldedCuff.a} b={foldedCuff.b} count={8} />
      <Seams art={art} stitches={['M221 290 L196.4 313.4']} />
    </g>
  );
}

function SweatshirtFolded({ art }: { art: Art }) {
  const { p, ids } = art;
  return (
    <g>
      {/* The layers folded underneath show as a slightly darker edge below. */}
      <path
        d={foldedOutline}
        transform="translate(0 7)"
        fill={p.rib}
        stroke={p.outline}
        strokeWidth="1.2"
        filter={url(ids.drop)}
      />
      <Flat
        art={art}
        outline={foldedOutline}
        folds={
          <Folds
            art={art}
            shadows={[
              'M84 110 L96 110 L96 340 L84 340 Z',
              'M316 110 L304 110 L304 340 L316 340 Z',
              'M96 336 L304 336 L304 348 L96 348 Z',
              'M152 82 C138 90 116 96 100 104 L104 110 C120 102 140 96 156 88 Z',
              'M248 82 C262 90 284 96 300 104 L296 110 C280 102 260 96 244 88 Z',
            ]}
            highlights={[
              'M100 118 L108 118 L108 330 L100 330 Z',
              'M300 118 L292 118 L292 330 L300 330 Z',
              'M130 120 C126 160 126 200 130 230 L160 230 C156 200 156 160 160 120 Z',
            ]}
          />
        }
        parts={
          <>
            <CrewNeckFront art={art} dy={24} />
            <FoldedSleeve art={art} />
            <g transform={mirrorTransform}>
              <FoldedSleeve art={art} />
            </g>
          </>
        }
      />
    </g>
  );
}

// ---------------------------------------------------------------------------------------------
// Close-ups: the flat zoomed in on its most telling detail, framed like a photo.

const closeUps: Record<ProductType, { cx: number; cy: number; scale: number }> = {
  // Rib collar and the neck label.
  tshirt: { cx: 200, cy: 88, scale: 2.8 },
  // Drawstring tunnel, eyelets, drawstrings and aglets.
  hoodie: { cx: 200, cy: 128, scale: 2.3 },
  // Crew neck: wide rib collar and the V insert below it.
  sweatshirt: { cx: 200, cy: 98, scale: 2.6 },
};

function CloseUp({ productType, art }: { productType: ProductType; art: Art }) {
  const { cx, cy, scale } = closeUps[productType];
  const Garment = fronts[productType];
  return (
    <g>
      <defs>
        <clipPath id={art.ids.frame}>
          <rect width={W} height={W} rx="28" />
        </clipPath>
      </defs>
      <g clipPath={url(art.ids.frame)}>
        <rect width={W} height={W} fill={studio} />
        <g transform={`translate(200 200) scale(${scale}) translate(${-cx} ${-cy})`}>
          <Garment art={{ ...art, print: null, closeUp: true }} />
        </g>
        <rect width={W} height={W} fill={url(art.ids.edge)} opacity="0.6" />
      </g>
      <rect x="0.5" y="0.5" width={W - 1} height={W - 1} rx="28" fill="none" stroke="#000" strokeOpacity="0.08" />
    </g>
  );
}

const fronts: Record<ProductType, (props: { art: Art }) => ReactNode> = {
  tshirt: TeeFront,
  hoodie: HoodieFront,
  sweatshirt: SweatshirtFront,
};
const backs: Record<ProductType, (props: { art: Art }) => ReactNode> = {
  tshirt: TeeBack,
  hoodie: HoodieBack,
  sweatshirt: SweatshirtBack,
};

/** Chest print areas (the print's placement on the garment), per view that shows one. */
const printAreas: Record<ProductType, { x: number; y: number; width: number; height: number }> = {
  tshirt: { x: 146, y: 104, width: 108, height: 128 },
  hoodie: { x: 152, y: 146, width: 96, height: 106 },
  sweatshirt: { x: 148, y: 124, width: 104, height: 116 },
};
const foldedPrintArea = { x: 160, y: 144, width: 80, height: 80 };

// ---------------------------------------------------------------------------------------------

interface GarmentMockupProps {
  productType: ProductType;
  color: Color;
  /** Which view to draw; the front by default. */
  view?: GarmentView;
  /** The customer's image (object URL or public URL); a placeholder frame without one. */
  imageUrl: string | null;
  /** Accessible description, e.g. "T-Shirt in White with your design". Ignored for thumbnails. */
  label: string;
  /** Text inside the empty print area. */
  placeholder: string;
  /** A decorative thumbnail: hidden from assistive technology, no test ids (the button names it). */
  thumbnail?: boolean;
  className?: string;
}

/** Renders one view of a garment as an `<svg role="img">` labelled with `label` (SPEC §2.5). */
export function GarmentMockup({
  productType,
  color,
  view = 'front',
  imageUrl,
  label,
  placeholder,
  thumbnail = false,
  className,
}: GarmentMockupProps) {
  // useId output may contain characters that break url(#...) references.
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const ids: Ids = {
    clip: `${uid}-clip`,
    drop: `${uid}-drop`,
    blur: `${uid}-blur`,
    softBlur: `${uid}-soft`,
    grainDark: `${uid}-grain-d`,
    grainLight: `${uid}-grain-l`,
    edge: `${uid}-edge`,
    top: `${uid}-top`,
    knit: `${uid}-knit`,
    frame: `${uid}-frame`,
    printClip: `${uid}-print`,
    lining: `${uid}-lining`,
  };
  const p = palettes[color];
  const area = view === 'folded' ? foldedPrintArea : printAreas[productType];
  const print = showsPrint(view) ? (
    <Print
      area={area}
      imageUrl={imageUrl}
      placeholder={placeholder}
      p={p}
      clipId={ids.printClip}
      testIds={!thumbnail}
    />
  ) : null;
  const art: Art = { p, ids, print, closeUp: false };

  let drawing: ReactNode;
  if (view === 'detail') drawing = <CloseUp productType={productType} art={art} />;
  else if (view === 'back') {
    const Back = backs[productType];
    drawing = <Back art={art} />;
  } else if (view === 'folded') drawing = <SweatshirtFolded art={art} />;
  else {
    const Front = fronts[productType];
    drawing = <Front art={art} />;
  }

  return (
    <svg
      viewBox={`0 0 ${W} ${W}`}
      className={className}
      role={thumbnail ? undefined : 'img'}
      aria-label={thumbnail ? undefined : label}
      aria-hidden={thumbnail ? true : undefined}
      focusable="false"
      data-testid={thumbnail ? undefined : 'garment-mockup'}
      data-product={productType}
      data-color={color}
      data-view={view}
    >
      {!thumbnail && <title>{label}</title>}
      <defs>
        <filter id={ids.drop} x="-10%" y="-10%" width="120%" height="130%">
          <feDropShadow dx="0" dy="4" stdDeviation="5" floodColor="#1c1917" floodOpacity="0.16" />
        </filter>
        <filter id={ids.blur} x="-20%" y="-20%" width="140%" height="140%">
          <feGaussianBlur stdDeviation="4" />
        </filter>
        <filter id={ids.softBlur} x="-50%" y="-50%" width="200%" height="200%">
          <feGaussianBlur stdDeviation="9" />
        </filter>
        <filter id={ids.grainDark} x="0" y="0" width="100%" height="100%">
          <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="3" stitchTiles="stitch" />
          <feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 -2.4 0 1.35" />
        </filter>
        <filter id={ids.grainLight} x="0" y="0" width="100%" height="100%">
          <feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="11" stitchTiles="stitch" />
          <feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 -2.4 0 1.3" />
        </filter>
        <linearGradient id={ids.edge} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#000" stopOpacity={p.shadow * 0.8} />
          <stop offset="0.16" stopColor="#000" stopOpacity="0" />
          <stop offset="0.5" stopColor="#fff" stopOpacity={p.highlight * 0.12} />
          <stop offset="0.84" stopColor="#000" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity={p.shadow} />
        </linearGradient>
        <linearGradient id={ids.top} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity={p.highlight * 0.2} />
          <stop offset="0.55" stopColor="#fff" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity={p.shadow * 0.5} />
        </linearGradient>
        {/* The inside of the neck darkens towards the back, where less light reaches. */}
        <linearGradient id={ids.lining} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor={p.inner} />
          <stop offset="1" stopColor={p.innerDeep} />
        </linearGradient>
        {/* Jersey knit: rows of small V stitches, seen in the close-ups. */}
        <pattern id={ids.knit} width="3" height="3.4" patternUnits="userSpaceOnUse">
          <path
            d="M0.3 0.4 L1.5 3 L2.7 0.4"
            fill="none"
            stroke={color === 'white' ? '#000' : '#fff'}
            strokeOpacity={color === 'white' ? 0.045 : 0.06}
            strokeWidth="0.5"
          />
        </pattern>
      </defs>
      {drawing}
    </svg>
  );
}

/** The customer's image on the chest, or a dashed "your design here" frame. */
function Print({
  area,
  imageUrl,
  placeholder,
  p,
  clipId,
  testIds,
}: {
  area: { x: number; y: number; width: number; height: number };
  imageUrl: string | null;
  placeholder: string;
  p: Palette;
  clipId: string;
  testIds: boolean;
}) {
  const { x, y, width, height } = area;
  if (imageUrl) {
    return (
      <g data-testid={testIds ? 'mockup-print' : undefined}>
        <defs>
          <clipPath id={clipId}>
            <rect x={x} y={y} width={width} height={height} rx="3" />
          </clipPath>
        </defs>
        <image
          href={imageUrl}
          x={x}
          y={y}
          width={width}
          height={height}
          preserveAspectRatio="xMidYMid slice"
          clipPath={url(clipId)}
          opacity="0.97"
        />
      </g>
    );
  }
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx="8"
        fill="none"
        stroke={p.placeholder}
        strokeWidth="1.6"
        strokeDasharray="5 5"
      />
      <text
        x={x + width / 2}
        y={y + height / 2}
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize="10"
        fontWeight="600"
        fill={p.placeholder}
      >
        {placeholder}
      </text>
    </g>
  );
}
