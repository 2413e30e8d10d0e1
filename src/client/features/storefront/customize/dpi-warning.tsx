/**
 * Print honesty (issue 8): when the photo gives less than `minimumPrintDpi` at the print size, the
 * customer is told before paying, in the preview and next to the checkout button.
 */
import { TriangleAlert } from 'lucide-react';
import type { Translator } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { minimumPrintDpi } from '#shared/artwork.ts';

/** `compact`: one sentence (beside the checkout button); otherwise a title and the advice. */
export function DpiWarning({
  t,
  dpi,
  compact = false,
  testId,
}: {
  t: Translator;
  dpi: number;
  compact?: boolean;
  testId: string;
}) {
  const values = { dpi, min: minimumPrintDpi };
  return (
    <div
      role="note"
      data-testid={testId}
      data-dpi={dpi}
      className={cn(
        'flex gap-2.5 rounded-2xl border border-amber-300 bg-amber-50 text-amber-900',
        compact ? 'p-3 text-xs leading-relaxed' : 'p-4 text-sm',
      )}
    >
      <TriangleAlert
        className={cn('shrink-0 text-amber-600', compact ? 'size-4' : 'mt-0.5 size-5')}
        aria-hidden="true"
      />
      {compact ? (
        <p>{t('customize.artwork.dpi.short', values)}</p>
      ) : (
        <div>
          <p className="font-semibold">{t('customize.artwork.dpi.title')}</p>
          <p className="mt-1 leading-relaxed">{t('customize.artwork.dpi.body', values)}</p>
        </div>
      )}
    </div>
  );
}
