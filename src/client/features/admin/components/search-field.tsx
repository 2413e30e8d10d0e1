/**
 * The email search box of the staff lists: a labelled search input with an icon and a clear button;
 * `/` puts the cursor in it (issue 23 item 12, staff-shortcuts.tsx), which a key hint says from 768 px.
 */
import { Search, X } from 'lucide-react';

/**
 * The field's parts, for a `relative` wrapper the caller provides (a `<search>` form or a plain box).
 * `value` is what the input shows; the clear button (shown while it is not empty) calls `onClear`.
 */
export function SearchField({
  id,
  label,
  placeholder,
  clearLabel,
  value,
  onChange,
  onClear,
  disabled,
  maxLength,
}: {
  id: string;
  label: string;
  placeholder: string;
  clearLabel: string;
  value: string;
  onChange: (value: string) => void;
  onClear: () => void;
  disabled?: boolean;
  maxLength?: number;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        disabled={disabled}
        aria-keyshortcuts="/"
        className="h-10 w-full rounded-xl border border-stone-300 bg-white pr-9 pl-9 text-base text-stone-900 placeholder:text-stone-400 hover:border-stone-400 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none disabled:bg-stone-50 sm:text-sm [&::-webkit-search-cancel-button]:hidden"
      />
      {!value && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 hidden -translate-y-1/2 md:block"
        >
          <kbd className="rounded-md border border-stone-300 bg-stone-50 px-1.5 font-mono text-xs text-stone-500">
            /
          </kbd>
        </span>
      )}
      {value && (
        <button
          type="button"
          onClick={onClear}
          aria-label={clearLabel}
          className="absolute top-1/2 right-2 grid size-7 -translate-y-1/2 place-items-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </>
  );
}
