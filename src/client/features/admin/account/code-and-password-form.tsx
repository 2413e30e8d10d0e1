/** The two-factor card's forms (issue 17 §3): a current code and the password, to turn two-factor sign-in on or off. */
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, type ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '#client/components/ui/button.tsx';
import { CheckoutField } from '#client/components/ui/checkout-field.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { type AdminSession, totpCodeSchema } from '#shared/api/admin-session.schemas.ts';
import { FormFailure } from '../components/form-submit.tsx';
import { useApiAction } from '../components/use-api-action.hook.ts';
import { codeInputProps } from './totp-step.tsx';

const codeAndPasswordSchema = z.object({ code: totpCodeSchema, password: z.string().check(z.minLength(1)) });
/** What the form sends: the app's six-digit code and the account's password. */
type CodeAndPassword = z.infer<typeof codeAndPasswordSchema>;

/** A code and the password, sent by `send`; a refusal shows above the buttons and clears the code. */
export function CodeAndPasswordForm({
  submitLabel,
  submittingLabel,
  icon: Icon,
  variant,
  testId,
  send,
  onDone,
  onCancel,
}: {
  submitLabel: string;
  submittingLabel: string;
  icon: typeof ShieldCheck;
  variant: 'primary' | 'outline';
  testId: string;
  send: (values: CodeAndPassword) => Promise<AdminSession>;
  onDone: (session: AdminSession) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslator();
  const uid = useId();
  const { failure, run } = useApiAction(send);
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<CodeAndPassword>({
    resolver: zodResolver(codeAndPasswordSchema),
    mode: 'onSubmit',
    defaultValues: { code: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    const session = await run(values);
    if (session) {
      onDone(session);
      return;
    }
    resetField('code');
    resetField('password');
  });

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-4" data-testid={testId}>
      <div className="grid gap-4 sm:grid-cols-2">
        <CheckoutField
          id={`${uid}-code`}
          label={t('adminStaff.totp.code')}
          registration={register('code')}
          error={errors.code ? t('adminStaff.signIn.codeInvalid') : undefined}
          disabled={isSubmitting}
          {...codeInputProps}
        />
        <CheckoutField
          id={`${uid}-password`}
          label={t('adminStaff.totp.password')}
          registration={register('password')}
          error={errors.password ? t('adminStaff.totp.passwordRequired') : undefined}
          type="password"
          autoComplete="current-password"
          disabled={isSubmitting}
        />
      </div>
      {failure && <FormFailure message={failure} className="mt-4" />}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant={variant} disabled={isSubmitting}>
          {isSubmitting ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Icon className="size-4" aria-hidden="true" />
          )}
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            {t('adminStaff.totp.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
