/**
 * The Proof approval card of the staff order page (issue 20 §4): the proof's state, the change
 * rounds used, every round (sent when and by whom, the image, the customer's answer and note), and
 * while the customer asked for a change: "Regenerate" with a provider and a prompt addition
 * (order-proof-regenerate.tsx), "Upload own artwork" (its print file is made again) and "Send new
 * proof" with the image the next proof shows.
 */
import { LoaderCircle, Send, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminOrdersApi } from '#client/lib/admin-orders-api.ts';
import type { AdminOrderDetail } from '#shared/api/admin-orders.schemas.ts';
import type { AdminOrderProof } from '#shared/api/proofs.schemas.ts';
import { useApiAction } from '../components/use-api-action.hook.ts';
import { Detail, DetailCard } from './order-detail-card.tsx';
import { formatDateTime } from './order-format.ts';
import { isRegenerating, OrderProofRegenerate } from './order-proof-regenerate.tsx';

const stateTone: Record<AdminOrderProof['state'], string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  change_requested: 'bg-red-50 text-red-800 ring-red-200',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  auto_approved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

/** The proof of `order` (nothing without one); `onChanged` loads the order again after an action. */
export function OrderProofCard({ order, onChanged }: { order: AdminOrderDetail; onChanged: () => void }) {
  const { t, locale } = useTranslator();
  const uid = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'send' | null>(null);
  const [done, setDone] = useState<'uploaded' | 'sent' | null>(null);
  const upload = useApiAction(adminOrdersApi.uploadProofArtwork);
  const send = useApiAction(adminOrdersApi.sendNewProof);
  const proof = order.proof;
  if (!proof) return null;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || busy) return;
    setBusy('upload');
    setDone(null);
    const answer = await upload.run(order.orderNumber, file);
    setBusy(null);
    if (answer) setDone('uploaded');
    onChanged();
  };
  const sendProof = async () => {
    if (busy) return;
    setBusy('send');
    setDone(null);
    const answer = await send.run(order.orderNumber);
    setBusy(null);
    if (answer) setDone('sent');
    onChanged();
  };
  const failure = upload.failure ?? send.failure;

  const footer = (
    <div className="mt-4 grid gap-3">
      {(proof.state === 'pending' || proof.state === 'change_requested') && (
        <p className="text-sm text-stone-600">{t('adminOrders.proof.productionWaits')}</p>
      )}
      {failure && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-700 ring-1 ring-red-200">
          {failure}
        </p>
      )}
      {done && (
        <p role="status" className="text-sm text-emerald-800" data-testid="proof-action-done">
          {t(`adminOrders.proof.${done}`)}
        </p>
      )}
      {proof.canSendNewProof && (
        <>
          {proof.nextImageUrl && (
            <figure className="flex items-center gap-3">
              <img
                src={proof.nextImageUrl}
                alt=""
                className="size-20 rounded-xl border border-stone-200 bg-stone-50 object-contain"
                data-testid="proof-next-image"
              />
              <figcaption className="text-sm text-stone-600">{t('adminOrders.proof.nextImage')}</figcaption>
            </figure>
          )}
          <OrderProofRegenerate
            orderNumber={order.orderNumber}
            proof={proof}
            disabled={busy !== null}
            onChanged={onChanged}
          />
          <div className="flex flex-wrap gap-2">
            <input
              ref={fileInput}
              id={`${uid}-file`}
              type="file"
              accept="image/*"
              className="sr-only"
              onChange={(event) => void onFile(event)}
              data-testid="proof-artwork-input"
            />
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={busy !== null}
              onClick={() => fileInput.current?.click()}
              data-testid="proof-upload"
            >
              {busy === 'upload' ? (
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              ) : (
                <Upload className="size-4" aria-hidden="true" />
              )}
              {busy === 'upload' ? t('adminOrders.proof.uploading') : t('adminOrders.proof.upload')}
            </Button>
            <Button
              type="button"
              size="sm"
              disabled={busy !== null || isRegenerating(proof)}
              onClick={() => void sendProof()}
              data-testid="proof-send"
            >
              {busy === 'send' ? (
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              ) : (
                <Send className="size-4" aria-hidden="true" />
              )}
              {t('adminOrders.proof.send')}
            </Button>
          </div>
        </>
      )}
    </div>
  );

  return (
    <DetailCard id="order-proof" title={t('adminOrders.proof.title')} footer={footer}>
      <Detail label={t('adminOrders.proof.state')}>
        <span
          className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${stateTone[proof.state]}`}
          data-testid="proof-state"
          data-state={proof.state}
        >
          {t(`adminOrders.proof.states.${proof.state}`)}
        </span>
      </Detail>
      <Detail label={t('adminOrders.proof.rounds')}>
        {t('adminOrders.proof.roundsValue', { used: proof.changeRounds, max: proof.maxChangeRounds })}
      </Detail>
      {proof.rounds.map((round) => (
        <Detail key={round.round} label={t('adminOrders.proof.round', { round: round.round })}>
          <div className="flex gap-3" data-testid={`proof-round-${round.round}`}>
            {round.imageUrl && (
              <img
                src={round.imageUrl}
                alt=""
                className="size-14 shrink-0 rounded-lg border border-stone-200 bg-stone-50 object-contain"
              />
            )}
            <div className="min-w-0 space-y-1">
              <p className="text-xs text-stone-500">
                {t('adminOrders.proof.sentAt', { date: formatDateTime(round.sentAt, locale) })}
                {round.sentByEmail ? ` ${t('adminOrders.proof.sentBy', { email: round.sentByEmail })}` : ''}
                {round.emailState !== 'sent' ? ` · ${t('adminOrders.proof.emailNotSent')}` : ''}
              </p>
              <p className="font-semibold">
                {round.decision ? t(`adminOrders.proof.decisions.${round.decision}`) : t('adminOrders.proof.awaiting')}
                {round.decidedAt ? (
                  <span className="font-normal text-stone-500"> · {formatDateTime(round.decidedAt, locale)}</span>
                ) : null}
              </p>
              {!round.decision && round.autoApproveAt && (
                <p className="text-xs text-stone-500">
                  {t('adminOrders.proof.autoApproveAt', { date: formatDateTime(round.autoApproveAt, locale) })}
                </p>
              )}
              {round.note && (
                <blockquote
                  className="rounded-lg bg-stone-50 p-2 text-sm break-words text-stone-800 ring-1 ring-stone-200"
                  data-testid="proof-note"
                >
                  <span className="block text-xs font-semibold text-stone-500">{t('adminOrders.proof.note')}</span>
                  {round.note}
                </blockquote>
              )}
            </div>
          </div>
        </Detail>
      ))}
    </DetailCard>
  );
}
