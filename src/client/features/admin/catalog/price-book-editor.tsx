/**
 * The form of one price book on /admin/prices (issue 21 §1): per product the price without and with
 * the discount, the transformation fee of each set, the advertised discount and whether it always
 * applies. Amounts in the book's currency as major units; a field that cannot be saved says why
 * beside it (and the server's 422 field is marked the same way).
 */
import { useId } from 'react';
import type { Translator } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { productTypes } from '#shared/catalog.ts';
import { FieldLabel, inputClasses } from '../email-sender/form-controls.tsx';
import type { FieldProblem, PriceBookDraft } from './use-price-books.hook.ts';

interface PriceBookEditorProps {
  t: Translator;
  currency: 'USD' | 'EUR';
  draft: PriceBookDraft;
  problems: Record<string, FieldProblem>;
  disabled: boolean;
  onChange: (update: (previous: PriceBookDraft) => PriceBookDraft) => void;
}

/** The message of a field's problem. */
function problemText(t: Translator, problem: FieldProblem): string {
  return t(`adminCatalog.problems.${problem}`);
}

function AmountInput({
  id,
  field,
  label,
  props,
}: {
  id: string;
  field: string;
  label: string;
  props: PriceBookEditorProps;
}) {
  const { t, draft, problems, disabled, onChange } = props;
  const problem = problems[field];
  const inputId = `${id}-${field.replaceAll('.', '-')}`;
  return (
    <div className="min-w-0">
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        id={inputId}
        inputMode="decimal"
        autoComplete="off"
        value={draft.amounts[field] ?? ''}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${inputId}-error` : undefined}
        data-field={field}
        onChange={(event) => {
          const value = event.target.value;
          onChange((previous) => ({ ...previous, amounts: { ...previous.amounts, [field]: value } }));
        }}
        className={inputClasses(Boolean(problem), 'px-2.5 text-right tabular-nums sm:px-3.5')}
      />
      {problem && (
        <p id={`${inputId}-error`} role="alert" className="mt-1 text-xs text-red-700">
          {problemText(t, problem)}
        </p>
      )}
    </div>
  );
}

/** Rows of products and the fee, columns of the two sets; then the discount rule. */
export function PriceBookEditor(props: PriceBookEditorProps) {
  const { t, draft, problems, disabled, onChange, currency } = props;
  const id = useId();
  const sets = [
    { set: 'original', label: t('adminCatalog.prices.original') },
    { set: 'discounted', label: t('adminCatalog.prices.discounted') },
  ] as const;
  const rows = [
    ...productTypes.map((type) => ({ key: type, label: t(`customize.products.${type}`), path: `items.${type}` })),
    { key: 'fee', label: t('adminCatalog.prices.fee'), path: 'transformationFeeMinor' },
  ];

  return (
    <div className="space-y-5" data-testid="price-book-editor">
      <table className="w-full table-fixed border-separate border-spacing-x-2 border-spacing-y-2 text-sm">
        <thead>
          <tr className="text-left text-xs font-semibold tracking-wide text-stone-500 uppercase">
            <th scope="col" className="w-[34%] font-semibold sm:w-[40%]">
              {t('adminCatalog.prices.product')}
            </th>
            {sets.map(({ set, label }) => (
              <th key={set} scope="col" className="font-semibold">
                {label} <span className="font-normal normal-case">({currency})</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="align-top">
              <th
                scope="row"
                className={cn('pt-3 text-left font-medium text-stone-800', row.key === 'fee' && 'text-stone-600')}
              >
                {row.label}
              </th>
              {sets.map(({ set, label }) => (
                <td key={set}>
                  <AmountInput id={id} field={`${set}.${row.path}`} label={`${row.label}, ${label}`} props={props} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <FieldLabel htmlFor={`${id}-percent`}>{t('adminCatalog.prices.discountPercent')}</FieldLabel>
          <input
            id={`${id}-percent`}
            inputMode="numeric"
            value={draft.discountPercent}
            disabled={disabled}
            data-field="discountPercent"
            aria-invalid={problems.discountPercent ? true : undefined}
            aria-describedby={`${id}-percent-hint`}
            onChange={(event) => {
              const value = event.target.value;
              onChange((previous) => ({ ...previous, discountPercent: value }));
            }}
            className={inputClasses(Boolean(problems.discountPercent), 'max-w-32 tabular-nums')}
          />
          <p
            id={`${id}-percent-hint`}
            className={cn('mt-1 text-xs', problems.discountPercent ? 'text-red-700' : 'text-stone-500')}
          >
            {problems.discountPercent
              ? problemText(t, problems.discountPercent)
              : t('adminCatalog.prices.discountPercentHint')}
          </p>
        </div>
        <label className="flex items-start gap-3 pt-1 text-sm text-stone-800 sm:pt-7">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-600"
            checked={draft.discountAlwaysApplied}
            disabled={disabled}
            onChange={(event) => {
              const checked = event.target.checked;
              onChange((previous) => ({ ...previous, discountAlwaysApplied: checked }));
            }}
          />
          <span>
            <span className="font-medium">{t('adminCatalog.prices.alwaysApplied')}</span>
            <span className="block text-xs text-stone-500">{t('adminCatalog.prices.alwaysAppliedHint')}</span>
          </span>
        </label>
      </div>
    </div>
  );
}
