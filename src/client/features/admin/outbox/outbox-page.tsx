/**
 * Outbox (issue 7 §4) at `/{lang}/admin/outbox`: behind the staff login, the emails the shop wrote to
 * `DATA_DIR/outbox` because `SMTP_URL` is not set, newest first (to, subject, date), and a reader for
 * the selected one (OutboxReader). The selection lives in `?id=`, so a message can be linked and the
 * browser's Back returns to the list on a phone, where list and reader take turns. Loading, error and
 * empty states; an unknown language segment shows the not-found page.
 */
import { ArrowLeft, ChevronRight, Inbox, Info, MailOpen, RefreshCw, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminEmailsApi } from '#client/lib/admin-emails-api.ts';
import { cn } from '#client/lib/cn.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { pageMeta } from '#client/lib/page-meta.ts';
import type { OutboxMessage } from '#shared/api/admin.schemas.ts';
import { isLocale } from '#shared/locales.ts';
import NotFoundPage from '../../not-found/not-found-page.tsx';
import { AdminGate } from '../admin-gate.tsx';
import { AdminHeader } from '../admin-header.tsx';
import { adminDashboardPath, adminPagePaths } from '../admin-links.ts';
import { formatDateTime } from '../email-tracking/format-date-time.ts';
import { OutboxReader } from './outbox-reader.tsx';

export function meta({ location }: { location: { pathname: string } }) {
  return pageMeta(
    location.pathname,
    (t) => ({ title: t('adminEmails.outbox.meta.title'), description: t('adminEmails.outbox.meta.description') }),
    { noindex: true },
  );
}

export default function OutboxPage() {
  const { lang } = useParams();
  if (!isLocale(lang)) return <NotFoundPage />;
  return (
    <AdminGate>
      <Outbox />
    </AdminGate>
  );
}

/** Tailwind's `lg`, where list and reader sit side by side. */
const wideScreen = '(min-width: 64rem)';

const noMessages: OutboxMessage[] = [];

type ListState =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'loaded'; messages: OutboxMessage[] };

function Outbox() {
  const { t, locale } = useTranslator();
  const [state, setState] = useState<ListState>({ kind: 'loading' });
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('id');

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const { messages } = await adminEmailsApi.outbox();
      setState({ kind: 'loaded', messages });
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const panes = useRef<HTMLDivElement>(null);
  const selectedByTap = useRef(false);
  const select = (id: string | null) => {
    selectedByTap.current = true;
    setSearchParams(id ? { id } : {}, { preventScrollReset: true });
  };

  // On a phone list and reader take turns in the same place: show the top of whichever comes next.
  // After the shell's own scroll to the top (a link to the same path), hence the timeout.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per change of the selection.
  useEffect(() => {
    if (!selectedByTap.current) return;
    selectedByTap.current = false;
    if (window.matchMedia(wideScreen).matches) return;
    const timer = setTimeout(() => panes.current?.scrollIntoView({ block: 'start', behavior: 'instant' }), 0);
    return () => clearTimeout(timer);
  }, [selectedId]);

  const messages = state.kind === 'loaded' ? state.messages : noMessages;

  // Wide screens show list and reader side by side: open the newest message rather than a blank pane.
  const newestId = messages[0]?.id ?? null;
  useEffect(() => {
    if (selectedId || !newestId || !window.matchMedia(wideScreen).matches) return;
    setSearchParams({ id: newestId }, { replace: true, preventScrollReset: true });
  }, [selectedId, newestId, setSearchParams]);

  return (
    <div className="min-h-dvh" data-testid="admin-outbox">
      <AdminHeader />
      <main id="main" className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
        <Link
          to={adminDashboardPath(locale)}
          className="inline-flex items-center gap-1 rounded-lg text-sm font-medium text-stone-600 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('adminEmails.backToDashboard')}
        </Link>
        <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">
              {t('adminEmails.outbox.heading')}
            </h1>
            <p className="mt-2 max-w-2xl text-base text-stone-600">{t('adminEmails.outbox.intro')}</p>
          </div>
          <Button variant="outline" onClick={() => void load()} disabled={state.kind === 'loading'}>
            <RefreshCw className={cn('size-4', state.kind === 'loading' && 'animate-spin')} aria-hidden="true" />
            {t('adminEmails.refresh')}
          </Button>
        </div>

        <aside className="mt-6 flex items-start gap-3 rounded-2xl bg-sky-50 px-4 py-3.5 text-sm leading-relaxed text-sky-950 ring-1 ring-sky-200">
          <Info className="mt-0.5 size-4 shrink-0 text-sky-700" aria-hidden="true" />
          <p>
            {t('adminEmails.outbox.smtpNoteBefore')}
            <code className="rounded bg-white/80 px-1 py-0.5 font-mono text-[0.8125rem] ring-1 ring-sky-200">
              SMTP_URL
            </code>
            {t('adminEmails.outbox.smtpNoteMiddle')}
            <code className="rounded bg-white/80 px-1 py-0.5 font-mono text-[0.8125rem] ring-1 ring-sky-200">
              DATA_DIR/outbox
            </code>
            {t('adminEmails.outbox.smtpNoteAfter')}
          </p>
        </aside>

        {state.kind === 'failed' ? (
          <Card className="mt-6 p-6 text-center sm:p-10" role="alert" data-testid="outbox-error">
            <span className="mx-auto grid size-12 place-items-center rounded-2xl bg-red-50 text-red-600">
              <TriangleAlert className="size-6" aria-hidden="true" />
            </span>
            <p className="mt-4 font-medium text-stone-900">{t('adminEmails.outbox.loadFailed')}</p>
            <p className="mt-1 text-sm text-stone-600">{errorMessage(t, state.error)}</p>
            <Button className="mt-5" onClick={() => void load()}>
              <RefreshCw className="size-4" aria-hidden="true" />
              {t('adminEmails.retry')}
            </Button>
          </Card>
        ) : state.kind === 'loaded' && messages.length === 0 ? (
          <Card className="mt-6 px-6 py-16 text-center" data-testid="outbox-empty">
            <span className="mx-auto grid size-12 place-items-center rounded-2xl bg-stone-100 text-stone-500">
              <Inbox className="size-6" aria-hidden="true" />
            </span>
            <p className="mt-4 font-medium text-stone-900">{t('adminEmails.outbox.empty')}</p>
            <p className="mx-auto mt-1 max-w-md text-sm text-stone-600">{t('adminEmails.outbox.emptyHint')}</p>
            <Link to={adminPagePaths.emailSender(locale)} className={buttonClasses('outline', 'md', 'mt-5')}>
              {t('adminEmails.outbox.goToSender')}
            </Link>
          </Card>
        ) : (
          <div ref={panes} className="mt-6 scroll-mt-4">
            <Card
              className={cn(
                'grid grid-cols-[minmax(0,1fr)] overflow-hidden lg:min-h-[36rem] lg:grid-cols-[18rem_minmax(0,1fr)]',
                // Tall enough on a phone for the reader's top to reach the top of the screen while it loads.
                selectedId && 'max-lg:min-h-dvh',
              )}
            >
              <section
                aria-label={t('adminEmails.outbox.listLabel')}
                className={cn('border-stone-200/80 lg:border-r', selectedId && 'hidden lg:block')}
              >
                <h2 className="flex items-center justify-between border-b border-stone-200/80 px-4 py-3 text-xs font-semibold tracking-wider text-stone-500 uppercase">
                  {t('adminEmails.outbox.listLabel')}
                  {state.kind === 'loaded' && (
                    <span className="rounded-full bg-stone-100 px-2 py-0.5 text-stone-600 tabular-nums">
                      {messages.length}
                    </span>
                  )}
                </h2>
                {state.kind === 'loading' ? (
                  <ListSkeleton label={t('adminEmails.outbox.loading')} />
                ) : (
                  <ul
                    className="divide-y divide-stone-100 lg:max-h-[70vh] lg:overflow-y-auto"
                    data-testid="outbox-list"
                  >
                    {messages.map((message) => (
                      <li key={message.id}>
                        <MessageItem message={message} selected={message.id === selectedId} onSelect={select} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <div className={cn('min-w-0', !selectedId && 'hidden lg:block')}>
                {selectedId ? (
                  <OutboxReader key={selectedId} id={selectedId} onBack={() => select(null)} />
                ) : (
                  <div className="grid h-full place-items-center p-10 text-center text-stone-500">
                    <div>
                      <MailOpen className="mx-auto size-10 text-stone-300" aria-hidden="true" />
                      <p className="mt-3 text-sm">{t('adminEmails.outbox.selectPrompt')}</p>
                    </div>
                  </div>
                )}
              </div>
            </Card>
          </div>
        )}
      </main>
    </div>
  );
}

/** One line of the list: recipient, subject and date; the selected one is highlighted. */
function MessageItem({
  message,
  selected,
  onSelect,
}: {
  message: OutboxMessage;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const { locale } = useTranslator();
  return (
    <button
      type="button"
      onClick={() => onSelect(message.id)}
      aria-current={selected || undefined}
      data-testid="outbox-item"
      className={cn(
        'group flex w-full items-center gap-3 px-4 py-3.5 text-left transition-colors',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
        selected ? 'bg-brand-50 shadow-[inset_3px_0_0] shadow-brand-500' : 'hover:bg-stone-50',
      )}
    >
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className="truncate text-sm font-semibold text-stone-900">{message.to}</span>
        </span>
        <span className="mt-0.5 block truncate text-sm text-stone-700">{message.subject}</span>
        <time dateTime={message.date} className="mt-0.5 block text-xs text-stone-500">
          {formatDateTime(message.date, locale)}
        </time>
      </span>
      <ChevronRight
        className={cn('size-4 shrink-0 text-stone-300 group-hover:text-stone-500', selected && 'text-brand-500')}
        aria-hidden="true"
      />
    </button>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        {label}
      </p>
      <div aria-hidden="true" className="animate-pulse divide-y divide-stone-100">
        {['a', 'b', 'c', 'd'].map((key) => (
          <div key={key} className="space-y-2 px-4 py-4">
            <div className="h-4 w-40 rounded bg-stone-200" />
            <div className="h-3.5 w-56 max-w-full rounded bg-stone-200/80" />
            <div className="h-3 w-28 rounded bg-stone-200/70" />
          </div>
        ))}
      </div>
    </div>
  );
}
