/**
 * The one-time password of an added or reset staff account (issue 17 §3), shown once to the owner
 * to hand over, with a copy button. It is gone when the panel is dismissed; the account must choose
 * its own password at its first sign-in.
 */
import { Check, Copy, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';

export function OneTimePasswordPanel({
  email,
  password,
  kind,
  onDone,
}: {
  email: string;
  password: string;
  kind: 'added' | 'reset';
  onDone: () => void;
}) {
  const { t } = useTranslator();
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      // No clipboard (insecure context, permission): the password stays visible to copy by hand.
    }
  };

  return (
    <section
      aria-live="polite"
      className="rounded-3xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:p-6"
      data-testid="one-time-password"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-2xl bg-amber-100 text-amber-800">
          <KeyRound className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-display text-lg font-bold break-words text-stone-900">
            {t(kind === 'added' ? 'adminStaff.staff.oneTime.added' : 'adminStaff.staff.oneTime.reset', { email })}
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-stone-700">{t('adminStaff.staff.oneTime.hint', { email })}</p>
          <p className="mt-4 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {t('adminStaff.staff.oneTime.label')}
          </p>
          <div className="mt-1.5 flex flex-wrap items-center gap-3">
            <code
              className="rounded-xl bg-white px-3.5 py-2 font-mono text-base tracking-wide break-all text-stone-900 ring-1 ring-amber-200"
              data-testid="one-time-password-value"
            >
              {password}
            </code>
            <Button variant="outline" size="sm" onClick={() => void copy()}>
              {copied ? (
                <Check className="size-4" aria-hidden="true" />
              ) : (
                <Copy className="size-4" aria-hidden="true" />
              )}
              {copied ? t('adminStaff.staff.oneTime.copied') : t('adminStaff.staff.oneTime.copy')}
            </Button>
            <Button variant="secondary" size="sm" onClick={onDone}>
              {t('adminStaff.staff.oneTime.done')}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
