/** The pager under a paged staff list (Orders, Preview requests; issue 7 §3). */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';

/** "Showing 26–50 of 80" and Previous / Next; nothing when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  disabled,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  disabled: boolean;
}) {
  const { t } = useTranslator();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page === 0) return null;
  const from = Math.min(total, page * pageSize + 1);
  const to = Math.min(total, (page + 1) * pageSize);
  return (
    <nav
      aria-label={t('adminOrders.common.pagesLabel')}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200/80 px-4 py-3 sm:px-5"
    >
      <p className="text-sm text-stone-600 tabular-nums">{t('adminOrders.common.range', { from, to, total })}</p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={disabled || page === 0}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          {t('adminOrders.common.previous')}
        </Button>
        <span className="text-sm text-stone-500 tabular-nums">
          {t('adminOrders.common.pageOf', { page: Math.min(page + 1, pages), pages })}
        </span>
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={disabled || page + 1 >= pages}>
          {t('adminOrders.common.next')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
