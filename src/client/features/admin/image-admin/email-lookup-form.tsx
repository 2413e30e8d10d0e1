/**
 * The image admin's look-up form (SPEC §2.12 "enter a user email and check for images", §5): the
 * email field, 'Check for images', and the outcome inline (the toasts say it too).
 */
import { CircleAlert, CircleCheck, Info, LoaderCircle, Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import type { LookupState } from './use-user-lookup.hook.ts';

/** Tailwind classes of the page's text inputs and selects (the shop's field look). */
export const fieldClasses = cn(
  'h-11 w-full min-w-0 rounded-xl border border-stone-300 bg-white px-3.5 text-base text-stone-900 shadow-xs transition-colors sm:text-sm',
  'placeholder:text-stone-400 hover:border-stone-400 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none',
  'disabled:bg-stone-50 disabled:text-stone-500',
);

interface EmailLookupFormProps {
  email: string;
  onEmailChange(email: string): void;
  onCheck(email: string): void;
  state: LookupState;
}

export function EmailLookupForm({ email, onEmailChange, onCheck, state }: EmailLookupFormProps) {
  const { t } = useTranslator();
  const checking = state.kind === 'checking';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onCheck(email);
  };

  return (
    <Card as="section" aria-labelledby="image-admin-lookup-title" className="p-5 sm:p-6">
      <h2 id="image-admin-lookup-title" className="font-display text-lg font-bold text-stone-900">
        {t('adminImages.lookup.title')}
      </h2>
      {/* SPEC §5: no format check beyond the input type; emptiness is checked here, with its own message. */}
      <form onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor="image-admin-email" className="mb-1.5 block text-sm font-medium text-stone-800">
            {t('adminImages.lookup.emailLabel')}
          </label>
          <input
            id="image-admin-email"
            type="email"
            name="email"
            autoComplete="off"
            spellCheck={false}
            value={email}
            onChange={(event) => onEmailChange(event.target.value)}
            placeholder={t('adminImages.lookup.emailPlaceholder')}
            aria-invalid={state.kind === 'emailRequired' || state.kind === 'emailInvalid' || undefined}
            aria-describedby="image-admin-lookup-status"
            className={cn(
              fieldClasses,
              (state.kind === 'emailRequired' || state.kind === 'emailInvalid') &&
                'border-red-500 focus:border-red-500',
            )}
            data-testid="image-admin-email"
          />
        </div>
        <Button type="submit" disabled={checking} className="sm:w-auto" data-testid="image-admin-check">
          {checking ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Search className="size-4" aria-hidden="true" />
          )}
          {checking ? t('adminImages.lookup.checking') : t('adminImages.lookup.check')}
        </Button>
      </form>
      <div id="image-admin-lookup-status" role="status" aria-live="polite" className="mt-3 empty:hidden">
        <LookupStatus state={state} />
      </div>
    </Card>
  );
}

function LookupStatus({ state }: { state: LookupState }) {
  const { t } = useTranslator();
  if (state.kind === 'emailRequired') {
    return <StatusLine tone="error" text={t('adminImages.lookup.emailRequired')} />;
  }
  if (state.kind === 'emailInvalid') {
    return <StatusLine tone="error" text={t('messages.pleaseEnterValidEmail')} />;
  }
  if (state.kind === 'failed') {
    return <StatusLine tone="error" text={`${t('adminImages.lookup.failed')}: ${errorMessage(t, state.error)}`} />;
  }
  if (state.kind === 'checked') {
    return state.found ? (
      <StatusLine tone="success" text={t('adminImages.lookup.found')} />
    ) : (
      <StatusLine tone="info" text={t('adminImages.lookup.notFound')} />
    );
  }
  return null;
}

const tones = {
  success: { icon: CircleCheck, className: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20' },
  info: { icon: Info, className: 'bg-amber-50 text-amber-900 ring-amber-600/20' },
  error: { icon: CircleAlert, className: 'bg-red-50 text-red-800 ring-red-600/20' },
} as const;

function StatusLine({ tone, text }: { tone: keyof typeof tones; text: string }) {
  const { icon: Icon, className } = tones[tone];
  return (
    <p
      className={cn('flex items-start gap-2 rounded-xl px-3 py-2 text-sm font-medium ring-1 ring-inset', className)}
      data-testid="image-admin-status"
      data-tone={tone}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
