/**
 * One labelled text input (first made for the mock checkout, SPEC §2.8; also the email dialog and
 * the staff login and account forms): a real `<label>`, and the translated validation message under
 * the field, announced and tied to the input with aria-describedby.
 */
import { CircleAlert } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '#client/lib/cn.ts';

interface CheckoutFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  id: string;
  label: string;
  /** From react-hook-form's `register`. */
  registration: UseFormRegisterReturn;
  error?: string;
  /** Shown after the label of the one optional field, e.g. "(optional)". */
  optionalText?: string;
}

/** Label, input and error message; every field but the optional one is marked required. */
export function CheckoutField({
  id,
  label,
  registration,
  error,
  optionalText,
  className,
  ...input
}: CheckoutFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-800">
        {label}
        {optionalText && <span className="font-normal text-stone-500"> {optionalText}</span>}
      </label>
      <input
        id={id}
        {...registration}
        {...input}
        required={!optionalText}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'h-11 w-full rounded-xl border bg-white px-3.5 text-base text-stone-900 shadow-xs transition-colors sm:text-sm',
          'placeholder:text-stone-400 focus:ring-3 focus:outline-none',
          error
            ? 'border-red-500 focus:border-red-500 focus:ring-red-500/15'
            : 'border-stone-300 hover:border-stone-400 focus:border-brand-500 focus:ring-brand-500/20',
        )}
      />
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}
