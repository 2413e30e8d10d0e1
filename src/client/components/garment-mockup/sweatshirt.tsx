/**
 * The sweatshirt (SPEC §2.5: four views): crew neck with a wide rib collar and the classic V insert
 * below it; front (with the print), back and folded (with the print).
 */
import { across, band, type Cubic, line, mirrorTransform, symmetric, toPath } from './geometry.ts';
import { LongSleeveTrims, longSleeveBody, longSleeveFolds } from './long-sleeve.tsx';
import { type Art, Flat, Folds, NeckLabel, Rib, Seams, url } from './parts.tsx';

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

/** The sweatshirt from the front: crew neck with V insert, print on the chest. */
export function SweatshirtFront({ art }: { art: Art }) {
  return (
    <Flat
      art={art}
      outline={sweatOutline}
      folds={longSleeveFolds(140, ['M150 60 C140 66 124 72 112 78 L116 84 C128 78 144 72 154 66 Z'])}
      parts={
        <>
          <LongSleeveTrims art={art} shoulderY={76} armpitY={140} />
          <CrewNeckFront art={art} />
        </>
      }
    />
  );
}

/** The sweatshirt from the back. */
export function SweatshirtBack({ art }: { art: Art }) {
  const c = crewCollar(0);
  return (
    <Flat
      art={art}
      outline={sweatOutline}
      folds={longSleeveFolds(140)}
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

/** The sweatshirt folded on a table, sleeves crossed, the print on the visible chest. */
export function SweatshirtFolded({ art }: { art: Art }) {
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
        folds={(a) => (
          <Folds
            art={a}
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
        )}
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
