/** Card surface: white, rounded, softly outlined. */
import type { HTMLAttributes } from 'react';
import { cn } from '#client/lib/cn.ts';

/** A rounded white panel; `as="section"` for a landmark region (give it `aria-labelledby`). */
export function Card({
  as: Tag = 'div',
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: 'div' | 'section' }) {
  return (
    <Tag
      className={cn('rounded-3xl border border-stone-200/80 bg-white shadow-sm shadow-stone-900/[0.03]', className)}
      {...props}
    />
  );
}
