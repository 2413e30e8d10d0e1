/**
 * The print on the chest (issue 8, issue 20 §6): the customer's photo or artwork drawn onto the
 * fabric rather than laid on it as a flat rectangle, by one SVG filter fed with two maps made from
 * our own garment drawings (src/shared/mockup-maps.ts, scripts/make-mockup-maps.ts):
 * - displacement: `feDisplacementMap` with the view's `displace` map bends the print round the
 *   chest and shifts it along the folds' slopes;
 * - shading: the view's `shade` map is split into a shadow layer (multiply by `2m`) and a light
 *   layer (screen with `2m − 1`), so folds darken the ink and ridges catch the light (hard light);
 * - texture: the fabric grain drawn by `Flat` after the print covers the ink too.
 * Until a map has loaded a neutral grey stands in for it (no shift, no shade), so nothing jumps:
 * the maps are plain images, fetched only when a print is shown. Works in Chromium, Firefox and
 * Safari (SVG 1.1 filter primitives only); nothing the site's CSP forbids (images from 'self').
 * A placed print (issue 20 §5) is drawn from the customer's placement with the shared maths the
 * server's print file uses: the image moved, scaled, cropped and rotated in the print area, and
 * the text line's outlines.
 */
import { lazy, Suspense } from 'react';
import { mockupDisplaceScale } from '#shared/mockup-maps.ts';
import type { Placement } from '#shared/placement-model.ts';
import { type Rect, W } from './geometry.ts';
import type { Palette } from './palettes.ts';
import { type Ids, url } from './parts.tsx';

/** How the image fills the print area: cropped to fill it, or whole (as it is printed), top-aligned. */
export type PrintFit = 'cover' | 'contain';

/** The URLs of the view's maps. */
export interface PrintMaps {
  shade: string;
  displace: string;
}

interface PrintProps {
  area: Rect;
  imageUrl: string | null;
  placeholder: string;
  p: Palette;
  ids: Ids;
  testIds: boolean;
  fit: PrintFit;
  /** Null: the print lies flat and unshaded (thumbnails, where it would not show). */
  maps: PrintMaps | null;
  /** Where the customer placed the image; without one it fills the area as `fit` says. */
  placed?: Placement | null;
}

/** The ink may be pushed this far out of its area by the displacement, drawing units. */
const margin = mockupDisplaceScale / 2;

/** The primitives that turn the `SourceGraphic` into the print on the fabric. */
function FabricPrimitives({ maps }: { maps: PrintMaps }) {
  return (
    <>
      {/* Neutral grey (no shift, no shade) wherever a map is not loaded yet. */}
      <feFlood floodColor="rgb(128,128,128)" result="neutral" />
      <feImage href={maps.displace} x="0" y="0" width={W} height={W} preserveAspectRatio="none" result="bend" />
      <feComposite in="bend" in2="neutral" operator="over" result="map" />
      <feDisplacementMap
        in="SourceGraphic"
        in2="map"
        scale={mockupDisplaceScale}
        xChannelSelector="R"
        yChannelSelector="G"
        result="wrapped"
      />
      <feImage href={maps.shade} x="0" y="0" width={W} height={W} preserveAspectRatio="none" result="shadeImage" />
      <feComposite in="shadeImage" in2="neutral" operator="over" result="shade" />
      {/* Hard light: below mid grey a multiply by 2m, above it a screen with 2m - 1. */}
      <feComponentTransfer in="shade" result="shadow">
        <feFuncR type="linear" slope="2" intercept="0" />
        <feFuncG type="linear" slope="2" intercept="0" />
        <feFuncB type="linear" slope="2" intercept="0" />
      </feComponentTransfer>
      <feComponentTransfer in="shade" result="light">
        <feFuncR type="linear" slope="2" intercept="-1" />
        <feFuncG type="linear" slope="2" intercept="-1" />
        <feFuncB type="linear" slope="2" intercept="-1" />
      </feComponentTransfer>
      <feBlend in="wrapped" in2="shadow" mode="multiply" result="shaded" />
      <feBlend in="shaded" in2="light" mode="screen" result="lit" />
      {/* Blending with the opaque maps filled the print's surroundings: keep the ink's own shape. */}
      <feComposite in="lit" in2="wrapped" operator="in" />
    </>
  );
}

// Issue 9 budgets: the placement maths load only when a placement is drawn (placed-layers.tsx).
const PlacedLayers = lazy(() => import('./placed-layers.tsx'));

/** The customer's image on the chest, or a dashed "your design here" frame without one. */
export function Print({ area, imageUrl, placeholder, p, ids, testIds, fit, maps, placed = null }: PrintProps) {
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
  return (
    <g
      data-testid={testIds ? 'mockup-print' : undefined}
      data-fit={placed ? 'placed' : fit}
      data-wrap={maps ? 'on' : 'off'}
    >
      <defs>
        <clipPath id={ids.printClip}>
          <rect x={x} y={y} width={width} height={height} rx="3" />
        </clipPath>
        {maps && (
          <filter id={ids.printWrap} filterUnits="userSpaceOnUse" {...region} colorInterpolationFilters="sRGB">
            <FabricPrimitives maps={maps} />
          </filter>
        )}
      </defs>
      <g filter={maps ? url(ids.printWrap) : undefined}>
        {placed ? (
          <Suspense fallback={null}>
            <PlacedLayers area={area} imageUrl={imageUrl} placed={placed} clipId={ids.placedClip} />
          </Suspense>
        ) : (
          <image
            href={imageUrl}
            x={x}
            y={y}
            width={width}
            height={height}
            preserveAspectRatio={fit === 'cover' ? 'xMidYMid slice' : 'xMidYMin meet'}
            clipPath={fit === 'cover' ? url(ids.printClip) : undefined}
          />
        )}
      </g>
    </g>
  );
}
