/**
 * The placement editor's controls (issue 20 §5): the garment side, which layer moves, the artwork's
 * size and rotation sliders and its crop shape. Every control is a labelled native input or a
 * toggle button (`aria-pressed`), so it works with touch, mouse, keyboard and screen readers.
 */
import type { ReactNode } from 'react';
import type { Translator } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { cropShapes, placementLimits, placementSides } from '#shared/placement.ts';
import type { PlacementEditorState } from './use-placement-editor.hook.ts';

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 focus-visible:outline-solid';

/** A labelled row of toggle buttons, one pressed. */
export function ToggleGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  name,
  testId,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  name: (option: T) => ReactNode;
  testId: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="w-20 shrink-0 text-sm font-semibold text-stone-700">{label}</span>
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons, not a form fieldset. */}
      <div
        role="group"
        aria-label={label}
        className="inline-flex flex-wrap rounded-xl bg-stone-100 p-1"
        data-testid={testId}
      >
        {options.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={value === option}
            data-value={option}
            onClick={() => onChange(option)}
            className={cn(
              'h-9 rounded-lg px-3 text-sm font-semibold transition-colors',
              value === option ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600 hover:text-stone-900',
              focusRing,
            )}
          >
            {name(option)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** A labelled range input with its value beside it. */
export function Slider({
  id,
  label,
  value,
  min,
  max,
  step,
  shown,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  shown: string;
  onChange: (value: number) => void;
}) {
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="w-20 shrink-0 text-sm font-semibold text-stone-700">
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={shown}
        onChange={(event) => onChange(Number(event.target.value))}
        className={cn('h-9 min-w-0 flex-1 accent-brand-600', focusRing)}
      />
      <output htmlFor={id} className="w-14 shrink-0 text-right text-sm tabular-nums text-stone-700">
        {shown}
      </output>
    </div>
  );
}

/** Side, layer, size, rotation and crop. */
export function PlacementControls({
  t,
  editor,
  idPrefix,
}: {
  t: Translator;
  editor: PlacementEditorState;
  idPrefix: string;
}) {
  const { placement } = editor;
  return (
    <div className="space-y-3">
      <ToggleGroup
        label={t('placement.side.label')}
        options={placementSides}
        value={placement.side}
        onChange={editor.setSide}
        name={(side) => t(`placement.side.${side}`)}
        testId="placement-side"
      />
      {placement.text && (
        <ToggleGroup
          label={t('placement.layer.label')}
          options={['image', 'text'] as const}
          value={editor.layer}
          onChange={editor.setLayer}
          name={(layer) => t(`placement.layer.${layer}`)}
          testId="placement-layer"
        />
      )}
      <Slider
        id={`${idPrefix}-scale`}
        label={t('placement.size')}
        value={placement.scale}
        min={placementLimits.minScale}
        max={Math.max(placementLimits.minScale, editor.maxScale)}
        step={0.01}
        shown={t('placement.percent', { value: Math.round(placement.scale * 100) })}
        onChange={editor.setScale}
      />
      <Slider
        id={`${idPrefix}-rotation`}
        label={t('placement.rotation')}
        value={placement.rotation}
        min={-placementLimits.maxRotation}
        max={placementLimits.maxRotation}
        step={1}
        shown={t('placement.degrees', { value: Math.round(placement.rotation) })}
        onChange={editor.setRotation}
      />
      <ToggleGroup
        label={t('placement.crop.label')}
        options={cropShapes}
        value={placement.crop}
        onChange={editor.setCrop}
        name={(crop) => t(`placement.crop.${crop}`)}
        testId="placement-crop"
      />
    </div>
  );
}
