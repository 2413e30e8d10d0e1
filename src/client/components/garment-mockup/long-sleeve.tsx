/**
 * The long-sleeve body shared by hoodie and sweatshirt (SPEC §2.5): dropped shoulders, rib cuffs
 * and waistband, and the folds of a long-sleeve flat.
 */
import { across, type Cubic, line, mirror, toPath } from './geometry.ts';
import { type Art, Folds, Mirrored, Rib, Seams } from './parts.tsx';

/** Left half of a long-sleeve body from the side-neck point to the bottom centre. */
export function longSleeveBody(shoulderY: number, armpitY: number): Cubic[] {
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
export function LongSleeveTrims({ art, shoulderY, armpitY }: { art: Art; shoulderY: number; armpitY: number }) {
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

/** Fold shading of a long-sleeve body; `extraShadows` adds the garment's own (hood, collar). */
export const longSleeveFolds =
  (armpitY: number, extraShadows: string[] = []) =>
  (art: Art) => (
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
