/**
 * A staff list's filters on a phone (issue 23 item 12): below 768 px they fold behind a "Filters"
 * button that tells how many are set, so the rows start on the first screen; from 768 px they sit
 * in the toolbar as before.
 */
import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';

/** `active`: how many filters differ from showing everything. */
export function ListFilters({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useTranslator();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className={buttonClasses('outline', 'md', 'self-start md:hidden')}
        data-testid="list-filters-toggle"
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {t('adminOrders.common.filters')}
        {active > 0 && (
          <span className="grid min-w-5 place-items-center rounded-full bg-brand-600 px-1.5 text-xs text-white">
            {active}
          </span>
        )}
      </button>
      <div id={id} className={cn(open ? 'flex flex-col gap-3 sm:flex-row sm:flex-wrap' : 'hidden', 'md:contents')}>
        {children}
      </div>
    </>
  );
}
