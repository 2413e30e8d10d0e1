/** A numbered section heading ("1 Upload your photo") used to walk the customer through the steps. */
import type { ReactNode } from 'react';

/** Renders an `<h2>` preceded by a round step number. */
export function StepHeading({ step, id, children }: { step: number; id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className="flex items-center gap-3 font-display text-lg font-bold text-stone-900">
      <span
        aria-hidden="true"
        className="grid size-7 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-700"
      >
        {step}
      </span>
      {children}
    </h2>
  );
}
