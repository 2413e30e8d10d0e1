/**
 * The text line's controls (issue 20 §5): the words (up to 40 characters the bundled fonts have),
 * the font (three open-licence fonts, public/fonts/LICENSES.md), the colour and the size. Its
 * position is set on the stage: drag it, or choose "Text" and use the arrow keys.
 */
import { useState } from 'react';
import type { Translator } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { printArea } from '#shared/artwork.ts';
import { placementFontNames, placementFonts, placementLimits, placementTextPattern } from '#shared/placement.ts';
import { focusRing, Slider, ToggleGroup } from './placement-controls.tsx';
import type { PlacementEditorState } from './use-placement-editor.hook.ts';

/** The text colours offered, by their catalogue names. */
export const textColors = {
  black: '#1c1917',
  white: '#ffffff',
  orange: '#c2410c',
  red: '#be123c',
  blue: '#1d4ed8',
  green: '#15803d',
  gold: '#ca8a04',
} as const;
type TextColorName = keyof typeof textColors;

/** Words, font, colour and size of the text line. */
export function TextControls({
  t,
  editor,
  idPrefix,
}: {
  t: Translator;
  editor: PlacementEditorState;
  idPrefix: string;
}) {
  const { text } = editor.placement;
  const [draft, setDraft] = useState(text?.content ?? '');
  const invalid = draft.trim() !== '' && !placementTextPattern.test(draft);
  const inputId = `${idPrefix}-text`;
  const errorId = `${idPrefix}-text-error`;

  const change = (value: string) => {
    setDraft(value);
    // Only words the fonts can draw reach the placement; blank removes the line.
    if (value.trim() === '') editor.setTextContent('');
    else if (placementTextPattern.test(value)) editor.setTextContent(value);
  };

  return (
    <div className="space-y-3 rounded-2xl border border-stone-200 p-3">
      <div>
        <label htmlFor={inputId} className="text-sm font-semibold text-stone-700">
          {t('placement.text.label')}
        </label>
        <input
          id={inputId}
          type="text"
          value={draft}
          maxLength={placementLimits.textMaxLength}
          placeholder={t('placement.text.placeholder')}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => change(event.target.value)}
          data-testid="placement-text-input"
          className={cn(
            'mt-1 block h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900',
            focusRing,
          )}
        />
        {invalid && (
          <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
            {t('placement.text.invalid')}
          </p>
        )}
      </div>
      {text && (
        <>
          <ToggleGroup
            label={t('placement.text.font')}
            options={placementFonts}
            value={text.font}
            onChange={(font) => editor.setTextStyle({ font })}
            name={(font) => placementFontNames[font]}
            testId="placement-font"
          />
          <div className="flex flex-wrap items-center gap-2">
            <span className="w-20 shrink-0 text-sm font-semibold text-stone-700" id={`${idPrefix}-color`}>
              {t('placement.text.color')}
            </span>
            {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons, not a form fieldset. */}
            <div
              role="group"
              aria-labelledby={`${idPrefix}-color`}
              className="flex flex-wrap gap-1.5"
              data-testid="placement-text-color"
            >
              {(Object.keys(textColors) as TextColorName[]).map((name) => (
                <button
                  key={name}
                  type="button"
                  title={t(`placement.colors.${name}`)}
                  aria-label={t(`placement.colors.${name}`)}
                  aria-pressed={text.color === textColors[name]}
                  data-value={name}
                  onClick={() => editor.setTextStyle({ color: textColors[name] })}
                  className={cn(
                    'size-8 rounded-full border border-stone-300 shadow-inner',
                    text.color === textColors[name] && 'ring-2 ring-brand-600 ring-offset-2',
                    focusRing,
                  )}
                  style={{ backgroundColor: textColors[name] }}
                />
              ))}
            </div>
          </div>
          <Slider
            id={`${idPrefix}-text-size`}
            label={t('placement.text.size')}
            value={text.size}
            min={placementLimits.minTextSize}
            max={placementLimits.maxTextSize}
            step={0.005}
            // The printed font size in points (the print area is 16 in high, 72 pt an inch).
            shown={t('placement.points', { value: Math.round(text.size * printArea.heightInches * 72) })}
            onChange={(size) => editor.setTextStyle({ size })}
          />
        </>
      )}
    </div>
  );
}
