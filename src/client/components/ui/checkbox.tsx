/**
 * Checkbox in the shop's style: a native `<input type="checkbox">` (keyboard, form and screen
 * reader behaviour come from the browser) drawn as a rounded square with a tick.
 *
 * Not Radix's Checkbox (issue 22 §2): it keeps its button in state set from a ref and measures its
 * indicator's animation with `getComputedStyle` while React commits, which on the customize and
 * email-order pages forced a style recalculation and a synchronous re-render inside hydration's
 * commit, the longest task of the page on a phone.
 */
import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

/** A square checkbox; `onCheckedChange` gets the new state, other props go to the `<input>` (id, aria-*, data-testid). */
export function Checkbox({
  className,
  onCheckedChange,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'onChange'> & { onCheckedChange?: (checked: boolean) => void }) {
  return (
    <span className={cn('relative grid size-5 shrink-0 place-items-center', className)}>
      <input
        type="checkbox"
        className={cn(
          'peer absolute inset-0 m-0 cursor-pointer appearance-none rounded-md border border-stone-300 bg-white transition-colors',
          'checked:border-brand-600 checked:bg-brand-600',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          'disabled:cursor-not-allowed disabled:opacity-50',
        )}
        onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
        {...props}
      />
      <Check
        className="pointer-events-none relative hidden size-3.5 text-white peer-checked:block"
        strokeWidth={3}
        aria-hidden="true"
      />
    </span>
  );
}
