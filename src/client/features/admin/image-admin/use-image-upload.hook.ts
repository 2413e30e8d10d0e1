/**
 * Replacing an image in the image admin (SPEC §2.12, §4 uploading flag, §8; `POST /api/admin/users/image`):
 * the chosen file with its local preview, and the upload. Messages of SPEC §8: 'Image uploaded
 * successfully!'; for the photo 'Failed to update user image'; for the artwork 'Failed to upload
 * generated image' when the file itself is refused or never arrives, 'Failed to update user
 * generated image' otherwise.
 */
import { type ChangeEvent, useEffect, useState } from 'react';
import type { Translator } from '#client/i18n/i18n.ts';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminImagesApi } from '#client/lib/admin-images-api.ts';
import { isApiError } from '#client/lib/api-error.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import type { StaffImageKind } from '#shared/api/admin.schemas.ts';
import type { Locale } from '#shared/locales.ts';

/** A file staff chose, with the object URL of its local preview. */
interface ChosenFile {
  file: File;
  previewUrl: string;
}

/** Failures that mean the file itself was refused or never arrived. */
const fileProblems = new Set<string>([
  'FILE_MISSING',
  'FILE_TOO_LARGE',
  'NOT_AN_IMAGE',
  'IMAGE_UNREADABLE',
  'IMAGE_TOO_MANY_PIXELS',
  'IMAGE_PROCESSING_TIMEOUT',
  'INVALID_MULTIPART',
  'REQUEST_TOO_LARGE',
  'NETWORK_ERROR',
]);

/** The SPEC §8 title of a failed upload (see the file comment); `error` null: refused before sending. */
function failureTitle(kind: StaffImageKind, error: unknown, t: Translator): string {
  if (kind === 'upload') return t('adminImages.messages.updateImageFailed');
  const fileProblem = error === null || (isApiError(error) && fileProblems.has(error.code));
  return fileProblem
    ? t('adminImages.messages.uploadGeneratedFailed')
    : t('adminImages.messages.updateGeneratedFailed');
}

/**
 * @param target what the image is stored for: its `kind`, the checked `email`, the chosen record
 * (`customerId`, null for the email alone) and the `locale` stored with it.
 * @param onUploaded called after a successful upload, to re-read what the tabs show.
 * @returns `chosen` (the previewed file, or null), `choose` (the file input's change handler;
 * refuses a non-image with a toast), `cancel()`, `uploading` and `upload()`, which never throws.
 */
export function useImageUpload(
  target: { kind: StaffImageKind; email: string; customerId: string | null; locale: Locale },
  onUploaded: () => void,
) {
  const { t } = useTranslator();
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const { kind, email, customerId, locale } = target;

  // The local preview's object URL lives as long as it is shown.
  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.previewUrl);
  }, [chosen]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a cancel.
    event.target.value = '';
    if (!file) return;
    if (file.type && !file.type.startsWith('image/')) {
      toast.error(failureTitle(kind, null, t), { description: t('errors.NOT_AN_IMAGE') });
      return;
    }
    setChosen({ file, previewUrl: URL.createObjectURL(file) });
  };

  const upload = async () => {
    if (!chosen) return;
    setUploading(true);
    try {
      await adminImagesApi.uploadImage({ email, locale, kind, customerId, file: chosen.file });
      toast.success(t('adminImages.messages.uploadSuccess'));
      setChosen(null);
      onUploaded();
    } catch (error) {
      toast.error(failureTitle(kind, error, t), { description: errorMessage(t, error) });
    } finally {
      setUploading(false);
    }
  };

  return { chosen, choose, cancel: () => setChosen(null), uploading, upload: () => void upload() };
}
