/**
 * The t-shirt (SPEC §2.5): crew neck with rib collar, set-in short sleeves, double-needle hems;
 * front (with the print) and back.
 */
import { across, band, type Cubic, line, mirror, reverse, symmetric, toPath } from './geometry.ts';
import { type Art, Flat, Folds, NeckLabel, Rib, Seams, url } from './parts.tsx';

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

/** Fold shading of the t-shirt flat (front and back alike). */
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

/** The t-shirt from the front: rib collar with the back neck and label inside, print on the chest. */
export function TeeFront({ art }: { art: Art }) {
  const { p, ids } = art;
  return (
    <Flat
      art={art}
      outline={teeOutline}
      folds={teeFolds}
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

/** The t-shirt from the back: the collar's back and seams. */
export function TeeBack({ art }: { art: Art }) {
  return (
    <Flat
      art={art}
      outline={teeOutline}
      folds={teeFolds}
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
