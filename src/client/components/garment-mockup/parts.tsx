/**
 * Building blocks shared by every garment drawing: the ids of one drawing's SVG definitions, the
 * fold shading, seams, rib bands, the neck label and `Flat`, which layers a garment's silhouette,
 * folds, print, parts, grain and light.
 */
import type { ReactNode } from 'react';
import { band, type Cubic, mirrorTransform, ribs, W } from './geometry.ts';
import type { Palette } from './palettes.ts';

/** Ids of the SVG definitions of one drawing (unique per drawing: several share a page). */
export interface Ids {
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
  printWrap: string;
  /** The crop shape of a placed print (issue 20 §5). */
  placedClip: string;
  drapeFilter: string;
  lining: string;
}

/** The print on the chest, shaded by the view's maps (print.tsx). Null on views without the print. */
export type PrintLayer = () => ReactNode;

/** Everything a garment part needs to draw itself. */
export interface Art {
  p: Palette;
  ids: Ids;
  print: PrintLayer | null;
  /** Close-ups add a visible jersey knit. */
  closeUp: boolean;
  /**
   * URL of the view's drape map (issue 20 §6: folds of the fabric made from our drawings, see
   * src/shared/mockup-maps.ts), laid over the fabric in hard light; null: the plain drawing.
   */
  drape: string | null;
}

/** A garment's fold shading for the given art (its palette sets the strength). */
export type FoldLayer = (art: Art) => ReactNode;

/** `url(#id)` of a definition. */
export const url = (id: string) => `url(#${id})`;

/** Draws children twice: as given (left half) and mirrored onto the right half. */
export function Mirrored({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <g transform={mirrorTransform}>{children}</g>
    </>
  );
}

/** Soft fold shadows and highlights, blurred so they read as drape rather than lines. */
export function Folds({ art, shadows, highlights }: { art: Art; shadows: string[]; highlights: string[] }) {
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
export function Seams({ art, seams = [], stitches = [] }: { art: Art; seams?: string[]; stitches?: string[] }) {
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
export function Rib({
  art,
  a,
  b,
  count,
  fill,
}: {
  art: Art;
  a: readonly Cubic[];
  b: readonly Cubic[];
  count: number;
  fill?: string;
}) {
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

/** The sewn-in neck label, seen inside the back neck. */
export function NeckLabel({ art, x, y, scale }: { art: Art; x: number; y: number; scale: number }) {
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

/**
 * The drape map laid over the fabric in hard light (as the print's shading in print.tsx), its
 * contrast scaled by `strength`: the map's `m` becomes `½ + strength·(m − ½)`, so the shadow layer
 * is `2m' = 1 − s + 2s·m` and the light layer `2m' − 1 = 2s·m − s`. A filter rather than CSS
 * mix-blend-mode: it is clipped to the fabric's own pixels and needs no isolated backdrop.
 */
function DrapeFilter({ id, href, strength: s }: { id: string; href: string; strength: number }) {
  const shadow = { type: 'linear', slope: 2 * s, intercept: 1 - s } as const;
  const light = { type: 'linear', slope: 2 * s, intercept: -s } as const;
  return (
    <filter id={id} filterUnits="userSpaceOnUse" x="0" y="0" width={W} height={W} colorInterpolationFilters="sRGB">
      <feFlood floodColor="rgb(128,128,128)" result="neutral" />
      <feImage href={href} x="0" y="0" width={W} height={W} preserveAspectRatio="none" result="map" />
      <feComposite in="map" in2="neutral" operator="over" result="drape" />
      <feComponentTransfer in="drape" result="shadow">
        <feFuncR {...shadow} />
        <feFuncG {...shadow} />
        <feFuncB {...shadow} />
      </feComponentTransfer>
      <feComponentTransfer in="drape" result="light">
        <feFuncR {...light} />
        <feFuncG {...light} />
        <feFuncB {...light} />
      </feComponentTransfer>
      <feBlend in="SourceGraphic" in2="shadow" mode="multiply" result="shaded" />
      <feBlend in="shaded" in2="light" mode="screen" result="lit" />
      <feComposite in="lit" in2="SourceGraphic" operator="in" />
    </filter>
  );
}

/**
 * One garment flat: drop-shadowed silhouette, then (clipped to it) folds, the drape map's folds, the
 * print (shaded by the same folds through its maps), parts, grain (over the print too: the ink takes
 * the fabric's texture) and lighting, then the outline on top.
 */
export function Flat({
  art,
  outline,
  folds,
  parts,
}: {
  art: Art;
  outline: string;
  folds: FoldLayer;
  parts: ReactNode;
}) {
  const { p, ids, print, closeUp, drape } = art;
  return (
    <g>
      <defs>
        <clipPath id={ids.clip}>
          <path d={outline} />
        </clipPath>
        {drape && <DrapeFilter id={ids.drapeFilter} href={drape} strength={p.drape} />}
      </defs>
      <g filter={url(ids.drop)}>
        <path d={outline} fill={p.base} filter={drape ? url(ids.drapeFilter) : undefined} />
      </g>
      <g clipPath={url(ids.clip)}>
        {folds(art)}
        {print?.()}
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
