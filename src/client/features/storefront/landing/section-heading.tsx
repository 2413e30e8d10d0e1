/** The eyebrow + title + intro block that opens each landing section. */
import type { ReactNode } from 'react';

/** Centered section heading; `id` goes on the `<h2>` for the section's `aria-labelledby`. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-bold tracking-widest text-brand-600 uppercase">{eyebrow}</p>
      <h2
        id={id}
        className="mt-2 font-display text-3xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-4xl"
      >
        {title}
      </h2>
      {children && <p className="mt-4 text-base leading-relaxed text-pretty text-stone-600 sm:text-lg">{children}</p>}
    </header>
  );
}
