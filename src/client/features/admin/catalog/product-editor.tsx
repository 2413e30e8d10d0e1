/**
 * The form of one product on /admin/catalog (issue 21 §1): on sale or not, its name and materials
 * text in each language, the sizes and colours offered (each colour with its swatch and the mockup's
 * fabric tint, one of them the default), and the print area in inches. A field that cannot be saved
 * says why beside it.
 */
import { useId } from 'react';
import type { Translator } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { colors, sizes } from '#shared/catalog.ts';
import { locales } from '#shared/locales.ts';
import { FieldLabel, inputClasses } from '../email-sender/form-controls.tsx';
import type { ProductDraft, ProductProblem } from './use-products.hook.ts';

interface ProductEditorProps {
  t: Translator;
  draft: ProductDraft;
  problems: Record<string, ProductProblem>;
  disabled: boolean;
  onChange: (update: (previous: ProductDraft) => ProductDraft) => void;
}

function Problem({ id, t, problem }: { id: string; t: Translator; problem: ProductProblem | undefined }) {
  if (!problem) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-xs text-red-700">
      {t(`adminCatalog.catalog.problems.${problem}`)}
    </p>
  );
}

const legendClasses = 'mb-2 text-sm font-semibold text-stone-900';

export function ProductEditor({ t, draft, problems, disabled, onChange }: ProductEditorProps) {
  const id = useId();
  return (
    <div className="space-y-6" data-testid="product-editor">
      <label className="flex items-start gap-3 rounded-2xl border border-stone-200 p-4 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-600"
          checked={draft.active}
          disabled={disabled}
          aria-invalid={problems.active ? true : undefined}
          data-field="active"
          onChange={(event) => {
            const active = event.target.checked;
            onChange((previous) => ({ ...previous, active }));
          }}
        />
        <span>
          <span className="font-semibold text-stone-900">{t('adminCatalog.catalog.active')}</span>
          <span className="block text-xs text-stone-500">{t('adminCatalog.catalog.activeHint')}</span>
          <Problem id={`${id}-active`} t={t} problem={problems.active} />
        </span>
      </label>

      <fieldset>
        <legend className={legendClasses}>{t('adminCatalog.catalog.namesAndMaterials')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {locales.map((locale) => (
            <div key={locale} className="rounded-2xl bg-stone-50 p-3">
              <p className="mb-2 text-xs font-semibold tracking-wide text-stone-500 uppercase">
                {t(`adminCatalog.languages.${locale}`)}
              </p>
              <FieldLabel htmlFor={`${id}-name-${locale}`} required>
                {t('adminCatalog.catalog.names')}
              </FieldLabel>
              <input
                id={`${id}-name-${locale}`}
                value={draft.names[locale]}
                disabled={disabled}
                data-field={`names.${locale}`}
                aria-invalid={problems[`names.${locale}`] ? true : undefined}
                onChange={(event) => {
                  const value = event.target.value;
                  onChange((previous) => ({ ...previous, names: { ...previous.names, [locale]: value } }));
                }}
                className={inputClasses(Boolean(problems[`names.${locale}`]))}
              />
              <Problem id={`${id}-name-${locale}-error`} t={t} problem={problems[`names.${locale}`]} />
              <div className="mt-3" />
              <FieldLabel htmlFor={`${id}-materials-${locale}`}>{t('adminCatalog.catalog.materials')}</FieldLabel>
              <textarea
                id={`${id}-materials-${locale}`}
                value={draft.materials[locale]}
                rows={2}
                disabled={disabled}
                data-field={`materials.${locale}`}
                onChange={(event) => {
                  const value = event.target.value;
                  onChange((previous) => ({ ...previous, materials: { ...previous.materials, [locale]: value } }));
                }}
                className={inputClasses(Boolean(problems[`materials.${locale}`]), 'h-auto py-2')}
              />
              <Problem id={`${id}-materials-${locale}-error`} t={t} problem={problems[`materials.${locale}`]} />
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className={legendClasses}>{t('adminCatalog.catalog.sizes')}</legend>
        <div className="flex flex-wrap gap-2">
          {sizes.map((size) => {
            const checked = draft.sizes.includes(size);
            return (
              <label
                key={size}
                className={cn(
                  'flex h-11 min-w-14 cursor-pointer items-center justify-center gap-2 rounded-xl border px-3 text-sm font-semibold',
                  checked ? 'border-stone-900 bg-stone-900 text-white' : 'border-stone-300 bg-white text-stone-700',
                )}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={checked}
                  disabled={disabled}
                  onChange={(event) => {
                    const on = event.target.checked;
                    onChange((previous) => ({
                      ...previous,
                      sizes: on ? [...previous.sizes, size] : previous.sizes.filter((s) => s !== size),
                    }));
                  }}
                />
                {t(`customize.sizes.${size}`)}
              </label>
            );
          })}
        </div>
        <Problem id={`${id}-sizes`} t={t} problem={problems.sizes} />
      </fieldset>

      <fieldset>
        <legend className={legendClasses}>{t('adminCatalog.catalog.colors')}</legend>
        <ul className="space-y-2">
          {colors.map((key) => {
            const color = draft.colors[key];
            const setColor = (patch: Partial<typeof color>) =>
              onChange((previous) => ({
                ...previous,
                colors: { ...previous.colors, [key]: { ...previous.colors[key], ...patch } },
              }));
            return (
              <li
                key={key}
                className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-stone-200 p-3"
              >
                <label className="flex min-w-28 items-center gap-2 text-sm font-semibold text-stone-900">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    checked={color.offered}
                    disabled={disabled}
                    onChange={(event) => setColor({ offered: event.target.checked })}
                  />
                  <span
                    aria-hidden="true"
                    className="size-5 rounded-full border border-stone-300"
                    style={{ backgroundColor: color.swatchHex }}
                  />
                  {t(`customize.colors.${key}`)}
                </label>
                <label className="flex items-center gap-1.5 text-xs text-stone-600">
                  <input
                    type="radio"
                    name={`${id}-default-color`}
                    className="accent-brand-600"
                    checked={draft.defaultColor === key}
                    disabled={disabled || !color.offered}
                    onChange={() => onChange((previous) => ({ ...previous, defaultColor: key }))}
                  />
                  {t('adminCatalog.catalog.defaultColor')}
                </label>
                <label className="flex items-center gap-1.5 text-xs text-stone-600">
                  {t('adminCatalog.catalog.swatch')}
                  <input
                    type="color"
                    value={color.swatchHex}
                    disabled={disabled || !color.offered}
                    onChange={(event) => setColor({ swatchHex: event.target.value })}
                    className="h-8 w-10 cursor-pointer rounded border border-stone-300 bg-white"
                  />
                </label>
                <label className="flex items-center gap-1.5 text-xs text-stone-600">
                  {t('adminCatalog.catalog.tint')}
                  <input
                    type="color"
                    value={color.mockupTintHex}
                    disabled={disabled || !color.offered}
                    onChange={(event) => setColor({ mockupTintHex: event.target.value })}
                    className="h-8 w-10 cursor-pointer rounded border border-stone-300 bg-white"
                  />
                </label>
                <Problem id={`${id}-color-${key}`} t={t} problem={problems[`colors.${key}`]} />
              </li>
            );
          })}
        </ul>
        <Problem id={`${id}-colors`} t={t} problem={problems.colors} />
      </fieldset>

      <fieldset>
        <legend className={legendClasses}>{t('adminCatalog.catalog.printArea')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['widthIn', 'heightIn'] as const).map((field) => (
            <div key={field} className="w-32">
              <FieldLabel htmlFor={`${id}-${field}`}>
                {t(`adminCatalog.catalog.${field === 'widthIn' ? 'width' : 'height'}`)}
              </FieldLabel>
              <input
                id={`${id}-${field}`}
                inputMode="decimal"
                value={draft[field]}
                disabled={disabled}
                data-field={`printArea.${field}`}
                aria-invalid={problems[`printArea.${field}`] ? true : undefined}
                onChange={(event) => {
                  const value = event.target.value;
                  onChange((previous) => ({ ...previous, [field]: value }));
                }}
                className={inputClasses(Boolean(problems[`printArea.${field}`]), 'tabular-nums')}
              />
              <Problem id={`${id}-${field}-error`} t={t} problem={problems[`printArea.${field}`]} />
            </div>
          ))}
        </div>
        <p className="mt-1 text-xs text-stone-500">{t('adminCatalog.catalog.printAreaHint')}</p>
      </fieldset>
    </div>
  );
}
