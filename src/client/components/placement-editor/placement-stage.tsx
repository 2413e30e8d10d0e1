/**
 * The placement editor's stage (issue 20 §5): the garment's chosen side with the print drawn flat
 * (no fabric wrap, so the pointer and the print line up), the print area's outline and the active
 * layer's outline on top. Drag (mouse, pen or one finger) moves the artwork or, when the drag
 * starts on it, the text line; two fingers (or a trackpad pinch) scale and turn the artwork.
 * Focused, the keyboard does the same: arrow keys move (Shift: further), + and - scale, [ and ]
 * rotate (Shift: 15°). Gestures by @use-gesture/react (pointer events, touch-action none).
 */
import { useGesture } from '@use-gesture/react';
import { type KeyboardEvent, useRef } from 'react';
import { GarmentMockup } from '#client/components/garment-mockup/garment-mockup.tsx';
import { placementFrame, printAreaOf, type Rect, W } from '#client/components/garment-mockup/geometry.ts';
import type { Color, ProductType } from '#shared/catalog.ts';
import { type Bounds, clampPlacement, type PlacedText, placeImage, printAreaUnits } from '#shared/placement.ts';
import type { PlacementEditorState, PlacementLayer } from './use-placement-editor.hook.ts';

interface PlacementStageProps {
  productType: ProductType;
  color: Color;
  imageUrl: string;
  aspect: number | null;
  editor: PlacementEditorState;
  placedText: PlacedText | null;
  /** Accessible name of the stage, e.g. "Artwork placement on the back". */
  label: string;
  /** Id of the element telling the keyboard keys. */
  describedBy: string;
  /** Accessible name of the garment drawing. */
  mockupLabel: string;
}

/** Arrow-key steps (fractions of the print area), size-key factor and bracket-key turns. */
const keySteps = { move: 0.01, moveFar: 0.05, grow: 1.05, turn: 5, turnFar: 15 } as const;

const inside = (b: Bounds, x: number, y: number, pad: number) =>
  x >= b.left - pad && x <= b.right + pad && y >= b.top - pad && y <= b.bottom + pad;

/** The outline of the active layer, in print-area units. */
function Selection({
  editor,
  aspect,
  placedText,
}: {
  editor: PlacementEditorState;
  aspect: number | null;
  placedText: PlacedText | null;
}) {
  const stroke = { fill: 'none', stroke: '#ea580c', strokeWidth: 2, vectorEffect: 'non-scaling-stroke' } as const;
  if (editor.layer === 'text' && placedText) {
    const b = placedText.bounds;
    return <rect x={b.left} y={b.top} width={b.right - b.left} height={b.bottom - b.top} {...stroke} />;
  }
  if (!aspect) return null;
  const image = placeImage(clampPlacement(editor.placement, aspect), aspect);
  const { clip } = image;
  return (
    <g transform={`translate(${image.cx} ${image.cy}) rotate(${image.rotation})`}>
      {clip.kind === 'circle' ? (
        <circle r={clip.radius} {...stroke} />
      ) : (
        <rect
          x={-clip.width / 2}
          y={-clip.height / 2}
          width={clip.width}
          height={clip.height}
          rx={clip.radius || undefined}
          {...stroke}
        />
      )}
    </g>
  );
}

/** The stage; `editor` holds the draft. */
export function PlacementStage({
  productType,
  color,
  imageUrl,
  aspect,
  editor,
  placedText,
  label,
  describedBy,
  mockupLabel,
}: PlacementStageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const dragging = useRef<PlacementLayer>('image');
  const { placement } = editor;
  const view = placement.side === 'back' ? 'back' : 'front';
  const frame: Rect = placementFrame(printAreaOf(productType, view));
  /** Drawing units per CSS pixel of the stage. */
  const unitsPerPx = () => W / (ref.current?.getBoundingClientRect().width || W);

  useGesture(
    {
      onDrag: ({ delta: [dx, dy], first, xy: [px, py], pinching, cancel }) => {
        if (pinching) {
          cancel();
          return;
        }
        const u = unitsPerPx();
        if (first) {
          // The text line moves when the drag starts on it; anything else moves the artwork.
          const box = ref.current?.getBoundingClientRect();
          const x = (((px - (box?.left ?? 0)) * u - frame.x) / frame.width) * printAreaUnits.width;
          const y = (((py - (box?.top ?? 0)) * u - frame.y) / frame.height) * printAreaUnits.height;
          dragging.current = placedText && inside(placedText.bounds, x, y, 20) ? 'text' : 'image';
          editor.setLayer(dragging.current);
        }
        editor.moveBy((dx * u) / frame.width, (dy * u) / frame.height, dragging.current);
      },
      onPinch: ({ movement: [ratio, turn], memo }) => {
        const start = (memo as { scale: number; rotation: number } | undefined) ?? {
          scale: placement.scale,
          rotation: placement.rotation,
        };
        editor.setLayer('image');
        editor.setScaleAndRotation(start.scale * ratio, start.rotation + turn);
        return start;
      },
    },
    { target: ref, drag: { filterTaps: true }, eventOptions: { passive: false } },
  );

  /** The editor's change for a key, or null for keys the stage leaves alone. */
  const actionFor = (key: string, far: boolean): (() => void) | null => {
    const step = far ? keySteps.moveFar : keySteps.move;
    // The print area is 4 high for 3 wide: vertical steps are 3/4 as large, the same on screen.
    const vertical = (step * 3) / 4;
    const turn = far ? keySteps.turnFar : keySteps.turn;
    switch (key) {
      case 'ArrowLeft':
        return () => editor.moveBy(-step, 0);
      case 'ArrowRight':
        return () => editor.moveBy(step, 0);
      case 'ArrowUp':
        return () => editor.moveBy(0, -vertical);
      case 'ArrowDown':
        return () => editor.moveBy(0, vertical);
      case '+':
      case '=':
        return () => editor.scaleBy(keySteps.grow);
      case '-':
      case '_':
        return () => editor.scaleBy(1 / keySteps.grow);
      case '[':
        return () => editor.rotateBy(-turn);
      case ']':
        return () => editor.rotateBy(turn);
      case '{':
        return () => editor.rotateBy(-keySteps.turnFar);
      case '}':
        return () => editor.rotateBy(keySteps.turnFar);
      default:
        return null;
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = actionFor(event.key, event.shiftKey);
    if (!action) return;
    event.preventDefault();
    action();
  };

  const k = frame.width / printAreaUnits.width;
  return (
    <div
      ref={ref}
      role="application"
      aria-label={label}
      aria-describedby={describedBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: role="application" is interactive: it takes the keys.
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="placement-stage"
      data-layer={editor.layer}
      data-side={placement.side}
      data-x={placement.x}
      data-y={placement.y}
      data-scale={placement.scale}
      data-rotation={placement.rotation}
      data-crop={placement.crop}
      className="relative mx-auto aspect-square w-full max-w-sm cursor-move touch-none rounded-2xl bg-gradient-to-b from-stone-100 to-stone-50 outline-none select-none focus-visible:ring-4 focus-visible:ring-brand-500/60"
    >
      <GarmentMockup
        productType={productType}
        color={color}
        view={view}
        imageUrl={imageUrl}
        label={mockupLabel}
        placeholder=""
        wrap={false}
        placed={placement}
        className="pointer-events-none absolute inset-0 size-full"
      />
      <svg
        viewBox={`0 0 ${W} ${W}`}
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 size-full"
        data-testid="placement-overlay"
      >
        <rect
          x={frame.x}
          y={frame.y}
          width={frame.width}
          height={frame.height}
          fill="none"
          stroke="#57534e"
          strokeOpacity="0.7"
          strokeWidth="0.8"
          strokeDasharray="4 3"
          data-testid="placement-print-area"
        />
        <g transform={`translate(${frame.x} ${frame.y}) scale(${k})`}>
          <Selection editor={editor} aspect={aspect} placedText={placedText} />
        </g>
      </svg>
    </div>
  );
}
