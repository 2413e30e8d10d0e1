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
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminEmailsApi } from '#client/lib/admin-emails-api.ts';
import { isApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import { hasHiddenCharacters } from '#shared/email.ts';
import { defaultEmailSubject } from '#shared/email-subjects.ts';
import { isLocale, type Locale, locales } from '#shared/locales.ts';
import { emailOrderLinkPreview } from './email-order-link-preview.ts';
import { FieldLabel, inputClasses } from './form-controls.tsx';
import { LinkPreview } from './link-preview.tsx';
import { initialChoice } from './record-choice.tsx';
import { UserCheckStatus, type UserLookup } from './user-check-status.tsx';

/** Longest subject and name the server accepts (sendEmailBodySchema). */
const subjectMaxLength = 200;
const nameMaxLength = 100;

/** What the page shows after a send: the address it went to (for the success banner). */
export interface SentEmail {
  to: string;
  id: string;
}

export function EmailSenderForm({
  initialEmail,
  initialCustomerId,
  onSent,
}: {
  initialEmail: string;
  initialCustomerId: string | null;
  onSent: (sent: SentEmail) => void;
}) {
  const { t, locale: pageLocale } = useTranslator();
  const uid = useId();
  const [email, setEmail] = useState(initialEmail);
  const [name, setName] = useState('');
  const [locale, setLocale] = useState<Locale>(pageLocale);
  const [subject, setSubject] = useState(() => defaultEmailSubject(pageLocale));
  const [lookup, setLookup] = useState<UserLookup>({ kind: 'idle' });
  const [chosen, setChosen] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const linkPreview = emailOrderLinkPreview(window.location.origin, email, locale);
  // The record the preview-requests page named, for the first check only.
  const named = useRef(initialCustomerId);

  // The email the latest Check asked about; an answer for any other email is dropped.
  const checkedEmail = useRef<string | null>(null);

  const check = useCallback(async (value: string) => {
    const target = value.trim();
    if (!target) return;
    checkedEmail.current = target;
    setLookup({ kind: 'checking' });
    try {
      const user = await adminEmailsApi.findUser(target);
      if (checkedEmail.current !== target) return;
      // The shop may hold staff images for an email before the customer exists (SPEC §3).
      setLookup(user.customers.length > 0 ? { kind: 'found', user } : { kind: 'not-found', user });
      setChosen(initialChoice(user, named.current));
      named.current = null;
    } catch (error) {
      if (checkedEmail.current !== target) return;
      setLookup(isApiError(error, 'USER_NOT_FOUND') ? { kind: 'not-found', user: null } : { kind: 'failed' });
      setChosen(null);
    }
  }, []);

  // The preview-requests page links here with ?email=: check that customer straight away.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !initialEmail) return;
    prefilled.current = true;
    void check(initialEmail);
  }, [initialEmail, check]);

  const changeEmail = (value: string) => {
    setEmail(value);
    setFormError(null);
    // The found flag and the record choice belonged to the previous email.
    checkedEmail.current = null;
    setLookup({ kind: 'idle' });
    setChosen(null);
  };

  const changeLocale = (value: Locale) => {
    setLocale(value);
    setSubject(defaultEmailSubject(value));
  };

  /** SPEC §8 'Failed to send email: {message or Unknown error}'. */
  const sendFailureReason = (error: unknown): string => {
    // The mail server's own words (e.g. "550 mailbox unavailable") are what staff need here.
    if (isApiError(error, 'EMAIL_SEND_FAILED')) return error.message || t('adminEmails.sender.unknownError');
    if (isApiError(error)) return errorMessage(t, error);
    return t('adminEmails.sender.unknownError');
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const to = email.trim();
    const trimmedSubject = subject.trim();
    if (!to || !trimmedSubject) {
      setFormError(t('adminEmails.sender.requiredFields'));
      return;
    }
    // Issue 17 point 5: bidi or invisible characters make an address look like another one.
    if (hasHiddenCharacters(to)) {
      setFormError(t('messages.pleaseEnterValidEmail'));
      return;
    }
    setFormError(null);
    setSending(true);
    try {
      const { data } = await adminEmailsApi.sendEmail({
        to,
        subject: trimmedSubject,
        name: name.trim() || undefined,
        locale,
        // Only a record chosen for the email checked now (the field may have changed since).
        customerId: checkedEmail.current === to ? (chosen ?? undefined) : undefined,
      });
      toast.success(t('adminEmails.sender.sent'));
      setEmail('');
      setName('');
      setSubject(defaultEmailSubject(locale));
      checkedEmail.current = null;
      setLookup({ kind: 'idle' });
      setChosen(null);
      onSent({ to, id: data.id });
    } catch (error) {
      const message = t('adminEmails.sender.sendFailed', { message: sendFailureReason(error) });
      setFormError(message);
      toast.error(message);
    } finally {
      setSending(false);
    }
  };

  const checking = lookup.kind === 'checking';
  const missingEmail = formError !== null && !email.trim();
  const missingSubject = formError !== null && !subject.trim();

  return (
    <Card as="section" aria-labelledby={`${uid}-title`} className="p-5 sm:p-7">
      <h2 id={`${uid}-title`} className="sr-only">
        {t('adminEmails.sender.formTitle')}
      </h2>
      <form onSubmit={(event) => void send(event)} noValidate className="space-y-6" data-testid="email-sender-form">
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
                onClick={() => void check(email)}
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
                onChange={(event) => {
                  setSubject(event.target.value);
                  setFormError(null);
                }}
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
