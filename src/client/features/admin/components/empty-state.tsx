/** The empty and the no-match states of the staff lists (SPEC §4 empty state). */
import type { LucideIcon } from 'lucide-react';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/cn.ts';

/**
 * An empty list: an icon, what it means, a hint and an optional `action` (e.g. a link to the page
 * that fills it). Inside a list's card by default; `card` makes it a card of its own, spaced by
 * `className`. `hintWidth` is the hint's measure (Tailwind `max-w-sm` or `max-w-md`).
 */
export function EmptyState({
  icon: Icon,
  title,
  hint,
  action,
  testId,
  card = false,
  className,
  hintWidth = 'sm',
}: {
  icon: LucideIcon;
  title: string;
  hint: string;
  action?: ReactNode;
  testId: string;
  card?: boolean;
  className?: string;
  hintWidth?: 'sm' | 'md';
}) {
  const Box = card ? Card : 'div';
  return (
    <Box className={cn(className, 'px-6 py-16 text-center')} data-testid={testId}>
      <span className="mx-auto grid size-12 place-items-center rounded-2xl bg-stone-100 text-stone-500">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-4 font-medium text-stone-900">{title}</p>
      <p className={cn('mx-auto mt-1 text-sm text-stone-600', hintWidth === 'md' ? 'max-w-md' : 'max-w-sm')}>{hint}</p>
      {action}
    </Box>
  );
}

/** A search that found nothing: `message` (which names the search) and a button that clears it. */
export function NoMatches({
  message,
  clearLabel,
  onClear,
  testId = 'admin-list-no-matches',
}: {
  message: string;
  clearLabel: string;
  onClear: () => void;
  testId?: string;
}) {
  return (
    <div className="px-6 py-14 text-center" data-testid={testId}>
      <SearchX className="mx-auto size-8 text-stone-400" aria-hidden="true" />
      <p className="mt-3 font-medium text-stone-900">{message}</p>
      <Button variant="ghost" size="sm" className="mt-3" onClick={onClear}>
        {clearLabel}
      </Button>
    </div>
  );
}
