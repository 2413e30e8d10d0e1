/**
 * Keyboard shortcuts of the staff area (issue 23 item 12), on every staff page through the admin
 * header: `/` puts the cursor in the page's search field, `?` opens the list of shortcuts (also a
 * "Shortcuts" button in the header from 768 px). The order page adds `j`/`]` and `k`/`[`
 * (use-order-navigation.hook.ts). Keys are read by react-hotkeys-hook, which leaves them alone
 * while the staff member types in a field.
 */
import { Keyboard } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { type Options, useHotkeys } from 'react-hotkeys-hook';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';

// Issue 22 §3: the dialog (and radix-ui's) loads when the list first opens, or when the pointer or
// the focus reaches the button, so no staff page downloads it up front.
const loadDialog = () => import('./staff-shortcuts-dialog.tsx');
const StaffShortcutsDialog = lazy(loadDialog);

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
  // Mounted from the first opening on, so radix-ui plays its close and returns the focus.
  const [mounted, setMounted] = useState(false);
  const openList = () => {
    setMounted(true);
    setOpen(true);
  };
  useHotkeys('?', openList, characterShortcut);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      {/* A phone has no keyboard to speak of: the button shows from 768 px (the keys work anyway). */}
      <div className="hidden md:block">
        <button
          ref={button}
          type="button"
          className={buttonClasses('ghost', 'sm')}
          aria-keyshortcuts="?"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? 'staff-shortcuts-dialog' : undefined}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={openList}
        >
          <Keyboard className="size-4" aria-hidden="true" />
          {t('admin.shortcuts.button')}
        </button>
      </div>
      {mounted && (
        <Suspense fallback={null}>
          <StaffShortcutsDialog open={open} onOpenChange={setOpen} returnFocus={button} />
        </Suspense>
      )}
    </>
  );
}
