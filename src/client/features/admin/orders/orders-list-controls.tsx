/** The Orders list's own tools beside the search: the real/test filter and the narrow-screen sort. */
import { useId } from 'react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { type AdminOrderMode, adminOrderModes } from '#shared/api/admin-orders.schemas.ts';
import { sortChoices } from './orders-table.ts';

const selectClasses =
  'h-10 flex-1 rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none sm:text-sm';

/** All, real or test orders (issue 17 point 4); the choice lives in the URL. */
export function ModeSelect({ value, onChange }: { value: AdminOrderMode; onChange: (value: AdminOrderMode) => void }) {
  const { t } = useTranslator();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-600">
        {t('adminOrders.orders.mode.label')}
      </label>
      <select
        id={id}
        value={value}
        data-testid="orders-mode"
        onChange={(event) => onChange(event.target.value as AdminOrderMode)}
        className={selectClasses}
      >
        {adminOrderModes.map((mode) => (
          <option key={mode} value={mode}>
            {t(`adminOrders.orders.mode.${mode}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The sort of narrow screens, where there are no column headers to click; `value` is `"sort|dir"`. */
export function SortSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslator();
  const id = useId();
  return (
    <div className="flex items-center gap-2 md:hidden">
      <label htmlFor={id} className="text-sm font-medium text-stone-600">
        {t('adminOrders.orders.sort.label')}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={selectClasses}>
        {sortChoices.map((choice) => (
          <option key={choice.key} value={`${choice.sort}|${choice.dir}`}>
            {t(`adminOrders.orders.sort.${choice.key}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
