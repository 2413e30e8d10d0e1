/**
 * The abandoned-checkout reminder's unsubscribe page (issue 21 §6):
 * `/{lang}/wowanimatedtees/reminders/unsubscribe#t={token}`. It asks before anything changes (a mail
 * scanner following the link unsubscribes nobody), then stops every further reminder to the email's
 * address; no sign-in. Per customer, so never indexed; its prerendered shell holds nothing of anyone.
 */
import { CircleAlert, MailCheck, MailX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { api, isApiError } from '#client/lib/api-client.ts';
import { pageMeta } from '#client/lib/page-meta.ts';
import { paths } from '#shared/paths.ts';
import { StatusPanel, statusPanelBodyClass, statusPanelTitleClass } from '../status-panel.tsx';
import { useStorefront } from '../storefront-context.ts';

/** Title and description in the page's language; a per-customer page, so never indexed. */
export function meta({ location }: { location: { pathname: string } }) {
  return pageMeta(
    location.pathname,
    (t) => ({ title: t('reminders.meta.title'), description: t('reminders.meta.description') }),
    { noindex: true },
  );
}

type State = 'loading' | 'ask' | 'working' | 'done' | 'invalid' | 'failed';

/** The token of `#t=…`, or null. */
function tokenOfHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('t');
}

export default function ReminderUnsubscribePage() {
  const { locale, t } = useStorefront();
  const [state, setState] = useState<State>('loading');
  const [token, setToken] = useState<string | null>(null);

  useEffect(() => {
    const found = tokenOfHash(window.location.hash);
    setToken(found);
    setState(found ? 'ask' : 'invalid');
  }, []);

  const unsubscribe = async () => {
    if (!token) return;
    setState('working');
    try {
      await api.unsubscribeReminders(token);
      setState('done');
    } catch (error) {
      setState(isApiError(error, 'REMINDER_LINK_INVALID', 'VALIDATION_FAILED') ? 'invalid' : 'failed');
    }
  };

  const home = (
    <div className="mt-8">
      <Link to={paths.storefront(locale)} className={buttonClasses('outline', 'lg')}>
        {t('reminders.home')}
      </Link>
    </div>
  );

  if (state === 'done') {
    return (
      <StatusPanel icon={<MailCheck className="size-8" />} tone="success" testId="reminders-unsubscribed">
        <h1 className={statusPanelTitleClass}>{t('reminders.done.title')}</h1>
        <p className={statusPanelBodyClass}>{t('reminders.done.body')}</p>
        {home}
      </StatusPanel>
    );
  }
  if (state === 'invalid') {
    return (
      <StatusPanel icon={<MailX className="size-8" />} tone="muted" testId="reminders-invalid">
        <h1 className={statusPanelTitleClass}>{t('reminders.invalid.title')}</h1>
        <p className={statusPanelBodyClass}>{t('reminders.invalid.body')}</p>
        {home}
      </StatusPanel>
    );
  }
  return (
    <StatusPanel
      icon={state === 'failed' ? <CircleAlert className="size-8" /> : <MailX className="size-8" />}
      tone={state === 'failed' ? 'error' : 'brand'}
      testId="reminders-ask"
    >
      <h1 className={statusPanelTitleClass}>{t('reminders.title')}</h1>
      <p className={statusPanelBodyClass}>{t('reminders.body')}</p>
      {state === 'failed' && <p className="mt-4 text-sm font-medium text-red-700">{t('reminders.failed')}</p>}
      <div className="mt-8">
        <Button
          size="lg"
          onClick={() => void unsubscribe()}
          disabled={state !== 'ask' && state !== 'failed'}
          data-testid="reminders-confirm"
        >
          {state === 'working' ? t('reminders.working') : t('reminders.confirm')}
        </Button>
      </div>
    </StatusPanel>
  );
}
