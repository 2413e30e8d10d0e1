/**
 * 'Enter Your Email' dialog of the customize page (SPEC §2.5 dialogs, §4 email dialog submit, §5):
 * asks where to send the preview and when it comes (1-3 hours, or minutes when previews are made and
 * sent automatically: issue 23 item 10). 'Send Preview' stays disabled until the address matches SPEC §5's
 * pattern; the message 'Please enter a valid email address' shows once the field was left invalid.
 * A Radix dialog: focus is trapped inside, Escape and the close button dismiss it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Mail, Send } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '#client/components/ui/button.tsx';
import { CheckoutField } from '#client/components/ui/checkout-field.tsx';
import { DialogCloseButton } from '#client/components/ui/dialog-close-button.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import { previewTiming } from '#client/lib/site-config.ts';
import { emailSchema } from '#shared/api/customers.schemas.ts';
import type { PreviewTiming } from '#shared/preview-timing.ts';

interface EmailDialogProps {
  t: Translator;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address to start with (the one stored earlier), or empty. */
  defaultEmail: string;
  /** Saves the address; the caller closes the dialog when it succeeded. */
  onSubmit: (email: string) => Promise<void>;
  /** What the dialog promises (issue 23 item 10); the build's setting unless given. */
  timing?: PreviewTiming;
}

const emailFormSchema = z.object({ email: emailSchema });
type EmailValues = z.infer<typeof emailFormSchema>;

/** The dialog; its form resets to `defaultEmail` each time it opens. */
export function EmailDialog({
  t,
  open,
  onOpenChange,
  defaultEmail,
  onSubmit,
  timing = previewTiming,
}: EmailDialogProps) {
  const uid = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid, isSubmitting },
  } = useForm<EmailValues>({
    resolver: zodResolver(emailFormSchema),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail },
  });

  useEffect(() => {
    if (open) reset({ email: defaultEmail });
  }, [open, defaultEmail, reset]);

  const submit = handleSubmit(async ({ email }) => onSubmit(email));

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50 backdrop-blur-[2px]" />
        <Dialog.Content
          data-testid="email-dialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl shadow-stone-900/20 focus:outline-none sm:p-8"
        >
          <div className="flex items-start gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-brand-100 text-brand-700">
              <Mail className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 space-y-1.5 pr-6">
              <Dialog.Title className="font-display text-xl font-bold text-stone-900">
                {t('customize.emailDialog.title')}
              </Dialog.Title>
              <Dialog.Description className="text-sm leading-relaxed text-stone-600">
                {t(
                  timing === 'minutes'
                    ? 'customize.emailDialog.descriptionMinutes'
                    : 'customize.emailDialog.description',
                )}
              </Dialog.Description>
            </div>
          </div>
          <form onSubmit={submit} noValidate className="mt-6 space-y-5">
            <CheckoutField
              id={`${uid}-email`}
              label={t('customize.emailDialog.label')}
              registration={register('email')}
              error={errors.email ? t('messages.pleaseEnterValidEmail') : undefined}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={t('customize.emailDialog.placeholder')}
              disabled={isSubmitting}
              data-testid="email-input"
            />
            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={!isValid || isSubmitting}
              data-testid="send-preview"
            >
              {isSubmitting ? (
                <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
              ) : (
                <Send className="size-4" aria-hidden="true" />
              )}
              {isSubmitting ? t('customize.emailDialog.sending') : t('customize.emailDialog.send')}
            </Button>
          </form>
          <DialogCloseButton label={t('customize.emailDialog.close')} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
