/**
 * Two-factor sign-in on the account page (issue 17 §3). Off: "Set up" asks the server for a new
 * secret, shows its QR code (a PNG data URL made on the server) and the key to type by hand, and
 * turns it on with the app's first code and the password. On: turns it off with password and a
 * current code. The secret lives only in this component's state while enrolling; the server never
 * returns it again.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, LoaderCircle, ShieldCheck, ShieldOff, Smartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { CheckoutField } from '#client/components/ui/checkout-field.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminStaffApi } from '#client/lib/admin-staff-api.ts';
import { cn } from '#client/lib/cn.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import { type AdminSession, type TotpEnrolment, totpCodeSchema } from '#shared/api/admin-session.schemas.ts';
import { codeInputProps } from './totp-step.tsx';

const codeAndPasswordSchema = z.object({ code: totpCodeSchema, password: z.string().check(z.minLength(1)) });
type CodeAndPassword = z.infer<typeof codeAndPasswordSchema>;

/** The key in groups of four, as authenticator apps show it. */
function groupKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export function TwoFactorCard({
  enabled,
  onChanged,
}: {
  enabled: boolean;
  onChanged: (session: AdminSession) => void;
}) {
  const { t } = useTranslator();
  const uid = useId();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [starting, setStarting] = useState(false);
  const [startFailure, setStartFailure] = useState<string | null>(null);

  const start = async () => {
    setStarting(true);
    setStartFailure(null);
    try {
      setEnrolment(await adminStaffApi.startTotp());
    } catch (error) {
      setStartFailure(errorMessage(t, error));
    } finally {
      setStarting(false);
    }
  };

  return (
    <Card as="section" aria-labelledby={`${uid}-title`} className="p-6 sm:p-8" data-testid="two-factor-card">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${uid}-title`} className="font-display text-xl font-bold text-stone-900">
          {t('adminStaff.totp.title')}
        </h2>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            enabled ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-100 text-stone-700',
          )}
          data-testid="two-factor-state"
        >
          {enabled ? t('adminStaff.totp.on') : t('adminStaff.totp.off')}
        </span>
      </div>
      {enabled ? (
        <>
          <p className="mt-2 text-sm leading-relaxed text-stone-600">{t('adminStaff.totp.onIntro')}</p>
          <CodeAndPasswordForm
            submitLabel={t('adminStaff.totp.turnOff')}
            submittingLabel={t('adminStaff.totp.turningOff')}
            icon={ShieldOff}
            variant="outline"
            testId="totp-disable-form"
            send={({ code, password }) => adminStaffApi.disableTotp(password, code)}
            onDone={(session) => {
              toast.success(t('adminStaff.totp.turnedOff'));
              onChanged(session);
            }}
          />
        </>
      ) : enrolment ? (
        <div className="mt-4 space-y-5" data-testid="totp-enrolment">
          <div>
            <p className="text-sm font-medium text-stone-800">{t('adminStaff.totp.scanStep')}</p>
            <img
              src={enrolment.qrCodeDataUrl}
              alt={t('adminStaff.totp.qrAlt')}
              width={240}
              height={240}
              className="mt-3 size-48 rounded-2xl border border-stone-200 bg-white p-2 sm:size-60"
              data-testid="totp-qr-code"
            />
            <p className="mt-3 text-sm text-stone-600">{t('adminStaff.totp.manualKey')}</p>
            <code
              className="mt-1.5 block rounded-xl bg-stone-100 px-3 py-2 font-mono text-sm break-words text-stone-900"
              data-testid="totp-secret"
            >
              {groupKey(enrolment.secret)}
            </code>
          </div>
          <div>
            <p className="text-sm font-medium text-stone-800">{t('adminStaff.totp.confirmStep')}</p>
            <CodeAndPasswordForm
              submitLabel={t('adminStaff.totp.turnOn')}
              submittingLabel={t('adminStaff.totp.turningOn')}
              icon={ShieldCheck}
              variant="primary"
              testId="totp-confirm-form"
              send={({ code, password }) => adminStaffApi.confirmTotp(code, password)}
              onDone={(session) => {
                setEnrolment(null);
                toast.success(t('adminStaff.totp.turnedOn'));
                onChanged(session);
              }}
              onCancel={() => setEnrolment(null)}
            />
          </div>
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm leading-relaxed text-stone-600">{t('adminStaff.totp.offIntro')}</p>
          {startFailure && <Failure message={startFailure} />}
          <Button className="mt-5" onClick={() => void start()} disabled={starting}>
            {starting ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Smartphone className="size-4" aria-hidden="true" />
            )}
            {starting ? t('adminStaff.totp.starting') : t('adminStaff.totp.setUp')}
          </Button>
        </>
      )}
    </Card>
  );
}

function Failure({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="mt-4 flex items-start gap-2 rounded-xl bg-red-50 px-3.5 py-3 text-sm text-red-800 ring-1 ring-red-200"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}

/** A code and the password, sent by `send`; a refusal shows above the buttons and clears the code. */
function CodeAndPasswordForm({
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
  const [failure, setFailure] = useState<string | null>(null);
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
    setFailure(null);
    try {
      onDone(await send(values));
    } catch (error) {
      setFailure(errorMessage(t, error));
      resetField('code');
      resetField('password');
    }
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
      {failure && <Failure message={failure} />}
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
