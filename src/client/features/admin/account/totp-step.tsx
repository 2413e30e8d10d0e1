/**
 * The second step of a staff sign-in with two-factor sign-in (issue 17 §3): the password was right,
 * now the 6-digit code of the authenticator app. Email, password and code go to
 * POST /api/admin/session together; a wrong or used code shows the server's reason and clears the
 * field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { CheckoutField } from '#client/components/ui/checkout-field.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminSessionApi } from '#client/lib/admin-session-api.ts';
import { type AdminSession, totpCodeSchema } from '#shared/api/admin-session.schemas.ts';
import { FormFailure, FormSubmitButton } from '../components/form-submit.tsx';
import { useApiAction } from '../components/use-api-action.hook.ts';

const codeFormSchema = z.object({ code: totpCodeSchema });
type CodeValues = z.infer<typeof codeFormSchema>;

/** Attributes of a 6-digit code input: numeric keyboard, the phone's one-time-code autofill. */
export const codeInputProps = {
  type: 'text',
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: 7,
  spellCheck: false,
} as const;

/** The code card; `onBack` returns to the email and password. */
export function TotpStep({
  credentials,
  onLoggedIn,
  onBack,
}: {
  credentials: { email: string; password: string };
  onLoggedIn: (session: AdminSession) => void;
  onBack: () => void;
}) {
  const { t } = useTranslator();
  const uid = useId();
  const { failure, run: login } = useApiAction(adminSessionApi.adminLogin);
  const {
    register,
    handleSubmit,
    resetField,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues>({ resolver: zodResolver(codeFormSchema), mode: 'onSubmit', defaultValues: { code: '' } });

  useEffect(() => setFocus('code'), [setFocus]);

  const submit = handleSubmit(async ({ code }) => {
    const session = await login(credentials.email, credentials.password, code);
    if (session) {
      onLoggedIn(session);
      return;
    }
    resetField('code');
    setFocus('code');
  });

  return (
    <Card as="section" aria-labelledby={`${uid}-title`} className="mt-8 w-full max-w-sm p-6 sm:p-8">
      <span className="grid size-11 place-items-center rounded-2xl bg-brand-100 text-brand-700">
        <ShieldCheck className="size-5" aria-hidden="true" />
      </span>
      <h1 id={`${uid}-title`} className="mt-4 font-display text-2xl font-bold text-stone-900">
        {t('adminStaff.signIn.codeTitle')}
      </h1>
      <p className="mt-1.5 text-sm leading-relaxed break-words text-stone-600">
        {t('adminStaff.signIn.codeDescription', { email: credentials.email })}
      </p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4" data-testid="admin-totp-form">
        <CheckoutField
          id={`${uid}-code`}
          label={t('adminStaff.signIn.code')}
          registration={register('code')}
          error={errors.code ? t('adminStaff.signIn.codeInvalid') : undefined}
          disabled={isSubmitting}
          {...codeInputProps}
        />
        <FormFailure message={failure} />
        <FormSubmitButton
          submitting={isSubmitting}
          icon={ShieldCheck}
          label={t('adminStaff.signIn.verify')}
          busyLabel={t('adminStaff.signIn.verifying')}
        />
        <Button variant="ghost" size="sm" className="w-full" onClick={onBack} disabled={isSubmitting}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('adminStaff.signIn.back')}
        </Button>
      </form>
    </Card>
  );
}
