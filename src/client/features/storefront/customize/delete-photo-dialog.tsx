/**
 * 'Delete your photo?' (issue 17 point 6): the customize page's confirmation before the photo and
 * the artwork made from it are deleted on the server (`DELETE /api/customers/:id/photo`). A Radix
 * alert dialog like the shop's other dialogs: focus starts on Cancel, Escape cancels, and it stays
 * open (both buttons disabled) while the deletion runs; the caller closes it once it succeeded.
 */
import { LoaderCircle, Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { Button } from '#client/components/ui/button.tsx';
import type { Translator } from '#client/i18n/i18n.ts';

interface DeletePhotoDialogProps {
  t: Translator;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Deletes the photo; the dialog shows progress until the caller closes it. */
  onConfirm: () => void;
  deleting: boolean;
}

export function DeletePhotoDialog({ t, open, onOpenChange, onConfirm, deleting }: DeletePhotoDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !deleting && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50 backdrop-blur-[2px]" />
        <AlertDialog.Content
          data-testid="delete-photo-dialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl shadow-stone-900/20 focus:outline-none sm:p-8"
        >
          <div className="flex items-start gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-red-100 text-red-700">
              <Trash2 className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 space-y-1.5">
              <AlertDialog.Title className="font-display text-xl font-bold text-stone-900">
                {t('customize.deletePhoto.title')}
              </AlertDialog.Title>
              <AlertDialog.Description className="text-sm leading-relaxed text-stone-600">
                {t('customize.deletePhoto.description')}
              </AlertDialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={deleting} data-testid="delete-photo-cancel">
                {t('customize.deletePhoto.cancel')}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the server answered. */}
            <Button
              className="bg-red-600 shadow-red-900/10 hover:bg-red-700"
              onClick={onConfirm}
              disabled={deleting}
              data-testid="delete-photo-confirm"
            >
              {deleting ? (
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              ) : (
                <Trash2 className="size-4" aria-hidden="true" />
              )}
              {deleting ? t('customize.deletePhoto.deleting') : t('customize.deletePhoto.confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
