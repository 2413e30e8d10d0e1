/**
 * The hoodie (SPEC §2.5): lined hood with drawstring tunnel, metal eyelets, drawstrings with
 * aglets and a kangaroo pocket; front (with the print) and back.
 */
import { across, symmetric, toPath } from './geometry.ts';
import { LongSleeveTrims, longSleeveBody, longSleeveFolds } from './long-sleeve.tsx';
import { type Art, Flat, Mirrored, Seams, url } from './parts.tsx';

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

/** The hoodie from the front: lined hood, drawstrings, kangaroo pocket, print on the chest. */
export function HoodieFront({ art }: { art: Art }) {
  const { p, ids } = art;
  return (
    <Flat
      art={art}
      outline={hoodieOutline}
      folds={longSleeveFolds(168, [
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

/** The hoodie from the back: the hood's centre seam. */
export function HoodieBack({ art }: { art: Art }) {
  return (
    <Flat
      art={art}
      outline={hoodieOutline}
      folds={longSleeveFolds(168, [
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
