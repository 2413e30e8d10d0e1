/**
 * Keyboard shortcuts of the staff area (issue 23 item 12), on every staff page through the admin
 * header: `/` puts the cursor in the page's search field, `?` opens the list of shortcuts (also a
 * "Shortcuts" button in the header from 768 px). The order page adds `j`/`]` and `k`/`[`
 * (use-order-navigation.hook.ts). Keys are read by react-hotkeys-hook, which leaves them alone
 * while the staff member types in a field.
 */
import { Keyboard, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Fragment, useState } from 'react';
import { type Options, useHotkeys } from 'react-hotkeys-hook';
import { Button } from '#client/components/ui/button.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';

/**
 * Options of a one-character shortcut: matched on the character typed (`/` is Shift+7 on a German
 * keyboard), never with Ctrl, Alt or Meta (the browser's and the system's own shortcuts), and not
 * while typing in a field (react-hotkeys-hook's default).
 */
export const characterShortcut: Options = {
  useKey: true,
  ignoreModifiers: true,
  ignoreEventWhen: (event) => event.ctrlKey || event.metaKey || event.altKey,
  preventDefault: true,
};

/** The search field of the page (the staff lists' SearchField), if it has one. */
function pageSearchField(): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>('main input[type="search"]:not([disabled])');
}

/** A key as the help shows it. */
function Key({ children }: { children: string }) {
  return (
    <kbd className="inline-grid min-w-7 place-items-center rounded-md border border-stone-300 bg-stone-50 px-1.5 py-0.5 font-mono text-xs font-semibold text-stone-700 shadow-[inset_0_-1px_0] shadow-stone-300">
      {children}
    </kbd>
  );
}

/** The shortcuts' registration, the header's "Shortcuts" button and the help dialog. */
export function StaffShortcuts() {
  const { t } = useTranslator();
  const [open, setOpen] = useState(false);
  useHotkeys(
    '/',
    () => {
      const field = pageSearchField();
      field?.focus();
      field?.select();
    },
    characterShortcut,
  );
  useHotkeys('?', () => setOpen(true), characterShortcut);

  const rows: Array<{ keys: string[]; label: string }> = [
    { keys: ['/'], label: t('admin.shortcuts.search') },
    { keys: ['j', ']'], label: t('admin.shortcuts.next') },
    { keys: ['k', '['], label: t('admin.shortcuts.previous') },
    { keys: ['?'], label: t('admin.shortcuts.help') },
  ];

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {/* A phone has no keyboard to speak of: the button shows from 768 px (the keys work anyway). */}
      <div className="hidden md:block">
        <Dialog.Trigger asChild>
          <Button variant="ghost" size="sm" aria-keyshortcuts="?">
            <Keyboard className="size-4" aria-hidden="true" />
            {t('admin.shortcuts.button')}
          </Button>
        </Dialog.Trigger>
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50 backdrop-blur-[2px]" />
        <Dialog.Content
          data-testid="shortcuts-dialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl shadow-stone-900/20 focus:outline-none sm:p-8"
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
          <Dialog.Close asChild>
            <button
              type="button"
              className="absolute top-4 right-4 grid size-9 place-items-center rounded-xl text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">{t('admin.shortcuts.close')}</span>
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
