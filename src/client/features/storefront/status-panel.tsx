/**
 * The centred one-card page of a link's outcome (email verified, reminders unsubscribed, …): an icon
 * in a tinted circle, then the text, announced politely as it changes.
 */
import type { ReactNode } from 'react';

/** Class of the panel's heading. */
export const statusPanelTitleClass =
  'mt-6 font-display text-3xl font-extrabold tracking-tight text-balance text-stone-900';
/** Class of the panel's paragraph. */
export const statusPanelBodyClass = 'mt-4 text-base leading-relaxed text-stone-600';

const tones = {
  brand: 'bg-brand-100 text-brand-700',
  success: 'bg-emerald-100 text-emerald-700',
  error: 'bg-red-100 text-red-700',
  muted: 'bg-stone-100 text-stone-500',
} as const;

/** The page's one centred card: an icon in a circle, then the text. */
export function StatusPanel(props: { icon: ReactNode; tone: keyof typeof tones; testId: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6 sm:py-20" data-testid={props.testId}>
      <span aria-hidden="true" className={`mx-auto grid size-16 place-items-center rounded-full ${tones[props.tone]}`}>
        {props.icon}
      </span>
      <div role="status" aria-live="polite">
        {props.children}
      </div>
    </div>
  );
}
