/**
 * Image upload area of the customize page (SPEC §2.5, §4): click or drag-and-drop, any image type,
 * highlighted while dragging, thumbnail and file name at once, status label while uploading, and
 * (issue 9) a progress bar: indeterminate while a large photo is scaled down, then in percent; once a
 * photo is stored, 'Delete photo' (issue 17 point 6).
 */
import { AlertCircle, CheckCircle2, ImageUp, LoaderCircle, Trash2 } from 'lucide-react';
import { type DragEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { StepHeading } from '#client/components/ui/step-heading.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import type { ImageUploadState } from './use-image-upload.ts';

interface UploadAreaProps {
  t: Translator;
  upload: ImageUploadState;
  onFile: (file: File) => void;
  /** Asks to delete the stored photo (issue 17 point 6); offered once a photo is stored. */
  onDelete: () => void;
}

/** The upload card (`id="upload"`, the target of "Please upload an image first!"). */
export function UploadArea({ t, upload, onFile, onDelete }: UploadAreaProps) {
  const [dragging, setDragging] = useState(false);
  const busy = upload.status === 'uploading';

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
    if (!busy) setDragging(true);
  };
  const onDragLeave = (event: DragEvent) => {
    // Leaving for a child element is not leaving the area.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };

  return (
    <Card as="section" id="upload" className="scroll-mt-24 p-5 sm:p-6" aria-labelledby="upload-heading">
      <StepHeading step={1} id="upload-heading">
        {t('customize.upload.heading')}
      </StepHeading>
      <label
        data-testid="upload-area"
        data-dragging={dragging || undefined}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        className={cn(
          'mt-4 flex min-h-44 cursor-pointer flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed p-6 text-center transition-all',
          'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500',
          dragging
            ? 'scale-[1.01] border-brand-500 bg-brand-50 shadow-inner'
            : 'border-stone-300 bg-stone-50/60 hover:border-brand-400 hover:bg-brand-50/50',
          busy && 'cursor-progress opacity-80',
        )}
      >
        <input
          type="file"
          accept="image/*"
          data-testid="upload-input"
          className="sr-only"
          disabled={busy}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Reset so choosing the same file again still fires a change.
            event.currentTarget.value = '';
            if (file) onFile(file);
          }}
        />
        {upload.previewUrl ? (
          <span className="flex w-full items-center gap-4 text-left">
            <img
              src={upload.previewUrl}
              alt={t('customize.upload.previewAlt')}
              className="size-24 shrink-0 rounded-xl border border-stone-200 bg-white object-cover shadow-sm"
            />
            <span className="min-w-0 space-y-1">
              {/* A file name may be one long word: cut it; the "previous upload" label wraps. */}
              <span
                className={cn('block font-semibold text-stone-900', upload.fileName ? 'truncate' : 'text-balance')}
                data-testid="upload-file-name"
              >
                {upload.fileName ?? t('customize.upload.previousUpload')}
              </span>
              <span className="block text-sm text-stone-500">
                {dragging ? t('customize.upload.dropHere') : t('customize.upload.replace')}
              </span>
              <span className="block text-xs text-stone-400">{t('customize.upload.hint')}</span>
            </span>
          </span>
        ) : (
          <>
            <span className="grid size-14 place-items-center rounded-2xl bg-white text-brand-600 shadow-sm">
              <ImageUp className="size-7" aria-hidden="true" />
            </span>
            <span className="font-semibold text-stone-900">
              {dragging ? t('customize.upload.dropHere') : t('customize.upload.cta')}
            </span>
            <span className="text-sm text-stone-500">{t('customize.upload.hint')}</span>
          </>
        )}
      </label>
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <UploadStatusLine t={t} status={upload.status} preparing={upload.preparing} />
        {upload.status === 'uploaded' && (
          <Button
            variant="ghost"
            size="sm"
            className="mt-3 -mr-2 text-stone-600 hover:bg-red-50 hover:text-red-700"
            onClick={onDelete}
            data-testid="delete-photo"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('customize.deletePhoto.button')}
          </Button>
        )}
      </div>
      {upload.status === 'failed' && (
        // Issue 11: what to do, next to the cause (the toast says it too, and goes away).
        <p data-testid="upload-error" className="mt-1 text-sm leading-relaxed text-red-700">
          {t('customize.upload.failedHelp')}
        </p>
      )}
      {upload.status === 'uploading' && <UploadProgressBar t={t} percent={upload.preparing ? null : upload.progress} />}
    </Card>
  );
}

function UploadStatusLine({
  t,
  status,
  preparing,
}: {
  t: Translator;
  status: ImageUploadState['status'];
  preparing: boolean;
}) {
  if (status === 'idle') return <p data-testid="upload-status" aria-live="polite" className="sr-only" />;
  const variants = {
    uploading: {
      icon: LoaderCircle,
      text: preparing ? t('customize.upload.statusPreparing') : t('customize.upload.statusUploading'),
      tone: 'text-stone-600',
      spin: true,
    },
    uploaded: { icon: CheckCircle2, text: t('customize.upload.statusUploaded'), tone: 'text-emerald-700', spin: false },
    failed: { icon: AlertCircle, text: t('customize.upload.statusFailed'), tone: 'text-red-700', spin: false },
  } as const;
  const { icon: Icon, text, tone, spin } = variants[status];
  return (
    <p
      data-testid="upload-status"
      data-status={status}
      aria-live="polite"
      className={cn('mt-3 flex items-center gap-2 text-sm font-medium', tone)}
    >
      <Icon className={cn('size-4', spin && 'animate-spin')} aria-hidden="true" />
      {text}
    </p>
  );
}

/**
 * The upload's progress (`role="progressbar"`, `aria-valuenow` in percent). Without a percent
 * (while the photo is prepared) it is indeterminate: no `aria-valuenow`, a pulsing bar. The percent
 * is not in the live status line, so screen readers are not read every step.
 */
function UploadProgressBar({ t, percent }: { t: Translator; percent: number | null }) {
  const valueText = percent === null ? undefined : t('customize.upload.progressValue', { percent });
  return (
    <div className="mt-2 flex items-center gap-3">
      <div
        role="progressbar"
        data-testid="upload-progress"
        aria-label={t('customize.upload.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={valueText}
        className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className={cn(
            'h-full rounded-full bg-brand-500 transition-[width] duration-200 ease-out motion-reduce:transition-none',
            percent === null && 'w-full animate-pulse bg-brand-300',
          )}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
      <span aria-hidden="true" className="w-12 shrink-0 text-right text-sm font-medium tabular-nums text-stone-600">
        {valueText ?? ''}
      </span>
    </div>
  );
}
