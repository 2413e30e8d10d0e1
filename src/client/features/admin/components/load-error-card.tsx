/** The error box of a staff page or list that could not load (SPEC §4 error state), with Try again. */
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/cn.ts';

/**
 * `message` says what failed, `detail` (optional) why; `onRetry` loads again. `className` spaces the
 * card (default `mt-8`); `narrowText` keeps the lines to 28 rem (default) rather than the card's width.
 */
export function LoadErrorCard({
  message,
  detail,
  onRetry,
  retryLabel,
  testId = 'admin-list-error',
  className = 'mt-8',
  narrowText = true,
}: {
  message: string;
  detail?: string;
  onRetry: () => void;
  retryLabel: string;
  testId?: string;
  className?: string;
  narrowText?: boolean;
}) {
  const measure = narrowText && 'mx-auto max-w-md';
  return (
    <Card className={cn(className, 'p-6 text-center sm:p-10')} role="alert" data-testid={testId}>
      <span className="mx-auto grid size-12 place-items-center rounded-2xl bg-red-50 text-red-600">
        <TriangleAlert className="size-6" aria-hidden="true" />
      </span>
      <p className={cn(measure, 'mt-4 font-medium text-stone-900')}>{message}</p>
      {detail && <p className={cn(measure, 'mt-1 text-sm text-stone-600')}>{detail}</p>}
      <Button className="mt-5" onClick={onRetry}>
        <RefreshCw className="size-4" aria-hidden="true" />
        {retryLabel}
      </Button>
    </Card>
  );
}
