/**
 * The shop operator on the legal pages and the Impressum (issue 11): legal name, postal address,
 * VAT id and contact email from the build's `SHOP_*` configuration (site-config.ts). Without a
 * configured name and address it names no company and says so, giving only the support mailbox.
 */
import { Trans } from 'react-i18next';
import { MailLink } from '#client/components/ui/text-link.tsx';
import { i18n, type Translator } from '#client/i18n/i18n.ts';
import { type ShopOperator, shopOperator, supportEmail } from '#client/lib/site-config.ts';

/** Translated text whose `<mail>` tag becomes the support mailto link. */
export function MailText({ t, i18nKey, values }: { t: Translator; i18nKey: string; values?: Record<string, string> }) {
  return (
    <Trans
      i18n={i18n}
      t={t}
      // Keys are fixed below; the cast only skips i18next's literal-key typing.
      i18nKey={i18nKey as never}
      values={{ email: supportEmail, ...values }}
      components={{ mail: <MailLink email={supportEmail} /> }}
    />
  );
}

/** Name and address lines as an `<address>` block. */
export function OperatorAddress({ operator }: { operator: ShopOperator }) {
  return (
    <address className="not-italic" data-testid="operator-address">
      <strong className="font-semibold text-stone-900">{operator.legalName}</strong>
      {operator.addressLines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

/** The operator box at the top of the privacy policy and the terms. */
export function OperatorDetails({ t, operator = shopOperator }: { t: Translator; operator?: ShopOperator }) {
  return (
    <aside
      aria-labelledby="operator-heading"
      data-testid="operator-details"
      className="mt-6 rounded-2xl bg-stone-50 px-4 py-3 text-sm leading-relaxed text-stone-700"
    >
      <h2 id="operator-heading" className="font-semibold text-stone-900">
        {t('legal.operator.heading')}
      </h2>
      {operator ? (
        <div className="mt-1 space-y-1">
          <OperatorAddress operator={operator} />
          {operator.vatId && <p>{t('legal.operator.vatId', { vatId: operator.vatId })}</p>}
          <p>
            <MailText t={t} i18nKey="legal.operator.email" />
          </p>
        </div>
      ) : (
        <p className="mt-1" data-testid="operator-not-configured">
          <MailText t={t} i18nKey="legal.operator.notConfigured" />
        </p>
      )}
    </aside>
  );
}
