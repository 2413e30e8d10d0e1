/**
 * What a proof link shows (issue 20 §4): the artwork (the mockup on the garment when one exists,
 * else our garment drawing with the artwork, and the artwork itself), the item, and by state:
 * pending -> approve (confirmed) or ask for a change with a note, the changes left and the date of
 * the automatic approval; answered -> what happens next. Nothing personal is shown.
 */
import { CircleCheck, Clock, LoaderCircle, MessageSquareText, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Trans } from 'react-i18next';
import { GarmentMockup } from '#client/components/garment-mockup/garment-mockup.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { i18n, type Translator } from '#client/i18n/i18n.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import type { ProofDecisionBody, ProofView } from '#shared/api/proofs.schemas.ts';
import { type Color, colors, type ProductType, productTypes } from '#shared/catalog.ts';
import { intlTagByLocale, type Locale } from '#shared/locales.ts';
import { proofNoteMaxLength } from '#shared/proofs.ts';
import { LinkPageHelp, LinkPagePrivacyNote } from '../link-page-states.tsx';

type Mode = 'choose' | 'approve' | 'change';

interface ProofDetailsProps {
  t: Translator;
  locale: Locale;
  proof: ProofView;
  initialAction: 'approve' | 'change' | null;
  decide: (body: ProofDecisionBody) => Promise<void>;
}

export function ProofDetails({ t, locale, proof, initialAction, decide }: ProofDetailsProps) {
  const uid = useId();
  const [mode, setMode] = useState<Mode>(
    initialAction === 'change' && proof.changesLeft > 0 ? 'change' : (initialAction ?? 'choose'),
  );
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(intlTagByLocale[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
  const productType = productTypes.find((p) => p === proof.productType) as ProductType | undefined;
  const garmentColor = colors.find((c) => c === proof.color) as Color | undefined;
  const product = productType ? t(`customize.productNames.${productType}`) : proof.productType;
  const color = garmentColor ? t(`customize.colors.${garmentColor}`) : proof.color;
  const size = t(`customize.sizes.${proof.size as 'm'}`, { defaultValue: proof.size });
  const helpHref = `mailto:${proof.supportEmail}?subject=${encodeURIComponent(
    t('proof.helpSubject', { orderNumber: proof.orderNumber }),
  )}`;

  async function send(body: ProofDecisionBody) {
    setBusy(true);
    setError(null);
    try {
      await decide(body);
    } catch (failure) {
      setError(errorMessage(t, failure));
    } finally {
      setBusy(false);
    }
  }

  function submitChange(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) {
      setError(t('proof.noteRequired'));
      return;
    }
    void send({ decision: 'change', note: note.trim() });
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14" data-testid="proof-page" data-state={proof.state}>
      <header>
        <p className="text-sm font-semibold text-brand-700">{t('proof.round', { round: proof.round })}</p>
        <h1 className="mt-1 font-display text-3xl font-extrabold tracking-tight text-balance text-stone-900">
          <Trans
            i18n={i18n}
            t={t}
            i18nKey="proof.heading"
            values={{ orderNumber: proof.orderNumber }}
            components={{ num: <span className="whitespace-nowrap" /> }}
          />
        </h1>
        {proof.state === 'pending' && (
          <p className="mt-3 max-w-2xl text-base leading-relaxed text-stone-600">
            {proof.round > 1 ? t('proof.introNewRound') : t('proof.intro')}
          </p>
        )}
      </header>

      {proof.testMode && (
        <p className="mt-6 rounded-2xl border border-amber-400 bg-amber-50 p-4 text-sm font-semibold text-amber-900">
          {t('proof.testNote')}
        </p>
      )}

      <div className="mt-8 grid gap-6 md:grid-cols-[1.1fr_1fr]">
        <Card as="section" aria-label={t('proof.artworkAlt')} className="p-5">
          {proof.mockupUrl ? (
            <img
              src={proof.mockupUrl}
              alt={t('proof.onGarment', { product })}
              className="mx-auto w-full max-w-md rounded-2xl"
              data-testid="proof-mockup"
            />
          ) : (
            <div className="grid grid-cols-2 items-center gap-4">
              <div className="rounded-2xl bg-gradient-to-b from-white to-stone-100 p-2">
                {productType && garmentColor && (
                  <GarmentMockup
                    productType={productType}
                    color={garmentColor}
                    imageUrl={proof.imageUrl}
                    label={t('proof.onGarment', { product })}
                    placeholder={t('proof.artworkAlt')}
                    thumbnail
                    className="size-full"
                  />
                )}
              </div>
              {proof.imageUrl && (
                <img
                  src={proof.imageUrl}
                  alt={t('proof.artworkAlt')}
                  className="w-full rounded-2xl border border-stone-200 bg-stone-50 object-contain"
                  data-testid="proof-image"
                />
              )}
            </div>
          )}
          <p className="mt-4 text-center text-sm text-stone-600" data-testid="proof-item">
            {t('proof.item', { product, size, color })}
          </p>
        </Card>

        <div className="space-y-6">
          <Card as="section" className="p-5" data-testid="proof-decision">
            {proof.state === 'pending' && mode === 'choose' && (
              <div className="space-y-3">
                <Button size="lg" className="w-full" onClick={() => setMode('approve')} data-testid="proof-approve">
                  <CircleCheck className="size-5" aria-hidden="true" />
                  {t('proof.approve')}
                </Button>
                {proof.changesLeft > 0 && (
                  <Button
                    size="lg"
                    variant="outline"
                    className="w-full"
                    onClick={() => setMode('change')}
                    data-testid="proof-ask-change"
                  >
                    <MessageSquareText className="size-5" aria-hidden="true" />
                    {t('proof.askChange')}
                  </Button>
                )}
              </div>
            )}

            {proof.state === 'pending' && mode === 'approve' && (
              <div>
                <h2 className="text-lg font-bold text-stone-900">{t('proof.confirmHeading')}</h2>
                <p className="mt-2 text-sm text-stone-600">{t('proof.confirmBody')}</p>
                <div className="mt-4 flex flex-col gap-3 sm:flex-row">
                  <Button
                    size="lg"
                    className="sm:flex-1"
                    disabled={busy}
                    onClick={() => void send({ decision: 'approve' })}
                    data-testid="proof-confirm-approve"
                  >
                    {busy ? (
                      <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
                    ) : (
                      <CircleCheck className="size-5" aria-hidden="true" />
                    )}
                    {t('proof.confirmApprove')}
                  </Button>
                  <Button size="lg" variant="ghost" disabled={busy} onClick={() => setMode('choose')}>
                    {t('proof.cancel')}
                  </Button>
                </div>
              </div>
            )}

            {proof.state === 'pending' && mode === 'change' && (
              <form onSubmit={submitChange} noValidate data-testid="proof-change-form">
                <h2 className="text-lg font-bold text-stone-900">{t('proof.changeHeading')}</h2>
                <label htmlFor={`${uid}-note`} className="mt-3 block text-sm font-semibold text-stone-800">
                  {t('proof.noteLabel')}
                </label>
                <textarea
                  id={`${uid}-note`}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                  maxLength={proofNoteMaxLength}
                  rows={4}
                  aria-describedby={`${uid}-hint`}
                  className="mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-brand-500 focus:outline-2 focus:outline-brand-500"
                  data-testid="proof-note"
                />
                <p id={`${uid}-hint`} className="mt-1 text-xs text-stone-500">
                  {t('proof.noteHint')}
                </p>
                <div className="mt-4 flex flex-col gap-3 sm:flex-row">
                  <Button type="submit" size="lg" className="sm:flex-1" disabled={busy} data-testid="proof-send-change">
                    {busy ? (
                      <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
                    ) : (
                      <Send className="size-5" aria-hidden="true" />
                    )}
                    {t('proof.sendChange')}
                  </Button>
                  <Button type="button" size="lg" variant="ghost" disabled={busy} onClick={() => setMode('choose')}>
                    {t('proof.cancel')}
                  </Button>
                </div>
              </form>
            )}

            {proof.state === 'pending' && (
              <div className="mt-4 space-y-2 border-t border-stone-200 pt-4 text-sm text-stone-600">
                <p>
                  {proof.changesLeft > 0
                    ? t('proof.changesLeft', { count: proof.changesLeft })
                    : t('proof.noChangesLeft')}
                </p>
                {proof.autoApproveAt && (
                  <p className="flex items-start gap-2 font-semibold text-stone-800" data-testid="proof-auto-approve">
                    <Clock className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                    {t('proof.autoApprove', { date: date(proof.autoApproveAt) })}
                  </p>
                )}
              </div>
            )}

            {proof.state !== 'pending' && (
              <div role="status" data-testid="proof-outcome">
                <h2 className="flex items-center gap-2 text-lg font-bold text-stone-900">
                  <CircleCheck
                    className={`size-6 ${proof.state === 'change_requested' ? 'text-brand-600' : 'text-emerald-600'}`}
                    aria-hidden="true"
                  />
                  {t(
                    proof.state === 'approved'
                      ? 'proof.approvedHeading'
                      : proof.state === 'auto_approved'
                        ? 'proof.autoApprovedHeading'
                        : 'proof.changeRequestedHeading',
                  )}
                </h2>
                <p className="mt-2 text-sm text-stone-600">
                  {t(
                    proof.state === 'approved'
                      ? 'proof.approvedBody'
                      : proof.state === 'auto_approved'
                        ? 'proof.autoApprovedBody'
                        : 'proof.changeRequestedBody',
                  )}
                </p>
                {proof.state === 'change_requested' && proof.note && (
                  <blockquote className="mt-3 rounded-2xl bg-stone-50 p-3 text-sm text-stone-800">
                    <span className="block text-xs font-semibold text-stone-500">{t('proof.yourNote')}</span>
                    {proof.note}
                  </blockquote>
                )}
              </div>
            )}

            {error && (
              <p role="alert" className="mt-3 text-sm text-red-700" data-testid="proof-error">
                {error}
              </p>
            )}
          </Card>

          <LinkPageHelp
            headingId="proof-help-heading"
            heading={t('proof.helpHeading')}
            body={t('proof.helpBody')}
            linkLabel={t('proof.helpLink')}
            href={helpHref}
          />
        </div>
      </div>

      <LinkPagePrivacyNote text={t('proof.privacyNote')} />
    </div>
  );
}
