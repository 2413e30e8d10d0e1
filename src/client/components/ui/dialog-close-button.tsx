/**
 * The round "×" in a dialog's top right corner (radix `Dialog.Close`), with its label for screen
 * readers; shared by the storefront's and the staff area's dialogs.
 */
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';

/** @param label the translated name of the action, e.g. "Close". */
export function DialogCloseButton({ label }: { label: string }) {
  return (
    <Dialog.Close asChild>
      <button
        type="button"
        className="absolute top-4 right-4 grid size-9 place-items-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <X className="size-5" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </button>
    </Dialog.Close>
  );
}
