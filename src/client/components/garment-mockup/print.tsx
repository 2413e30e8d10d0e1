/**
 * The print on the chest (issue 8): the customer's photo or artwork blended with the fabric rather
 * than laid on it as a flat rectangle. Three things make it sit in the cloth:
 * - wrap: an SVG feDisplacementMap bends it round the chest (a horizontal displacement map, as a
 *   `data:` image, from `wrapMapUrl`) plus a faint low-frequency ripple of the knit;
 * - shading: the garment's own fold shadows and highlights are drawn again over the ink, masked
 *   to the print's pixels, so the print darkens and brightens with the cloth, and the ink darkens
 *   towards the sides where the chest turns away from the light (`wrapShadeStops`);
 * - texture: the fabric grain drawn by `Flat` after the print covers the ink too.
 * Only SVG filters and masks: nothing the site's CSP forbids (no scripts, images from `data:`).
 */
import type { ReactNode } from 'react';
import { type Rect, wrapMapUrl, wrapScale, wrapShadeStops } from './geometry.ts';
import type { Palette } from './palettes.ts';
import { type Ids, url } from './parts.tsx';

/** How the image fills the print area: cropped to fill it, or whole (as it is printed), top-aligned. */
export type PrintFit = 'cover' | 'contain';

/** The bend of the print: chest radius (`Infinity` for flat) and sag, in drawing units. */
export interface PrintWrap {
  radius: number;
  sag: number;
}

interface PrintProps {
  area: Rect;
  imageUrl: string | null;
  placeholder: string;
  p: Palette;
  ids: Ids;
  testIds: boolean;
  fit: PrintFit;
  /** Null: no displacement (thumbnails, where it would not show). */
  wrap: PrintWrap | null;
  /** The fold shading drawn for the ink (see `Flat`). */
  shading: ReactNode;
}

/** Strength of the knit ripple in the displacement (share of `wrapScale` per unit of noise). */
const ripple = 0.15;
/** The ripple may push the print's edges this far out of its area. */
const margin = 4;

/** The primitives that turn the `SourceGraphic` into the wrapped print (result: `wrapped`). */
function WrapPrimitives({ area, wrap }: { area: Rect; wrap: PrintWrap }) {
  return (
    <>
      {/* Neutral grey (no shift) wherever the map is not drawn yet or does not reach. */}
      <feFlood floodColor="rgb(128,128,128)" result="neutral" />
      <feImage
        href={wrapMapUrl(area, wrap.radius, wrap.sag)}
        x={area.x}
        y={area.y}
        width={area.width}
        height={area.height}
        preserveAspectRatio="none"
        result="bend"
      />
      <feComposite in="bend" in2="neutral" operator="over" result="map" />
      <feTurbulence type="fractalNoise" baseFrequency="0.012 0.028" numOctaves="1" seed="7" result="noise" />
      <feColorMatrix in="noise" type="matrix" values="1 0 0 0 0  0 1 0 0 0  0 0 1 0 0  0 0 0 0 1" result="knit" />
      <feComposite
        in="map"
        in2="knit"
        operator="arithmetic"
        k1="0"
        k2="1"
        k3={ripple}
        k4={-ripple / 2}
        result="displacement"
      />
      <feDisplacementMap
        in="SourceGraphic"
        in2="displacement"
        scale={wrapScale}
        xChannelSelector="R"
        yChannelSelector="G"
        result="wrapped"
      />
    </>
  );
}

/** The customer's image on the chest, or a dashed "your design here" frame without one. */
export function Print({ area, imageUrl, placeholder, p, ids, testIds, fit, wrap, shading }: PrintProps) {
  const { x, y, width, height } = area;
  if (!imageUrl) {
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

  const region = { x: x - margin, y: y - margin, width: width + 2 * margin, height: height + 2 * margin };
  const image = (
    <image
      href={imageUrl}
      x={x}
      y={y}
      width={width}
      height={height}
      preserveAspectRatio={fit === 'cover' ? 'xMidYMid slice' : 'xMidYMin meet'}
      clipPath={fit === 'cover' ? url(ids.printClip) : undefined}
    />
  );
  return (
    <g data-testid={testIds ? 'mockup-print' : undefined} data-fit={fit} data-wrap={wrap ? 'on' : 'off'}>
      <defs>
        <clipPath id={ids.printClip}>
          <rect x={x} y={y} width={width} height={height} rx="3" />
        </clipPath>
        {wrap && (
          <filter id={ids.printWrap} filterUnits="userSpaceOnUse" {...region} colorInterpolationFilters="sRGB">
            <WrapPrimitives area={area} wrap={wrap} />
          </filter>
        )}
        {/* The print's coverage as white: the shading below applies where there is ink only. */}
        <filter id={ids.printMaskWrap} filterUnits="userSpaceOnUse" {...region} colorInterpolationFilters="sRGB">
          {wrap && <WrapPrimitives area={area} wrap={wrap} />}
          <feColorMatrix
            in={wrap ? 'wrapped' : 'SourceGraphic'}
            type="matrix"
            values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 1 0"
          />
        </filter>
        {wrap && (
          <linearGradient id={ids.printLight} x1={x} x2={x + width} y1="0" y2="0" gradientUnits="userSpaceOnUse">
            {wrapShadeStops(area, wrap.radius).map(({ offset, opacity }) => (
              <stop key={offset} offset={offset} stopColor="#000" stopOpacity={opacity} />
            ))}
          </linearGradient>
        )}
        <mask id={ids.printMask} maskUnits="userSpaceOnUse" {...region}>
          <g filter={url(ids.printMaskWrap)}>{image}</g>
        </mask>
      </defs>
      <g filter={wrap ? url(ids.printWrap) : undefined}>{image}</g>
      <g mask={url(ids.printMask)}>
        {shading}
        {wrap && <rect {...region} fill={url(ids.printLight)} />}
      </g>
    </g>
  );
}
