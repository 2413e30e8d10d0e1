/**
 * Print honesty (issue 8, issue 20 §3): when what is printed gives less than `minimumPrintDpi` at the
 * print size, the customer is told before paying, on the customize page (in the preview and next to
 * the checkout button) and on the email-order page. `kind` says what limits the print: the customer's
 * `photo` (a larger one helps) or the `artwork` itself (a provider's or staff's image).
 */
import { TriangleAlert } from 'lucide-react';
import type { Translator } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { minimumPrintDpi } from '#shared/artwork.ts';

/** What limits a print's DPI: the photo (upload a larger one) or the artwork as made. */
export type DpiLimit = 'photo' | 'artwork';

/** `compact`: one sentence (beside the checkout button); otherwise a title and the advice. */
export function DpiWarning({
  t,
  dpi,
  kind = 'photo',
  compact = false,
  testId,
}: {
  t: Translator;
  dpi: number;
  kind?: DpiLimit;
  compact?: boolean;
  testId: string;
}) {
  const values = { dpi, min: minimumPrintDpi };
  const artwork = kind === 'artwork';
  return (
    <div
      role="note"
      data-testid={testId}
      data-dpi={dpi}
      data-kind={kind}
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
        <p>{t(artwork ? 'customize.artwork.dpi.artworkShort' : 'customize.artwork.dpi.short', values)}</p>
      ) : (
        <div>
          <p className="font-semibold">
            {t(artwork ? 'customize.artwork.dpi.artworkTitle' : 'customize.artwork.dpi.title')}
          </p>
          <p className="mt-1 leading-relaxed">
            {t(artwork ? 'customize.artwork.dpi.artworkBody' : 'customize.artwork.dpi.body', values)}
          </p>
        </div>
      )}
    </div>
  );
}
