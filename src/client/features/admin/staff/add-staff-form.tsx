/**
 * "Add a staff account" on the owner's staff page (issue 17 §3): email and role, checked with zod,
 * then POST /api/admin/staff. The answer's one-time password goes to `onAdded` to be shown once.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, LoaderCircle, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminStaffApi } from '#client/lib/admin-staff-api.ts';
import { staffRoles } from '#shared/api/admin-session.schemas.ts';
import { addStaffBodySchema, type StaffOneTimePassword } from '#shared/api/staff-accounts.schemas.ts';
import { useApiAction } from '../components/use-api-action.hook.ts';
import { FieldLabel, inputClasses } from '../email-sender/form-controls.tsx';

const addFormSchema = z.object({ email: addStaffBodySchema.shape.email, role: z.enum(staffRoles) });
type AddValues = z.infer<typeof addFormSchema>;

export function AddStaffForm({ onAdded }: { onAdded: (added: StaffOneTimePassword) => void }) {
  const { t } = useTranslator();
  const uid = useId();
  const { failure, run: addStaff } = useApiAction(adminStaffApi.addStaff);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AddValues>({
    resolver: zodResolver(addFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', role: 'staff' },
  });

  const submit = handleSubmit(async (values) => {
    const added = await addStaff(values);
    if (!added) return;
    reset();
    onAdded(added);
  });

  return (
    <Card as="section" aria-labelledby={`${uid}-title`} className="p-5 sm:p-6">
      <h2 id={`${uid}-title`} className="font-display text-lg font-bold text-stone-900">
        {t('adminStaff.staff.add.title')}
      </h2>
      <form
        onSubmit={submit}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_11rem_auto] sm:items-start"
        data-testid="add-staff-form"
      >
        <div>
          <FieldLabel htmlFor={`${uid}-email`} required>
            {t('adminStaff.staff.add.email')}
          </FieldLabel>
          <input
            id={`${uid}-email`}
            type="email"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${uid}-email-error` : undefined}
            className={inputClasses(Boolean(errors.email))}
            disabled={isSubmitting}
            {...register('email')}
          />
          {errors.email && (
            <p id={`${uid}-email-error`} role="alert" className="mt-1.5 text-sm text-red-700">
              {t('adminStaff.staff.add.emailInvalid')}
            </p>
          )}
        </div>
        <div>
          <FieldLabel htmlFor={`${uid}-role`}>{t('adminStaff.staff.add.role')}</FieldLabel>
          <select id={`${uid}-role`} className={inputClasses()} disabled={isSubmitting} {...register('role')}>
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {t(`adminStaff.account.role.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" className="sm:mt-7" disabled={isSubmitting}>
          {isSubmitting ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <UserPlus className="size-4" aria-hidden="true" />
          )}
          {isSubmitting ? t('adminStaff.staff.add.submitting') : t('adminStaff.staff.add.submit')}
        </Button>
        {failure && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-xl bg-red-50 px-3.5 py-3 text-sm text-red-800 ring-1 ring-red-200 sm:col-span-3"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {failure}
          </p>
        )}
      </form>
    </Card>
  );
}
