/**
 * The password change form of a staff account (issue 17 §3): current password, a new one of 12+
 * characters and its repetition, checked with zod before POST /api/admin/account/password. Used for
 * the forced change after a one-time password and on the account page. The server's refusal (wrong
 * current password, unchanged, too many attempts) shows above the button.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { CheckoutField } from '#client/components/ui/checkout-field.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminStaffApi } from '#client/lib/admin-staff-api.ts';
import { type AdminSession, changePasswordBodySchema } from '#shared/api/admin-session.schemas.ts';
import { FormFailure, FormSubmitButton } from '../components/form-submit.tsx';
import { useApiAction } from '../components/use-api-action.hook.ts';

const passwordFormSchema = z
  .object({
    currentPassword: changePasswordBodySchema.shape.currentPassword,
    newPassword: changePasswordBodySchema.shape.newPassword,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((values) => values.newPassword === values.confirmPassword, {
      path: ['confirmPassword'],
      message: 'mismatch',
    }),
  );
type PasswordValues = z.infer<typeof passwordFormSchema>;

/**
 * `currentLabel` names the current password (the one-time password in the forced change);
 * `onChanged` gets the server's session once the new password is saved.
 */
export function PasswordChangeForm({
  currentLabel,
  submitLabel,
  onChanged,
}: {
  currentLabel: string;
  submitLabel: string;
  onChanged: (session: AdminSession) => void;
}) {
  const { t } = useTranslator();
  const uid = useId();
  const { failure, run: changePassword } = useApiAction(adminStaffApi.changePassword);
  const {
    register,
    handleSubmit,
    reset,
    resetField,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({
    resolver: zodResolver(passwordFormSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    const session = await changePassword({ currentPassword, newPassword });
    if (session) {
      reset();
      onChanged(session);
      return;
    }
    resetField('currentPassword');
    setFocus('currentPassword');
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="password-change-form">
      <CheckoutField
        id={`${uid}-current`}
        label={currentLabel}
        registration={register('currentPassword')}
        error={errors.currentPassword ? t('adminStaff.password.currentRequired') : undefined}
        type="password"
        autoComplete="current-password"
        disabled={isSubmitting}
      />
      <div>
        <CheckoutField
          id={`${uid}-new`}
          label={t('adminStaff.password.new')}
          registration={register('newPassword')}
          error={errors.newPassword ? t('adminStaff.password.tooShort') : undefined}
          type="password"
          autoComplete="new-password"
          disabled={isSubmitting}
        />
        {!errors.newPassword && <p className="mt-1.5 text-sm text-stone-500">{t('adminStaff.password.newHint')}</p>}
      </div>
      <CheckoutField
        id={`${uid}-confirm`}
        label={t('adminStaff.password.confirm')}
        registration={register('confirmPassword')}
        error={errors.confirmPassword ? t('adminStaff.password.mismatch') : undefined}
        type="password"
        autoComplete="new-password"
        disabled={isSubmitting}
      />
      <FormFailure message={failure} />
      <FormSubmitButton
        submitting={isSubmitting}
        icon={KeyRound}
        label={submitLabel}
        busyLabel={t('adminStaff.password.saving')}
        className="sm:w-auto"
      />
    </form>
  );
}
