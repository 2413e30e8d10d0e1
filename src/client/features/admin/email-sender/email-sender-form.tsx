/**
 * The email sender's form (SPEC §2.12, §4, §5, §8; issue 7 §3, issue 17 §1): customer email with
 * Check (then the choice of whose images the email shows: a record that confirmed the address, or
 * the email's own), optional name, language (which resets the subject to that language's default,
 * SPEC §9), subject, the link preview and Send. Email and subject are required ('Please fill in all
 * required fields'); no other format check (SPEC §5) beyond refusing bidi or invisible characters
 * (issue 17 point 5, 'Please enter a valid email address'). After a successful send the email, name,
 * subject and found flag reset. `initialEmail` (the `?email=` of the page) fills the field and is
 * checked at once; `initialCustomerId` (navigation state of the preview-requests page) is chosen
 * when it confirmed the address.
 */
import { ChevronDown, CircleAlert, LoaderCircle, Search, Send } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { isLocale, locales } from '#shared/locales.ts';
import { FieldLabel, inputClasses } from './form-controls.tsx';
import { LinkPreview } from './link-preview.tsx';
import { type SentEmail, useEmailSender } from './use-email-sender.hook.ts';
import { UserCheckStatus } from './user-check-status.tsx';

/** Longest subject and name the server accepts (sendEmailBodySchema). */
const subjectMaxLength = 200;
const nameMaxLength = 100;

export function EmailSenderForm({
  initialEmail,
  initialCustomerId,
  onSent,
}: {
  initialEmail: string;
  initialCustomerId: string | null;
  onSent: (sent: SentEmail) => void;
}) {
  const { t } = useTranslator();
  const uid = useId();
  const {
    email,
    changeEmail,
    name,
    setName,
    locale,
    changeLocale,
    subject,
    changeSubject,
    lookup,
    check,
    chosen,
    setChosen,
    linkPreview,
    formError,
    sending,
    send,
  } = useEmailSender({ initialEmail, initialCustomerId, onSent });
  const checking = lookup.kind === 'checking';
  const missingEmail = formError !== null && !email.trim();
  const missingSubject = formError !== null && !subject.trim();

  return (
    <Card as="section" aria-labelledby={`${uid}-title`} className="p-5 sm:p-7">
      <h2 id={`${uid}-title`} className="sr-only">
        {t('adminEmails.sender.formTitle')}
      </h2>
      <form onSubmit={send} noValidate className="space-y-6" data-testid="email-sender-form">
        <fieldset className="space-y-4">
          <legend className="mb-3 text-xs font-semibold tracking-wider text-stone-500 uppercase">
            {t('adminEmails.sender.recipient')}
          </legend>
          <div>
            <FieldLabel htmlFor={`${uid}-email`} required>
              {t('adminEmails.sender.email')}
            </FieldLabel>
            <div className="flex gap-2">
              <input
                id={`${uid}-email`}
                type="email"
                inputMode="email"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                required
                value={email}
                onChange={(event) => changeEmail(event.target.value)}
                placeholder={t('adminEmails.sender.emailPlaceholder')}
                aria-invalid={missingEmail || undefined}
                className={inputClasses(missingEmail)}
              />
              <Button
                variant="secondary"
                className="shrink-0"
                disabled={!email.trim() || checking}
                onClick={() => check(email)}
              >
                {checking ? (
                  <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                ) : (
                  <Search className="size-4" aria-hidden="true" />
                )}
                {checking ? t('adminEmails.sender.checking') : t('adminEmails.sender.check')}
              </Button>
            </div>
            <UserCheckStatus
              lookup={lookup}
              selectedLocale={locale}
              onUseLocale={changeLocale}
              chosen={chosen}
              onChoose={setChosen}
            />
          </div>
          <div>
            <FieldLabel htmlFor={`${uid}-name`} optionalText={t('adminEmails.sender.optional')}>
              {t('adminEmails.sender.name')}
            </FieldLabel>
            <input
              id={`${uid}-name`}
              autoComplete="off"
              maxLength={nameMaxLength}
              value={name}
              onChange={(event) => setName(event.target.value)}
              placeholder={t('adminEmails.sender.namePlaceholder')}
              className={inputClasses()}
            />
          </div>
        </fieldset>

        <fieldset className="space-y-4 border-t border-stone-200/80 pt-6">
          <legend className="float-left mb-3 w-full text-xs font-semibold tracking-wider text-stone-500 uppercase">
            {t('adminEmails.sender.message')}
          </legend>
          <div className="clear-both grid gap-4 sm:grid-cols-[11rem_minmax(0,1fr)]">
            <div>
              <FieldLabel htmlFor={`${uid}-language`}>{t('adminEmails.sender.language')}</FieldLabel>
              <div className="relative">
                <select
                  id={`${uid}-language`}
                  value={locale}
                  onChange={(event) => {
                    if (isLocale(event.target.value)) changeLocale(event.target.value);
                  }}
                  className={inputClasses(false, 'cursor-pointer appearance-none pr-10')}
                >
                  {locales.map((option) => (
                    <option key={option} value={option}>
                      {t(`adminEmails.languages.${option}`)}
                    </option>
                  ))}
                </select>
                <ChevronDown
                  className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500"
                  aria-hidden="true"
                />
              </div>
            </div>
            <div>
              <FieldLabel htmlFor={`${uid}-subject`} required>
                {t('adminEmails.sender.subject')}
              </FieldLabel>
              <input
                id={`${uid}-subject`}
                required
                maxLength={subjectMaxLength}
                value={subject}
                onChange={(event) => changeSubject(event.target.value)}
                aria-invalid={missingSubject || undefined}
                aria-describedby={`${uid}-subject-hint`}
                className={inputClasses(missingSubject)}
              />
              <p id={`${uid}-subject-hint`} className="mt-1.5 text-xs text-stone-500">
                {t('adminEmails.sender.subjectHint')}
              </p>
            </div>
          </div>
          <LinkPreview id={`${uid}-link`} url={linkPreview} />
        </fieldset>

        {formError && (
          <p
            role="alert"
            data-testid="email-sender-error"
            className="flex items-start gap-2 rounded-xl bg-red-50 px-3.5 py-3 text-sm text-red-800 ring-1 ring-red-200"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 break-words">{formError}</span>
          </p>
        )}

        <div className="flex flex-col-reverse items-stretch gap-3 border-t border-stone-200/80 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-stone-500">
            <span className="text-red-600" aria-hidden="true">
              *
            </span>{' '}
            {t('adminEmails.sender.requiredNote')}
          </p>
          <Button type="submit" size="lg" disabled={sending} className="sm:min-w-44">
            {sending ? (
              <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
            ) : (
              <Send className="size-4" aria-hidden="true" />
            )}
            {sending ? t('adminEmails.sender.sending') : t('adminEmails.sender.send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
