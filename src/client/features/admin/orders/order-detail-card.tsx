/** The labelled detail cards of the staff order page (issue 7 §3): a titled card of term/value rows. */
import type { ReactNode } from 'react';
import { Card } from '#client/components/ui/card.tsx';

/** A card with a heading (`id` names the region), a definition list of `Detail` rows and an optional `footer`. */
export function DetailCard({
  id,
  title,
  children,
  footer,
}: {
  id: string;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id} className="p-4 sm:p-6">
      <h2 id={id} className="font-display text-lg font-bold text-stone-900">
        {title}
      </h2>
      <dl className="mt-3 divide-y divide-stone-100 text-sm">{children}</dl>
      {footer}
    </Card>
  );
}

/** One row: the label and its value. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 py-2.5">
      <dt className="text-stone-500">{label}</dt>
      <dd className="min-w-0 text-stone-900">{children}</dd>
    </div>
  );
}
