/**
 * Staff login form (issue 7 §2), in the page's language: email and password checked with zod
 * before sending, then POST /api/admin/session. A refused login shows the server's reason
 * (wrong email or password, too many attempts) above the button; the password is cleared. An
 * account with two-factor sign-in (issue 17 §3) then asks for the authenticator's code
 * (`TotpStep`), sending email, password and code together.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, LockKeyhole, LogIn } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Logo } from '#client/components/layout/logo.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { CheckoutField } from '#client/components/ui/checkout-field.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { type AdminSession, adminLoginBodySchema } from '#shared/api/admin-session.schemas.ts';
import { paths } from '#shared/paths.ts';
import { TotpStep } from './account/totp-step.tsx';
import { FormFailure, FormSubmitButton } from './components/form-submit.tsx';
import { useAdminLogin } from './use-admin-login.hook.ts';

const loginFormSchema = z.object({
  email: adminLoginBodySchema.shape.email,
  password: adminLoginBodySchema.shape.password,
});
type LoginValues = z.infer<typeof loginFormSchema>;

/** The login card; `onLoggedIn` gets the session once the server accepted the login. */
export function AdminLoginForm({ onLoggedIn }: { onLoggedIn: (session: AdminSession) => void }) {
  const { t } = useTranslator();
  const uid = useId();
  const { failure, needsCode, login, back } = useAdminLogin(onLoggedIn);
  const {
    register,
    handleSubmit,
    resetField,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async ({ email, password }) => {
    if (await login(email, password)) return;
    resetField('password');
    setFocus('password');
  });

  return (
    <main id="main" className="flex min-h-dvh flex-col items-center px-4 py-8 sm:py-16">
      <a
        href={paths.home()}
        aria-label={t('nav.logoLabel')}
        className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
      >
        <Logo />
      </a>
      {needsCode ? (
        <TotpStep
          credentials={needsCode}
          onLoggedIn={onLoggedIn}
          onBack={() => {
            back();
            resetField('password');
          }}
        />
      ) : (
        <Card as="section" aria-labelledby={`${uid}-title`} className="mt-8 w-full max-w-sm p-6 sm:p-8">
          <span className="grid size-11 place-items-center rounded-2xl bg-brand-100 text-brand-700">
            <LockKeyhole className="size-5" aria-hidden="true" />
          </span>
          <h1 id={`${uid}-title`} className="mt-4 font-display text-2xl font-bold text-stone-900">
            {t('admin.login.title')}
          </h1>
          <p className="mt-1.5 text-sm leading-relaxed text-stone-600">{t('admin.login.description')}</p>
          <form onSubmit={submit} noValidate className="mt-6 space-y-4" data-testid="admin-login-form">
            <CheckoutField
              id={`${uid}-email`}
              label={t('admin.login.email')}
              registration={register('email')}
              error={errors.email ? t('admin.login.emailInvalid') : undefined}
              type="email"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              disabled={isSubmitting}
            />
            <CheckoutField
              id={`${uid}-password`}
              label={t('admin.login.password')}
              registration={register('password')}
              error={errors.password ? t('admin.login.passwordRequired') : undefined}
              type="password"
              autoComplete="current-password"
              disabled={isSubmitting}
            />
            <FormFailure message={failure} />
            <FormSubmitButton
              submitting={isSubmitting}
              icon={LogIn}
              label={t('admin.login.submit')}
              busyLabel={t('admin.login.submitting')}
            />
          </form>
        </Card>
      )}
      <a href={paths.home()} className={buttonClasses('ghost', 'sm', 'mt-6 text-stone-600')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('admin.login.backToShop')}
      </a>
    </main>
  );
}
