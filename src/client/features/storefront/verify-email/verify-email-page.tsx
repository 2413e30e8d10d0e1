/**
 * Email verification page (issue 17 §1; docs/decisions/0012): opened from the link in the preview
 * acknowledgement, `/{lang}/wowanimatedtees/verify-email#t={token}`. It confirms the address
 * (`useEmailVerification`) and says so, or that the link no longer works, with a way back to the
 * design page (asking for the preview again mails a new link). Per customer, so never indexed; its
 * prerendered shell holds nothing of anyone. Route module of `.../verify-email`.
 */
import { CircleAlert, LoaderCircle, MailCheck, MailX } from 'lucide-react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { i18n } from '#client/i18n/i18n.ts';
import { pageMeta } from '#client/lib/page-meta.ts';
import { previewTiming } from '#client/lib/site-config.ts';
import { paths } from '#shared/paths.ts';
import { StatusPanel, statusPanelBodyClass, statusPanelTitleClass } from '../status-panel.tsx';
import { useStorefront } from '../storefront-context.ts';
import { useEmailVerification } from './use-email-verification.ts';

/** Title and description in the page's language; a per-customer page, so never indexed. */
export function meta({ location }: { location: { pathname: string } }) {
  return pageMeta(
    location.pathname,
    (t) => ({ title: t('verifyEmail.meta.title'), description: t('verifyEmail.meta.description') }),
    { noindex: true },
  );
}

const variant = 'wowanimatedtees';

export default function VerifyEmailPage() {
  const { locale, t } = useStorefront();
  const { state, retry } = useEmailVerification();
  const links = (primary: 'customize' | 'home') => (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      <Link
        to={paths.customize(locale, variant)}
        className={buttonClasses(primary === 'customize' ? 'primary' : 'outline', 'lg')}
      >
        {t('verifyEmail.customize')}
      </Link>
      <Link
        to={paths.storefront(locale, variant)}
        className={buttonClasses(primary === 'home' ? 'primary' : 'outline', 'lg')}
      >
        {t('verifyEmail.home')}
      </Link>
    </div>
  );

  if (state.status === 'verifying') {
    return (
      <StatusPanel icon={<LoaderCircle className="size-8 animate-spin" />} tone="brand" testId="verify-email-verifying">
        <h1 className={statusPanelTitleClass}>{t('verifyEmail.verifying')}</h1>
      </StatusPanel>
    );
  }
  if (state.status === 'verified') {
    return (
      <StatusPanel icon={<MailCheck className="size-8" />} tone="success" testId="verify-email-verified">
        <h1 className={statusPanelTitleClass}>{t('verifyEmail.verified.title')}</h1>
        <p className={statusPanelBodyClass}>
          <Trans
            i18n={i18n}
            t={t}
            i18nKey={previewTiming === 'minutes' ? 'verifyEmail.verified.bodyMinutes' : 'verifyEmail.verified.body'}
            values={{ email: state.email }}
            components={{ email: <strong className="font-semibold [overflow-wrap:anywhere] text-stone-900" /> }}
          />
        </p>
        {links('home')}
      </StatusPanel>
    );
  }
  if (state.status === 'failed') {
    return (
      <StatusPanel icon={<CircleAlert className="size-8" />} tone="error" testId="verify-email-failed">
        <h1 className={statusPanelTitleClass}>{t('verifyEmail.failed.title')}</h1>
        <p className={statusPanelBodyClass}>{t('verifyEmail.failed.body')}</p>
        <div className="mt-8">
          <Button size="lg" onClick={retry}>
            {t('verifyEmail.failed.retry')}
          </Button>
        </div>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel icon={<MailX className="size-8" />} tone="muted" testId="verify-email-invalid">
      <h1 className={statusPanelTitleClass}>{t('verifyEmail.invalid.title')}</h1>
      <p className={statusPanelBodyClass}>{t('verifyEmail.invalid.body')}</p>
      {links('customize')}
    </StatusPanel>
  );
}
