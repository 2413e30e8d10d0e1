/**
 * The customer's proof page (issue 20 §4), opened from the proof email's buttons:
 * `/{lang}/wowanimatedtees/proof#t={token}&a=approve|change` in the order's language. Shows the
 * final artwork (on the garment when a mockup exists, else drawn on our garment) and asks the
 * customer to approve it (confirmed once more: a mail scanner following the link decides nothing)
 * or to ask for a change with a note; then what happens next. A link that does not open a proof
 * gets a clear page, never an error screen. Per customer, so never indexed. Route module of `.../proof`.
 */
import { CircleAlert, LoaderCircle, SearchX } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { pageMeta } from '#client/lib/page-meta.ts';
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
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center" role="status" data-testid="proof-loading">
        <LoaderCircle className="mx-auto size-8 animate-spin text-brand-600" aria-hidden="true" />
        <p className="mt-4 text-stone-600">{t('proof.loading')}</p>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center" role="alert" data-testid="proof-failed">
        <CircleAlert className="mx-auto size-10 text-red-600" aria-hidden="true" />
        <p className="mt-4 text-stone-700">{t('proof.loadError')}</p>
        <Button size="lg" className="mt-6" onClick={retry}>
          {t('proof.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6" data-testid="proof-invalid">
      <span
        aria-hidden="true"
        className="mx-auto grid size-16 place-items-center rounded-full bg-amber-100 text-amber-700"
      >
        <SearchX className="size-8" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-extrabold tracking-tight text-balance text-stone-900">
        {t('proof.invalidHeading')}
      </h1>
      <p className="mt-4 text-base leading-relaxed text-stone-600">{t('proof.invalidBody')}</p>
    </div>
  );
}
