/**
 * What happens after a paid order (issue 11; SPEC §9 delivery figures) and how to change or cancel
 * it: the success page's second half. The same steps are in the confirmation email
 * (src/shared/i18n/messages/*.emails.ts `orderConfirmation`).
 */
import { PackageCheck, Printer, ScanSearch, Truck } from 'lucide-react';
import { Trans } from 'react-i18next';
import { MailLink } from '#client/components/ui/text-link.tsx';
import { i18n, type Translator } from '#client/i18n/i18n.ts';
import { marketingClaims, supportEmail } from '#client/lib/site-config.ts';

const steps = [
  { key: 'Check', Icon: ScanSearch },
  { key: 'Print', Icon: Printer },
  { key: 'Ship', Icon: Truck },
  { key: 'Delivery', Icon: PackageCheck },
] as const;

/**
 * The four steps: artwork check, printing (ships in `DISPATCH_DAYS`), tracking ("free" only while
 * advertised), delivery (`DELIVERY_DAYS`): the claims as configured (issue 21 §5).
 */
export function NextSteps({ t }: { t: Translator }) {
  return (
    <section aria-labelledby="next-steps-heading" className="mt-8 text-left" data-testid="order-next-steps">
      <h2 id="next-steps-heading" className="font-display text-lg font-bold text-stone-900">
        {t('success.nextHeading')}
      </h2>
      <ol className="mt-4 space-y-4">
        {steps.map(({ key, Icon }) => (
          <li key={key} className="flex gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
              <Icon className="size-4.5" aria-hidden="true" />
            </span>
            <div>
              <p className="font-semibold text-stone-900">{t(`success.step${key}Title`)}</p>
              <p className="text-sm text-stone-600">
                {key === 'Ship' && !marketingClaims.freeShipping
                  ? t('success.stepShipBodyNoFreeShipping')
                  : t(`success.step${key}Body`)}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Changing or cancelling: write to support with the order number (SUPPORT_EMAIL). */
export function ChangeOrCancel({ t, orderNumber }: { t: Translator; orderNumber: string }) {
  return (
    <section
      aria-labelledby="change-order-heading"
      className="mt-6 rounded-2xl border border-stone-200 p-4 text-left sm:p-5"
      data-testid="order-change"
    >
      <h2 id="change-order-heading" className="font-semibold text-stone-900">
        {t('success.changeHeading')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        <Trans
          i18n={i18n}
          t={t}
          i18nKey="success.changeBody"
          values={{ email: supportEmail, orderNumber }}
          components={{ mail: <MailLink email={supportEmail} /> }}
        />
      </p>
    </section>
  );
}
