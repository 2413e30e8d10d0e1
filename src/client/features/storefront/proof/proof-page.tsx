/**
 * The customer's proof page (issue 20 §4), opened from the proof email's buttons:
 * `/{lang}/wowanimatedtees/proof#t={token}&a=approve|change` in the order's language. Shows the
 * final artwork (on the garment when a mockup exists, else drawn on our garment) and asks the
 * customer to approve it (confirmed once more: a mail scanner following the link decides nothing)
 * or to ask for a change with a note; then what happens next. A link that does not open a proof
 * gets a clear page, never an error screen. Per customer, so never indexed. Route module of `.../proof`.
 */
import { pageMeta } from '#client/lib/page-meta.ts';
import { LinkPageFailed, LinkPageInvalid, LinkPageLoading } from '../link-page-states.tsx';
import { useStorefront } from '../storefront-context.ts';
import { ProofDetails } from './proof-view.tsx';
import { useProof } from './use-proof.hook.ts';

/** Title and description in the page's language; a per-customer page, so never indexed. */
export function meta({ location }: { location: { pathname: string } }) {
  return pageMeta(
    location.pathname,
    (t) => ({ title: t('proof.meta.title'), description: t('proof.meta.description') }),
    {
      noindex: true,
    },
  );
}

export default function ProofPage() {
  const { locale, t } = useStorefront();
  const { state, action, retry, decide } = useProof();

  if (state.status === 'ready') {
    return <ProofDetails t={t} locale={locale} proof={state.proof} initialAction={action} decide={decide} />;
  }
  if (state.status === 'loading') {
    return <LinkPageLoading testId="proof-loading" text={t('proof.loading')} />;
  }
  if (state.status === 'failed') {
    return (
      <LinkPageFailed testId="proof-failed" text={t('proof.loadError')} retryLabel={t('proof.retry')} onRetry={retry} />
    );
  }
  return <LinkPageInvalid testId="proof-invalid" heading={t('proof.invalidHeading')} body={t('proof.invalidBody')} />;
}
