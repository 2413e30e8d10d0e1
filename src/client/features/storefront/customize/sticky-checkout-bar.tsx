/**
 * The phone's checkout bar (issue 11, under 768 px, SPEC §9 breakpoint): once the customer has an
 * image, the total and the checkout button stay at the bottom of the screen. It never hides what it
 * would cover: it steps aside while the page's own checkout block (terms, their error, the button)
 * or the footer is in view (IntersectionObserver), and a spacer of its height ends the page.
 * Issue 23 point 7: it names the size and colour it would buy, and until the customer has picked
 * both itself its button leads to the pickers instead of paying for defaults they never saw.
 */
import { LoaderCircle, Lock, Ruler } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';

/** Elements whose visibility sends the bar away: the in-page checkout block and the footer. */
const coveredSelectors = ['#checkout-actions', '[data-testid="site-footer"]'];

/** Whether any element matching `selectors` is (partly) in the viewport; false until measured. */
function useAnyInView(selectors: readonly string[], active: boolean): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!active || !('IntersectionObserver' in window)) return;
    const targets = selectors.flatMap((s) => [...document.querySelectorAll(s)]);
    const visible = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target);
        else visible.delete(entry.target);
      }
      setInView(visible.size > 0);
    });
    for (const target of targets) observer.observe(target);
    return () => observer.disconnect();
  }, [selectors, active]);
  return inView;
}

interface StickyCheckoutBarProps {
  t: Translator;
  /** Formatted total the checkout will charge, e.g. `$49.99`. */
  total: string;
  /** Formatted undiscounted total, struck through beside it; null without a saving. */
  originalTotal: string | null;
  label: string;
  /** What the checkout buys, e.g. `T-Shirt · M · White`. */
  selection: string;
  /** Size or colour not yet picked by the customer: the button says so and calls `onChoose`. */
  needsChoice: boolean;
  /** Brings the customer to the first picker not yet chosen. */
  onChoose: () => void;
  busy: boolean;
  disabled: boolean;
  onCheckout: () => void;
}

/** `data-testid="sticky-checkout-bar"` (`data-hidden` while stepped aside); hidden from 768 px on. */
export function StickyCheckoutBar({
  t,
  total,
  originalTotal,
  label,
  selection,
  needsChoice,
  onChoose,
  busy,
  disabled,
  onCheckout,
}: StickyCheckoutBarProps) {
  const covering = useAnyInView(coveredSelectors, true);
  return (
    <>
      {/* The page's end: the last content can always scroll above the bar. */}
      <div aria-hidden="true" className="h-28 md:hidden" data-testid="sticky-checkout-spacer" />
      <section
        aria-label={t('customize.checkout.stickyLabel')}
        data-testid="sticky-checkout-bar"
        data-hidden={covering || undefined}
        inert={covering || undefined}
        className={cn(
          'fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 px-4 pt-3 shadow-[0_-8px_24px_-12px_rgb(0_0_0/0.25)] backdrop-blur md:hidden',
          'pb-[max(0.75rem,env(safe-area-inset-bottom))] transition-transform duration-200 motion-reduce:transition-none',
          covering && 'translate-y-full shadow-none',
        )}
      >
        <p
          className="mx-auto mb-1 max-w-md truncate text-xs font-semibold text-stone-700"
          data-testid="sticky-selection"
        >
          {selection}
        </p>
        <div className="mx-auto flex max-w-md items-center justify-between gap-3">
          <div className="shrink-0">
            <p className="flex items-baseline gap-1.5 text-xs font-medium text-stone-500">
              {t('customize.price.total')}
              {originalTotal && (
                <s className="text-stone-400 group-data-[prices=loading]/prices:invisible">{originalTotal}</s>
              )}
            </p>
            <p
              className="text-xl font-extrabold whitespace-nowrap text-stone-900 group-data-[prices=loading]/prices:invisible"
              data-testid="sticky-total"
            >
              {total}
            </p>
          </div>
          <Button
            size="lg"
            className="min-w-0 flex-1 px-4 text-balance"
            data-testid="sticky-checkout-button"
            data-needs-choice={needsChoice || undefined}
            variant={needsChoice ? 'secondary' : undefined}
            disabled={disabled && !needsChoice}
            onClick={needsChoice ? onChoose : onCheckout}
          >
            {needsChoice ? (
              <Ruler className="size-4" aria-hidden="true" />
            ) : busy ? (
              <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
            ) : (
              <Lock className="size-4" aria-hidden="true" />
            )}
            {needsChoice ? t('customize.checkout.chooseSizeColor') : label}
          </Button>
        </div>
      </section>
    </>
  );
}
