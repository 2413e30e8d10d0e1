/**
 * The foot of an order form (SPEC §4, §5), shared by the customize and the email order pages: the
 * terms checkbox (terms and privacy open in a new tab), the checkout button, the secure-payment note
 * and the support line. Test ids `terms`, `checkout-button` and `support-line`, as the end-to-end
 * tests expect on both pages.
 */
import { AlertCircle, LoaderCircle, Lock } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { TaggedText } from '#client/components/ui/tagged-text.tsx';
import { MailLink, NewTabLink } from '#client/components/ui/text-link.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import { supportEmail } from '#client/lib/site-config.ts';
import type { Locale } from '#shared/locales.ts';
import { paths } from '#shared/paths.ts';
import type { StorefrontVariant } from '#shared/pricing.ts';

/**
 * `label` is the button's text for the current state. The button shows a spinner while `busy`, else
 * a lock once `ready` (an image to print is there); `disabled` is the caller's, as each page has its
 * own reasons. `onCheckout` runs on click; the terms check (SPEC §8 message) is the caller's too,
 * which passes the message as `termsError` to show it under the checkbox as well (issue 11). The
 * root is `id="checkout-actions"`: the phone's sticky checkout bar hides while it is in view.
 * `reminder` (issue 21 §6), given when the customer's email is known: the "remind me" checkbox,
 * never ticked by default.
 */
export function CheckoutActions({
  t,
  locale,
  variant,
  termsAccepted,
  onTermsChange,
  label,
  busy,
  ready,
  disabled,
  onCheckout,
  termsError,
  reminder,
}: {
  t: Translator;
  locale: Locale;
  variant: StorefrontVariant;
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  label: string;
  busy: boolean;
  ready: boolean;
  disabled: boolean;
  onCheckout: () => void;
  termsError?: string | null;
  reminder?: { email: string; checked: boolean; onChange: (checked: boolean) => void } | null;
}) {
  return (
    <div className="scroll-mt-24 space-y-4" id="checkout-actions">
      <div className="flex items-start gap-3">
        <Checkbox
          id="terms-checkbox"
          data-testid="terms"
          checked={termsAccepted}
          onCheckedChange={onTermsChange}
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? 'terms-error' : undefined}
          className="mt-0.5"
        />
        <label htmlFor="terms-checkbox" className="text-sm leading-relaxed text-stone-600">
          <TaggedText
            text={t('customize.checkout.terms')}
            components={{
              terms: <NewTabLink href={paths.terms(locale, variant)} />,
              privacy: <NewTabLink href={paths.privacy(locale, variant)} />,
            }}
          />
        </label>
      </div>
      {termsError && (
        <p
          id="terms-error"
          role="alert"
          data-testid="terms-error"
          className="-mt-2 ml-7 flex items-start gap-1.5 text-sm font-medium text-red-700"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {termsError}
        </p>
      )}
      {reminder && (
        <div className="flex items-start gap-3">
          <Checkbox
            id="remind-me-checkbox"
            data-testid="remind-me"
            checked={reminder.checked}
            onCheckedChange={reminder.onChange}
            aria-describedby="remind-me-hint"
            className="mt-0.5"
          />
          <label htmlFor="remind-me-checkbox" className="text-sm leading-relaxed text-stone-600">
            {t('reminders.remindMe')}
            <span id="remind-me-hint" className="block text-xs text-stone-500 [overflow-wrap:anywhere]">
              {t('reminders.remindMeHint', { email: reminder.email })}
            </span>
          </label>
        </div>
      )}
      <Button size="lg" className="w-full" data-testid="checkout-button" disabled={disabled} onClick={onCheckout}>
        {busy ? (
          <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
        ) : (
          ready && <Lock className="size-4" aria-hidden="true" />
        )}
        {label}
      </Button>
      <p className="text-center text-xs text-stone-500">{t('customize.checkout.secure')}</p>
      <p className="border-t border-stone-100 pt-4 text-center text-sm text-stone-600" data-testid="support-line">
        <TaggedText
          text={t('customize.checkout.support', { email: supportEmail })}
          components={{ mail: <MailLink email={supportEmail} /> }}
        />
      </p>
    </div>
  );
}
