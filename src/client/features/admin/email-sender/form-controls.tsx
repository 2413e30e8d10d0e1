/**
 * Small form pieces of the email sender: the shop's input look (as the checkout and login fields) and
 * a label that marks required fields visibly and optional ones in words.
 */
import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

/** Tailwind classes of a text input or select; `invalid` turns the border red. */
export function inputClasses(invalid = false, extra?: string): string {
  return cn(
    'h-11 w-full min-w-0 rounded-xl border bg-white px-3.5 text-base text-stone-900 shadow-xs transition-colors sm:text-sm',
    'placeholder:text-stone-400 focus:ring-3 focus:outline-none disabled:bg-stone-50 disabled:text-stone-500',
    invalid
      ? 'border-red-500 focus:border-red-500 focus:ring-red-500/15'
      : 'border-stone-300 hover:border-stone-400 focus:border-brand-500 focus:ring-brand-500/20',
    extra,
  );
}

/** A field label; `required` adds a red star (the input itself carries `required` for assistive tech). */
export function FieldLabel({
  htmlFor,
  children,
  required = false,
  optionalText,
}: {
  htmlFor: string;
  children: ReactNode;
  required?: boolean;
  /** Shown after the label of an optional field, e.g. "(optional)". */
  optionalText?: string;
}) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-stone-800">
      {children}
      {required && (
        <span className="ml-0.5 text-red-600" aria-hidden="true">
          *
        </span>
      )}
      {optionalText && <span className="font-normal text-stone-500"> {optionalText}</span>}
    </label>
  );
}
