/**
 * The abandoned-checkout reminder's unsubscribe page (issue 21 §6):
 * `/{lang}/wowanimatedtees/reminders/unsubscribe#t={token}`. It asks before anything changes (a mail
 * scanner following the link unsubscribes nobody), then stops every further reminder to the email's
 * address; no sign-in. Per customer, so never indexed; its prerendered shell holds nothing of anyone.
 */
import { CircleAlert, MailCheck, MailX } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { api, isApiError } from '#client/lib/api-client.ts';
import { pageMeta } from '#client/lib/page-meta.ts';
import { paths } from '#shared/paths.ts';
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
      <Panel icon={<MailCheck className="size-8" />} tone="success" testId="reminders-unsubscribed">
        <h1 className={titleClass}>{t('reminders.done.title')}</h1>
        <p className={bodyClass}>{t('reminders.done.body')}</p>
        {home}
      </Panel>
    );
  }
  if (state === 'invalid') {
    return (
      <Panel icon={<MailX className="size-8" />} tone="muted" testId="reminders-invalid">
        <h1 className={titleClass}>{t('reminders.invalid.title')}</h1>
        <p className={bodyClass}>{t('reminders.invalid.body')}</p>
        {home}
      </Panel>
    );
  }
  return (
    <Panel
      icon={state === 'failed' ? <CircleAlert className="size-8" /> : <MailX className="size-8" />}
      tone={state === 'failed' ? 'error' : 'brand'}
      testId="reminders-ask"
    >
      <h1 className={titleClass}>{t('reminders.title')}</h1>
      <p className={bodyClass}>{t('reminders.body')}</p>
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
    </Panel>
  );
}

const titleClass = 'mt-6 font-display text-3xl font-extrabold tracking-tight text-balance text-stone-900';
const bodyClass = 'mt-4 text-base leading-relaxed text-stone-600';

const tones = {
  brand: 'bg-brand-100 text-brand-700',
  success: 'bg-emerald-100 text-emerald-700',
  error: 'bg-red-100 text-red-700',
  muted: 'bg-stone-100 text-stone-500',
} as const;

/** The page's one centred card: an icon in a circle, then the text. */
function Panel(props: { icon: ReactNode; tone: keyof typeof tones; testId: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6 sm:py-20" data-testid={props.testId}>
      <span aria-hidden="true" className={`mx-auto grid size-16 place-items-center rounded-full ${tones[props.tone]}`}>
        {props.icon}
      </span>
      <div role="status" aria-live="polite">
        {props.children}
      </div>
    </div>
  );
}
