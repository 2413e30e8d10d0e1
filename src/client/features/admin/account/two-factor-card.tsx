/**
 * Two-factor sign-in on the account page (issue 17 §3). Off: "Set up" asks the server for a new
 * secret, shows its QR code (a PNG data URL made on the server) and the key to type by hand, and
 * turns it on with the app's first code and the password. On: turns it off with password and a
 * current code. The secret lives only in this component's state while enrolling; the server never
 * returns it again.
 */
import { LoaderCircle, ShieldCheck, ShieldOff, Smartphone } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminStaffApi } from '#client/lib/admin-staff-api.ts';
import { cn } from '#client/lib/cn.ts';
import { toast } from '#client/lib/toast.ts';
import type { AdminSession } from '#shared/api/admin-session.schemas.ts';
import { FormFailure } from '../components/form-submit.tsx';
import { CodeAndPasswordForm } from './code-and-password-form.tsx';
import { useTotpEnrolment } from './use-totp-enrolment.hook.ts';

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
  const { enrolment, starting, startFailure, start, end } = useTotpEnrolment();

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
                end();
                toast.success(t('adminStaff.totp.turnedOn'));
                onChanged(session);
              }}
              onCancel={end}
            />
          </div>
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm leading-relaxed text-stone-600">{t('adminStaff.totp.offIntro')}</p>
          {startFailure && <FormFailure className="mt-4" message={startFailure} />}
          <Button className="mt-5" onClick={start} disabled={starting}>
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
