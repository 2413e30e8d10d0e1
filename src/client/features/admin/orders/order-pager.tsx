/**
 * Moving on from one order (issue 23 item 12): from 768 px, "Previous · 3 of 12 · Next" beside the
 * back link; on a phone, a bar fixed to the bottom of the screen, in reach of a thumb, with the
 * previous and next order of the list and a button to the status card, whose actions (start
 * production, ship, hold, cancel) are otherwise far down the page. The keys are
 * use-order-navigation.hook.ts's.
 */
import { ChevronLeft, ChevronRight, ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';
import { adminOrderPaths } from './admin-order-links.ts';
import type { OrderNeighbours } from './order-navigation.ts';

/** The status card's heading (order-status-card.tsx), where the phone bar's middle button goes. */
const statusHeadingId = 'order-status';

/**
 * The link to the previous or next order; a dimmed stand-in at the list's end. `compact`: the phone
 * bar's 44 px icon button (its name for screen readers only).
 */
function NeighbourLink({
  to,
  direction,
  compact = false,
}: {
  to: string | null;
  direction: 'previous' | 'next';
  compact?: boolean;
}) {
  const { t, locale } = useTranslator();
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  const label = t(`adminOrders.order.navigation.${direction}`);
  const classes = buttonClasses('outline', compact ? 'md' : 'sm');
  const content = compact ? (
    <>
      <Icon className="size-5" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </>
  ) : (
    <>
      {direction === 'previous' && <Icon className="size-4" aria-hidden="true" />}
      {label}
      {direction === 'next' && <Icon className="size-4" aria-hidden="true" />}
    </>
  );
  if (!to) {
    return (
      <span aria-disabled="true" className={cn(classes, 'opacity-50')}>
        {content}
      </span>
    );
  }
  return (
    <Link
      to={adminOrderPaths.order(locale, to)}
      className={classes}
      title={t(`adminOrders.order.navigation.${direction}Title`)}
      aria-keyshortcuts={direction === 'previous' ? 'k [' : 'j ]'}
      data-testid={`order-${direction}`}
    >
      {content}
    </Link>
  );
}

/** Previous, position and next beside the back link (from 768 px); nothing without a list. */
export function OrderPager({ neighbours }: { neighbours: OrderNeighbours | null }) {
  const { t } = useTranslator();
  if (!neighbours) return null;
  return (
    <nav
      aria-label={t('adminOrders.order.navigation.label')}
      className="hidden items-center gap-2 md:flex"
      data-testid="order-pager"
    >
      <NeighbourLink to={neighbours.previous} direction="previous" />
      <span className="text-sm text-stone-600 tabular-nums" data-testid="order-position">
        {t('adminOrders.order.navigation.position', { position: neighbours.position, total: neighbours.total })}
      </span>
      <NeighbourLink to={neighbours.next} direction="next" />
    </nav>
  );
}

/** The phone's bottom bar (below 768 px): previous, status and actions, next. */
export function OrderActionBar({ neighbours }: { neighbours: OrderNeighbours | null }) {
  const { t } = useTranslator();
  const toStatus = () => {
    const heading = document.getElementById(statusHeadingId);
    heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <>
      {/* Room for the bar, so it never covers the end of the page. */}
      <div aria-hidden="true" className="h-20 md:hidden" />
      <nav
        aria-label={t('adminOrders.order.navigation.label')}
        className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-2 border-t border-stone-200 bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(28_25_23/0.06)] backdrop-blur md:hidden"
        data-testid="order-action-bar"
      >
        {neighbours && <NeighbourLink to={neighbours.previous} direction="previous" compact />}
        <button
          type="button"
          onClick={toStatus}
          className={buttonClasses('primary', 'md', 'min-w-0 flex-1')}
          data-testid="order-to-status"
        >
          <ListChecks className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{t('adminOrders.order.navigation.actions')}</span>
        </button>
        {neighbours && <NeighbourLink to={neighbours.next} direction="next" compact />}
      </nav>
    </>
  );
}
