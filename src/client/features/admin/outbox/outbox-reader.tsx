/**
 * One outbox message (issue 7 §4): subject, from, to and date from GET /api/admin/outbox/:id, the
 * HTML part in a sandboxed iframe (GET /api/admin/outbox/:id/html: no scripts, no same-origin access,
 * links may open in a new tab) and the plain-text part in a second tab.
 */
import { ArrowLeft, Code, ExternalLink, FileText, RefreshCw, TriangleAlert } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Button } from '#client/components/ui/button.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { outboxHtmlUrl } from '#client/lib/admin-emails-api.ts';
import { cn } from '#client/lib/cn.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { formatDateTime } from '../email-tracking/format-date-time.ts';
import { useOutboxMessage } from './use-outbox-message.hook.ts';

const triggerClass = cn(
  'inline-flex shrink-0 items-center gap-1.5 rounded-xl px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap text-stone-600 transition-colors',
  'hover:bg-white/70 hover:text-stone-900',
  'data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
);

/** The reader of message `id`; `onBack` returns to the list on narrow screens. */
export function OutboxReader({ id, onBack }: { id: string; onBack: () => void }) {
  const { t, locale } = useTranslator();
  const { state, reload } = useOutboxMessage(id);

  const back = (
    <div className="-ml-2 lg:hidden">
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('adminEmails.outbox.backToList')}
      </Button>
    </div>
  );

  if (state.kind === 'failed') {
    return (
      <div className="p-5 sm:p-6" data-testid="outbox-reader">
        {back}
        <div role="alert" className="mt-2 rounded-2xl bg-red-50 p-5 text-center text-red-900 ring-1 ring-red-200">
          <TriangleAlert className="mx-auto size-6 text-red-600" aria-hidden="true" />
          <p className="mt-2 font-medium">{t('adminEmails.outbox.messageFailed')}</p>
          <p className="mt-1 text-sm text-red-800">{errorMessage(t, state.error)}</p>
          <Button variant="outline" size="sm" className="mt-4" onClick={reload}>
            <RefreshCw className="size-4" aria-hidden="true" />
            {t('adminEmails.retry')}
          </Button>
        </div>
      </div>
    );
  }

  if (state.kind === 'loading') {
    return (
      <div className="p-5 sm:p-6" aria-busy="true" data-testid="outbox-reader">
        {back}
        <p className="sr-only" role="status">
          {t('adminEmails.outbox.loadingMessage')}
        </p>
        <div aria-hidden="true" className="mt-2 animate-pulse space-y-3">
          <div className="h-6 w-3/4 rounded-lg bg-stone-200" />
          <div className="h-4 w-1/2 rounded bg-stone-200/80" />
          <div className="h-4 w-1/3 rounded bg-stone-200/80" />
          <div className="mt-6 h-96 rounded-2xl bg-stone-200/60" />
        </div>
      </div>
    );
  }

  const { message } = state;
  return (
    <article className="flex min-w-0 flex-col p-5 sm:p-6" aria-labelledby="outbox-subject" data-testid="outbox-reader">
      {back}
      <h2 id="outbox-subject" className="mt-1 font-display text-xl font-bold break-words text-stone-900 sm:text-2xl">
        {message.subject}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-500">{t('adminEmails.outbox.from')}</dt>
        <dd className="break-all text-stone-800">{message.from}</dd>
        <dt className="text-stone-500">{t('adminEmails.outbox.to')}</dt>
        <dd className="break-all text-stone-800" data-testid="outbox-reader-to">
          {message.to}
        </dd>
        <dt className="text-stone-500">{t('adminEmails.outbox.date')}</dt>
        <dd className="text-stone-800">
          <time dateTime={message.date}>{formatDateTime(message.date, locale)}</time>
        </dd>
      </dl>

      <Tabs.Root defaultValue="html" className="mt-5 flex min-w-0 flex-col">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Tabs.List
            aria-label={t('adminEmails.outbox.partsLabel')}
            className="inline-flex gap-1 rounded-2xl bg-stone-200/60 p-1"
          >
            <Tabs.Trigger value="html" className={triggerClass}>
              <Code className="size-4" aria-hidden="true" />
              {t('adminEmails.outbox.htmlTab')}
            </Tabs.Trigger>
            <Tabs.Trigger value="text" className={triggerClass} data-testid="outbox-text-tab">
              <FileText className="size-4" aria-hidden="true" />
              {t('adminEmails.outbox.textTab')}
            </Tabs.Trigger>
          </Tabs.List>
          <a
            href={outboxHtmlUrl(message.id)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 rounded-lg px-1 text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {t('adminEmails.outbox.openHtml')}
          </a>
        </div>
        <Tabs.Content value="html" className="mt-3 focus-visible:outline-2 focus-visible:outline-brand-500">
          {/* No allow-scripts, no allow-same-origin: the email cannot run code or reach the admin's session. */}
          <iframe
            key={message.id}
            src={outboxHtmlUrl(message.id)}
            title={t('adminEmails.outbox.htmlFrameTitle', { subject: message.subject })}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            referrerPolicy="no-referrer"
            className="h-[70vh] min-h-[28rem] w-full rounded-2xl border border-stone-200 bg-white"
            data-testid="outbox-html-frame"
          />
        </Tabs.Content>
        <Tabs.Content value="text" className="mt-3 focus-visible:outline-2 focus-visible:outline-brand-500">
          <pre
            className="max-h-[70vh] overflow-auto rounded-2xl border border-stone-200 bg-stone-50 p-4 font-mono text-[13px] leading-relaxed break-words whitespace-pre-wrap text-stone-800"
            data-testid="outbox-text"
          >
            {message.text || t('adminEmails.outbox.noText')}
          </pre>
        </Tabs.Content>
      </Tabs.Root>
    </article>
  );
}
