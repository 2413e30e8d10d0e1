/**
 * A placed print (issue 20 §5) in a view's print area, loaded only where a placement is drawn
 * (React.lazy from print.tsx, issue 9 budgets): the image moved, scaled, cropped and rotated, and
 * the text line's outlines (laid out from the bundled font once it loaded), in print-area units with the shared maths (src/shared/placement.ts)
 * the server's print file is drawn with. Drawn once the image's aspect is known.
 */
import { useImageAspect } from '#client/lib/use-image-aspect.ts';
import { usePlacedText } from '#client/lib/use-placed-text.ts';
import { type ClipShape, clampPlacement, type Placement, placeImage, printAreaUnits } from '#shared/placement.ts';
import { placementFrame, type Rect } from './geometry.ts';
import { url } from './parts.tsx';

/** The crop shape centred on 0, 0 (the placed image's own coordinates). */
function CropShape({ clip }: { clip: ClipShape }) {
  if (clip.kind === 'circle') return <circle r={clip.radius} />;
  return (
    <rect
      x={-clip.width / 2}
      y={-clip.height / 2}
      width={clip.width}
      height={clip.height}
      rx={clip.radius || undefined}
    />
  );
}

/**
 * The placed image and text line in the view's print area, in print-area units (src/shared/placement.ts,
 * the maths the server's print file is drawn with): the image scaled, cropped and rotated about its
 * centre, the text's outlines on top. Drawn once the image's aspect is known.
 */
export default function PlacedLayers({
  area,
  imageUrl,
  placed,
  clipId,
}: {
  area: Rect;
  imageUrl: string;
  placed: Placement;
  clipId: string;
}) {
  const aspect = useImageAspect(imageUrl);
  // The text line's outlines, from the bundled font (loaded on first use).
  const text = usePlacedText(placed.text);
  const frame = placementFrame(area);
  const image = aspect ? placeImage(clampPlacement(placed, aspect), aspect) : null;
  const k = frame.width / printAreaUnits.width;
  return (
    <g transform={`translate(${frame.x} ${frame.y}) scale(${k})`} data-testid="placed-print">
      {image && (
        <g transform={`translate(${image.cx} ${image.cy}) rotate(${image.rotation})`}>
          <defs>
            <clipPath id={clipId}>
              <CropShape clip={image.clip} />
            </clipPath>
          </defs>
          <image
            href={imageUrl}
            x={-image.width / 2}
            y={-image.height / 2}
            width={image.width}
            height={image.height}
            preserveAspectRatio="none"
            clipPath={url(clipId)}
          />
        </g>
      )}
      {text && <path d={text.d} fill={text.color} data-testid="placed-text" />}
    </g>
  );
}
