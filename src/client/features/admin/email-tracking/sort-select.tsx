/**
 * The email tracking list's sort control for narrow screens, where the cards have no column headers:
 * a native select (the phone's own picker) over the same sorting state the table headers change.
 */
import type { SortingState } from '@tanstack/react-table';
import { ArrowDownUp, ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';
import type { TrackingColumnId } from './email-tracking-table.ts';

/** The orders offered, as `column:direction`; each has a label `adminEmails.tracking.sort.{key}`. */
const options = [
  { key: 'newest', id: 'sentAt', desc: true },
  { key: 'oldest', id: 'sentAt', desc: false },
  { key: 'emailAz', id: 'email', desc: false },
  { key: 'emailZa', id: 'email', desc: true },
  { key: 'subjectAz', id: 'subject', desc: false },
  { key: 'openedFirst', id: 'status', desc: true },
  { key: 'notOpenedFirst', id: 'status', desc: false },
  { key: 'mostOpens', id: 'details', desc: true },
] as const satisfies readonly { key: string; id: TrackingColumnId; desc: boolean }[];

export function SortSelect({
  sorting,
  onChange,
  className,
}: {
  sorting: SortingState;
  onChange: (sorting: SortingState) => void;
  className?: string;
}) {
  const { t } = useTranslator();
  const id = useId();
  const current = sorting[0];
  const selected = options.find((option) => option.id === current?.id && option.desc === current.desc);
  // A header click may pick an order the list does not name (e.g. subject Z-A): show it as a blank choice.
  const value = selected?.key ?? '';

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {t('adminEmails.tracking.sortLabel')}
      </label>
      <ArrowDownUp
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
        aria-hidden="true"
      />
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const option = options.find((o) => o.key === event.target.value);
          if (option) onChange([{ id: option.id, desc: option.desc }]);
        }}
        className="h-10 w-full cursor-pointer appearance-none rounded-xl border border-stone-300 bg-white pr-9 pl-9 text-base text-stone-900 hover:border-stone-400 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none sm:text-sm"
      >
        {value === '' && <option value="" disabled />}
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {t(`adminEmails.tracking.sort.${option.key}`)}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500"
        aria-hidden="true"
      />
    </div>
  );
}
