/**
 * Outbox (issue 7 §4) at `/{lang}/admin/outbox`: behind the staff login, the emails the shop wrote to
 * `DATA_DIR/outbox` because `SMTP_URL` is not set, newest first (to, subject, date), and a reader for
 * the selected one (OutboxReader). The selection lives in `?id=`, so a message can be linked and the
 * browser's Back returns to the list on a phone, where list and reader take turns. Loading, error and
 * empty states; an unknown language segment shows the not-found page.
 */
import { ChevronRight, Inbox, Info, MailOpen } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminEmailsApi } from '#client/lib/admin-emails-api.ts';
import { cn } from '#client/lib/cn.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import type { OutboxMessage } from '#shared/api/admin.schemas.ts';
import { adminDashboardPath, adminPagePaths } from '../admin-links.ts';
import { AdminPageHeading, AdminPageShell, AdminRoute, RefreshButton } from '../components/admin-page-layout.tsx';
import { adminPageMeta } from '../components/admin-page-meta.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { LoadingRegion } from '../components/list-skeleton.tsx';
import { LoadErrorCard } from '../components/load-error-card.tsx';
import { formatDateTime } from '../email-tracking/format-date-time.ts';
import { OutboxReader } from './outbox-reader.tsx';

export const meta = adminPageMeta((t) => ({
  title: t('adminEmails.outbox.meta.title'),
  description: t('adminEmails.outbox.meta.description'),
}));

export default function OutboxPage() {
  return (
    <AdminRoute lang="required">
      <Outbox />
    </AdminRoute>
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
    <AdminPageShell testId="admin-outbox">
      <AdminPageHeading
        back={{ to: adminDashboardPath(locale), label: t('adminEmails.backToDashboard') }}
        heading={t('adminEmails.outbox.heading')}
        intro={t('adminEmails.outbox.intro')}
        actions={
          <RefreshButton
            onRefresh={() => void load()}
            refreshing={state.kind === 'loading'}
            label={t('adminEmails.refresh')}
          />
        }
      />

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
        <LoadErrorCard
          message={t('adminEmails.outbox.loadFailed')}
          detail={errorMessage(t, state.error)}
          onRetry={() => void load()}
          retryLabel={t('adminEmails.retry')}
          testId="outbox-error"
          className="mt-6"
          narrowText={false}
        />
      ) : state.kind === 'loaded' && messages.length === 0 ? (
        <EmptyState
          card
          className="mt-6"
          icon={Inbox}
          title={t('adminEmails.outbox.empty')}
          hint={t('adminEmails.outbox.emptyHint')}
          hintWidth="md"
          testId="outbox-empty"
          action={
            <Link to={adminPagePaths.emailSender(locale)} className={buttonClasses('outline', 'md', 'mt-5')}>
              {t('adminEmails.outbox.goToSender')}
            </Link>
          }
        />
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
                <ul className="divide-y divide-stone-100 lg:max-h-[70vh] lg:overflow-y-auto" data-testid="outbox-list">
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
    </AdminPageShell>
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

/** Grey lines in the shape of the message list while it loads. */
function ListSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label}>
      <div aria-hidden="true" className="animate-pulse divide-y divide-stone-100">
        {['a', 'b', 'c', 'd'].map((key) => (
          <div key={key} className="space-y-2 px-4 py-4">
            <div className="h-4 w-40 rounded bg-stone-200" />
            <div className="h-3.5 w-56 max-w-full rounded bg-stone-200/80" />
            <div className="h-3 w-28 rounded bg-stone-200/70" />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}
