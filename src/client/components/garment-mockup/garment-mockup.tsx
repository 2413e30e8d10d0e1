/**
 * Vector product images of the garments (SPEC §2.5 "product images gallery"): t-shirt, hoodie and
 * sweatshirt flats in each colour sold, seen from the front, the back, a close-up detail and, for the
 * sweatshirt, folded. We have no stock photos, so these inline SVGs stand in for them: shaded fabric,
 * seams and stitching, ribbing, hood drawstrings and the kangaroo pocket. The customer's image sits
 * on the chest print area of the views that show the front, wrapped round the body and shaded by
 * the fabric's folds (issue 8; see print.tsx).
 */
import { type ReactNode, useId } from 'react';
import type { Color, ProductType } from '#shared/catalog.ts';
import { mockupMapUrl } from '#shared/mockup-maps.ts';
import type { Placement } from '#shared/placement-model.ts';
import { type GarmentView, mapViewOf, printAreaOf, showsPrint, W } from './geometry.ts';
import { HoodieBack, HoodieFront } from './hoodie.tsx';
import { palettes, studio } from './palettes.ts';
import type { Art, Ids } from './parts.tsx';
import { url } from './parts.tsx';
import { Print, type PrintFit } from './print.tsx';
import { SvgDefs } from './svg-defs.tsx';
import { SweatshirtBack, SweatshirtFolded, SweatshirtFront } from './sweatshirt.tsx';
import { TeeBack, TeeFront } from './tshirt.tsx';

export type { GarmentView } from './geometry.ts';
export { garmentViews } from './geometry.ts';
export type { PrintFit } from './print.tsx';

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

/** Close-ups: the flat zoomed in on its most telling detail, framed like a photo. */
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

export interface GarmentMockupProps {
  productType: ProductType;
  color: Color;
  /**
   * The fabric tint staff set for this colour (issue 21 §1, `#rrggbb`): the body's base colour; the
   * colour's own shading, seams and labels stay. The drawing's own base without it.
   */
  tint?: string;
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
  /**
   * `cover` (default) crops the image to fill the print area; `contain` shows it whole, as large as
   * fits and top-aligned, as it is printed (issue 8 print file: the artwork's aspect kept).
   */
  printFit?: PrintFit;
  /**
   * Draw the print onto the fabric with the view's displacement and shading maps (issue 20 §6;
   * default: on, except for thumbnails where it would not show).
   */
  wrap?: boolean;
  /** Lay the drape map's folds over the fabric (default on; off for the server's base renders). */
  drape?: boolean;
  /**
   * Where the customer placed the image, on which side, with which text line (issue 20 §5); the
   * print shows on the views of that side. Without one: on the front, as `printFit` says.
   */
  placed?: Placement | null;
  className?: string;
}

/** Renders one view of a garment as an `<svg role="img">` labelled with `label` (SPEC §2.5). */
export function GarmentMockup({
  productType,
  color,
  tint,
  view = 'front',
  imageUrl,
  label,
  placeholder,
  thumbnail = false,
  printFit = 'cover',
  wrap = !thumbnail,
  drape = true,
  placed = null,
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
    printWrap: `${uid}-print-wrap`,
    placedClip: `${uid}-placed-clip`,
    drapeFilter: `${uid}-drape`,
    lining: `${uid}-lining`,
  };
  const p = tint ? { ...palettes[color], base: tint } : palettes[color];
  const mapView = mapViewOf(view);
  const print = showsPrint(view, placed?.side)
    ? () => (
        <Print
          area={printAreaOf(productType, view)}
          imageUrl={imageUrl}
          placeholder={placeholder}
          p={p}
          ids={ids}
          testIds={!thumbnail}
          fit={printFit}
          placed={placed}
          maps={
            wrap
              ? {
                  shade: mockupMapUrl(productType, mapView, 'shade'),
                  displace: mockupMapUrl(productType, mapView, 'displace'),
                }
              : null
          }
        />
      )
    : null;
  const art: Art = { p, ids, print, closeUp: false, drape: drape ? mockupMapUrl(productType, mapView, 'drape') : null };

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
      data-side={placed?.side ?? 'front'}
    >
      {!thumbnail && <title>{label}</title>}
      <SvgDefs ids={ids} p={p} color={color} />
      {drawing}
    </svg>
  );
}
