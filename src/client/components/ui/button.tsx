/** Button primitives: one look for buttons and for links styled as buttons. */
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '#client/lib/cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-600 text-white shadow-sm shadow-brand-900/10 hover:bg-brand-700 disabled:bg-stone-300 disabled:text-stone-600 disabled:shadow-none',
  secondary: 'bg-stone-900 text-white hover:bg-stone-700 disabled:bg-stone-300 disabled:text-stone-600',
  outline:
    'border border-stone-300 bg-white text-stone-800 hover:border-stone-400 hover:bg-stone-50 disabled:text-stone-400',
  ghost: 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-13 px-6 text-base',
};

/** Tailwind classes of a button; use on `<Link>`/`<a>` to make them look like buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
    'disabled:cursor-not-allowed',
    variants[variant],
    sizes[size],
    extra,
  );
}

/** A `<button type="button">` in one of the shop's styles. */
export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
