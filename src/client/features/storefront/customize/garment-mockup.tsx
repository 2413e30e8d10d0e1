/**
 * Inline SVG mockup of the chosen garment in the chosen colour, with the customer's image on the
 * chest print area (SPEC §2.5 product images). Stands in for the stock-photo gallery until that
 * lands; kept separate so the gallery can replace it.
 */
import { useId } from 'react';
import type { Color, ProductType } from '../../../../shared/catalog.ts';

interface Palette {
  fill: string;
  outline: string;
  detail: string;
  inner: string;
  placeholder: string;
}

/** Fabric colours, with seams and shadows tuned per colour so each reads as cloth. */
const palettes: Record<Color, Palette> = {
  white: { fill: '#fbfaf8', outline: '#d6d3d1', detail: '#e7e5e4', inner: '#ece9e6', placeholder: '#a8a29e' },
  black: { fill: '#26262a', outline: '#111113', detail: '#3b3b41', inner: '#18181b', placeholder: '#78716c' },
  gray: { fill: '#9b9ea4', outline: '#7f8288', detail: '#b0b3b8', inner: '#85888e', placeholder: '#e7e5e4' },
};

interface Shape {
  /** Garment body outline, drawn in a 400 x 440 box that `garmentTransform` squeezes to 400 x 400. */
  body: string;
  /** Drawn behind the body (the hood). */
  back?: string;
  /** Inside of the neck opening or hood. */
  inner: string;
  /** Seams, ribs, pocket and strings, stroked in the detail colour. */
  details: string[];
  /** Chest print area in final (viewBox) coordinates. */
  print: { x: number; y: number; width: number; height: number };
}

/** The outlines are drawn tall; this squeezes them to garment proportions (y' = 0.9 y + 4). */
const garmentTransform = 'matrix(1 0 0 0.9 0 4)';

const sleeveCuffs = ['M46 318 L98 324', 'M302 324 L354 318', 'M110 398 L290 398'];

const shapes: Record<ProductType, Shape> = {
  tshirt: {
    body: 'M160 34 C175 54 225 54 240 34 L282 44 C310 54 340 76 366 104 L330 150 C318 142 306 134 292 128 L294 404 C294 412 290 416 282 416 L118 416 C110 416 106 412 106 404 L108 128 C94 134 82 142 70 150 L34 104 C60 76 90 54 118 44 Z',
    inner: 'M160 34 C180 26 220 26 240 34 C225 48 175 48 160 34 Z',
    details: [
      'M160 34 C175 58 225 58 240 34',
      'M118 44 C112 80 108 104 108 128',
      'M282 44 C288 80 292 104 292 128',
      'M42 96 L78 142',
      'M358 96 L322 142',
      'M108 400 L294 400',
    ],
    print: { x: 144, y: 96, width: 112, height: 136 },
  },
  hoodie: {
    back: 'M140 68 C128 30 158 6 200 6 C242 6 272 30 260 68 Z',
    body: 'M150 58 C130 60 110 64 98 74 C80 88 72 110 66 140 L44 330 C42 342 48 350 60 352 L80 354 C90 355 96 348 97 338 L112 190 L110 410 C110 418 116 422 124 422 L276 422 C284 422 290 418 290 410 L288 190 L303 338 C304 348 310 355 320 354 L340 352 C352 350 358 342 356 330 L334 140 C328 110 320 88 302 74 C290 64 270 60 250 58 C240 80 220 92 200 92 C180 92 160 80 150 58 Z',
    inner: 'M150 58 C160 82 180 96 200 96 C220 96 240 82 250 58 C236 70 218 76 200 76 C182 76 164 70 150 58 Z',
    details: [
      'M200 10 L200 48',
      'M184 90 L181 128',
      'M216 90 L219 128',
      'M132 300 C150 296 250 296 268 300 L286 382 L114 382 Z',
      'M98 74 C104 120 110 160 112 190',
      'M302 74 C296 120 290 160 288 190',
      ...sleeveCuffs,
    ],
    print: { x: 148, y: 130, width: 104, height: 124 },
  },
  sweatshirt: {
    body: 'M160 50 C130 54 110 60 98 72 C80 86 72 110 66 140 L44 330 C42 342 48 350 60 352 L80 354 C90 355 96 348 97 338 L112 190 L110 410 C110 418 116 422 124 422 L276 422 C284 422 290 418 290 410 L288 190 L303 338 C304 348 310 355 320 354 L340 352 C352 350 358 342 356 330 L334 140 C328 110 320 86 302 72 C290 60 270 54 240 50 C228 66 214 72 200 72 C186 72 172 66 160 50 Z',
    inner: 'M160 50 C180 42 220 42 240 50 C228 62 172 62 160 50 Z',
    details: [
      'M160 50 C172 68 186 74 200 74 C214 74 228 68 240 50',
      'M98 72 C104 120 110 160 112 190',
      'M302 72 C296 120 290 160 288 190',
      ...sleeveCuffs,
    ],
    print: { x: 144, y: 100, width: 112, height: 136 },
  },
};

interface GarmentMockupProps {
  productType: ProductType;
  color: Color;
  /** The customer's image (object URL or public URL); a placeholder frame without one. */
  imageUrl: string | null;
  /** Accessible description, e.g. "T-Shirt in White with your design". */
  label: string;
  /** Text inside the empty print area. */
  placeholder: string;
  className?: string;
}

/** Renders the garment as an `<svg role="img">` labelled with `label`. */
export function GarmentMockup({ productType, color, imageUrl, label, placeholder, className }: GarmentMockupProps) {
  // useId output may contain characters that break url(#...) references.
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const shape = shapes[productType];
  const palette = palettes[color];
  const { x, y, width, height } = shape.print;

  return (
    <svg
      viewBox="0 0 400 400"
      role="img"
      aria-label={label}
      className={className}
      data-testid="garment-mockup"
      data-product={productType}
      data-color={color}
    >
      <title>{label}</title>
      <defs>
        <linearGradient id={`${uid}-shade`} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#fff" stopOpacity="0.14" />
          <stop offset="0.45" stopColor="#fff" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.12" />
        </linearGradient>
        <radialGradient id={`${uid}-floor`} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#000" stopOpacity="0.16" />
          <stop offset="1" stopColor="#000" stopOpacity="0" />
        </radialGradient>
        <clipPath id={`${uid}-print`}>
          <rect x={x} y={y} width={width} height={height} rx="10" />
        </clipPath>
      </defs>
      <ellipse cx="200" cy="388" rx="150" ry="9" fill={`url(#${uid}-floor)`} />
      <g transform={garmentTransform}>
        {shape.back && (
          <path
            d={shape.back}
            fill={palette.fill}
            stroke={palette.outline}
            strokeWidth="2"
            vectorEffect="non-scaling-stroke"
          />
        )}
        <path
          d={shape.body}
          fill={palette.fill}
          stroke={palette.outline}
          strokeWidth="2"
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
        <path
          d={shape.inner}
          fill={palette.inner}
          stroke={palette.outline}
          strokeWidth="1.5"
          vectorEffect="non-scaling-stroke"
        />
        <g fill="none" stroke={palette.detail} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          {shape.details.map((d) => (
            <path key={d} d={d} vectorEffect="non-scaling-stroke" />
          ))}
        </g>
        <path d={shape.body} fill={`url(#${uid}-shade)`} pointerEvents="none" />
      </g>
      {imageUrl ? (
        <g data-testid="mockup-print">
          <image
            href={imageUrl}
            x={x}
            y={y}
            width={width}
            height={height}
            preserveAspectRatio="xMidYMid slice"
            clipPath={`url(#${uid}-print)`}
          />
          <rect x={x} y={y} width={width} height={height} rx="10" fill="none" stroke="#000" strokeOpacity="0.08" />
        </g>
      ) : (
        <g>
          <rect
            x={x}
            y={y}
            width={width}
            height={height}
            rx="10"
            fill="none"
            stroke={palette.placeholder}
            strokeWidth="2"
            strokeDasharray="6 6"
          />
          <text
            x={x + width / 2}
            y={y + height / 2}
            textAnchor="middle"
            dominantBaseline="middle"
            fontSize="11"
            fontWeight="600"
            fill={palette.placeholder}
          >
            {placeholder}
          </text>
        </g>
      )}
    </svg>
  );
}
