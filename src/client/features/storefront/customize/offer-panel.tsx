/**
 * Offer panel shown once an image is chosen (SPEC §2.5, §4): the preview is slow, so the customer
 * either gets it by email later ('Get preview to email later', opens the email dialog) or orders
 * now, without waiting, with the storefront discount. The discount is stated as the money it saves
 * on the chosen product's total (issue 11, ADR 0009), not as a percentage the price sets do not keep.
 */
import { CheckCircle2, Mail, Sparkles } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import type { Translator } from '#client/i18n/i18n.ts';

interface OfferPanelProps {
  t: Translator;
  /** What ordering now saves on the total, formatted (e.g. `$4.44`); null when it saves nothing. */
  saving: string | null;
  applied: boolean;
  /** The chosen style's artwork is ready: the heading says so instead of "almost ready" (issue 23 point 6). */
  artworkReady: boolean;
  onOrderNow: () => void;
  onPreviewLater: () => void;
}

/** The two choices; after 'Order now with discount' it shows the discount as applied. */
export function OfferPanel({ t, saving, applied, artworkReady, onOrderNow, onPreviewLater }: OfferPanelProps) {
  return (
    <section
      aria-labelledby="offer-heading"
      data-testid="offer-panel"
      className="relative overflow-hidden rounded-3xl border border-brand-200 bg-gradient-to-br from-brand-50 via-white to-amber-50 p-5 sm:p-6"
    >
      <div className="flex items-start gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-brand-600 text-white shadow-sm shadow-brand-700/30">
          <Sparkles className="size-5" aria-hidden="true" />
        </span>
        <div className="space-y-2">
          <h2 id="offer-heading" className="font-display text-lg font-bold text-stone-900">
            {artworkReady ? t('customize.offer.headingReady') : t('customize.offer.heading')}
          </h2>
          <p className="text-sm leading-relaxed text-stone-600">
            {t('customize.offer.body')}
            {saving && (
              <>
                {' '}
                <strong
                  className="font-semibold text-stone-900 group-data-[prices=loading]/prices:invisible"
                  data-testid="offer-saving"
                >
                  {t('customize.offer.saving', { amount: saving })}
                </strong>
              </>
            )}
          </p>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button
          data-testid="order-now-discount"
          onClick={onOrderNow}
          disabled={applied}
          variant={applied ? 'outline' : 'primary'}
          className="w-full sm:w-auto"
        >
          {applied ? (
            <CheckCircle2 className="size-4" aria-hidden="true" />
          ) : (
            <Sparkles className="size-4" aria-hidden="true" />
          )}
          {saving ? t('customize.offer.orderNow') : t('customize.offer.orderNowPlain')}
        </Button>
        <Button data-testid="preview-later" variant="outline" onClick={onPreviewLater} className="w-full sm:w-auto">
          <Mail className="size-4" aria-hidden="true" />
          {t('customize.offer.previewLater')}
        </Button>
        {applied && saving && (
          <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-700">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {t('customize.offer.applied')}
          </span>
        )}
      </div>
    </section>
  );
}
