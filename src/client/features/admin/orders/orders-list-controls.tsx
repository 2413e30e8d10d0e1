/**
 * The Orders list's own tools beside the search: the real/test and status filters, the date range,
 * the CSV download of the filtered list (issue 19 §1) and the narrow-screen sort.
 */
import { Download } from 'lucide-react';
import { useId } from 'react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';
import { type AdminOrderMode, adminOrderModes } from '#shared/api/admin-orders.schemas.ts';
import { isOrderStatus, type OrderStatus, orderStatuses } from '#shared/order-lifecycle.ts';
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

/** Every status, or one (issue 19 §2); the choice lives in the URL. */
export function StatusSelect({
  value,
  onChange,
}: {
  value: OrderStatus | undefined;
  onChange: (value: OrderStatus | undefined) => void;
}) {
  const { t } = useTranslator();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-600">
        {t('adminOrders.orders.statusFilter.label')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        data-testid="orders-status"
        onChange={(event) => onChange(isOrderStatus(event.target.value) ? event.target.value : undefined)}
        className={selectClasses}
      >
        <option value="">{t('adminOrders.orders.statusFilter.all')}</option>
        {orderStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`adminOrders.status.${status}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The days the list covers, `from` and `to` included (UTC); empty means no bound. */
export function DateRange({
  from,
  to,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (name: 'from' | 'to', day: string) => void;
}) {
  const { t } = useTranslator();
  const id = useId();
  return (
    <fieldset className="flex min-w-0 flex-wrap items-center gap-2">
      <legend className="sr-only">{t('adminOrders.orders.dates.legend')}</legend>
      <div className="flex min-w-0 items-center gap-2">
        <label htmlFor={`${id}-from`} className="text-sm font-medium text-stone-600">
          {t('adminOrders.orders.dates.from')}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={from ?? ''}
          max={to}
          onChange={(event) => onChange('from', event.target.value)}
          className={cn(selectClasses, 'min-w-0')}
          data-testid="orders-from"
        />
      </div>
      <div className="flex min-w-0 items-center gap-2">
        <label htmlFor={`${id}-to`} className="text-sm font-medium text-stone-600">
          {t('adminOrders.orders.dates.to')}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={to ?? ''}
          min={from}
          onChange={(event) => onChange('to', event.target.value)}
          className={cn(selectClasses, 'min-w-0')}
          data-testid="orders-to"
        />
      </div>
    </fieldset>
  );
}

/** Downloads the filtered list as CSV: a plain link, the staff session cookie goes with it. */
export function CsvDownload({ href }: { href: string }) {
  const { t } = useTranslator();
  return (
    <a href={href} download className={buttonClasses('outline', 'md')} data-testid="orders-csv">
      <Download className="size-4" aria-hidden="true" />
      {t('adminOrders.orders.csv')}
    </a>
  );
}
