/** Lines of the outbox's message list and their loading placeholders (issue 7 §4). */
import { ChevronRight } from 'lucide-react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';
import type { OutboxMessage } from '#shared/api/admin.schemas.ts';
import { LoadingRegion } from '../components/list-skeleton.tsx';
import { formatDateTime } from '../email-tracking/format-date-time.ts';

/** One line of the list: recipient, subject and date; the selected one is highlighted. */
export function MessageItem({
  message,
  selected,
  onSelect,
}: {
  message: OutboxMessage;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const { locale } = useTranslator();
  return (
    <button
      type="button"
      onClick={() => onSelect(message.id)}
      aria-current={selected || undefined}
      data-testid="outbox-item"
      className={cn(
        'group flex w-full items-center gap-3 px-4 py-3.5 text-left transition-colors',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
        selected ? 'bg-brand-50 shadow-[inset_3px_0_0] shadow-brand-500' : 'hover:bg-stone-50',
      )}
    >
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className="truncate text-sm font-semibold text-stone-900">{message.to}</span>
        </span>
        <span className="mt-0.5 block truncate text-sm text-stone-700">{message.subject}</span>
        <time dateTime={message.date} className="mt-0.5 block text-xs text-stone-500">
          {formatDateTime(message.date, locale)}
        </time>
      </span>
      <ChevronRight
        className={cn('size-4 shrink-0 text-stone-300 group-hover:text-stone-500', selected && 'text-brand-500')}
        aria-hidden="true"
      />
    </button>
  );
}

/** Grey lines in the shape of the message list while it loads. */
export function MessageListSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label}>
      <div aria-hidden="true" className="animate-pulse divide-y divide-stone-100">
        {['a', 'b', 'c', 'd'].map((key) => (
          <div key={key} className="space-y-2 px-4 py-4">
            <div className="h-4 w-40 rounded bg-stone-200" />
            <div className="h-3.5 w-56 max-w-full rounded bg-stone-200/80" />
            <div className="h-3 w-28 rounded bg-stone-200/70" />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}
