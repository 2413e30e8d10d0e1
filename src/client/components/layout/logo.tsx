/** The wowtees word mark with its shirt badge. */
import { Shirt } from 'lucide-react';

/** Logo artwork only; the caller wraps it in a link with an accessible name. */
export function Logo() {
  return (
    <span className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-xl bg-gradient-to-br from-brand-400 to-brand-600 text-white shadow-sm shadow-brand-700/30"
      >
        <Shirt className="size-5" strokeWidth={2.25} />
      </span>
      <span className="font-display text-xl font-extrabold tracking-tight text-stone-900">
        wow<span className="text-brand-600">tees</span>
      </span>
    </span>
  );
}
