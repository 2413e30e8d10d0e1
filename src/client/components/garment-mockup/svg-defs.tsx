/**
 * The SVG definitions every garment drawing uses: drop shadow, fold blurs, fabric grain, edge and
 * top lighting, the neck lining and the jersey knit of the close-ups.
 */
import type { Color } from '#shared/catalog.ts';
import type { Palette } from './palettes.ts';
import type { Ids } from './parts.tsx';

export function SvgDefs({ ids, p, color }: { ids: Ids; p: Palette; color: Color }) {
  return (
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
  );
}
