/**
 * One tab of the image admin (SPEC §2.12 "each showing the current image and an upload button with
 * preview", §4 uploading flag): the current image, and a chosen file previewed locally before it is
 * sent with 'Upload image' (state, calls and SPEC §8 messages in use-image-upload.hook.ts).
 */
import { ExternalLink, ImageOff, ImageUp, LoaderCircle, Upload, X } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import type { StaffImageKind } from '#shared/api/admin.schemas.ts';
import type { Locale } from '#shared/locales.ts';
import { useImageUpload } from './use-image-upload.hook.ts';

interface ImageUploadPanelProps {
  kind: StaffImageKind;
  /** The checked email the image is stored for. */
  email: string;
  /** The record staff chose (issue 17 §1); null: the image is kept for the email alone. */
  customerId: string | null;
  /** Language stored with the image (and given to a customer without one). */
  locale: Locale;
  currentUrl: string | null;
  /** Called after a successful upload, to re-read what the tabs show. */
  onUploaded(): void;
}

export function ImageUploadPanel({ kind, email, customerId, locale, currentUrl, onUploaded }: ImageUploadPanelProps) {
  const { t } = useTranslator();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { chosen, choose, cancel, uploading, upload } = useImageUpload({ kind, email, customerId, locale }, onUploaded);

  return (
    <div data-testid={`image-admin-panel-${kind}`}>
      <p className="text-sm text-stone-600">
        {kind === 'upload' ? t('adminImages.panel.hintUpload') : t('adminImages.panel.hintGenerated')}
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:gap-4">
        <figure className="min-w-0">
          <figcaption className={captionClass}>{t('adminImages.panel.current')}</figcaption>
          <ImageFrame>
            {currentUrl ? (
              <img
                src={currentUrl}
                alt={t(`adminImages.panel.currentAlt.${kind}`)}
                className="size-full object-contain"
                data-testid={`image-admin-current-${kind}`}
              />
            ) : (
              <span className="flex flex-col items-center gap-2 text-sm text-stone-500">
                <ImageOff className="size-7" aria-hidden="true" />
                {t('adminImages.panel.none')}
              </span>
            )}
          </ImageFrame>
          {currentUrl && (
            <a
              href={currentUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              {t('adminImages.panel.openFull')}
              <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
            </a>
          )}
        </figure>
        <figure className="min-w-0">
          <figcaption className={captionClass}>{t('adminImages.panel.newImage')}</figcaption>
          <ImageFrame dashed={!chosen}>
            {chosen ? (
              <img
                src={chosen.previewUrl}
                alt={t('adminImages.panel.previewAlt')}
                className="size-full object-contain"
                data-testid={`image-admin-preview-${kind}`}
              />
            ) : (
              <label
                htmlFor={inputId}
                className="flex size-full cursor-pointer flex-col items-center justify-center gap-2 text-sm font-medium text-stone-600 hover:text-brand-700"
              >
                <ImageUp className="size-7" aria-hidden="true" />
                {t('adminImages.panel.choose')}
              </label>
            )}
          </ImageFrame>
          {chosen && <p className="mt-2 truncate text-sm text-stone-600">{chosen.file.name}</p>}
        </figure>
      </div>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        onChange={choose}
        disabled={uploading}
        data-testid={`image-admin-file-${kind}`}
      />
      <div className="mt-5 flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => inputRef.current?.click()} disabled={uploading}>
          <ImageUp className="size-4" aria-hidden="true" />
          {chosen ? t('adminImages.panel.chooseAnother') : t('adminImages.panel.choose')}
        </Button>
        {chosen && (
          <>
            <Button onClick={upload} disabled={uploading} data-testid={`image-admin-upload-${kind}`}>
              {uploading ? (
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              ) : (
                <Upload className="size-4" aria-hidden="true" />
              )}
              {uploading ? t('adminImages.panel.uploading') : t('adminImages.panel.upload')}
            </Button>
            <Button variant="ghost" onClick={cancel} disabled={uploading}>
              <X className="size-4" aria-hidden="true" />
              {t('adminImages.panel.cancel')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

/** Both captions take two lines' height on a phone (where one wraps), so the frames line up. */
const captionClass = 'mb-2 flex min-h-10 items-end text-sm font-semibold text-stone-800 sm:min-h-0';

/** A square box for an image, on a soft checkerboard so transparent artwork stays visible. */
function ImageFrame({ children, dashed = false }: { children: ReactNode; dashed?: boolean }) {
  return (
    <div
      className={
        dashed
          ? 'grid aspect-square w-full place-items-center overflow-hidden rounded-2xl border-2 border-dashed border-stone-300 bg-stone-50'
          : 'grid aspect-square w-full place-items-center overflow-hidden rounded-2xl border border-stone-200 bg-[repeating-conic-gradient(#f5f5f4_0_25%,#fff_0_50%)] bg-[length:20px_20px]'
      }
    >
      {children}
    </div>
  );
}
