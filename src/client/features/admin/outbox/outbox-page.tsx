/**
 * Outbox (issue 7 §4) at `/{lang}/admin/outbox`: behind the staff login, the emails the shop wrote to
 * `DATA_DIR/outbox` because `SMTP_URL` is not set, newest first (to, subject, date), and a reader for
 * the selected one (OutboxReader). The selection lives in `?id=`, so a message can be linked and the
 * browser's Back returns to the list on a phone, where list and reader take turns. Loading, error and
 * empty states; an unknown language segment shows the not-found page.
 */
import { Inbox, Info, MailOpen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { adminDashboardPath, adminPagePaths } from '../admin-links.ts';
import { AdminPageHeading, AdminPageShell, AdminRoute, RefreshButton } from '../components/admin-page-layout.tsx';
import { adminPageMeta } from '../components/admin-page-meta.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { LoadErrorCard } from '../components/load-error-card.tsx';
import { MessageItem, MessageListSkeleton } from './outbox-list-items.tsx';
import { OutboxReader } from './outbox-reader.tsx';
import { useOutbox } from './use-outbox.hook.ts';
import { useOutboxSelection } from './use-outbox-selection.hook.ts';

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

function Outbox() {
  const { t, locale } = useTranslator();
  const { state, messages, reload } = useOutbox();
  const { selectedId, select, panes } = useOutboxSelection(messages[0]?.id ?? null);

  return (
    <AdminPageShell testId="admin-outbox">
      <AdminPageHeading
        back={{ to: adminDashboardPath(locale), label: t('adminEmails.backToDashboard') }}
        heading={t('adminEmails.outbox.heading')}
        intro={t('adminEmails.outbox.intro')}
        actions={
          <RefreshButton onRefresh={reload} refreshing={state.kind === 'loading'} label={t('adminEmails.refresh')} />
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
          onRetry={reload}
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
                <MessageListSkeleton label={t('adminEmails.outbox.loading')} />
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
