/**
 * The list of the staff area's keyboard shortcuts (issue 23 item 12), a dialog. Its own module
 * (issue 22 §3): staff-shortcuts.tsx loads it, and radix-ui's dialog with it, when the list first
 * opens, so no staff page downloads the dialog before the first interaction.
 */
import { Dialog } from 'radix-ui';
import { Fragment, type RefObject } from 'react';
import { DialogCloseButton } from '#client/components/ui/dialog-close-button.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';

/** A key as the help shows it. */
function Key({ children }: { children: string }) {
  return (
    <kbd className="inline-grid min-w-7 place-items-center rounded-md border border-stone-300 bg-stone-50 px-1.5 py-0.5 font-mono text-xs font-semibold text-stone-700 shadow-[inset_0_-1px_0] shadow-stone-300">
      {children}
    </kbd>
  );
}

/**
 * The help dialog, open while `open`; `onOpenChange(false)` when closed (Escape, the close button,
 * a click outside). Focus returns to `returnFocus` (the header's Shortcuts button), as radix-ui's
 * own trigger would have it.
 */
export default function StaffShortcutsDialog({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslator();
  const rows: Array<{ keys: string[]; label: string }> = [
    { keys: ['/'], label: t('admin.shortcuts.search') },
    { keys: ['j', ']'], label: t('admin.shortcuts.next') },
    { keys: ['k', '['], label: t('admin.shortcuts.previous') },
    { keys: ['?'], label: t('admin.shortcuts.help') },
  ];

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50 backdrop-blur-[2px]" />
        <Dialog.Content
          id="staff-shortcuts-dialog"
          data-testid="shortcuts-dialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl shadow-stone-900/20 focus:outline-none sm:p-8"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <Dialog.Title className="font-display text-xl font-bold text-stone-900">
            {t('admin.shortcuts.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-1.5 text-sm text-stone-600">
            {t('admin.shortcuts.intro')}
          </Dialog.Description>
          <dl className="mt-5 divide-y divide-stone-100 text-sm">
            {rows.map((row) => (
              <div key={row.label} className="flex items-center justify-between gap-4 py-2.5">
                <dt className="text-stone-700">{row.label}</dt>
                <dd className="flex shrink-0 items-center gap-1.5 text-xs text-stone-500">
                  {row.keys.map((key, index) => (
                    <Fragment key={key}>
                      {index > 0 && t('admin.shortcuts.keyOr')}
                      <Key>{key}</Key>
                    </Fragment>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
          <DialogCloseButton label={t('admin.shortcuts.close')} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
